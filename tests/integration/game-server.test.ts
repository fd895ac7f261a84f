/**
 * Our game server over HTTP on the shared built server (src/server/game-server/): a demo session
 * of fun money plays a round of each game (a slot spin, a scratch card and the asian-games tables among them), each round recomputed here from its seed
 * once the pair is rotated (the same fair.ts + play.ts the verify page runs); bad parameters are a
 * 400 and move nothing; the game and verify pages render; an unknown game is a 404.
 */
import { describe, expect, inject, it } from 'vitest';
import { floatStream, serverSeedHash } from '../../src/domain/casino/fair.ts';
import { canonicalJson, playRound } from '../../src/domain/game-server/play.ts';
import { gsRoundView, type RoundParams } from '../../schemas/game-server.ts';
import { DEMO_START_MINOR } from '../../src/server/game-server/service.ts';
import { registerPlayer } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

const ROUNDS: RoundParams[] = [
  { game: 'dice', target: 5000, side: 'over' },
  { game: 'limbo', targetCents: 150 },
  { game: 'mines', mines: 3, tiles: [0, 6] },
  { game: 'keno', picks: [3, 7, 11, 19, 28] },
  { game: 'roulette', bets: [{ kind: 'black', stakeMinor: 500 }, { kind: 'dozen', index: 2, stakeMinor: 500 }] },
  { game: 'plinko', rows: 12, risk: 'medium' },
  { game: 'northern-lights' },
  { game: 'lucky-three' },
  { game: 'baccarat', bet: 'player' },
  { game: 'dragon-tiger', bet: 'dragon' },
  { game: 'sic-bo', bet: { kind: 'big' } },
];

describe('our game server', () => {
  it('plays every game in demo and each round recomputes from its revealed seed', async () => {
    const session = await post('/game-server/api/session', { game: 'dice' });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ mode: 'demo', balance: DEMO_START_MINOR, currency: 'FUN', seed: { nonce: 0, serverSeed: null } });
    const demo = session.body.demo as string;
    let balance = DEMO_START_MINOR;
    const keys: string[] = [];
    for (const params of ROUNDS) {
      const played = await post('/game-server/api/play', { demo, stakeMinor: 1000, params });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      const round = gsRoundView.parse(played.body.round);
      balance += round.payoutMinor - round.stakeMinor;
      expect(played.body.balance).toBe(balance);
      keys.push(`${round.seed.seedId}-${round.nonce}`);
    }
    expect(keys.map((k) => Number(k.split('-')[1]))).toEqual(ROUNDS.map((_, i) => i));
    const refused = await post('/game-server/api/play', { demo, stakeMinor: 1000, params: { game: 'keno', picks: [1, 1] } });
    expect(refused.status).toBe(400);
    expect((await post('/game-server/api/session', { game: 'dice', demo })).body.balance).toBe(balance);

    const rotated = await post('/game-server/api/seed', { demo, clientSeed: 'my-own-seed' });
    expect(rotated.status).toBe(200);
    expect(rotated.body.current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0, serverSeed: null });
    const revealed = rotated.body.previous.serverSeed as string;
    expect(serverSeedHash(revealed)).toBe(rotated.body.previous.serverSeedHash);
    for (const key of keys) {
      const res = await fetch(`${base()}/game-server/api/round/${key}`);
      const round = gsRoundView.parse(((await res.json()) as { round: unknown }).round);
      expect(round.seed.serverSeed).toBe(revealed);
      const again = playRound(floatStream({ serverSeed: revealed, clientSeed: round.seed.clientSeed, nonce: round.nonce }), round.params, round.stakeMinor);
      expect(again.payoutMinor).toBe(round.payoutMinor);
      expect(canonicalJson(again.result)).toBe(canonicalJson(round.result));
    }
  });

  it('plays for real money through the wallet: stake and payout move the portal balance, a stake above it is refused', async () => {
    const { client, accountId } = await registerPlayer(base(), 'game-server-real');
    const paid = await client.post('/web-api/payments/deposit', { accountId, amount: '100', provider: 'test', idempotencyKey: `gs-real-${Date.now()}` });
    expect(paid.status).toBe(200);
    const balance = async () => ((await client.get('/web-api/user/balance')).body.all_accounts as { id: number; moneyMinor: number }[]).find((a) => a.id === accountId)!.moneyMinor;
    const before = await balance();
    const games = (await client.get('/en/slots/game/1/dice')).status;
    expect(games).toBe(200);
    const launch = await client.post('/web-api/casino/launch', { gameId: 1 });
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    const token = new URL(launch.body.url as string, base()).searchParams.get('token')!;
    const session = await post('/game-server/api/session', { game: 'dice', token });
    expect(session.body).toMatchObject({ mode: 'real', balance: before, currency: 'RUB' });
    const played = await post('/game-server/api/play', { token, stakeMinor: 1_500, params: { game: 'dice', target: 5000, side: 'under' } });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const round = gsRoundView.parse(played.body.round);
    expect(round).toMatchObject({ mode: 'real', status: 'settled', stakeMinor: 1_500 });
    expect(await balance()).toBe(before - 1_500 + round.payoutMinor);
    const refused = await post('/game-server/api/play', { token, stakeMinor: before * 10, params: { game: 'dice', target: 5000, side: 'under' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].meta.status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(await balance()).toBe(before - 1_500 + round.payoutMinor);
    const history = await client.get('/en/office/history?directory=7');
    expect(history.status).toBe(200);
    expect(String(history.body)).toContain(`/game-server/verify/${round.seed.seedId}-${round.nonce}`);
  });

  it('spins a slot once per request and at most once per 2.5 s per player (UKGC), free spins inside the round', async () => {
    const demo = (await post('/game-server/api/session', { game: 'desert-caravan' })).body.demo as string;
    expect((await post('/game-server/api/play', { demo, stakeMinor: 2000, params: { game: 'desert-caravan', spins: 10 } })).status, 'no autoplay parameter').toBe(400);
    expect((await post('/game-server/api/play', { demo, stakeMinor: 2000, params: { game: 'desert-caravan', autoplay: true } })).status).toBe(400);
    // The feed clock stands still on the test server: the first spin starts, every other is within 2.5 s of it.
    const spins = await Promise.all(Array.from({ length: 10 }, () => post('/game-server/api/play', { demo, stakeMinor: 2000, params: { game: 'desert-caravan' } })));
    expect(spins.map((s) => s.status).sort()).toEqual([200, ...Array(9).fill(429)]);
    const refused = spins.find((s) => s.status === 429)!;
    expect(refused.body.errors[0]).toMatchObject({ code: 'spin_too_soon', meta: { waitMs: 2500 } });
    const round = gsRoundView.parse(spins.find((s) => s.status === 200)!.body.round);
    const result = round.result as { base: { window: string[][]; triggersFreeSpins: boolean }; freeSpins: unknown[]; totalMultiple: number };
    expect(result.base.window).toHaveLength(5);
    expect(result.base.window.every((reel) => reel.length === 3)).toBe(true);
    expect(result.freeSpins).toHaveLength(result.base.triggersFreeSpins ? 8 : 0);
    expect(round.payoutMinor).toBe(Math.floor(2000 * result.totalMultiple + 1e-9));
    // One paid spin only: the balance moved once.
    expect((await post('/game-server/api/session', { game: 'desert-caravan', demo })).body.balance).toBe(DEMO_START_MINOR - 2000 + round.payoutMinor);
    // Other games of the same player are not paced.
    expect((await post('/game-server/api/play', { demo, stakeMinor: 100, params: { game: 'lucky-three' } })).status).toBe(200);
  });

  it('plays video poker and blackjack in steps: hidden cards stay hidden, decisions apply once, the finished round verifies', async () => {
    const demo = (await post('/game-server/api/session', { game: 'jacks-or-better' })).body.demo as string;
    const dealt = await post('/game-server/api/play', { demo, stakeMinor: 500, params: { game: 'jacks-or-better' } });
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    expect(dealt.body.allowed).toEqual(['draw']);
    const open = gsRoundView.parse(dealt.body.round);
    expect(open).toMatchObject({ status: 'open', stakeMinor: 500, payoutMinor: 0 });
    expect(Object.keys(open.result)).toEqual(['dealt']);
    expect(dealt.body.balance).toBe(DEMO_START_MINOR - 500);
    const key = `${open.seed.seedId}-${open.nonce}`;
    // A second deal while the hand is open, and a seed rotation (it would reveal the draw), are refused.
    expect((await post('/game-server/api/play', { demo, stakeMinor: 500, params: { game: 'jacks-or-better' } })).status).toBe(409);
    expect((await post('/game-server/api/seed', { demo })).status).toBe(409);
    expect((await post('/game-server/api/open', { demo, game: 'jacks-or-better' })).body.open.round.roundId).toBe(open.roundId);
    expect((await post('/game-server/api/action', { demo, round: key, action: { kind: 'hit' } })).status).toBe(400);
    // Five parallel draws: one applies.
    const holds = [true, true, false, false, true];
    const draws = await Promise.all(Array.from({ length: 5 }, () => post('/game-server/api/action', { demo, round: key, action: { kind: 'draw', holds } })));
    expect(draws.map((d) => d.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const done = gsRoundView.parse(draws.find((d) => d.status === 200)!.body.round);
    expect(done.status).toBe('settled');
    expect(done.params).toEqual({ game: 'jacks-or-better', holds });
    expect((await post('/game-server/api/session', { game: 'jacks-or-better', demo })).body.balance).toBe(DEMO_START_MINOR - 500 + done.payoutMinor);
    expect((await post('/game-server/api/open', { demo, game: 'jacks-or-better' })).body.open).toBeNull();
    const rotated = await post('/game-server/api/seed', { demo });
    expect(rotated.status).toBe(200);
    const again = playRound(floatStream({ serverSeed: rotated.body.previous.serverSeed, clientSeed: done.seed.clientSeed, nonce: done.nonce }), done.params, done.stakeMinor);
    expect(again.payoutMinor).toBe(done.payoutMinor);
    expect(canonicalJson(again.result)).toBe(canonicalJson(done.result));
  });

  it('takes a blackjack double as a second wallet bet of the same round, paid once', async () => {
    const { client, accountId } = await registerPlayer(base(), 'game-server-bj');
    expect((await client.post('/web-api/payments/deposit', { accountId, amount: '100', provider: 'test', idempotencyKey: `gs-bj-${Date.now()}` })).status).toBe(200);
    const balance = async () => ((await client.get('/web-api/user/balance')).body.all_accounts as { id: number; moneyMinor: number }[]).find((a) => a.id === accountId)!.moneyMinor;
    const before = await balance();
    const games = (await client.get('/web-api/casino/search?q=blackjack')).body.games as { id: number; slug: string }[];
    const launch = await client.post('/web-api/casino/launch', { gameId: games.find((g) => g.slug === 'blackjack')!.id });
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    const token = new URL(launch.body.url as string, base()).searchParams.get('token')!;
    // Deal until a hand may double (a natural settles at the deal).
    let round: ReturnType<typeof gsRoundView.parse> | null = null;
    let spent = 0;
    let won = 0;
    for (let i = 0; i < 20 && !round; i++) {
      const dealt = await post('/game-server/api/play', { token, stakeMinor: 1000, params: { game: 'blackjack' } });
      expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
      const r = gsRoundView.parse(dealt.body.round);
      spent += 1000;
      if (r.status === 'open' && (dealt.body.allowed as string[]).includes('double')) round = r;
      else if (r.status === 'open') {
        const stood = await post('/game-server/api/action', { token, round: `${r.seed.seedId}-${r.nonce}`, action: { kind: 'stand' } });
        won += gsRoundView.parse(stood.body.round).payoutMinor;
      } else won += r.payoutMinor;
    }
    expect(round, 'a hand that may double within 20 deals').not.toBeNull();
    expect(Object.keys(round!.result).sort()).toEqual(['active', 'dealerUp', 'hands']);
    const doubled = await post('/game-server/api/action', { token, round: `${round!.seed.seedId}-${round!.nonce}`, action: { kind: 'double' } });
    expect(doubled.status, JSON.stringify(doubled.body)).toBe(200);
    const settled = gsRoundView.parse(doubled.body.round);
    expect(settled).toMatchObject({ status: 'settled', stakeMinor: 2000 });
    expect(settled.params).toEqual({ game: 'blackjack', actions: ['double'], baseStakeMinor: 1000 });
    expect(await balance()).toBe(before - spent - 1000 + won + settled.payoutMinor);
    expect((await post('/game-server/api/action', { token, round: `${settled.seed.seedId}-${settled.nonce}`, action: { kind: 'hit' } })).status).toBe(409);
  });

  it('serves the game and verify pages, and 404 for unknown games and rounds', async () => {
    const game = await fetch(`${base()}/game-server/game/plinko?demo=1&lang=en`);
    expect(game.status).toBe(200);
    expect(await game.text()).toContain('Plinko');
    for (const [code, name] of [['baccarat', 'Baccarat'], ['dragon-tiger', 'Dragon Tiger'], ['sic-bo', 'Sic Bo']]) {
      const table = await fetch(`${base()}/game-server/game/${code}?demo=1&lang=en`);
      expect(table.status, code).toBe(200);
      expect(await table.text()).toContain(name);
    }
    expect((await fetch(`${base()}/game-server/game/poker?demo=1`)).status).toBe(404);
    expect((await fetch(`${base()}/game-server/verify/1-0?lang=en`)).status).toBe(200);
    expect((await fetch(`${base()}/game-server/verify/abc`)).status).toBe(404);
    expect((await fetch(`${base()}/game-server/api/round/999999-0`)).status).toBe(404);
    expect((await post('/game-server/api/play', { stakeMinor: 100, params: { game: 'dice', target: 5000, side: 'over' } })).status).toBe(400);
    expect((await post('/game-server/api/session', { game: 'dice', token: 'not-a-real-token-at-all' })).status).toBe(401);
  });
});
