/**
 * One set of coupon figures for the slip and the receipt, on PGlite and PostgreSQL: random coupons
 * of every type 0–9 (random real line markets of the feed at a fixed instant, random stakes as
 * typed, system values, bankers, blocks, a kept or deleted bonus bet) go through the coupon
 * island's own code path (`couponFigures` → `placementRequest` of src/islands/coupon/Coupon.tsx) and then
 * through the real placement (`placeCoupon`, the SQL function, the stored rows, the receipt).
 * The receipt's coefficient, bonus-bet leg, combinations, stake and potential payout equal what
 * the slip showed, and the legs a receipt lists multiply to its coefficient. A player without
 * stored coupon settings gets the guests' default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import mainBrand from '../../brands/main/brand.json' with { type: 'json' };
import { brandSchema } from '../../schemas/brand.ts';
import { receiptSchema } from '../../schemas/coupon-api.ts';
import { engines, type TestDatabase } from '../helpers/db.ts';
import { bettingDatabase } from '../helpers/betting.ts';
import { listGames, marketsAt, type Feed } from '../../src/server/feed/service.ts';
import { placeCoupon } from '../../src/server/bets/place.ts';
import { coupons } from '../../src/server/db/schema.ts';
import { couponFigures, placementRequest } from '../../src/islands/coupon/Coupon.tsx';
import { parseCouponSettings, type CouponBet } from '../../src/client/coupon/coupon-store.ts';
import { loadCouponSettings, saveCouponSettings } from '../../src/server/bets/settings.ts';
import { COUPON_TYPE, COUPON_TYPE_IDS, type CouponTypeId } from '../../src/domain/coupon/types.ts';
import { receiptLegs } from '../../src/domain/coupon/figures.ts';
import { totalCoef } from '../../src/domain/coupon/arithmetic.ts';
import { coefToMilli } from '../../src/domain/coupon/amounts.ts';
import { CURRENCIES, currencyExponent } from '../../src/domain/money.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const ENGINES = await engines();
const parsed = brandSchema.parse(mainBrand);
const brand = { features: parsed.features, siteConfig: parsed.siteConfig!, sportsPricing: parsed.sportsPricing };
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const RUB = { iso: 'RUB', exponent: currencyExponent('RUB') };
/** The most a RUB coupon may stake or win, minor units (src/domain/money.ts). */
const RUB_MAX_BALANCE = CURRENCIES.find((c) => c.iso === 'RUB')!.maxBalance;
/** Random coupons placed per type and engine. */
const RUNS_PER_TYPE = 12;

/** Legs a coupon of each type is drawn with (within the type's limits of spec §3 / validation). */
const LEG_RANGE: Record<CouponTypeId, [number, number]> = {
  0: [1, 1], 1: [2, 8], 2: [3, 7], 3: [2, 6], 4: [2, 8], 5: [2, 5], 6: [2, 6], 7: [4, 6], 8: [3, 3], 9: [1, 6],
};

/** A stake as a player types it: whole roubles or with kopecks, 10..400 RUB (the brand's minimum is 10). */
const stakeText = fc.tuple(fc.integer({ min: 10, max: 400 }), fc.integer({ min: 0, max: 99 }), fc.boolean()).map(([whole, cents, withCents]) =>
  withCents ? `${whole}.${String(cents).padStart(2, '0')}` : String(whole),
);

/** A random coupon of `typeId` over `markets` (one entry per game, games distinct). */
function couponArbitrary(typeId: CouponTypeId, gameCount: number) {
  const [min, max] = LEG_RANGE[typeId];
  return fc.integer({ min, max }).chain((n) =>
    fc.record({
      games: fc.uniqueArray(fc.integer({ min: 0, max: gameCount - 1 }), { minLength: n, maxLength: n }),
      marketPicks: fc.array(fc.nat(), { minLength: n, maxLength: n }),
      amount: stakeText,
      amounts: fc.array(stakeText, { minLength: n, maxLength: n }),
      // Bankers of a system: at most n − 3, so at least 3 legs stay free (system value 2..free − 1).
      bankers: fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: Math.max(0, n - 3) }),
      systemValue: fc.integer({ min: 2, max: 6 }),
      // Blocks of a multi-bet: b blocks of at least 2 legs each.
      blockCount: fc.integer({ min: 1, max: Math.max(1, Math.floor(n / 2)) }),
      blockPicks: fc.array(fc.nat(), { minLength: n, maxLength: n }),
      blockAmounts: fc.array(stakeText, { minLength: 4, maxLength: 4 }),
      deletedBonusBet: fc.boolean(),
    }),
  );
}

describe.each(ENGINES)('coupon figures on %s', (kind) => {
  let t: TestDatabase;
  let feed: Feed;
  let player: { playerId: number; accountId: number };
  /** Per line game at NOW: what an outcome button gives the coupon for each open market. */
  let games: Omit<CouponBet, 'addedAt' | 'blockId' | 'isBanker'>[][] = [];
  let serial = 0;

  beforeAll(async () => {
    ({ t, feed, player } = await bettingDatabase(kind, NOW, Array.from({ length: 10 }, () => 10_000_000), 'figures'));
    games = listGames(feed, 'line', NOW, PRICING, { limit: 40 }).map((game) => {
      const match = feed.byId.get(game.permanentId)!;
      return marketsAt(feed, match, NOW, game.start * 1000, PRICING)
        .filter((m) => !m.isLocked)
        .map((m) => ({
          key: `${game.permanentId}:${m.groupId}:${m.typeId}:${m.param ?? ''}`,
          gameId: game.id,
          permanentId: game.permanentId,
          gameName: `${match.home.name} – ${match.away.name}`,
          champName: '',
          groupId: m.groupId,
          typeId: m.typeId,
          ...(m.param === undefined ? {} : { param: m.param }),
          label: m.label,
          kind: 0,
          coef: m.coef,
          isLive: false,
          isLocked: false,
        }));
    }).filter((markets) => markets.length > 0);
  }, 120_000);
  afterAll(() => t.dispose());

  it.each(COUPON_TYPE_IDS.map((typeId) => [typeId]))('type %i: the receipt of the real placement has the coefficient, bonus leg, stake and potential payout the slip showed', async (typeId) => {
    expect(games.length).toBeGreaterThanOrEqual(10);
    let placed = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(couponArbitrary(typeId, games.length), async (draw) => {
        const bets: CouponBet[] = draw.games.map((g, i) => {
          const markets = games[g]!;
          return { ...markets[draw.marketPicks[i]! % markets.length]!, addedAt: NOW, blockId: 0, isBanker: false };
        });
        if (typeId === COUPON_TYPE.system) for (const i of draw.bankers) bets[i]!.isBanker = true;
        if (typeId === COUPON_TYPE.multiBlock) {
          bets.forEach((bet, i) => (bet.blockId = i < 2 * draw.blockCount ? i % draw.blockCount : draw.blockPicks[i]! % draw.blockCount));
        }
        const free = bets.filter((b) => !b.isBanker).length;
        const state = {
          typeId,
          bets,
          amount: draw.amount,
          amountByBetId: Object.fromEntries(bets.map((b, i) => [b.key, draw.amounts[i]!])),
          amountByBlockId: Object.fromEntries(draw.blockAmounts.map((a, i) => [String(i), a])),
          systemValue: Math.min(draw.systemValue, free - 1),
          manuallyDeletedBonusBet: draw.deletedBonusBet,
        };
        // The slip: the island's figures and the request it sends.
        const slip = couponFigures({
          ...state, promoCode: '', bonusBetFeature: brand.features.bonusBet === true, config: brand.siteConfig.coupon,
          currency: RUB, accountType: 'main', balanceMinor: undefined,
        });
        expect(slip.problems).toEqual([]);
        const request = placementRequest(state, slip, {
          accountId: player.accountId, changeCoefAction: 0, coefViewId: 0, bonusBetFeature: brand.features.bonusBet === true, exponent: RUB.exponent, promoCode: '',
        });
        // The real placement and its receipt; a slip whose stake or potential payout is above the
        // currency's maximum balance is refused whole (amount_limit), nothing debited.
        const placing = placeCoupon(t.db, { playerId: player.playerId, brand, feed, now: NOW }, { ...request, refId: `figures-${kind}-${typeId}-${serial++}` });
        if (slip.totalStakeMinor! > RUB_MAX_BALANCE || slip.potentialWinMinor! > RUB_MAX_BALANCE) {
          await expect(placing).rejects.toMatchObject({ code: 'amount_limit' });
          refused++;
          return;
        }
        const receipt = receiptSchema.parse(await placing);
        placed++;
        expect(receipt.typeId).toBe(typeId);
        expect(receipt.coef).toBe(slip.coef);
        expect(receipt.bonusCoef).toBe(slip.bonusCoef);
        expect(receipt.stakeMinor).toBe(slip.totalStakeMinor);
        expect(receipt.potentialPayoutMinor).toBe(slip.potentialWinMinor);
        if (slip.lines !== null) expect(receipt.combinations).toBe(slip.lines);
        // What is stored is what the receipt shows.
        const [row] = await t.db.select({ coefMilli: coupons.coefMilli, bonusCoefMilli: coupons.bonusCoefMilli, potentialPayout: coupons.potentialPayout }).from(coupons).where(eq(coupons.id, receipt.couponId));
        expect(row).toEqual({
          coefMilli: slip.coef === null ? null : Math.round(slip.coef * 1000),
          bonusCoefMilli: slip.bonusCoef === null ? null : Math.round(slip.bonusCoef * 1000),
          potentialPayout: slip.potentialWinMinor,
        });
        // Single and express: the legs the receipt lists (bets, then the bonus-bet leg) multiply to its coefficient.
        if (typeId === COUPON_TYPE.single || typeId === COUPON_TYPE.express) {
          expect(totalCoef(receiptLegs(receipt).map((leg) => ({ coefMilli: coefToMilli(leg.coef) })))).toBe(receipt.coef);
        }
        // Anti-express: the payout is the stake times the coefficient the slip and the receipt show.
        if (typeId === COUPON_TYPE.antiExpress) {
          // (A long express makes E / (E − 1) round to 1.000: the coefficient may be exactly 1.)
          expect(receipt.potentialPayoutMinor).toBe(Math.floor((receipt.stakeMinor * Math.round(receipt.coef! * 1000)) / 1000));
        }
      }),
      { numRuns: RUNS_PER_TYPE, seed: 20261121 + typeId },
    );
    expect(placed + refused).toBe(RUNS_PER_TYPE);
    expect(placed).toBeGreaterThan(RUNS_PER_TYPE / 2);
  });

  it('gives a player without stored coupon settings the same default a guest gets', async () => {
    const guest = parseCouponSettings(null);
    expect(await loadCouponSettings(t.db, player.playerId)).toEqual(guest);
    const mine = { ...guest, isManualAmountStep: true, amountStepByCurrencyIso: { RUB: 50 }, oneClickAmount: '25.5' };
    await saveCouponSettings(t.db, player.playerId, mine);
    expect(await loadCouponSettings(t.db, player.playerId)).toEqual(mine);
  });

  it('an express with at least 3 legs of 1.1 or more gets the bonus-bet leg on the slip and the receipt, unless the player deleted it', async () => {
    const bets = games
      .map((markets) => markets.find((m) => m.coef >= 1.5 && m.coef <= 3))
      .filter((m) => m !== undefined)
      .slice(0, 4)
      .map((m) => ({ ...m, addedAt: NOW, blockId: 0, isBanker: false }));
    expect(bets).toHaveLength(4);
    for (const deleted of [false, true]) {
      const state = { typeId: COUPON_TYPE.express, bets, amount: '100', amountByBetId: {}, systemValue: 2, manuallyDeletedBonusBet: deleted };
      const slip = couponFigures({ ...state, promoCode: '', bonusBetFeature: true, config: brand.siteConfig.coupon, currency: RUB, accountType: 'main', balanceMinor: undefined });
      const request = placementRequest(state, slip, { accountId: player.accountId, changeCoefAction: 0, coefViewId: 0, bonusBetFeature: true, exponent: 2, promoCode: '' });
      const receipt = await placeCoupon(t.db, { playerId: player.playerId, brand, feed, now: NOW }, { ...request, refId: `figures-bonus-${kind}-${deleted}` });
      expect(slip.bonusCoef).toBe(deleted ? null : 1.04);
      expect(receipt.bonusCoef).toBe(slip.bonusCoef);
      expect(receiptLegs(receipt).map((leg) => leg.kind)).toEqual(deleted ? ['bet', 'bet', 'bet', 'bet'] : ['bet', 'bet', 'bet', 'bet', 'bonus']);
      expect(receipt.coef).toBe(slip.coef);
    }
  });
});
