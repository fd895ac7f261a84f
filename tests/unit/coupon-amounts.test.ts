/**
 * Coupon number rules of spec §9 (src/domain/coupon/amounts.ts): 3-decimal coefficients,
 * 2-decimal maximum amounts by block, amount steps and initial amounts per currency with the RUB
 * fallback.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_CURRENCY,
  amountStepOf,
  coefToMilli,
  initialAmountOf,
  milliToCoef,
  roundCoef,
  roundMaxAmountByBlock,
} from '../../src/domain/coupon/amounts.ts';

describe('roundCoef: 3 decimals, half away from zero (spec §9)', () => {
  it.each([
    [1.0005, 1.001], [1.0004, 1], [2.0004, 2], [1.91, 1.91], [1.2345, 1.235], [1.2344999, 1.234], [-1.0005, -1.001],
    [2.675, 2.675], [3.6481, 3.648], [1.9995, 2], [0, 0], [-0.0001, 0], [100.0005, 100.001],
  ])('roundCoef(%d) = %d', (x, expected) => {
    expect(roundCoef(x)).toBe(expected);
  });

  it('throws RangeError for NaN / Infinity', () => {
    expect(() => roundCoef(Number.NaN)).toThrow(RangeError);
    expect(() => roundCoef(Infinity)).toThrow(RangeError);
  });

  it('leaves 3-decimal values unchanged and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (m) => {
        expect(roundCoef(m / 1000)).toBe(m / 1000);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const r = roundCoef(x);
        expect(roundCoef(r)).toBe(r);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });
});

describe('coefToMilli / milliToCoef', () => {
  it.each([[1.91, 1910], [2, 2000], [1.1, 1100], [1.001, 1001], [1.255, 1255], [1000.5, 1_000_500], [0.1 + 1.2, 1300]])(
    'coefToMilli(%d) = %i',
    (coef, milli) => {
      expect(coefToMilli(coef)).toBe(milli);
    },
  );

  it.each([[1], [0.5], [1.0004], [1.2345], [Number.NaN], [Infinity], [-2]])('coefToMilli(%d) throws RangeError', (coef) => {
    expect(() => coefToMilli(coef)).toThrow(RangeError);
  });

  it('round-trips every 3-decimal coefficient (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 10_000_000 }), (m) => {
        expect(coefToMilli(milliToCoef(m))).toBe(m);
      }),
    );
  });
});

describe('roundMaxAmountByBlock: 2 decimals (spec §9)', () => {
  it.each([[1.005, 1.01], [1.004, 1], [1234.5678, 1234.57], [10, 10], [0.125, 0.13], [99.994999, 99.99]])(
    'roundMaxAmountByBlock(%d) = %d',
    (x, expected) => {
      expect(roundMaxAmountByBlock(x)).toBe(expected);
    },
  );
});

describe('amount steps and initial amounts (spec §9)', () => {
  it.each([
    ['RUB', 100, 150], ['USD', 2.5, 5], ['EUR', 2.5, 5], ['KZT', 500, 1000], ['AZN', 1, 2], ['UAH', 50, 100], ['TRY', 50, 100],
    ['JPY', 500, 1000], ['KWD', 1, 2], ['usd', 2.5, 5],
  ])('%s: step %d, initial %d', (iso, step, initial) => {
    expect(amountStepOf(iso)).toBe(step);
    expect(initialAmountOf(iso)).toBe(initial);
  });

  it('an unknown currency falls back to RUB', () => {
    expect(FALLBACK_CURRENCY).toBe('RUB');
    expect(amountStepOf('XYZ')).toBe(100);
    expect(initialAmountOf('GBP')).toBe(150);
    expect(amountStepOf('')).toBe(100);
    expect(initialAmountOf('toString')).toBe(150);
  });
});
