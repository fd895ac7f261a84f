/**
 * The one coupon figures module (src/domain/coupon/figures.ts) over random coupons of every type
 * 0–9, and the single sources of the money rules the slip and the server share: currency
 * exponent, money texts, account types, the open status and the default coupon settings.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { couponCoefMilli, couponFigures, MULTI_LINE_TYPES, ONE_COEF_TYPES, receiptLegs } from '../../src/domain/coupon/figures.ts';
import { antiExpressCoefMilli, couponLines, exact, floorMinor, mulExact, totalCoefMilli, type CouponStakes } from '../../src/domain/coupon/arithmetic.ts';
import { BET_STATUS, COUPON_TYPE, COUPON_TYPE_IDS, isOpenStatus, type CouponTypeId } from '../../src/domain/coupon/types.ts';
import { defaultCouponSettings } from '../../src/domain/coupon/state-rules.ts';
import { amountStepOf, couponAmountStep } from '../../src/domain/coupon/amounts.ts';
import { ACCOUNT_TYPE, CURRENCIES, accountKindOf, currencyExponent, formatMoney, majorToMinor, moneyText, toMajor } from '../../src/domain/money.ts';
import { couponSettingsSchema } from '../../schemas/coupon-api.ts';
import { defaultSettingsBody, parseCouponSettings } from '../../src/client/coupon/coupon-store.ts';

const LEG_RANGE: Record<CouponTypeId, [number, number]> = {
  0: [1, 1], 1: [2, 10], 2: [3, 7], 3: [2, 6], 4: [2, 8], 5: [2, 5], 6: [2, 8], 7: [4, 6], 8: [3, 3], 9: [1, 6],
};

/** Real-looking prices: 1.01 .. 15.00 in thousandths, mostly 1.2 .. 4. */
const coefMilli = fc.oneof(fc.integer({ min: 1200, max: 4000 }), fc.integer({ min: 1010, max: 15000 }));

/** A random coupon of a random type: legs, stakes in minor units, banker and block marks. */
const couponArb = fc.constantFrom(...COUPON_TYPE_IDS).chain((typeId) => {
  const [min, max] = LEG_RANGE[typeId];
  return fc.integer({ min, max }).chain((n) =>
    fc.record({
      typeId: fc.constant(typeId),
      legs: fc.array(fc.record({ coefMilli, kind: fc.constantFrom(0, 0, 0, 7) }), { minLength: n, maxLength: n }),
      amountMinor: fc.integer({ min: 1, max: 1_000_000 }),
      byLeg: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: n, maxLength: n }),
      bankers: fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: Math.max(0, n - 3) }),
      systemValue: fc.integer({ min: 2, max: 6 }),
      blockCount: fc.integer({ min: 1, max: Math.max(1, Math.floor(n / 2)) }),
      blockAmounts: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 4, maxLength: 4 }),
      bonus: fc.record({ featureOn: fc.boolean(), wanted: fc.boolean() }),
    }),
  );
});

type Draw = typeof couponArb extends fc.Arbitrary<infer T> ? T : never;

/** The legs (with banker and block marks) and stakes of a drawn coupon: blocks of at least 2 legs, at least 3 free legs on a system. */
function build(draw: Draw) {
  const { typeId } = draw;
  const legs = draw.legs.map((leg, i) => ({
    ...leg,
    blockId: typeId === COUPON_TYPE.multiBlock ? i % draw.blockCount : 0,
    isBanker: typeId === COUPON_TYPE.system && draw.bankers.includes(i),
  }));
  const free = legs.filter((leg) => !leg.isBanker).length;
  const stakes: CouponStakes =
    typeId === COUPON_TYPE.conditional || typeId === COUPON_TYPE.manySingles
      ? { amountByLeg: draw.byLeg }
      : typeId === COUPON_TYPE.multiBlock
        ? { amountByBlockId: Object.fromEntries(draw.blockAmounts.map((a, i) => [i, a])) }
        : { amountMinor: draw.amountMinor, ...(typeId === COUPON_TYPE.system ? { systemValue: Math.min(draw.systemValue, free - 1) } : {}) };
  return { typeId, legs, stakes };
}

describe('coupon figures of every type', () => {
  it('computes every figure of a well-formed coupon of each type 0–9, the coefficient being the price the payout is stake ×', () => {
    const seen = new Set<number>();
    fc.assert(
      fc.property(couponArb, (draw) => {
        const { typeId, legs, stakes } = build(draw);
        seen.add(typeId);
        const f = couponFigures(typeId, legs, stakes, draw.bonus);
        expect(f.totalStakeMinor).not.toBeNull();
        expect(f.potentialPayoutMinor).not.toBeNull();
        expect(f.lines).not.toBeNull();
        if (MULTI_LINE_TYPES.has(typeId)) expect(f.lines).toBe(couponLines(typeId, legs, stakes).length);
        // The bonus bet: only an express of ≥ 3 legs of ≥ 1.1, none of kind 7, with the feature on and kept (spec §4).
        const bonusDue = draw.bonus.featureOn && draw.bonus.wanted && typeId === COUPON_TYPE.express && legs.length >= 3 && legs.every((l) => l.coefMilli >= 1100 && l.kind !== 7);
        expect(f.bonusCoefMilli).toBe(bonusDue ? (legs.length <= 9 ? 1000 + 10 * legs.length : 1100) : null);
        expect(f.paidLegs).toHaveLength(legs.length + (bonusDue ? 1 : 0));
        if (!ONE_COEF_TYPES.has(typeId)) {
          expect(f.coefMilli).toBeNull();
          return;
        }
        if (typeId === COUPON_TYPE.antiExpress) {
          expect(f.coefMilli).toBe(antiExpressCoefMilli(legs));
          expect(f.potentialPayoutMinor).toBe(Math.floor((stakes.amountMinor! * f.coefMilli!) / 1000));
        } else {
          // Single / express: the exact product of the paid legs (bonus leg included) pays; the coefficient is it rounded.
          const product = f.paidLegs.reduce((p, leg) => mulExact(p, exact(leg.coefMilli, 1000)), exact(stakes.amountMinor!));
          expect(f.potentialPayoutMinor).toBe(floorMinor(product));
          expect(f.coefMilli).toBe(totalCoefMilli(f.paidLegs));
          // The legs a receipt lists multiply to its coefficient.
          const receipt = { bets: legs.map((leg) => ({ coef: leg.coefMilli / 1000 })), bonusCoef: f.bonusCoef };
          expect(totalCoefMilli(receiptLegs(receipt).map((leg) => ({ coefMilli: Math.round(leg.coef * 1000) })))).toBe(f.coefMilli);
        }
        expect(couponCoefMilli(typeId, legs, f.bonusCoefMilli)).toBe(f.coefMilli);
      }),
      { numRuns: 1500, seed: 42 },
    );
    expect([...seen].sort((a, b) => a - b)).toEqual([...COUPON_TYPE_IDS]);
  });

  it('answers null figures, never throws, for legs or stakes the type does not allow', () => {
    const legs = [{ coefMilli: 2000, kind: 0 }];
    const f = couponFigures(COUPON_TYPE.patent, legs, { amountMinor: 100 }, { featureOn: true, wanted: true });
    expect(f).toMatchObject({ lines: null, totalStakeMinor: null, potentialPayoutMinor: null, coefMilli: null });
    expect(couponFigures(COUPON_TYPE.express, [], {}, { featureOn: true, wanted: true })).toMatchObject({ coefMilli: null, totalStakeMinor: null });
  });

  it('prices an anti-express at E / (E − 1), not at its express product (legs 2 and 3: 1.2)', () => {
    const legs = [{ coefMilli: 2000, kind: 0 }, { coefMilli: 3000, kind: 0 }];
    const f = couponFigures(COUPON_TYPE.antiExpress, legs, { amountMinor: 10_000 }, { featureOn: true, wanted: true });
    expect(f).toMatchObject({ coef: 1.2, bonusCoef: null, potentialPayoutMinor: 12_000, totalStakeMinor: 10_000, lines: 1 });
  });

  it('lists the bonus-bet leg after the bets of a receipt', () => {
    const bets = [{ key: 'a', coef: 2 }, { key: 'b', coef: 2 }, { key: 'c', coef: 2 }];
    expect(receiptLegs({ bets, bonusCoef: 1.03 }).map((leg) => [leg.kind, leg.coef])).toEqual([['bet', 2], ['bet', 2], ['bet', 2], ['bonus', 1.03]]);
    expect(receiptLegs({ bets, bonusCoef: null }).map((leg) => leg.kind)).toEqual(['bet', 'bet', 'bet']);
  });
});

describe('money rules in one place', () => {
  it('takes the exponent of the platform currencies from the one list, and Intl for others', () => {
    for (const c of CURRENCIES) expect(currencyExponent(c.iso)).toBe(c.exponent);
    expect(currencyExponent('jpy')).toBe(0);
    expect(currencyExponent('BHD')).toBe(3);
    expect(currencyExponent('ZZZ')).toBe(2);
  });

  it('formats money with the currency sign in a locale, and as plain text with the ISO code', () => {
    expect(formatMoney(125050, { iso: 'USD', exponent: 2 }, 'en')).toBe('$1,250.50');
    expect(formatMoney(1500, { iso: 'JPY', exponent: 0 }, 'en')).toBe('¥1,500');
    expect(formatMoney(15050, { iso: 'RUB', exponent: 2 }, 'not a locale!')).toBe('150.50 RUB');
    expect(moneyText(15050, { iso: 'RUB', exponent: 2 })).toBe('150.50 RUB');
    expect(moneyText(1234, { iso: 'KWD', exponent: 3 })).toBe('1.234 KWD');
    expect(toMajor(12345, 2)).toBe(123.45);
    expect(majorToMinor(123.45, 2)).toBe(12345);
    expect(majorToMinor(2.5, 3)).toBe(2500);
  });

  it('maps account types 0 main, 4 bonus, 9 currency (spec §3)', () => {
    expect(ACCOUNT_TYPE).toEqual({ main: 0, bonus: 4, currency: 9 });
    expect([0, 4, 9].map(accountKindOf)).toEqual(['main', 'bonus', 'currency']);
  });

  it('calls a coupon open while its status is −2 or −1 only (spec §4)', () => {
    expect(Object.values(BET_STATUS).filter(isOpenStatus)).toEqual([-2, -1]);
  });
});

describe('coupon settings: one default, one shape', () => {
  it('gives guests the same default the server gives players, in the boundary schema', () => {
    const domain = defaultCouponSettings();
    expect(couponSettingsSchema.parse(domain)).toEqual(domain);
    expect(defaultSettingsBody()).toEqual(domain);
    expect(parseCouponSettings(null)).toEqual(domain);
    expect(domain).toMatchObject({ changeCoefAction: 2, amountStepByCurrencyIso: {}, oneClickAmount: null, bonusAccountOneClickAmount: null });
  });

  it('steps the amount by the spec §9 step of the currency unless the player set their own (major units)', () => {
    const settings = defaultCouponSettings();
    expect(couponAmountStep(settings, 'USD')).toBe(amountStepOf('USD'));
    expect(couponAmountStep({ ...settings, amountStepByCurrencyIso: { USD: 10 } }, 'USD')).toBe(2.5);
    expect(couponAmountStep({ ...settings, isManualAmountStep: true, amountStepByCurrencyIso: { USD: 10 } }, 'USD')).toBe(10);
    expect(couponAmountStep({ ...settings, isManualAmountStep: true, amountStepByCurrencyIso: { USD: 10 } }, 'RUB')).toBe(100);
  });
});
