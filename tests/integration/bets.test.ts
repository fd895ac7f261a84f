/**
 * Bets over HTTP on the built server: placement with its receipt, idempotent retries,
 * each refusal with its clear error, bet history (API and the office page), print-coupon, and
 * settlement of real games by their real results after the feed clock moves.
 *
 * This file starts its OWN server: `POST /web-api/dev/clock` moves that process's feed clock
 * forward for good, which must not disturb the other integration files sharing the global server.
 * The settlement test runs last.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDetailResponse, gameListResponse } from '../../schemas/feed-api.ts';
import { betHistoryResponse, placeCouponResponse, receiptSchema, type Receipt } from '../../schemas/coupon-api.ts';
import { totoHistoryResponse } from '../../schemas/toto-api.ts';
import { createClient } from '../helpers/http-client.ts';
import { testFeedClock } from '../helpers/feed-clock.ts';
import { MATCH_WALL_MS } from '../../src/domain/feed/replay.ts';
import { startBuiltServer, type RunningServer } from '../helpers/server.ts';
import { loadFeedData } from '../../src/server/feed/data.ts';
import { formatCoef } from '../../src/domain/coupon/odds-format.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const base = () => server.url;
const real = new Map(loadFeedData().result.rows.map((m) => [m.permanentId, m]));
const PASSWORD = 'correct horse battery staple';
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`;
const DEPOSIT = '1000';
const DEPOSIT_MINOR = 100_000;

type Client = ReturnType<typeof createClient>;

/** A registered, logged-in player with `deposit` on the main account (test payment provider). */
async function player(deposit: string | null = DEPOSIT) {
  const client = createClient(base());
  await client.init();
  const res = await client.withCaptcha('POST', '/web-api/auth/register', { type: 'email', email: `${unique('bet')}@example.com`, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const accountId = (await client.get('/web-api/user/balance')).body.all_accounts[0].id as number;
  if (deposit !== null) {
    const dep = await client.post('/web-api/payments/deposit', { accountId, amount: deposit, provider: 'test', idempotencyKey: unique('dep-') });
    expect(dep.body.payment?.status, JSON.stringify(dep.body)).toBe('success');
  }
  return { client, accountId, userId: res.body.user_id as number };
}

/** The main account's balance in minor units. */
async function balanceMinor(client: Client): Promise<number> {
  const body = (await client.get('/web-api/user/balance')).body;
  return Math.round(body.all_accounts.find((a: { type: number }) => a.type === 0).money * 100);
}

/** An outcome as the coupon sends it. */
interface Pick {
  key: string;
  gameId: string;
  coef: number;
  permanentId: number;
}

/**
 * Upcoming football games with their 1X2 priced (kick-off at least 2 minutes away, so prices do
 * not move while a test runs; at some instants the first games of the line are other sports or
 * unpriced), each with its outcomes from `GET /bff-api/feed/game/{permanentId}`.
 */
async function upcomingGames(count: number) {
  const client = createClient(base());
  const line = gameListResponse.parse((await client.get('/bff-api/feed/line?sportId=1&limit=100')).body);
  const games = line.games.filter((g) => g.start * 1000 > line.serverTime + 120_000 && g.main.length === 3 && g.main.every((m) => !m.isLocked)).slice(0, count);
  expect(games).toHaveLength(count);
  return Promise.all(
    games.map(async (game) => {
      const detail = gameDetailResponse.parse((await client.get(`/bff-api/feed/game/${game.permanentId}`)).body);
      const outcome = (groupId: number, typeId: number, param?: number): Pick => {
        const market = detail.groups.flatMap((g) => g.markets).find((m) => m.groupId === groupId && m.typeId === typeId && m.param === param);
        if (!market) throw new Error(`no outcome ${groupId}:${typeId}:${param} in game ${game.permanentId}`);
        return { key: `${game.permanentId}:${groupId}:${typeId}:${param ?? ''}`, gameId: market.gameId, coef: market.coef, permanentId: game.permanentId };
      };
      return { game, detail, outcome };
    }),
  );
}

const bet = (pick: Pick, coef = pick.coef) => ({ key: pick.key, gameId: pick.gameId, coef });

/** A placement request. */
function coupon(picks: Pick[], overrides: Record<string, unknown> = {}) {
  return { refId: unique('ref-'), typeId: picks.length > 1 ? 1 : 0, accountId: 0, amount: '100', changeCoefAction: 1, bets: picks.map((p) => bet(p)), ...overrides };
}

async function place(client: Client, accountId: number, request: Record<string, unknown>) {
  return client.post('/web-api/coupon/place', { ...request, accountId }, { 'x-language': 'en' });
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** A plain GET without cookies: status only (the stream of a guest is refused before it opens). */
function request(baseUrl: string, path: string, headers: Record<string, string>): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0 });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens `GET /web-api/user/events` with the client's cookies and collects its `coupon` events. */
async function openPlayerEvents(client: Client) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const events: Record<string, unknown>[] = [];
  let buffer = '';
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(`${base()}/web-api/user/events`, { headers: { host: 'localhost', accept: 'text/event-stream', cookie } }, resolve);
    req.on('error', reject);
    req.end();
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event === 'coupon' && data) events.push(JSON.parse(data) as Record<string, unknown>);
    }
  });
  return {
    /** Waits (up to `ms`) until `done(events)`; answers the events. */
    async until(done: (list: Record<string, unknown>[]) => boolean, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (!done(events) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return events as { couponId: number }[];
    },
    close: () => res.destroy(),
  };
}

/** The first error of a refusal. */
const errorOf = (body: { errors?: { code: string; detail: string; meta?: Record<string, unknown> }[] }) => body.errors?.[0];

describe('placement', () => {
  it('places a single and answers the receipt; the stake leaves the balance', async () => {
    const { client, accountId } = await player();
    const [first] = await upcomingGames(1);
    const { outcome, game } = first!;
    const home = outcome(1, 1);
    const res = await place(client, accountId, coupon([home], { amount: '150' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { couponId, receipt } = placeCouponResponse.parse(res.body);
    expect(receipt).toEqual(receiptSchema.parse(receipt));
    expect(receipt).toMatchObject({
      couponId,
      typeId: 0,
      combinations: 1,
      coef: home.coef,
      accountId,
      currency: { iso: 'RUB', exponent: 2 },
      stake: '150.00',
      stakeMinor: 15_000,
      potentialPayoutMinor: Math.floor((15_000 * Math.round(home.coef * 1000)) / 1000),
      statusId: -1,
      payout: null,
    });
    expect(receipt.bets).toHaveLength(1);
    expect(receipt.bets[0]).toMatchObject({
      key: home.key,
      gameId: home.gameId,
      permanentId: game.permanentId,
      gameName: `${game.opponents[0].name} – ${game.opponents[1].name}`,
      champName: game.champName,
      start: game.start,
      label: 'market_outcome_home',
      coef: home.coef,
      statusId: -1,
      score: null,
    });
    expect(await balanceMinor(client)).toBe(DEPOSIT_MINOR - 15_000);
    // The same receipt from GET /web-api/coupon/{id}, in the placement's language (champ names).
    expect((await client.get(`/web-api/coupon/${couponId}`, { 'x-language': 'en' })).body).toEqual(receipt);
  });

  it('is idempotent on refId: a retry places one coupon and debits once; other content with the same refId is 409', async () => {
    const { client, accountId } = await player();
    const games = await upcomingGames(2);
    const request = coupon([games[0]!.outcome(1, 1), games[1]!.outcome(1, 3)], { amount: '200' });
    const first = await place(client, accountId, request);
    const again = await place(client, accountId, request);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.couponId).toBe(first.body.couponId);
    expect(again.body.receipt).toEqual(first.body.receipt);
    expect(await balanceMinor(client)).toBe(DEPOSIT_MINOR - 20_000);
    const history = betHistoryResponse.parse((await client.get('/web-api/bets/history')).body);
    expect(history.total_count).toBe(1);
    const conflict = await place(client, accountId, { ...request, amount: '300' });
    expect(conflict.status).toBe(409);
    expect(errorOf(conflict.body)).toMatchObject({ code: 'idempotency_conflict', detail: 'This refId was already used for a different coupon.' });
    expect(await balanceMinor(client)).toBe(DEPOSIT_MINOR - 20_000);
  });
});

describe('refusals, each with its clear error', () => {
  let client: Client;
  let accountId: number;
  let games: Awaited<ReturnType<typeof upcomingGames>>;
  beforeAll(async () => {
    ({ client, accountId } = await player());
    games = await upcomingGames(3);
  });

  it('coef_changed: action 0 (approve every change) and another coefficient than the current one', async () => {
    const home = games[0]!.outcome(1, 1);
    const wrong = Math.round((home.coef + 0.25) * 1000) / 1000;
    const res = await place(client, accountId, coupon([home], { changeCoefAction: 0, bets: [bet(home, wrong)] }));
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toMatchObject({
      code: 'coef_changed',
      detail: 'The odds have changed. Check the new odds and place the bet again.',
      meta: { bets: [{ key: home.key, requested: wrong, coef: home.coef }] },
    });
    // Action 2 (accept on rise) refuses a fall too; action 1 takes the current price.
    expect((await place(client, accountId, coupon([home], { changeCoefAction: 2, bets: [bet(home, wrong)] }))).status).toBe(409);
    const taken = await place(client, accountId, coupon([home], { changeCoefAction: 1, bets: [bet(home, wrong)] }));
    expect(taken.status).toBe(200);
    expect(taken.body.receipt.bets[0].coef).toBe(home.coef);
  });

  it('market_unavailable: a finished game, an unknown outcome, an unknown game', async () => {
    const results = gameListResponse.parse((await client.get('/bff-api/feed/results?limit=1')).body);
    const finished = results.games[0]!;
    const res = await place(client, accountId, coupon([{ key: `${finished.permanentId}:1:1:`, gameId: finished.id, coef: 2, permanentId: finished.permanentId }]));
    expect(res.status).toBe(422);
    expect(errorOf(res.body)).toMatchObject({ code: 'market_unavailable', detail: 'This game has finished.', meta: { reason: 'game_finished' } });
    const home = games[0]!.outcome(1, 1);
    const unknown = await place(client, accountId, coupon([{ ...home, key: `${home.permanentId}:1:99:` }]));
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown.body)).toMatchObject({ code: 'market_unavailable', detail: 'This outcome is not offered any more.', meta: { reason: 'unknown_outcome' } });
    const noGame = await place(client, accountId, coupon([{ key: '1:1:1:', gameId: '1:0', coef: 2, permanentId: 1 }]));
    expect(noGame.status).toBe(422);
    expect(errorOf(noGame.body)).toMatchObject({ code: 'market_unavailable', meta: { reason: 'unknown_game' } });
  });

  it('coupon_invalid: too small an amount, a system value out of range, two outcomes of one game in an express', async () => {
    const small = await place(client, accountId, coupon([games[0]!.outcome(1, 1)], { amount: '1' }));
    expect(small.status).toBe(422);
    // The detail is in the request's language (X-Language, as the site's API client sends it).
    const russian = await client.post('/web-api/coupon/place', { ...coupon([games[0]!.outcome(1, 1)], { amount: '1' }), accountId }, { 'x-language': 'ru' });
    expect(errorOf(russian.body)!.detail).toBe('Минимальная сумма ставки — 10.00 RUB.');
    expect(errorOf(small.body)).toMatchObject({ code: 'coupon_invalid', meta: { problems: [expect.objectContaining({ code: 'amount_below_min' })] } });
    expect(errorOf(small.body)!.detail).toBe('The minimum stake is 10.00 RUB.');

    const three = games.map((g) => g.outcome(1, 1));
    const system = await place(client, accountId, coupon(three, { typeId: 2, systemValue: 3 }));
    expect(system.status).toBe(422);
    expect(errorOf(system.body)).toMatchObject({ code: 'coupon_invalid', meta: { problems: [expect.objectContaining({ code: 'system_value', params: expect.objectContaining({ min: 2, max: 2 }) })] } });

    const sameGame = await place(client, accountId, coupon([games[0]!.outcome(1, 1), games[0]!.outcome(17, 9, 2.5)], { typeId: 1 }));
    expect(sameGame.status).toBe(422);
    expect(errorOf(sameGame.body)).toMatchObject({ code: 'coupon_invalid', meta: { problems: [expect.objectContaining({ code: 'same_game' })] } });

    // Many singles (type 9), each its own amount: no promo code (spec §5).
    const singles = games.slice(0, 2).map((g) => g.outcome(1, 1));
    const amountByBetId = Object.fromEntries(singles.map((p) => [p.key, '50']));
    const promo = await place(client, accountId, coupon(singles, { typeId: 9, amount: undefined, amountByBetId, promoCode: 'WELCOME' }));
    expect(promo.status).toBe(422);
    expect(errorOf(promo.body)).toMatchObject({ code: 'coupon_invalid', detail: 'Promo codes cannot be used with many singles.', meta: { problems: [expect.objectContaining({ code: 'promo_code_not_allowed' })] } });
    // A code that is no free bet of the brand: refused as unknown on a single, never ignored.
    const unknownCode = await place(client, accountId, coupon([games[0]!.outcome(1, 1)], { promoCode: 'WELCOME' }));
    expect(unknownCode.status).toBe(422);
    expect(errorOf(unknownCode.body)).toMatchObject({ code: 'coupon_invalid', detail: 'This promo code is not valid.' });
  });

  it('unknown_account: the account of another player', async () => {
    const other = await player(null);
    const res = await place(client, other.accountId, coupon([games[0]!.outcome(1, 1)]));
    expect(res.status).toBe(404);
    expect(errorOf(res.body)).toMatchObject({ code: 'unknown_account', detail: 'You have no such account.' });
  });

  it('insufficient_funds: a stake above the balance', async () => {
    const before = await balanceMinor(client);
    const res = await place(client, accountId, coupon([games[1]!.outcome(1, 1)], { amount: String(before / 100 + 1) }));
    expect(res.status).toBe(422);
    expect(errorOf(res.body)).toMatchObject({ code: 'insufficient_funds', detail: 'There is not enough money on the account.' });
    expect(await balanceMinor(client)).toBe(before);
  });

  it('unauthorized as a guest; 403 without the CSRF header; 400 for a malformed body', async () => {
    const guest = createClient(base());
    await guest.init();
    const res = await guest.post('/web-api/coupon/place', { ...coupon([games[0]!.outcome(1, 1)]), accountId });
    expect(res.status).toBe(401);
    expect(errorOf(res.body)).toMatchObject({ code: 'unauthorized', detail: 'Log in to continue.' });
    const csrf = await client.post('/web-api/coupon/place', { ...coupon([games[0]!.outcome(1, 1)]), accountId }, { 'x-csrf-token': '' });
    expect(csrf.status).toBe(403);
    expect(errorOf(csrf.body)?.code).toBe('csrf_failed');
    const bad = await place(client, accountId, { ...coupon([games[0]!.outcome(1, 1)]), typeId: 12 });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)?.detail).toMatch(/^typeId: /);
  });
});

describe('bet history and print-coupon', () => {
  let owner: Awaited<ReturnType<typeof player>>;
  let receipt: Receipt;
  beforeAll(async () => {
    owner = await player();
    const games = await upcomingGames(2);
    // Placed with the fractional coefficient view (spec §3 coefViewId 1): the receipt keeps it.
    const res = await place(owner.client, owner.accountId, coupon([games[0]!.outcome(1, 1), games[1]!.outcome(1, 2)], { amount: '120', coefViewId: 1 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    receipt = res.body.receipt;
  });

  it('history API: directory 4 lists the open coupon, 3 does not; the period filters by the day placed', async () => {
    const { client } = owner;
    const day = receipt.placedAt.slice(0, 10);
    const dayMs = Date.parse(`${day}T00:00:00Z`);
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const ids = async (query: string) => betHistoryResponse.parse((await client.get(`/web-api/bets/history?${query}`)).body).entities.map((e) => e.couponId);
    expect(await ids('directory=1')).toEqual([receipt.couponId]);
    expect(await ids('directory=4')).toEqual([receipt.couponId]);
    expect(await ids('directory=3')).toEqual([]);
    // Directory 2 (toto) lists toto coupons in `toto`: none here.
    expect(totoHistoryResponse.parse((await client.get('/web-api/bets/history?directory=2')).body)).toEqual({ entities: [], total_count: 0, toto: [] });
    expect(await ids(`from=${day}&to=${day}`)).toEqual([receipt.couponId]);
    expect(await ids(`from=${iso(dayMs + 86_400_000)}`)).toEqual([]);
    expect(await ids(`to=${iso(dayMs - 86_400_000)}`)).toEqual([]);
    // The receipts in the placement's language (champ names).
    const full = betHistoryResponse.parse((await client.get('/web-api/bets/history?view=full_view', { 'x-language': 'en' })).body);
    expect(full).toEqual({ entities: [receipt], total_count: 1 });
    expect((await client.get('/web-api/bets/history?directory=6')).status).toBe(400);
    expect((await client.get('/web-api/bets/history?from=2026-13-01')).status).toBe(400);
    expect((await createClient(base()).get('/web-api/bets/history')).status).toBe(401);
  });

  it('the office history page renders the coupon; guests go to the login form', async () => {
    const { client } = owner;
    const page = await client.get('/en/office/history?view=full_view');
    expect(page.status).toBe(200);
    // A personal page (page registry flag `private`): never stored by a shared cache.
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('vary')).toMatch(/\bCookie\b/);
    const html = page.body as string;
    expect(html).toContain('<h1 id="history-heading">Bet history</h1>');
    expect(html).toContain(`data-coupon-id="${receipt.couponId}" data-status-id="-1"`);
    expect(html.match(/data-leg-status="-1"/g)).toHaveLength(2);
    expect(html).toContain(escapeHtml(receipt.bets[0]!.gameName));
    expect(html).toMatch(/RUB\s120\.00/);
    for (const name of ['On site', 'Toto', 'Settled', 'Unsettled', 'At the cash desk', 'Casino']) expect(html).toMatch(new RegExp(`>\\s*${name}\\s*</a>`));
    expect(html).toMatch(/<input type="date" name="from"/);
    // Tabs keep the view; the view switch keeps the directory.
    expect(html).toMatch(/href="\/en\/office\/history\?directory=4&(amp;)?view=full_view"/);
    expect(html).toMatch(/href="\/en\/office\/history\?directory=1"/);

    const unsettled = await client.get('/en/office/history?directory=4');
    expect(unsettled.body).toContain(`data-coupon-id="${receipt.couponId}"`);
    const settled = await client.get('/en/office/history?directory=3');
    expect(settled.status).toBe(200);
    expect(settled.body).toContain('There are no bets here yet.');
    expect(settled.body).not.toContain('data-coupon-id=');

    const badDate = await client.get('/en/office/history?from=2026-02-30&to=nonsense');
    expect(badDate.status).toBe(200);
    expect(badDate.body).toContain('Enter the dates as YYYY-MM-DD');
    expect(badDate.body).toContain(`data-coupon-id="${receipt.couponId}"`);
    const reversed = await client.get('/en/office/history?from=2026-03-02&to=2026-03-01');
    expect(reversed.body).toContain('The start of the period is after its end.');

    const russian = await client.get('/ru/office/history');
    expect(russian.body).toContain('История ставок');
    expect(russian.body).toContain('Ожидает результата');

    const guest = await createClient(base()).get('/en/office/history');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/en?login=1&returnUrl=%2Fen%2Foffice%2Fhistory');
  });

  it('print-coupon renders the receipt for its owner only', async () => {
    const page = await owner.client.get(`/en/print-coupon/${receipt.couponId}`);
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain(`Coupon ${receipt.couponId}`);
    expect(html).toContain(`>${escapeHtml(receipt.bets[1]!.gameName)}<`);
    expect(html).toMatch(/RUB\s120\.00/);
    expect(html).toMatch(new RegExp(`RUB\\s${Number(receipt.potentialPayout).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace('.', '\\.')}`));
    expect(html).toContain('Express');
    expect(html).toContain('Awaiting result');
    expect(receipt.coefViewId).toBe(1);
    for (const bet of receipt.bets) expect(html).toContain(`>${formatCoef(bet.coef, 1)}<`);
    expect(html).not.toMatch(/<header[^>]*class="site-header/);
    const other = await player(null);
    const refused = await other.client.get(`/en/print-coupon/${receipt.couponId}`);
    expect(refused.status).toBe(404);
    expect(refused.body).not.toContain(escapeHtml(receipt.bets[0]!.gameName));
    expect((await owner.client.get('/en/print-coupon/999999999')).status).toBe(404);
    const guest = await createClient(base()).get(`/en/print-coupon/${receipt.couponId}`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toMatch(/^\/en\?login=1&returnUrl=/);
  });
});

describe('settlement by the real results (last: moves this server clock)', () => {
  it('after the games finish, every bet has its real result, the coupons are paid, and the balance adds up', async () => {
    const { client, accountId } = await player();
    const games = await upcomingGames(3);
    const express = await place(client, accountId, coupon(games.map((g) => g.outcome(1, 1)), { amount: '100' }));
    const single = await place(client, accountId, coupon([games[0]!.outcome(17, 9, 2.5)], { amount: '50' }));
    expect(express.status, JSON.stringify(express.body)).toBe(200);
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    expect(await balanceMinor(client)).toBe(DEPOSIT_MINOR - 15_000);

    // The player's event stream (what the header follows) is open while the games finish.
    const events = await openPlayerEvents(client);
    expect((await request(base(), '/web-api/user/events', { host: 'localhost', accept: 'text/event-stream' })).status).toBe(401);

    // Until the last of the three games has ended (kick-offs on the replay calendar), and an hour more.
    const lastEnd = Math.max(...games.map((g) => g.game.start * 1000)) + MATCH_WALL_MS;
    const clock = await client.devPost('/web-api/dev/clock', { advanceMs: Math.max(3 * 3_600_000, lastEnd - Date.parse(testFeedClock()) + 3_600_000) });
    expect(clock.status, JSON.stringify(clock.body)).toBe(200);

    const settledExpress = receiptSchema.parse((await client.get(`/web-api/coupon/${express.body.couponId}`)).body);
    const settledSingle = receiptSchema.parse((await client.get(`/web-api/coupon/${single.body.couponId}`)).body);
    expect(settledExpress.bets).toHaveLength(3);
    for (const [index, leg] of settledExpress.bets.entries()) {
      // The real final score, from the data and from the feed once the game is over.
      const match = real.get(leg.permanentId)!;
      const detail = gameDetailResponse.parse((await client.get(`/bff-api/feed/game/${leg.permanentId}`)).body);
      expect(detail.game.status).toBe('finished');
      expect(detail.game.score).toEqual(match.fullTime);
      expect(leg.permanentId).toBe(games[index]!.game.permanentId);
      expect(leg.score).toEqual(match.fullTime);
      expect(leg.halfTimeScore).toEqual(match.halfTime);
      expect(leg.statusId, `${leg.gameName} ${match.fullTime.home}:${match.fullTime.away}`).toBe(match.fullTime.home > match.fullTime.away ? 1 : 0);
    }
    const expressWon = settledExpress.bets.every((b) => b.statusId === 1);
    expect(settledExpress.statusId).toBe(expressWon ? 1 : 0);
    expect(settledExpress.payoutMinor).toBe(expressWon ? settledExpress.potentialPayoutMinor : 0);
    expect(settledExpress.settledAt).not.toBeNull();

    const first = real.get(settledSingle.bets[0]!.permanentId)!;
    const over = first.fullTime.home + first.fullTime.away > 2.5;
    expect(settledSingle.bets[0]).toMatchObject({ statusId: over ? 1 : 0, score: first.fullTime });
    expect(settledSingle.statusId).toBe(over ? 1 : 0);
    expect(settledSingle.payoutMinor).toBe(over ? settledSingle.potentialPayoutMinor : 0);

    expect(await balanceMinor(client)).toBe(DEPOSIT_MINOR - 15_000 + settledExpress.payoutMinor! + settledSingle.payoutMinor!);

    // Each settled coupon was pushed to the player's stream with its status and payout.
    const pushed = [...(await events.until((list) => list.length >= 2))];
    expect(pushed.sort((a, b) => a.couponId - b.couponId)).toEqual(
      [settledExpress, settledSingle].map((r) => ({ kind: 'coupon', couponId: r.couponId, statusId: r.statusId, payoutMinor: r.payoutMinor })).sort((a, b) => a.couponId - b.couponId),
    );

    // Settled exactly once: running settlement again moves nothing (and pushes nothing).
    await client.devPost('/web-api/dev/clock', { advanceMs: 0 });
    expect(await events.until(() => false, 1000).then((list) => list.length)).toBe(2);
    events.close();
    expect(await balanceMinor(client)).toBe(DEPOSIT_MINOR - 15_000 + settledExpress.payoutMinor! + settledSingle.payoutMinor!);

    // History: the coupons moved from uncalculated (4) to accurate (3); the page shows the results.
    const ids = async (directory: number) => betHistoryResponse.parse((await client.get(`/web-api/bets/history?directory=${directory}`)).body).entities.map((e) => e.couponId);
    expect(await ids(4)).toEqual([]);
    expect((await ids(3)).sort()).toEqual([express.body.couponId, single.body.couponId].sort());
    const page = (await client.get('/en/office/history?view=full_view&directory=3')).body as string;
    expect(page).toContain(`data-coupon-id="${express.body.couponId}" data-status-id="${settledExpress.statusId}"`);
    for (const leg of settledExpress.bets) expect(page).toContain(`data-score="${leg.score!.home}:${leg.score!.away}"`);
  });
});
