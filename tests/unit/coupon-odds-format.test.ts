/**
 * Coefficient views of spec §9 (src/domain/coupon/odds-format.ts): the public vectors, the
 * traditional UK fractional ladder (nearest ladder price, whole numbers above 100/1), the Asian formats and properties.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COEF_VIEW,
  FRACTIONAL_LADDER,
  formatCoef,
  toAmerican,
  toFractional,
  toHongKong,
  toIndonesian,
  toMalay,
} from '../../src/domain/coupon/odds-format.ts';

describe('COEF_VIEW (spec §9 views 0, 1, 2 and variants 4, 5, 6, 14, 15, 16)', () => {
  it('has the spec ids', () => {
    expect(Object.values(COEF_VIEW).sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
  });
});

describe('public vectors', () => {
  it('1.25', () => {
    expect(toAmerican(1.25)).toBe(-400);
    expect(toHongKong(1.25)).toBeCloseTo(0.25, 12);
    expect(toIndonesian(1.25)).toBeCloseTo(-4, 12);
    expect(toMalay(1.25)).toBeCloseTo(0.25, 12);
    expect(toFractional(1.25)).toEqual({ num: 1, den: 4 });
    expect(formatCoef(1.25, COEF_VIEW.american)).toBe('-400');
    expect(formatCoef(1.25, COEF_VIEW.hongKong)).toBe('0.25');
    expect(formatCoef(1.25, COEF_VIEW.indonesian)).toBe('-4.00');
    expect(formatCoef(1.25, COEF_VIEW.malay)).toBe('0.25');
    expect(formatCoef(1.25, COEF_VIEW.fractional)).toBe('1/4');
  });

  it('2.50', () => {
    expect(toAmerican(2.5)).toBe(150);
    expect(formatCoef(2.5, COEF_VIEW.american)).toBe('+150');
    expect(toFractional(2.5)).toEqual({ num: 3, den: 2 });
    expect(formatCoef(2.5, COEF_VIEW.fractional)).toBe('3/2');
    expect(formatCoef(2.5, COEF_VIEW.malay3)).toBe('-0.667');
    expect(formatCoef(2.5, COEF_VIEW.malay)).toBe('-0.67');
    expect(formatCoef(2.5, COEF_VIEW.hongKong)).toBe('1.50');
    expect(formatCoef(2.5, COEF_VIEW.indonesian)).toBe('+1.50');
    expect(toMalay(2.5)).toBeCloseTo(-2 / 3, 12);
    expect(formatCoef(2.5, COEF_VIEW.decimal)).toBe('2.50');
  });

  it('1.91, 1.67 and 2.0', () => {
    expect(formatCoef(1.91, COEF_VIEW.fractional)).toBe('10/11');
    expect(formatCoef(1.67, COEF_VIEW.fractional)).toBe('4/6');
    expect(toAmerican(2)).toBe(100);
    expect(formatCoef(2, COEF_VIEW.american)).toBe('+100');
    expect(formatCoef(2, COEF_VIEW.fractional)).toBe('1/1');
    expect(formatCoef(2, COEF_VIEW.malay)).toBe('1.00');
  });
});

describe('toFractional: traditional UK ladder', () => {
  it.each([
    [1.91, 10, 11], [1.67, 4, 6], [1.25, 1, 4], [2.5, 3, 2], [1.5, 1, 2], [2.0, 1, 1], [1.8, 4, 5], [1.83, 5, 6],
    [1.73, 8, 11], [2.2, 6, 5], [2.75, 7, 4], [3.0, 2, 1], [6.0, 5, 1], [11, 10, 1], [1.909, 10, 11], [1.667, 4, 6],
    [1.364, 4, 11], [3.125, 85, 40], [1.01, 1, 100], [101, 100, 1],
  ])('%d → %i/%i', (coef, num, den) => {
    expect(toFractional(coef)).toEqual({ num, den });
  });

  it('takes the nearest ladder entry (1.905 → 10/11, 1.13 → 2/15 not 1/8)', () => {
    expect(toFractional(1.905)).toEqual({ num: 10, den: 11 });
    expect(toFractional(1.13)).toEqual({ num: 2, den: 15 });
  });

  it.each([
    [2.3, 5, 4], [1.37, 4, 11], [1.003, 1, 100], [3.4, 5, 2], [3.774, 11, 4], [19.3, 18, 1], [150, 149, 1],
  ])('off the ladder: %d → %i/%i (the nearest ladder price; above 100/1 the nearest whole number)', (coef, num, den) => {
    expect(toFractional(coef)).toEqual({ num, den });
  });

  it('every ladder entry maps to itself', () => {
    for (const [num, den] of FRACTIONAL_LADDER) {
      const coef = Math.round((1 + num / den) * 1000) / 1000;
      expect(toFractional(coef), `${num}/${den}`).toEqual({ num, den });
    }
  });

  it('is always a ladder price no other ladder price is nearer to, or above 100/1 a whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 200_000 }), (m) => {
        const { num, den } = toFractional(m / 1000);
        const err = Math.abs(1 + num / den - m / 1000);
        if (m > 101_000) {
          expect(den).toBe(1);
          expect(err).toBeLessThanOrEqual(0.5);
          return;
        }
        expect(FRACTIONAL_LADDER.some(([n, d]) => n === num && d === den)).toBe(true);
        for (const [n, d] of FRACTIONAL_LADDER) expect(Math.abs(1 + n / d - m / 1000)).toBeGreaterThanOrEqual(err - 1e-12);
      }),
    );
  });
});

describe('American, Hong Kong, Indonesian, Malay', () => {
  it.each([
    [1.91, -110], [1.5, -200], [1.01, -10000], [3, 200], [1.995, -101], [2.001, 100], [10.5, 950], [1.8, -125],
  ])('toAmerican(%d) = %i', (coef, american) => {
    expect(toAmerican(coef)).toBe(american);
  });

  it('rounds American odds half away from zero (1.8 + tie cases)', () => {
    // −100 / 0.008 = −12500 exactly; −100/0.016 = −6250; +100 × 1.0005 is not reachable at 3 decimals
    expect(toAmerican(1.008)).toBe(-12500);
    // 1.064: −100/0.064 = −1562.5 → −1563 (away from zero)
    expect(toAmerican(1.064)).toBe(-1563);
    // 2.005: +100 × 1.005 = 100.5 → 101
    expect(toAmerican(2.005)).toBe(101);
  });

  it.each([
    [COEF_VIEW.hongKong, 1.91, '0.91'], [COEF_VIEW.hongKong3, 1.255, '0.255'], [COEF_VIEW.indonesian, 1.91, '-1.10'],
    [COEF_VIEW.indonesian3, 1.91, '-1.099'], [COEF_VIEW.indonesian3, 3, '+2.000'], [COEF_VIEW.malay, 3, '-0.50'],
    [COEF_VIEW.malay3, 1.91, '0.910'], [COEF_VIEW.hongKong3, 2.5, '1.500'], [COEF_VIEW.malay, 2.001, '-1.00'],
    [COEF_VIEW.malay3, 2.001, '-0.999'], [COEF_VIEW.indonesian, 1.999, '-1.00'],
  ])('view %i of %d = %s', (view, coef, text) => {
    expect(formatCoef(coef, view)).toBe(text);
  });

  it('Indonesian = American / 100 and Malay = −1/HK above 2 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 100_000 }), (m) => {
        const c = m / 1000;
        const profit = (m - 1000) / 1000;
        expect(toHongKong(c)).toBeCloseTo(profit, 9);
        expect(toIndonesian(c)).toBeCloseTo(c >= 2 ? profit : -1 / profit, 9);
        expect(toMalay(c)).toBeCloseTo(c <= 2 ? profit : -1 / profit, 9);
        expect(Math.abs(toAmerican(c) - toIndonesian(c) * 100)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe('formatCoef decimal view', () => {
  it.each([
    [1.91, '1.91'], [2.5, '2.50'], [1.255, '1.255'], [2, '2.00'], [10, '10.00'], [1.001, '1.001'], [1.1, '1.10'], [1.0005, '1.001'],
  ])('%d → %s', (coef, text) => {
    expect(formatCoef(coef, COEF_VIEW.decimal)).toBe(text);
  });

  it('an unknown view id shows the decimal view', () => {
    expect(formatCoef(1.91, 3)).toBe('1.91');
    expect(formatCoef(2.5, 99)).toBe('2.50');
  });

  it('reads back to the coefficient (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (m) => {
        const text = formatCoef(m / 1000, COEF_VIEW.decimal);
        expect(text).toMatch(/^\d+\.\d{2,3}$/);
        expect(Math.round(Number(text) * 1000)).toBe(m);
      }),
    );
  });

  it('throws RangeError for a coefficient not above 1 or not finite', () => {
    expect(() => formatCoef(1, COEF_VIEW.decimal)).toThrow(RangeError);
    expect(() => toAmerican(0.5)).toThrow(RangeError);
    expect(() => toFractional(Number.NaN)).toThrow(RangeError);
    expect(() => toMalay(Infinity)).toThrow(RangeError);
  });
});
