/**
 * Exact stake and payout arithmetic (src/domain/coupon/arithmetic.ts): the public worked examples
 * (hand-computed, written out as literals), the line structure of every independent-line coupon
 * type, system values (spec §3, §5) and property tests against independent oracles.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addExact,
  antiExpressCoef,
  binomial,
  combinationsOf,
  compareExact,
  couponLines,
  exact,
  exactToNumber,
  expressCoefMilli,
  floorMinor,
  fullCoverLines,
  isSystemValueValid,
  legFactor,
  potentialPayout,
  settleCoupon,
  settleLines,
  systemValues,
  totalCoef,
  totalStakeMinor,
  type CouponStakes,
  lineCount,
} from '../../src/domain/coupon/arithmetic.ts';
import { BET_STATUS, COUPON_TYPE, type BetStatusId, type Exact, type Leg, type SettledLeg } from '../../src/domain/coupon/types.ts';

const W = BET_STATUS.win;
const L = BET_STATUS.lose;
const R = BET_STATUS.return;
const P = BET_STATUS.notStarted;

function leg(coef: number, statusId: BetStatusId = W, extra: Partial<Leg> = {}): SettledLeg {
  return { coefMilli: Math.round(coef * 1000), statusId, ...extra };
}

function ex(num: number | bigint, den: number | bigint = 1): Exact {
  return exact(num, den);
}

describe('public worked examples', () => {
  it('a £10 Trixie at 3 × 5/1 (6.0) stakes £40 and returns £3,240', () => {
    const lines = fullCoverLines(3, [2, 3], 1000);
    expect(lines).toHaveLength(4);
    expect(lines.reduce((s, l) => s + l.stakeMinor, 0)).toBe(4000);
    const payout = settleLines(lines, [leg(6), leg(6), leg(6)]);
    expect(payout).toEqual(ex(324_000));
  });

  it('a £8 double (express) at 3/1 and 4/1 returns £160', () => {
    const result = settleCoupon(COUPON_TYPE.express, [leg(4), leg(5)], { amountMinor: 800 });
    expect(result).toEqual({ payout: ex(16_000), payoutMinor: 16_000, statusId: W });
  });

  it('$10 on an Asian-handicap express 2.0 (half push, half win), 2.2, 1.91, 2.5 returns $157.575 → 15757 cents', () => {
    // 1000 × (2 + 1)/2 × 2.2 × 1.91 × 2.5 = 1000 × 1.5 × 2.2 × 1.91 × 2.5 = 15757.5
    const legs = [leg(2, BET_STATUS.halfWinHalfReturn), leg(2.2), leg(1.91), leg(2.5)];
    const result = settleCoupon(COUPON_TYPE.express, legs, { amountMinor: 1000 });
    expect(result?.payout).toEqual(ex(31_515, 2));
    expect(result?.payoutMinor).toBe(15_757);
    expect(result?.statusId).toBe(W);
  });

  it('a £1 Lucky 15 on 2.0, 3.0, 4.0, 5.0', () => {
    const legs = [leg(2), leg(3), leg(4), leg(5)];
    const stakes = { amountMinor: 100 };
    expect(totalStakeMinor(COUPON_TYPE.lucky, legs, stakes)).toBe(1500);
    // singles 2+3+4+5 = 14; doubles 6+8+10+12+15+20 = 71; trebles 24+30+40+60 = 154; four-fold 120 → £359
    expect(settleCoupon(COUPON_TYPE.lucky, legs, stakes)).toEqual({ payout: ex(35_900), payoutMinor: 35_900, statusId: W });
    // the 5.0 loses: singles 9; doubles 6+8+12 = 26; treble 24 → £59
    const oneLost = [leg(2), leg(3), leg(4), leg(5, L)];
    expect(settleCoupon(COUPON_TYPE.lucky, oneLost, stakes)?.payoutMinor).toBe(5900);
    // a Yankee (11 lines: doubles, trebles, four-fold) all win: 71 + 154 + 120 = £345
    expect(settleLines(fullCoverLines(4, [2, 3, 4], 100), legs)).toEqual(ex(34_500));
  });

  it('a system 2/3 at 2.0, 3.0, 4.0, £1 per line', () => {
    const stakes = { amountMinor: 100, systemValue: 2 };
    const legs = [leg(2), leg(3), leg(4)];
    expect(totalStakeMinor(COUPON_TYPE.system, legs, stakes)).toBe(300);
    // 2×3 + 2×4 + 3×4 = 26
    expect(settleCoupon(COUPON_TYPE.system, legs, stakes)).toEqual({ payout: ex(2600), payoutMinor: 2600, statusId: W });
    // 4.0 loses: only 2×3 = 6 pays
    expect(settleCoupon(COUPON_TYPE.system, [leg(2), leg(3), leg(4, L)], stakes)?.payoutMinor).toBe(600);
    // 3.0 void: 2×1 + 2×4 + 1×4 = 14
    expect(settleCoupon(COUPON_TYPE.system, [leg(2), leg(3, R), leg(4)], stakes)?.payoutMinor).toBe(1400);
    // two lose: nothing pays
    expect(settleCoupon(COUPON_TYPE.system, [leg(2, L), leg(3), leg(4, L)], stakes)).toEqual({ payout: ex(0), payoutMinor: 0, statusId: L });
  });

  it('a system 2 of 3 with a banker: 2.0 banker + 3.0, 4.0, 5.0, £1 per line', () => {
    const legs = [leg(2, W, { isBanker: true }), leg(3), leg(4), leg(5)];
    const stakes = { amountMinor: 100, systemValue: 2 };
    const lines = couponLines(COUPON_TYPE.system, legs, stakes);
    expect(lines.map((l) => l.legs)).toEqual([[0, 1, 2], [0, 1, 3], [0, 2, 3]]);
    // 2 × (12 + 15 + 20) = 94
    expect(settleCoupon(COUPON_TYPE.system, legs, stakes)?.payoutMinor).toBe(9400);
    // the banker loses: every line loses
    expect(settleCoupon(COUPON_TYPE.system, [leg(2, L, { isBanker: true }), leg(3), leg(4), leg(5)], stakes)?.payoutMinor).toBe(0);
  });

  it('a chain of 10.00 on 2.0 (win), 1.5 (lose), 3.0 (win) returns 30.00', () => {
    // bank 1000 → 1000 − 1000 + 2000 = 2000 → 2000 − 1000 + 0 = 1000 → 1000 − 1000 + 3000 = 3000
    const legs = [leg(2), leg(1.5, L), leg(3)];
    expect(totalStakeMinor(COUPON_TYPE.chain, legs, { amountMinor: 1000 })).toBe(1000);
    expect(settleCoupon(COUPON_TYPE.chain, legs, { amountMinor: 1000 })).toEqual({ payout: ex(3000), payoutMinor: 3000, statusId: W });
  });

  it('a chain stops once the bank is below the stake; later legs are not needed', () => {
    // 1.5 win: bank 1500; lose: bank 500 < 1000 → stop; the third leg is not settled yet
    expect(settleCoupon(COUPON_TYPE.chain, [leg(1.5), leg(2, L), leg(3, P)], { amountMinor: 1000 })?.payoutMinor).toBe(500);
    expect(settleCoupon(COUPON_TYPE.chain, [leg(1.5, L), leg(2, P)], { amountMinor: 1000 })).toEqual({ payout: ex(0), payoutMinor: 0, statusId: L });
    // still needed: pending
    expect(settleCoupon(COUPON_TYPE.chain, [leg(1.5), leg(2, P)], { amountMinor: 1000 })).toBeNull();
    // all win: S × (1 + Σ(c − 1)) = 1000 × (1 + 0.5 + 1 + 2) = 4500
    expect(potentialPayout(COUPON_TYPE.chain, [leg(1.5), leg(2), leg(3)], { amountMinor: 1000 })).toEqual(ex(4500));
  });

  it('a conditional bet: later legs are played only while earlier ones returned their stake', () => {
    // 2.0 wins (10.00 → 20.00), 1.5 loses (5.00 → 0), 3.0 is not played: its 3.00 comes back
    const legs = [leg(2), leg(1.5, L), leg(3, P)];
    const stakes = { amountByLeg: [1000, 500, 300] };
    expect(totalStakeMinor(COUPON_TYPE.conditional, legs, stakes)).toBe(1800);
    expect(settleCoupon(COUPON_TYPE.conditional, legs, stakes)?.payoutMinor).toBe(2300);
    // a void leg (factor 1) keeps the chain going: 1000 + 750 + 900
    expect(settleCoupon(COUPON_TYPE.conditional, [leg(2, R), leg(1.5), leg(3)], stakes)?.payoutMinor).toBe(2650);
    // half lose half return on the first leg (factor 1/2 < 1): 1000 × 1/2 = 500, then 500 and 300 come back unplayed
    expect(settleCoupon(COUPON_TYPE.conditional, [leg(2, BET_STATUS.halfLoseHalfReturn), leg(1.5, P), leg(3, P)], stakes)?.payoutMinor).toBe(500 + 500 + 300);
    expect(settleCoupon(COUPON_TYPE.conditional, [leg(2), leg(1.5, P), leg(3, P)], stakes)).toBeNull();
  });

  it('an anti-express of 10.00 on 2.0 and 3.0 (E = 6, coefficient 6/5 = 1.2)', () => {
    const stakes = { amountMinor: 1000 };
    expect(antiExpressCoef([leg(2), leg(3)])).toBe(1.2);
    expect(potentialPayout(COUPON_TYPE.antiExpress, [leg(2), leg(3)], stakes)).toEqual(ex(1200));
    expect(settleCoupon(COUPON_TYPE.antiExpress, [leg(2, L), leg(3)], stakes)).toEqual({ payout: ex(1200), payoutMinor: 1200, statusId: W });
    expect(settleCoupon(COUPON_TYPE.antiExpress, [leg(2), leg(3)], stakes)).toEqual({ payout: ex(0), payoutMinor: 0, statusId: L });
    expect(settleCoupon(COUPON_TYPE.antiExpress, [leg(2, R), leg(3, BET_STATUS.forcedReturn)], stakes)).toEqual({
      payout: ex(1000), payoutMinor: 1000, statusId: R,
    });
    // a void third leg drops out of the coefficient: still 1.2 on 2.0 × 3.0
    expect(settleCoupon(COUPON_TYPE.antiExpress, [leg(2, L), leg(3), leg(1.5, R)], stakes)?.payoutMinor).toBe(1200);
    // half-lost is not fully lost: the anti-express loses
    expect(settleCoupon(COUPON_TYPE.antiExpress, [leg(2, BET_STATUS.halfLoseHalfReturn), leg(3)], stakes)?.payoutMinor).toBe(0);
    expect(settleCoupon(COUPON_TYPE.antiExpress, [leg(2, L), leg(3, P)], stakes)).toBeNull();
  });

  it('anti-express coefficient of 1.91 × 1.91: 3.6481 / 2.6481 = 1.37763 → 1.378', () => {
    expect(antiExpressCoef([leg(1.91), leg(1.91)])).toBe(1.378);
  });
});

describe('combinatorics', () => {
  it.each([[5, 2, 10], [6, 3, 20], [4, 0, 1], [4, 4, 1], [4, 5, 0], [4, -1, 0], [30, 15, 155_117_520], [0, 0, 1]])('C(%i, %i) = %i', (n, k, c) => {
    expect(binomial(n, k)).toBe(c);
  });

  it('binomial throws for non-integers and negative n', () => {
    expect(() => binomial(-1, 0)).toThrow(RangeError);
    expect(() => binomial(2.5, 1)).toThrow(RangeError);
  });

  it('combinationsOf lists k-subsets in lexicographic order', () => {
    expect(combinationsOf(['a', 'b', 'c', 'd'], 2)).toEqual([['a', 'b'], ['a', 'c'], ['a', 'd'], ['b', 'c'], ['b', 'd'], ['c', 'd']]);
    expect(combinationsOf([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(combinationsOf([1, 2, 3], 0)).toEqual([[]]);
    expect(combinationsOf([1, 2], 3)).toEqual([]);
  });

  it('combinationsOf has C(n, k) distinct sorted subsets (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const combos = combinationsOf(items, k);
        expect(combos).toHaveLength(binomial(n, k));
        expect(new Set(combos.map((c) => c.join(','))).size).toBe(combos.length);
        for (const c of combos) expect([...c].sort((a, b) => a - b)).toEqual(c);
      }),
    );
  });
});

describe('legFactor (spec §4 bet status ids)', () => {
  it.each([
    [BET_STATUS.win, 1910, ex(191, 100)],
    [BET_STATUS.lose, 1910, ex(0)],
    [BET_STATUS.return, 1910, ex(1)],
    [BET_STATUS.forcedReturn, 1910, ex(1)],
    [BET_STATUS.halfWinHalfReturn, 1910, ex(291, 200)],
    [BET_STATUS.halfLoseHalfReturn, 1910, ex(1, 2)],
    [BET_STATUS.halfLoseHalfWin, 1910, ex(191, 200)],
  ] as const)('status %i at 1.91', (status, milli, factor) => {
    expect(legFactor(status, milli)).toEqual(factor);
  });

  it('throws for unsettled legs and unknown statuses', () => {
    expect(() => legFactor(BET_STATUS.notCalculated, 1500)).toThrow(Error);
    expect(() => legFactor(BET_STATUS.notStarted, 1500)).toThrow(/not settled/);
    expect(() => legFactor(7 as BetStatusId, 1500)).toThrow(RangeError);
    expect(() => legFactor(BET_STATUS.win, 1000)).toThrow(RangeError);
  });
});

describe('floorMinor rounds down once', () => {
  it.each([[31_515, 2, 15_757], [10, 1, 10], [-1, 2, -1], [1999, 1000, 1], [0, 1, 0], [-4, 2, -2]])('floorMinor(%i / %i) = %i', (num, den, minor) => {
    expect(floorMinor(ex(num, den))).toBe(minor);
  });
});

describe('couponLines', () => {
  const legs = (n: number): Leg[] => Array.from({ length: n }, (_, i) => ({ coefMilli: 1500 + i * 100 }));

  it.each([[4, 15], [5, 31], [6, 63]])('lucky with %i legs has %i lines', (n, count) => {
    expect(couponLines(COUPON_TYPE.lucky, legs(n), { amountMinor: 100 })).toHaveLength(count);
    expect(totalStakeMinor(COUPON_TYPE.lucky, legs(n), { amountMinor: 100 })).toBe(count * 100);
  });

  it('patent: 3 singles + 3 doubles + 1 treble', () => {
    const lines = couponLines(COUPON_TYPE.patent, legs(3), { amountMinor: 50 });
    expect(lines.map((l) => l.legs)).toEqual([[0], [1], [2], [0, 1], [0, 2], [1, 2], [0, 1, 2]]);
    expect(totalStakeMinor(COUPON_TYPE.patent, legs(3), { amountMinor: 50 })).toBe(350);
  });

  it('system k of n − b: C(n − b, k) lines, the bankers in each', () => {
    const withBankers = legs(6).map((l, i) => ({ ...l, isBanker: i === 1 || i === 4 }));
    const lines = couponLines(COUPON_TYPE.system, withBankers, { amountMinor: 10, systemValue: 3 });
    expect(lines).toHaveLength(4); // C(4, 3)
    for (const line of lines) expect(line.legs).toEqual(expect.arrayContaining([1, 4]));
    expect(lines.every((l) => l.legs.length === 5)).toBe(true);
    expect(totalStakeMinor(COUPON_TYPE.system, withBankers, { amountMinor: 10, systemValue: 3 })).toBe(40);
  });

  it('system value defaults to 2', () => {
    expect(couponLines(COUPON_TYPE.system, legs(4), { amountMinor: 10 })).toHaveLength(6);
  });

  it('multi-bet by blocks: one express per block with its amount', () => {
    const blockLegs = [{ coefMilli: 1500, blockId: 2 }, { coefMilli: 1600, blockId: 1 }, { coefMilli: 1700, blockId: 2 }, { coefMilli: 1800, blockId: 1 }];
    const lines = couponLines(COUPON_TYPE.multiBlock, blockLegs, { amountByBlockId: { 1: 100, 2: 300 } });
    expect(lines).toEqual([{ legs: [1, 3], stakeMinor: 100 }, { legs: [0, 2], stakeMinor: 300 }]);
    expect(totalStakeMinor(COUPON_TYPE.multiBlock, blockLegs, { amountByBlockId: { 1: 100, 2: 300 } })).toBe(400);
    // block 1: 1.6 × 1.8 × 100 = 288; block 2: 1.5 × 1.7 × 300 = 765
    expect(potentialPayout(COUPON_TYPE.multiBlock, blockLegs, { amountByBlockId: { 1: 100, 2: 300 } })).toEqual(ex(1053));
  });

  it('many singles: a line per leg with its own amount', () => {
    expect(couponLines(COUPON_TYPE.manySingles, legs(3), { amountByLeg: [100, 200, 300] })).toEqual([
      { legs: [0], stakeMinor: 100 }, { legs: [1], stakeMinor: 200 }, { legs: [2], stakeMinor: 300 },
    ]);
    expect(totalStakeMinor(COUPON_TYPE.manySingles, legs(3), { amountByLeg: [100, 200, 300] })).toBe(600);
  });

  it('throws for wrong leg counts, missing stakes, sequential types and bad system values', () => {
    expect(() => couponLines(COUPON_TYPE.single, legs(2), { amountMinor: 1 })).toThrow(RangeError);
    expect(() => couponLines(COUPON_TYPE.patent, legs(4), { amountMinor: 1 })).toThrow(RangeError);
    expect(() => couponLines(COUPON_TYPE.lucky, legs(3), { amountMinor: 1 })).toThrow(RangeError);
    expect(() => couponLines(COUPON_TYPE.lucky, legs(7), { amountMinor: 1 })).toThrow(RangeError);
    expect(() => couponLines(COUPON_TYPE.express, legs(2), {})).toThrow(/amountMinor/);
    expect(() => couponLines(COUPON_TYPE.express, legs(2), { amountMinor: 1.5 })).toThrow(RangeError);
    expect(() => couponLines(COUPON_TYPE.manySingles, legs(2), { amountByLeg: [1] })).toThrow(RangeError);
    expect(() => couponLines(COUPON_TYPE.multiBlock, [{ coefMilli: 1500, blockId: 3 }], { amountByBlockId: {} })).toThrow(/amountByBlockId\[3\]/);
    expect(() => couponLines(COUPON_TYPE.chain, legs(2), { amountMinor: 1 })).toThrow(RangeError);
    expect(() => couponLines(COUPON_TYPE.system, legs(3), { amountMinor: 1, systemValue: 4 })).toThrow(RangeError);
  });
});

describe('system values (spec §3 System value, §5)', () => {
  const five: Leg[] = Array.from({ length: 5 }, () => ({ coefMilli: 2000 }));

  it('5 legs: values 2, 3, 4 (offset 4) with 10, 10, 5 combinations', () => {
    expect(systemValues(five, 50)).toEqual([
      { value: 2, offset: 4, combo: 10, minBetAmount: 500 },
      { value: 3, offset: 4, combo: 10, minBetAmount: 500 },
      { value: 4, offset: 4, combo: 5, minBetAmount: 250 },
    ]);
  });

  it('bankers are left out: 5 legs with 1 banker → values 2, 3 of 4', () => {
    const legs = five.map((l, i) => ({ ...l, isBanker: i === 0 }));
    expect(systemValues(legs)).toEqual([
      { value: 2, offset: 3, combo: 6, minBetAmount: 0 },
      { value: 3, offset: 3, combo: 4, minBetAmount: 0 },
    ]);
  });

  it('fewer than 3 non-banker legs offer no value', () => {
    expect(systemValues(five.slice(0, 2))).toEqual([]);
  });

  it.each([[1, false], [2, true], [4, true], [5, false], [2.5, false]])('isSystemValueValid(%d) on 5 legs = %s', (value, ok) => {
    expect(isSystemValueValid(value, five)).toBe(ok);
  });

  it('isSystemValueValid at the offset with bankers', () => {
    const legs = five.map((l, i) => ({ ...l, isBanker: i < 2 }));
    expect(isSystemValueValid(2, legs)).toBe(true);
    expect(isSystemValueValid(3, legs)).toBe(false);
  });
});

describe('coefficients', () => {
  it('expressCoefMilli is exact thousandths; totalCoef rounds for display', () => {
    expect(expressCoefMilli([leg(1.91), leg(2)])).toEqual(ex(3820));
    expect(expressCoefMilli([leg(1.91), leg(1.91)])).toEqual(ex(36_481, 10));
    expect(totalCoef([leg(1.91), leg(1.91)])).toBe(3.648);
    expect(totalCoef([leg(1.005), leg(1.1)])).toBe(1.106); // 1.1055 → 1.106 (half up)
    expect(totalCoef([])).toBe(1);
    expect(() => antiExpressCoef([])).toThrow(RangeError);
  });

  it('stakes of the sequential types', () => {
    const legs = [leg(2), leg(3)];
    expect(totalStakeMinor(COUPON_TYPE.antiExpress, legs, { amountMinor: 700 })).toBe(700);
    expect(totalStakeMinor(COUPON_TYPE.chain, legs, { amountMinor: 700 })).toBe(700);
    expect(() => totalStakeMinor(COUPON_TYPE.conditional, legs, { amountByLeg: [1] })).toThrow(RangeError);
  });
});

describe('settleCoupon: pending and status', () => {
  it('an express with an unsettled leg is pending, unless a leg lost', () => {
    expect(settleCoupon(COUPON_TYPE.express, [leg(2), leg(3, P)], { amountMinor: 100 })).toBeNull();
    expect(settleCoupon(COUPON_TYPE.express, [leg(2), leg(3, BET_STATUS.notCalculated)], { amountMinor: 100 })).toBeNull();
    expect(settleCoupon(COUPON_TYPE.express, [leg(2, L), leg(3, P)], { amountMinor: 100 })).toEqual({ payout: ex(0), payoutMinor: 0, statusId: L });
  });

  it('a system / lucky / many singles with an unsettled leg is pending', () => {
    expect(settleCoupon(COUPON_TYPE.system, [leg(2, L), leg(3), leg(4, P)], { amountMinor: 100 })).toBeNull();
    expect(settleCoupon(COUPON_TYPE.manySingles, [leg(2), leg(3, P)], { amountByLeg: [1, 1] })).toBeNull();
    expect(settleCoupon(COUPON_TYPE.single, [leg(2, P)], { amountMinor: 1 })).toBeNull();
  });

  it('a single takes its leg status', () => {
    expect(settleCoupon(COUPON_TYPE.single, [leg(2, BET_STATUS.halfLoseHalfReturn)], { amountMinor: 1000 })).toEqual({
      payout: ex(500), payoutMinor: 500, statusId: BET_STATUS.halfLoseHalfReturn,
    });
    expect(settleCoupon(COUPON_TYPE.single, [leg(2, BET_STATUS.forcedReturn)], { amountMinor: 1000 })?.statusId).toBe(BET_STATUS.forcedReturn);
    expect(settleCoupon(COUPON_TYPE.single, [leg(2, BET_STATUS.halfLoseHalfWin)], { amountMinor: 1000 })?.payoutMinor).toBe(1000);
  });

  it('every leg void → return; the stake back with a non-void leg is a win', () => {
    expect(settleCoupon(COUPON_TYPE.express, [leg(2, R), leg(3, BET_STATUS.forcedReturn)], { amountMinor: 1000 })).toEqual({
      payout: ex(1000), payoutMinor: 1000, statusId: R,
    });
    // 2.0 half-lose-half-win (×1) and a void leg: the stake comes back, but not every leg is void
    expect(settleCoupon(COUPON_TYPE.express, [leg(2, BET_STATUS.halfLoseHalfWin), leg(3, R)], { amountMinor: 1000 })).toEqual({
      payout: ex(1000), payoutMinor: 1000, statusId: W,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const coefArb = fc.integer({ min: 1001, max: 20_000 });
const settledStatusArb = fc.constantFrom<BetStatusId>(0, 1, 2, 3, 4, 5, 6);
const settledLegArb = fc.record({ coefMilli: coefArb, statusId: settledStatusArb });
const stakeArb = fc.integer({ min: 1, max: 1_000_000 });

/** Independent float oracle of a leg's return per unit. */
function floatFactor(l: SettledLeg): number {
  const c = l.coefMilli / 1000;
  return [0, c, 1, 1, (c + 1) / 2, 0.5, c / 2][l.statusId]!;
}

/** Every k-subset of 0..n−1 by bitmask (independent of combinationsOf). */
function subsetsBySize(n: number, k: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const picked = Array.from({ length: n }, (_, i) => i).filter((i) => mask & (1 << i));
    if (picked.length === k) out.push(picked);
  }
  return out;
}

describe('properties', () => {
  it('a payout is never negative, and an express matches a float oracle', () => {
    fc.assert(
      fc.property(fc.array(settledLegArb, { minLength: 1, maxLength: 8 }), stakeArb, (legs, stake) => {
        const result = settleCoupon(COUPON_TYPE.express, legs, { amountMinor: stake })!;
        expect(result.payout.num >= 0n).toBe(true);
        const expected = legs.reduce((acc, l) => acc * floatFactor(l), stake);
        expect(exactToNumber(result.payout)).toBeCloseTo(expected, 6 - Math.max(0, Math.ceil(Math.log10(expected + 1))));
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
        fc.array(settledLegArb, { minLength: 4, maxLength: 6 }),
        stakeArb,
        (typeId, legs, stake) => {
          const used = typeId === COUPON_TYPE.single ? legs.slice(0, 1) : typeId === COUPON_TYPE.patent ? legs.slice(0, 3) : legs;
          const stakes: CouponStakes = { amountMinor: stake, amountByLeg: used.map(() => stake), amountByBlockId: { 0: stake }, systemValue: 2 };
          const result = settleCoupon(typeId, used, stakes)!;
          expect(compareExact(result.payout, exact(0))).toBeGreaterThanOrEqual(0);
          expect(result.payoutMinor).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a system pays the sum of its combinations, each settled as an express', () => {
    fc.assert(
      fc.property(
        fc.array(settledLegArb, { minLength: 3, maxLength: 7 }),
        fc.integer({ min: 2, max: 6 }),
        stakeArb,
        (legs, rawK, stake) => {
          const k = Math.min(rawK, legs.length - 1);
          const system = settleCoupon(COUPON_TYPE.system, legs, { amountMinor: stake, systemValue: k })!;
          let sum = exact(0);
          for (const subset of subsetsBySize(legs.length, k)) {
            sum = addExact(sum, settleCoupon(COUPON_TYPE.express, subset.map((i) => legs[i]!), { amountMinor: stake })!.payout);
          }
          expect(system.payout).toEqual(sum);
          expect(totalStakeMinor(COUPON_TYPE.system, legs, { amountMinor: stake, systemValue: k })).toBe(subsetsBySize(legs.length, k).length * stake);
        },
      ),
    );
  });

  it('a void leg leaves an express unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(settledLegArb, { minLength: 1, maxLength: 6 }),
        coefArb,
        fc.constantFrom<BetStatusId>(BET_STATUS.return, BET_STATUS.forcedReturn),
        fc.nat(),
        stakeArb,
        (legs, voidCoef, voidStatus, at, stake) => {
          const position = at % (legs.length + 1);
          const withVoid = [...legs.slice(0, position), { coefMilli: voidCoef, statusId: voidStatus }, ...legs.slice(position)];
          const a = settleCoupon(COUPON_TYPE.express, legs, { amountMinor: stake })!;
          const b = settleCoupon(COUPON_TYPE.express, withVoid, { amountMinor: stake })!;
          expect(b.payout).toEqual(a.payout);
        },
      ),
    );
  });

  it('when every leg wins the payout equals potentialPayout', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 2, 3, 4, 5, 7, 8, 9),
        fc.array(coefArb, { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 1, max: 6 }),
        stakeArb,
        (typeId, coefs, rawCount, stake) => {
          const count = typeId === 0 ? 1 : typeId === 8 ? 3 : typeId === 7 ? Math.max(4, rawCount) : typeId === 2 ? Math.max(3, rawCount) : rawCount;
          const legs = coefs.slice(0, count).map((coefMilli, i) => ({ coefMilli, statusId: W, blockId: i % 2 }));
          const stakes: CouponStakes = { amountMinor: stake, amountByLeg: legs.map((_, i) => stake + i), amountByBlockId: { 0: stake, 1: stake * 2 } };
          expect(settleCoupon(typeId, legs, stakes)!.payout).toEqual(potentialPayout(typeId, legs, stakes));
        },
      ),
    );
  });

  it('floorMinor(payout) ≤ the exact payout < floorMinor(payout) + 1', () => {
    fc.assert(
      fc.property(fc.array(settledLegArb, { minLength: 1, maxLength: 6 }), stakeArb, (legs, stake) => {
        const { payout, payoutMinor } = settleCoupon(COUPON_TYPE.express, legs, { amountMinor: stake })!;
        expect(compareExact(exact(payoutMinor), payout)).toBeLessThanOrEqual(0);
        expect(compareExact(payout, exact(payoutMinor + 1))).toBe(-1);
      }),
    );
  });

  it('a lucky bet is Π(1 + cᵢ) − 1 times the line stake when every leg wins', () => {
    fc.assert(
      fc.property(fc.array(coefArb, { minLength: 4, maxLength: 6 }), stakeArb, (coefs, stake) => {
        const legs = coefs.map((coefMilli) => ({ coefMilli, statusId: W }));
        // Π(1 + c) − 1 with c = m/1000: (Π(1000 + m) − 1000ⁿ) / 1000ⁿ
        const n = BigInt(coefs.length);
        const num = coefs.reduce((acc, m) => acc * BigInt(1000 + m), 1n) - 1000n ** n;
        expect(settleCoupon(COUPON_TYPE.lucky, legs, { amountMinor: stake })!.payout).toEqual(exact(num * BigInt(stake), 1000n ** n));
      }),
    );
  });
});

describe('lineCount (spec §3 System value combo)', () => {
  const legs = (n: number): Leg[] => Array.from({ length: n }, () => ({ coefMilli: 2000 }));
  it('counts the bet lines of each coupon type', () => {
    expect(lineCount(COUPON_TYPE.single, legs(1), { amountMinor: 100 })).toBe(1);
    expect(lineCount(COUPON_TYPE.express, legs(4), { amountMinor: 100 })).toBe(1);
    expect(lineCount(COUPON_TYPE.system, legs(4), { amountMinor: 100, systemValue: 2 })).toBe(6);
    expect(lineCount(COUPON_TYPE.system, [...legs(3), { coefMilli: 1500, isBanker: true }], { amountMinor: 100, systemValue: 2 })).toBe(3);
    expect(lineCount(COUPON_TYPE.lucky, legs(4), { amountMinor: 100 })).toBe(15);
    expect(lineCount(COUPON_TYPE.patent, legs(3), { amountMinor: 100 })).toBe(7);
    expect(lineCount(COUPON_TYPE.manySingles, legs(3), { amountByLeg: [100, 200, 300] })).toBe(3);
    expect(lineCount(COUPON_TYPE.chain, legs(3), { amountMinor: 100 })).toBe(3);
    expect(lineCount(COUPON_TYPE.conditional, legs(2), { amountByLeg: [100, 100] })).toBe(2);
    expect(lineCount(COUPON_TYPE.antiExpress, legs(3), { amountMinor: 100 })).toBe(1);
  });
});
