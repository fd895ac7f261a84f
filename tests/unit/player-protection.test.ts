/** Protection level bands of spec §4 (Protection level) and §9 (thresholds 30, 70, 100). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { protectionBand } from '../../src/domain/player/protection.ts';

describe('protectionBand (spec §4, §9)', () => {
  it.each([
    [0, 'bad'], [1, 'bad'], [29, 'bad'], [30, 'bad'],
    [30.01, 'normal'], [31, 'normal'], [50, 'normal'], [69, 'normal'], [69.99, 'normal'],
    [70, 'good'], [71, 'good'], [99, 'good'], [99.99, 'good'],
    [100, 'full'],
  ] as const)('%d → %s', (level, band) => {
    expect(protectionBand(level)).toBe(band);
  });

  it.each([-1, -0.01, 100.01, 101, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'rejects %d with a RangeError naming the value',
    (level) => {
      expect(() => protectionBand(level)).toThrow(RangeError);
      expect(() => protectionBand(level)).toThrow(String(level));
    },
  );

  it('bands never go down as the level rises', () => {
    const order = ['bad', 'normal', 'good', 'full'];
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(protectionBand(lo))).toBeLessThanOrEqual(order.indexOf(protectionBand(hi)));
      }),
    );
  });
});
