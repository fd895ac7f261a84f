/**
 * Responsible-gaming enforcement where money moves, on PGlite and PostgreSQL:
 * the check runs inside the transaction that moves the money (rg_spend, drizzle/0014), so parallel
 * bets fired at a wagering limit never accept more than the limit; deposit limits and the time-out
 * refuse deposits; loss limits count payouts; every refusal leaves balances and limits unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import mainBrand from '../../brands/main/brand.json' with { type: 'json' };
import { brandSchema } from '../../schemas/brand.ts';
import type { PlaceCouponRequest } from '../../schemas/coupon-api.ts';
import { engines, type TestDatabase } from '../helpers/db.ts';
import { bettingDatabase } from '../helpers/betting.ts';
import { checkInvariant } from '../helpers/invariant.ts';
import { listGames, marketsAt, type Feed } from '../../src/server/feed/service.ts';
import { placeCoupon } from '../../src/server/bets/place.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { coupons, payments, rgLimits } from '../../src/server/db/schema.ts';
import { setLimits, limitViews } from '../../src/server/responsible/service.ts';
import { recordPayout } from '../../src/server/responsible/enforce.ts';
import { AppError } from '../../src/server/errors.ts';
import { GROUP, TYPE } from '../../src/domain/feed/odds-model.ts';
import { tFor } from '../../src/i18n/index.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const ENGINES = await engines();
const parsed = brandSchema.parse(mainBrand);
const brand = { features: parsed.features, siteConfig: parsed.siteConfig!, sportsPricing: parsed.sportsPricing };
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const t = tFor('main', 'en');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each(ENGINES)('responsible-gaming enforcement on %s', (kind) => {
  let db: TestDatabase;
  let feed: Feed;
  let player: { playerId: number; accountId: number };
  let n = 0;
  /** A single on a line game's home win, `amount` RUB. */
  const single = (amount: string, at = NOW): PlaceCouponRequest => {
    const game = listGames(feed, 'line', at, PRICING, { limit: 10 })[0]!;
    const match = feed.byId.get(game.permanentId)!;
    const market = marketsAt(feed, match, at, game.start * 1000, PRICING).find((m) => m.groupId === GROUP.result && m.typeId === TYPE.home)!;
    return { refId: `rg-${kind}-${++n}-coupon`, typeId: 0, accountId: player.accountId, amount, changeCoefAction: 1, bets: [{ key: `${game.permanentId}:${GROUP.result}:${TYPE.home}:`, gameId: game.id, coef: market.coef }] };
  };
  const place = (request: PlaceCouponRequest, who = player, now = NOW) => placeCoupon(db.db, { playerId: who.playerId, brand, feed, now }, request);

  beforeAll(async () => {
    ({ t: db, feed, player } = await bettingDatabase(kind, NOW, [2_000_000], 'rg'));
  }, 120_000);
  afterAll(() => db.dispose());

  it('parallel bets at a daily wagering limit of 1000 RUB: the sum accepted never exceeds it', async () => {
    await setLimits(db.db, player.playerId, [{ limitType: 1, limitValue: 1000 }], NOW, t);
    const before = await accountBalance(db.db, player.accountId);
    // 40 bets of 37 RUB fired at once (1480 RUB): at most 27 fit (999 RUB).
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => place(single('37'))));
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as AppError);
    expect(refused.every((e) => e instanceof AppError && e.code === 'limit_reached' && e.extra.limitType === 1)).toBe(true);
    expect(accepted * 3700).toBeLessThanOrEqual(100_000);
    expect(accepted).toBe(27);
    expect(await accountBalance(db.db, player.accountId)).toBe(before - accepted * 3700);
    const [placed] = await db.db.select({ n: count() }).from(coupons).where(eq(coupons.playerId, player.playerId));
    expect(placed!.n).toBe(accepted);
    console.info(`[${kind}] wagering limit 1000.00 RUB: 40 parallel bets of 37.00 RUB → ${accepted} accepted (${(accepted * 37).toFixed(2)} RUB), ${refused.length} refused`);
    // The next day's period starts again.
    await place(single('37', NOW + 86_400_000), player, NOW + 86_400_000);
    const views = await limitViews(db.db, player.playerId, NOW + 86_400_000);
    expect(views.find((v) => v.limitType === 1)).toMatchObject({ limitState: 'ACTIVE', limitValue: 1000, limitBalance: 963 });
    await checkInvariant(db.db);
  }, 120_000);

  it('a deposit limit refuses the deposit over it, in the transaction, leaving no payment and the balance as it was', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const { main } = await playerAccountIds(db.db, playerId);
    await setLimits(db.db, playerId, [{ limitType: 20, limitValue: 50 }], NOW, t);
    await deposit(db.db, { playerId, accountId: main, amountMinor: 3000, providerId: 'test', idempotencyKey: `${kind}-d1`, now: NOW });
    const error = await refusal(deposit(db.db, { playerId, accountId: main, amountMinor: 2100, providerId: 'test', idempotencyKey: `${kind}-d2`, now: NOW }));
    expect(error.code).toBe('limit_reached');
    expect(error.status).toBe(403);
    // Amounts in major units, as GET …/limits answers them.
    expect(error.extra).toMatchObject({ limitType: 20, limitValue: 50, limitBalance: 20, i18nKey: 'responsible_gaming_refused_deposit' });
    expect(await accountBalance(db.db, main)).toBe(3000);
    expect((await db.db.select({ n: count() }).from(payments).where(eq(payments.playerId, playerId)))[0]!.n).toBe(1);
    // A failed deposit does not count: 20 more still fit.
    await deposit(db.db, { playerId, accountId: main, amountMinor: 2000, providerId: 'test', idempotencyKey: `${kind}-d3`, now: NOW, instruction: 'fail' });
    await deposit(db.db, { playerId, accountId: main, amountMinor: 2000, providerId: 'test', idempotencyKey: `${kind}-d4`, now: NOW });
    expect(await accountBalance(db.db, main)).toBe(5000);
    // Parallel deposits at the weekly limit: the sum accepted stays within it.
    await setLimits(db.db, playerId, [{ limitType: 21, limitValue: 100 }], NOW + 86_400_000, t);
    const tries = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => deposit(db.db, { playerId, accountId: main, amountMinor: 1000, providerId: 'test', idempotencyKey: `${kind}-p${i}`, now: NOW + 86_400_000 })));
    const ok = tries.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(5); // daily 50 of the new day allows 5 × 10, weekly 100 (from its own start) allows 10: the lowest applies
    console.info(`[${kind}] deposit limits 50/day and 100/week: 12 parallel deposits of 10.00 RUB → ${ok} accepted`);
  });

  it('a time-out and a self-exclusion refuse deposits and bets; they cannot be shortened', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const { main } = await playerAccountIds(db.db, playerId);
    await deposit(db.db, { playerId, accountId: main, amountMinor: 10_000, providerId: 'test', idempotencyKey: `${kind}-t0`, now: NOW });
    await setLimits(db.db, playerId, [{ limitType: 33, limitValue: 7 }], NOW, t);
    expect((await refusal(deposit(db.db, { playerId, accountId: main, amountMinor: 100, providerId: 'test', idempotencyKey: `${kind}-t1`, now: NOW + 3_600_000 }))).extra).toMatchObject({ limitType: 33 });
    expect((await refusal(setLimits(db.db, playerId, [{ limitType: 33, limitValue: 1 }], NOW, t))).code).toBe('forbidden');
    // A time-out is a break from gambling: bets stop too; so does a self-exclusion.
    const who = { playerId, accountId: main };
    expect((await refusal(place({ ...single('10'), accountId: main }, who))).extra).toMatchObject({ limitType: 33 });
    await setLimits(db.db, playerId, [{ limitType: 30, limitValue: 1 }], NOW, t);
    expect((await refusal(place({ ...single('10'), accountId: main }, who))).extra).toMatchObject({ limitType: 30 });
    expect(await accountBalance(db.db, main)).toBe(10_000);
    // After the time-out (7 days) and the exclusion, bets are taken again.
    await place({ ...single('10', NOW + 8 * 86_400_000), accountId: main }, who, NOW + 8 * 86_400_000);
  });

  it('a loss limit counts stakes minus payouts of its period', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const { main } = await playerAccountIds(db.db, playerId);
    const who = { playerId, accountId: main };
    await deposit(db.db, { playerId, accountId: main, amountMinor: 100_000, providerId: 'test', idempotencyKey: `${kind}-l0`, now: NOW });
    await setLimits(db.db, playerId, [{ limitType: 10, limitValue: 100 }], NOW, t);
    await place({ ...single('60'), accountId: main }, who);
    expect((await refusal(place({ ...single('60'), accountId: main }, who))).extra).toMatchObject({ limitType: 10, limitValue: 100, limitBalance: 40 });
    // A payout of 30 RUB in the period leaves room for 70.
    const [rub] = await db.db.select({ currencyId: rgLimits.currencyId }).from(rgLimits).where(and(eq(rgLimits.playerId, playerId), eq(rgLimits.limitType, 10)));
    await recordPayout(db.db, { playerId, currencyId: rub!.currencyId!, amountMinor: 3000, now: NOW + 1000, ref: `${kind}-win-1` });
    await place({ ...single('60', NOW + 2000), accountId: main }, who, NOW + 2000);
  });
});
