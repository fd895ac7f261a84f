/** Bonus bet of spec §4 (src/domain/coupon/bonus-bet.ts): availability and coefficient. */
import { describe, expect, it } from 'vitest';
import { bonusBetCoef, isBonusBetAvailable, type BonusBetInput } from '../../src/domain/coupon/bonus-bet.ts';

describe('bonusBetCoef: 1 + n/100 for n = 1..9, else 1.1', () => {
  it.each([[1, 1.01], [2, 1.02], [3, 1.03], [7, 1.07], [9, 1.09], [10, 1.1], [11, 1.1], [30, 1.1]])('%i bets → %d', (n, coef) => {
    expect(bonusBetCoef(n)).toBe(coef);
  });

  it.each([[0], [-1], [2.5], [Number.NaN]])('%d throws RangeError', (n) => {
    expect(() => bonusBetCoef(n)).toThrow(RangeError);
  });
});

describe('isBonusBetAvailable', () => {
  const base: BonusBetInput = {
    featureOn: true,
    typeId: 1,
    bets: [{ coef: 1.5, kind: 0 }, { coef: 2, kind: 0 }, { coef: 1.1, kind: 0 }],
    totalCoef: 3.3,
  };

  it('an express of 3 bets at ≥ 1.1 with the feature on', () => {
    expect(isBonusBetAvailable(base)).toBe(true);
  });

  it.each([
    ['feature off', { featureOn: false }],
    ['not an express (system)', { typeId: 2 }],
    ['not an express (single)', { typeId: 0 }],
    ['only 2 bets', { bets: base.bets.slice(0, 2) }],
    ['a bet below 1.1', { bets: [...base.bets.slice(0, 2), { coef: 1.099, kind: 0 }] }],
    ['a bet of kind 7', { bets: [...base.bets.slice(0, 2), { coef: 1.5, kind: 7 }] }],
    ['total below 1.01', { totalCoef: 1.009 }],
  ] as const)('not with %s', (_, change) => {
    expect(isBonusBetAvailable({ ...base, ...change })).toBe(false);
  });

  it('at the boundaries: 1.1 legs, total exactly 1.01, float-noisy 1.1', () => {
    expect(isBonusBetAvailable({ ...base, totalCoef: 1.01 })).toBe(true);
    expect(isBonusBetAvailable({ ...base, bets: [{ coef: 1.1, kind: 0 }, { coef: 1.1, kind: 6 }, { coef: 0.1 + 1.0, kind: 0 }] })).toBe(true);
  });
});
