/**
 * Toto on PGlite and PostgreSQL: coupons on a draw of 15 real replayed football games debit their
 * stakes (rows × row stake) with the coupon in one transaction, fix the draw's games, retries
 * place one coupon, refusals leave no trace; once the last game has finished the pool is settled by
 * the REAL full-time results: each coupon's rows by correct picks and tier payout, the unpaid tiers
 * into the jackpot house account, exactly once however often settlement runs, with the ledger
 * invariant holding and the house keeping 10 % of the pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import mainBrand from '../../brands/main/brand.json' with { type: 'json' };
import { brandSchema } from '../../schemas/brand.ts';
import { totoCouponSchema, type PlaceTotoCouponRequest } from '../../schemas/toto-api.ts';
import { engines, type TestDatabase } from '../helpers/db.ts';
import { bettingDatabase } from '../helpers/betting.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import type { Feed } from '../../src/server/feed/service.ts';
import { accountBalance, houseAccountId } from '../../src/server/ledger/ledger.ts';
import { totoCoupons, totoDraws, totoPools } from '../../src/server/db/schema.ts';
import { placeTotoCoupon, settleTotoDue, totoJackpot } from '../../src/server/toto/coupons.ts';
import { settleProducts, type SettledProduct } from '../../src/server/products/settle.ts';
import { scheduledTotoDraw } from '../../src/server/toto/draws.ts';
import { currentDrawId } from '../../src/domain/toto/schedule.ts';
import { correctCounts, outcomeOf, settlePool, type TotoResult } from '../../src/domain/toto/pool.ts';

const ENGINES = await engines();
const parsed = brandSchema.parse(mainBrand);
const brand = { siteConfig: parsed.siteConfig! };
const NOW = Date.UTC(2026, 5, 13, 15, 37, 30);

describe.each(ENGINES)('toto on %s', (kind) => {
  let t: TestDatabase;
  let feed: Feed;
  let player: { playerId: number; accountId: number };
  const place = (request: PlaceTotoCouponRequest, now = NOW) => placeTotoCoupon(t.db, { playerId: player.playerId, brand, feed, now }, request);
  const drawId = currentDrawId(NOW);
  let results: TotoResult[];

  beforeAll(async () => {
    ({ t, feed, player } = await bettingDatabase(kind, NOW, [100_000], 'toto'));
    const draw = scheduledTotoDraw(feed, drawId)!;
    results = draw.games.map((g) => outcomeOf(feed.byId.get(g.permanentId)!.fullTime));
  }, 120_000);
  afterAll(() => t.dispose());

  it('takes a coupon of 15 real games: rows × row stake, the draw fixed, retries place one', async () => {
    const draw = scheduledTotoDraw(feed, drawId)!;
    expect(draw.games).toHaveLength(15);
    expect(draw.deadline).toBeGreaterThan(NOW);
    expect(new Set(draw.games.map((g) => g.permanentId)).size).toBe(15);
    // All correct but the first two matches, which are doubled with one right pick each: 4 rows.
    const picks = results.map((r, i) => (i < 2 ? (r === '1' ? '1X' : r === 'X' ? 'X2' : '12') : r)) as PlaceTotoCouponRequest['picks'];
    const request: PlaceTotoCouponRequest = { refId: 'toto-4rows', accountId: player.accountId, drawId, picks, amount: '10' };
    const placed = await Promise.all(Array.from({ length: 4 }, () => place(request)));
    expect(new Set(placed.map((c) => c.couponId)).size).toBe(1);
    expect(totoCouponSchema.parse(placed[0])).toMatchObject({ rows: 4, stakeMinor: 4000, statusId: -1 });
    expect(await accountBalance(t.db, player.accountId)).toBe(96_000);
    const [stored] = await t.db.select().from(totoDraws).where(eq(totoDraws.drawId, drawId));
    expect(stored!.games.map((g) => g.permanentId)).toEqual(draw.games.map((g) => g.permanentId));
    await expect(place({ ...request, amount: '20' })).rejects.toMatchObject({ code: 'idempotency_conflict' });
  });

  it('refuses without a trace: a closed draw, a row stake below the minimum, more than the balance', async () => {
    const picks = results.map(() => '1X2') as PlaceTotoCouponRequest['picks'];
    const base: PlaceTotoCouponRequest = { refId: 'toto-refused', accountId: player.accountId, drawId: drawId - 1, picks: results.map(() => '1') as PlaceTotoCouponRequest['picks'], amount: '10' };
    await expect(place(base)).rejects.toMatchObject({ code: 'market_unavailable' });
    await expect(place({ ...base, drawId: drawId + 2 })).rejects.toMatchObject({ code: 'market_unavailable' });
    await expect(place({ ...base, drawId, amount: '1' })).rejects.toMatchObject({ code: 'coupon_invalid' });
    await expect(place({ ...base, drawId, picks })).rejects.toMatchObject({ code: 'coupon_invalid' }); // 3^15 rows
    await expect(place({ ...base, drawId, amount: '2000' })).rejects.toMatchObject({ code: 'insufficient_funds' });
    const deadline = scheduledTotoDraw(feed, drawId)!.deadline;
    await expect(place({ ...base, drawId }, deadline)).rejects.toMatchObject({ code: 'market_unavailable' });
    expect((await t.db.select({ n: count() }).from(totoCoupons))[0]!.n).toBe(1);
    expect(await accountBalance(t.db, player.accountId)).toBe(96_000);
  });

  it('settles the pool by the real results once every game has finished, exactly once', async () => {
    // A second coupon: one row with the first three matches wrong (12 correct).
    const wrong = results.map((r, i) => (i < 3 ? (r === '1' ? '2' : '1') : r)) as PlaceTotoCouponRequest['picks'];
    await place({ refId: 'toto-12-right', accountId: player.accountId, drawId, picks: wrong, amount: '60' });
    expect(await accountBalance(t.db, player.accountId)).toBe(90_000);
    const draw = scheduledTotoDraw(feed, drawId)!;
    expect(await settleTotoDue(t.db, feed, draw.completesAt - 1)).toEqual([]);
    // Two runs at once, one of them the worker's products run telling the players: one settles the pool.
    const told: SettledProduct[] = [];
    const [pools, products] = await Promise.all([settleTotoDue(t.db, feed, draw.completesAt), settleProducts(t.db, feed, draw.completesAt, (ticket) => told.push(ticket))]);
    expect(pools.length + products.toto / 2).toBe(1);
    expect(pools.map(({ settled: _settled, ...pool }) => pool)).toEqual(pools.length ? [{ drawId, currencyId: expect.any(Number), coupons: 2 }] : []);
    expect(await settleTotoDue(t.db, feed, draw.completesAt + 60_000)).toEqual([]);

    const rows = await t.db.select().from(totoCoupons).where(eq(totoCoupons.drawId, drawId)).orderBy(totoCoupons.id);
    // Each player is told of each coupon once, with its status and payout, by whichever run settled it.
    const notices = pools.length ? pools[0]!.settled.map(({ couponId, ...rest }) => ({ kind: 'toto', id: couponId, ...rest })) : told;
    expect(notices).toEqual(rows.map((r) => ({ kind: 'toto', playerId: r.playerId, id: r.id, statusId: r.statusId, payoutMinor: r.payout })));
    const expected = settlePool(rows.map((c) => ({ id: c.id, rowStake: c.rowStake, counts: correctCounts(c.picks, results) })), 0, results);
    // The 4-row coupon: 15, 14, 14, 13 correct; the single row: 12 correct.
    expect(rows[0]!.correctCounts!.slice(12)).toEqual([0, 1, 2, 1]);
    expect(rows[1]!.correctCounts![12]).toBe(1);
    expect(rows.map((r) => [r.statusId, r.bestCorrect, r.payout])).toEqual([[1, 15, expected.payouts.get(rows[0]!.id)], [1, 12, expected.payouts.get(rows[1]!.id)]]);
    // Pool 10 000: the 4-row coupon wins the 15 tier (30 %), both 14 rows (15 %) and the 13 row (12 %); the other the 12 tier (10 %).
    expect(rows[0]!.payout).toBe(3000 + 1500 + 1200);
    expect(rows[1]!.payout).toBe(1000);
    expect(await accountBalance(t.db, player.accountId)).toBe(90_000 + 5700 + 1000);
    const [pool] = await t.db.select().from(totoPools).where(eq(totoPools.drawId, drawId));
    expect(pool).toMatchObject({ pool: 10_000, prizeFund: 9000, jackpotIn: 0, jackpotOut: 900 + 700 + 700, results, isVoid: false, coupons: 2 });
    // 11, 10, 9 correct had no rows: their funds are the jackpot now.
    expect(await totoJackpot(t.db, pool!.currencyId)).toBe(2300);
    // The house keeps exactly 10 % of the pool.
    expect(await accountBalance(t.db, await houseAccountId(t.db, 'payouts', pool!.currencyId))).toBe(1000);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });
});
