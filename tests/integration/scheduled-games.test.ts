/**
 * The scheduled games over HTTP on a server of its own (its feed clock moved through the dev
 * clock). TV keno: a ticket is bought while the draw takes bets and refused while it runs; bad
 * picks are 400; once the draw is over the ticket is settled exactly as the revealed seed's 20
 * numbers say (recomputed here with the same code) — in demo the fun money, for real money the
 * portal balance through the signed wallet (bet at purchase, win at settlement) — and the bank
 * invariant holds. Crash: bets while the round takes them, a cash-out at the server's multiplier
 * (once, of 5 parallel requests), none before the start or after the crash, auto cash-outs paid at
 * their target at settlement, the live stream pushing the round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createPgDatabase, postgresAvailable } from '../helpers/db.ts';
import { startBuiltServer, type RunningServer } from '../helpers/server.ts';
import { createClient, registerPlayer } from '../helpers/http-client.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import type { Database } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/database.ts';
import { serverSeedHash } from '../../src/domain/casino/fair.ts';
import { bingoRoundCalls, crashEndsAt, crashRoundPointCents, roundAt, roundTimes, tvKenoRoundDraw } from '../../src/domain/casino/scheduled.ts';
import { settleBingo, ticketFromSource } from '../../src/domain/casino/bingo.ts';
import { floatStream } from '../../src/domain/casino/fair.ts';
import { msToReach } from '../../src/domain/casino/crash.ts';
import { payoutAt } from '../../src/domain/casino/math.ts';
import { scheduledRoundSeed, scheduledSecret } from '../../src/server/casino/scheduled-fair.ts';
import { settleTvKeno } from '../../src/domain/casino/tv-keno.ts';
import { DEMO_START_MINOR } from '../../src/server/game-server/service.ts';
import { scheduledRoundView, type ScheduledRoundView } from '../../schemas/casino-scheduled.ts';

if (!(await postgresAvailable())) throw new Error('the scheduled games test needs the test PostgreSQL (tests/helpers/db.ts)');

describe('scheduled games over HTTP', () => {
  let server: RunningServer;
  let database: Database;
  let drop: () => Promise<void>;
  let dev: ReturnType<typeof createClient>;

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  const current = async (round?: number, game = 'tv-keno'): Promise<ScheduledRoundView> => {
    const res = await fetch(`${server.url}/game-server/api/scheduled/${game}${round === undefined ? '' : `?round=${round}`}`);
    return scheduledRoundView.parse(((await res.json()) as { round: unknown }).round);
  };
  const advance = async (ms: number) => expect((await dev.devPost('/web-api/dev/clock', { advanceMs: ms })).status).toBe(200);
  /** Moves the clock to the opening of the next draw unless the current one takes bets. */
  const toBetting = async () => {
    const view = await current();
    if (view.now >= view.startsAt) await advance(view.nextAt - view.now);
    return current();
  };

  beforeAll(async () => {
    const created = await createPgDatabase('feed');
    drop = created.drop;
    server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', DATABASE_URL: created.url, PORTAL_CAPTCHA_COST: '50' });
    database = await openDatabase({ kind: 'pg', url: created.url, poolSize: 2 });
    dev = createClient(server.url);
    await dev.init();
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await drop?.();
  });

  it('sells tickets while the draw takes bets and pays them by the revealed draw, in demo and for real money', async () => {
    const demo = (await post('/game-server/api/session', { game: 'tv-keno' })).body.demo as string;
    const { client, accountId } = await registerPlayer(server.url, 'tv-keno');
    expect((await client.post('/web-api/payments/deposit', { accountId, amount: '100', provider: 'test', idempotencyKey: `tvk-${Date.now()}` })).status).toBe(200);
    const portalBalance = async () => ((await client.get('/web-api/user/balance')).body.all_accounts as { id: number; moneyMinor: number }[]).find((a) => a.id === accountId)!.moneyMinor;
    const before = await portalBalance();
    const games = (await client.get('/web-api/casino/search?q=tv%20keno')).body.games as { id: number; slug: string }[];
    const launch = await client.post('/web-api/casino/launch', { gameId: games.find((g) => g.slug === 'tv-keno')!.id });
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    const token = new URL(launch.body.url as string, server.url).searchParams.get('token')!;
    expect((await post('/game-server/api/session', { game: 'tv-keno', token })).status).toBe(200);

    const draw = await toBetting();
    const picks = [3, 17, 22, 41, 58, 77];
    expect((await post('/game-server/api/tickets', { demo, game: 'tv-keno', stakeMinor: 1000, picks: [1, 1] })).status).toBe(400);
    expect((await post('/game-server/api/tickets', { demo, game: 'tv-keno', stakeMinor: 1000, picks: Array.from({ length: 11 }, (_, i) => i + 1) })).status).toBe(400);
    const bought = await post('/game-server/api/tickets', { demo, game: 'tv-keno', stakeMinor: 1000, picks });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body).toMatchObject({ balance: DEMO_START_MINOR - 1000, ticket: { round: draw.round, status: 'open', stakeMinor: 1000 } });
    const real = await post('/game-server/api/tickets', { token, game: 'tv-keno', stakeMinor: 2000, picks });
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    expect(await portalBalance()).toBe(before - 2000);

    // The draw runs: no ticket is sold for it, the next opening is named.
    await advance(draw.startsAt - draw.now);
    const closed = await post('/game-server/api/tickets', { demo, game: 'tv-keno', stakeMinor: 1000, picks });
    expect(closed.status).toBe(409);
    expect(closed.body.errors[0].meta.opensAt).toBe(draw.nextAt);

    // Nothing is settled before the last number; then the draw and its seed are public.
    expect((await post('/game-server/api/tickets/list', { demo, game: 'tv-keno' })).body.tickets[0].status).toBe('open');
    await advance(draw.nextAt - draw.startsAt - 1);
    const over = await current(draw.round);
    expect(over.serverSeed).not.toBeNull();
    expect(serverSeedHash(over.serverSeed!)).toBe(draw.seedHash);
    const drawn = tvKenoRoundDraw(draw.round, over.serverSeed!);
    expect(over.drawn).toEqual(drawn);
    const expected = (stake: number) => settleTvKeno(drawn, picks, stake);

    const listed = await post('/game-server/api/tickets/list', { demo, game: 'tv-keno' });
    expect(listed.body.tickets[0]).toMatchObject({ status: expected(1000).payoutMinor > 0 ? 'won' : 'lost', hits: expected(1000).hits, payoutMinor: expected(1000).payoutMinor });
    expect(listed.body.balance).toBe(DEMO_START_MINOR - 1000 + expected(1000).payoutMinor);
    const mine = await post('/game-server/api/tickets/list', { token, game: 'tv-keno' });
    expect(mine.body.tickets[0]).toMatchObject({ hits: expected(2000).hits, payoutMinor: expected(2000).payoutMinor });
    expect(await portalBalance()).toBe(before - 2000 + expected(2000).payoutMinor);
    // Settling again (every instance runs it) pays nothing more.
    await post('/game-server/api/tickets/list', { token, game: 'tv-keno' });
    expect(await portalBalance()).toBe(before - 2000 + expected(2000).payoutMinor);
    expect(invariantHolds(await checkInvariant(database.db))).toBe(true);
  });

  it('deals bingo cards from the player\'s seed and pays them by the revealed calls', async () => {
    const demo = (await post('/game-server/api/session', { game: 'bingo' })).body.demo as string;
    let view = await current(undefined, 'bingo');
    if (view.now >= view.startsAt) await advance(view.nextAt - view.now + 1000);
    view = await current(undefined, 'bingo');
    const tickets = await Promise.all([post('/game-server/api/tickets', { demo, game: 'bingo', stakeMinor: 500 }), post('/game-server/api/tickets', { demo, game: 'bingo', stakeMinor: 500 })]);
    for (const t of tickets) expect(t.status, JSON.stringify(t.body)).toBe(200);
    const cards = tickets.map((t) => t.body.ticket.card as (number | null)[][]);
    expect(cards[0]!.flat().filter((n) => n !== null)).toHaveLength(15);
    expect(JSON.stringify(cards[0])).not.toBe(JSON.stringify(cards[1]));
    expect((await post('/game-server/api/tickets', { demo, game: 'bingo', stakeMinor: 500, card: cards[0] })).status, 'the player cannot choose the card').toBe(400);
    await advance(view.nextAt - 1 - view.now);
    const over = await current(view.round, 'bingo');
    expect(serverSeedHash(over.serverSeed!)).toBe(view.seedHash);
    const calls = bingoRoundCalls(view.round, over.serverSeed!);
    expect(over.drawn).toEqual(calls);
    const listed = await post('/game-server/api/tickets/list', { demo, game: 'bingo' });
    const paid = cards.reduce((sum, card) => sum + settleBingo(card, calls, 500).payoutMinor, 0);
    for (const ticket of listed.body.tickets as { card: (number | null)[][]; payoutMinor: number; status: string }[]) {
      expect(ticket.payoutMinor).toBe(settleBingo(ticket.card, calls, 500).payoutMinor);
      expect(ticket.status).toBe(ticket.payoutMinor > 0 ? 'won' : 'lost');
    }
    expect(listed.body.balance).toBe(DEMO_START_MINOR - 1000 + paid);
    // Once the seed pair is rotated, each card is recomputed from it.
    const rotated = await post('/game-server/api/seed', { demo });
    const rows = await database.db.execute(sql`select params from gs_tickets where owner = ${`d:${demo}`} and game = 'bingo' order by id`) as unknown as { rows: { params: { card: unknown; nonce: number } }[] };
    for (const row of rows.rows) {
      expect(ticketFromSource(floatStream({ serverSeed: rotated.body.previous.serverSeed, clientSeed: rotated.body.previous.clientSeed, nonce: row.params.nonce }))).toEqual(row.params.card);
    }
  });

  it('takes crash bets, cashes out at the server\'s multiplier before the crash only, and settles auto cash-outs at the crash', async () => {
    const demo = (await post('/game-server/api/session', { game: 'crash' })).body.demo as string;
    const secret = await scheduledSecret(database.db);
    // The next round whose crash point leaves room to cash out at 1.05 ×.
    let view = await current(undefined, 'crash');
    let round = view.now < view.startsAt ? view.round : view.round + 1;
    while (crashRoundPointCents(round, scheduledRoundSeed(secret, 'crash', round)) < 120) round++;
    const crashCents = crashRoundPointCents(round, scheduledRoundSeed(secret, 'crash', round));
    const times = roundTimes('crash', round);
    await advance(times.opensAt + 1000 - view.now);
    expect(roundAt('crash', (await current(undefined, 'crash')).now).round).toBe(round);

    expect((await post('/game-server/api/tickets', { demo, game: 'crash', stakeMinor: 1000, autoCents: 100 })).status, 'auto cash-out from 1.01 ×').toBe(400);
    const plain = await post('/game-server/api/tickets', { demo, game: 'crash', stakeMinor: 1000 });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    const autoTarget = 110;
    const withAuto = await post('/game-server/api/tickets', { demo, game: 'crash', stakeMinor: 1000, autoCents: autoTarget });
    expect(withAuto.status).toBe(200);
    expect((await post('/game-server/api/tickets/cashout', { demo, ticket: plain.body.ticket.id })).status, 'not before the start').toBe(409);

    // 1.05 × on the server's clock: the cash-out pays stake × 1.05, once.
    view = await current(undefined, 'crash');
    await advance(times.startsAt + msToReach(105) - view.now);
    expect((await current(undefined, 'crash')).crash).toMatchObject({ phase: 'running' });
    const cashed = await Promise.all(Array.from({ length: 5 }, () => post('/game-server/api/tickets/cashout', { demo, ticket: plain.body.ticket.id })));
    expect(cashed.map((c) => c.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const paid = cashed.find((c) => c.status === 200)!.body.ticket;
    expect(paid.status).toBe('won');
    expect(paid.payoutMinor).toBe(payoutAt(1000, paid.cashedCents / 100));
    expect(paid.cashedCents).toBeGreaterThanOrEqual(105);

    // After the crash (a round at the cap crashes as the next one opens): the auto cash-out bet is
    // paid at its target, a late cash-out is refused, the seed is public.
    view = await current(undefined, 'crash');
    await advance(crashEndsAt(round, crashCents) - view.now);
    const over = await current(round, 'crash');
    expect(over.crash).toMatchObject({ phase: 'crashed', crashCents: Math.max(100, crashCents) });
    expect(serverSeedHash(over.serverSeed!)).toBe(over.seedHash);
    const listed = await post('/game-server/api/tickets/list', { demo, game: 'crash' });
    const autoTicket = (listed.body.tickets as { id: number; status: string; payoutMinor: number; cashedCents: number | null }[]).find((x) => x.id === withAuto.body.ticket.id)!;
    expect(autoTicket).toMatchObject({ status: 'won', cashedCents: autoTarget, payoutMinor: payoutAt(1000, autoTarget / 100) });
    expect((await post('/game-server/api/tickets/cashout', { demo, ticket: withAuto.body.ticket.id })).status).toBe(409);
    expect(listed.body.balance).toBe(DEMO_START_MINOR - 2000 + paid.payoutMinor + autoTicket.payoutMinor);
    // The live stream pushes the round's view.
    const live = await fetch(`${server.url}/game-server/api/live/crash`);
    expect(live.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = live.body!.getReader();
    let text = '';
    while (!text.includes('event: round')) text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(text).toContain('"game":"crash"');
  });
});
