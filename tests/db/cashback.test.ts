/**
 * Cashback and club points on PGlite and PostgreSQL (src/server/bonus/cashback.ts): a finished
 * week's net casino loss (stakes − wins − refunds on the feed clock) gives the programme's percent,
 * capped and only from its minimums; 10 parallel claims pay it once (money or points); club points
 * are exchanged for money, never more than held when 8 exchanges race, once per key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { openGameSession } from '../../src/server/casino/launch.ts';
import { walletBet, walletRollback, walletWin } from '../../src/server/casino/wallet.ts';
import { cashbackDue, claimCashback, exchangePoints, pointsOf, programPeriods } from '../../src/server/bonus/cashback.ts';
import { periodBounds } from '../../src/domain/tournaments/rules.ts';
import { brands } from '../../src/server/brands.ts';

const ENGINES = await engines();
const P = 'betportal-games';
const main = brands.byId.get('main')!;
const premium = main.cashback.find((c) => c.program === 'premium')!;
const vip = main.cashback.find((c) => c.program === 'vip')!;
const points = main.clubPoints!;

describe('cashback arithmetic', () => {
  it('pays the percent of the net loss from the minimums, capped', () => {
    expect(cashbackDue(premium, 300_000, 100_000)).toEqual({ netLossMinor: 200_000, due: 10_000, refusal: null });
    expect(cashbackDue(premium, 150_000, 100_000)).toEqual({ netLossMinor: 50_000, due: 0, refusal: 'min_loss' });
    expect(cashbackDue(premium, 100_000_000, 0).due).toBe(premium.maxCashbackMinor);
    expect(cashbackDue(vip, 1_000_000, 0)).toMatchObject({ due: 0, refusal: 'min_stakes' });
    expect(cashbackDue(premium, 100_000, 400_000)).toMatchObject({ netLossMinor: 0, due: 0 });
  });
});

describe.each(ENGINES)('cashback on %s', (kind) => {
  let t: TestDatabase;
  let gameId = 0;
  let n = 0;

  beforeAll(async () => {
    t = await freshDatabase(kind, { poolSize: 12 });
    gameId = Number(((await t.db.execute(sql`select id from casino_games where code = 'northern-lights'`)) as unknown as { rows: { id: string }[] }).rows[0]!.id);
  }, 120_000);
  afterAll(() => t.dispose());

  async function player(depositMinor: number) {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const { main: accountId } = await playerAccountIds(t.db, playerId);
    await deposit(t.db, { playerId, accountId, amountMinor: depositMinor, providerId: 'test', idempotencyKey: `cb-${kind}-${++n}` });
    return { playerId, accountId };
  }
  async function round(p: { playerId: number; accountId: number }, stake: number, win: number, at: number, rollBack = false) {
    const { token } = await openGameSession(t.db, { playerId: p.playerId, brandId: 'main', gameId, accountId: p.accountId, country: null, now: at });
    const uuid = `cbr-${kind}-${++n}`;
    const base = { request_uuid: `r-${uuid}`, token, user: String(p.playerId), round: `round-${uuid}`, round_closed: true, game_code: 'northern-lights', currency: 'RUB' };
    expect((await walletBet(t.db, P, { ...base, transaction_uuid: uuid, amount: stake }, at)).status).toBe('RS_OK');
    if (win > 0) expect((await walletWin(t.db, P, { ...base, transaction_uuid: `${uuid}-w`, reference_transaction_uuid: uuid, amount: win }, at)).status).toBe('RS_OK');
    if (rollBack) expect((await walletRollback(t.db, P, { ...base, transaction_uuid: `${uuid}-rb`, reference_transaction_uuid: uuid }, at)).status).toBe('RS_OK');
  }

  it('pays last week\'s money cashback once of 10 parallel claims, by the net loss', async () => {
    const p = await player(1_000_000);
    const week = periodBounds(new Date(premium.anchor).getTime(), 'weekly', 30);
    await round(p, 300_000, 50_000, week.startsAt + 1000);
    await round(p, 100_000, 0, week.startsAt + 2000, true); // refunded: no loss
    await round(p, 50_000, 0, week.endsAt); // next week
    const claimAt = week.endsAt + 60_000;
    expect(programPeriods(premium, claimAt).last.index).toBe(30);
    const before = await accountBalance(t.db, p.accountId);
    const claims = await Promise.allSettled(Array.from({ length: 10 }, () => claimCashback(t.db, premium, points, p.playerId, claimAt)));
    const paid = claims.filter((c): c is PromiseFulfilledResult<{ period: number; amount: number; type: 0 | 1 }> => c.status === 'fulfilled');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.value).toEqual({ period: 30, amount: 12_500, type: 0 }); // 5% of 250,000
    for (const c of claims) if (c.status === 'rejected') expect(c.reason).toMatchObject({ code: 'cashback_refused', extra: { reason: 'already_claimed' } });
    expect(await accountBalance(t.db, p.accountId)).toBe(before + 12_500);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('pays points cashback, exchanges points for money once per key and never more than held', async () => {
    const p = await player(10_000_000);
    const week = periodBounds(new Date(vip.anchor).getTime(), 'weekly', 31);
    for (let i = 0; i < 12; i++) await round(p, 500_000, i % 3 === 0 ? 400_000 : 0, week.startsAt + i * 1000); // stakes 6,000,000, wins 1,600,000
    const claim = await claimCashback(t.db, vip, points, p.playerId, week.endsAt + 1);
    expect(claim).toEqual({ period: 31, amount: 440_000, type: 1 });
    expect((await pointsOf(t.db, p.playerId)).balance).toBe(440_000);
    const before = await accountBalance(t.db, p.accountId);
    const racing = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => exchangePoints(t.db, points, p.playerId, 100_000, `ex-${kind}-${i}`, week.endsAt + 2)));
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    for (const r of racing) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'points_refused' });
    expect((await pointsOf(t.db, p.playerId)).balance).toBe(40_000);
    expect(await accountBalance(t.db, p.accountId)).toBe(before + 400_000);
    await exchangePoints(t.db, points, p.playerId, 100_000, `ex-${kind}-0`, week.endsAt + 3).catch(() => null);
    expect(await accountBalance(t.db, p.accountId), 'a used key exchanges nothing more').toBe(before + 400_000);
    await expect(exchangePoints(t.db, points, p.playerId, 9_999, `ex-${kind}-small`, week.endsAt + 3)).rejects.toMatchObject({ code: 'points_refused' });
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });
});
