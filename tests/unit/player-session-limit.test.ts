/** Session limit: 1..24 hours or -1 (spec §5), timer hours × 3600000 ms (spec §9). */
import { describe, expect, it } from 'vitest';
import { isValidSessionLimitHours, sessionLimitEndsAt, sessionLimitMs } from '../../src/domain/player/session-limit.ts';

const START = Date.UTC(2025, 2, 10, 8);

describe('session limit (spec §4, §5, §9)', () => {
  it.each([
    [1, 3_600_000], [2, 7_200_000], [12, 43_200_000], [24, 86_400_000], [-1, null],
  ] as const)('%i h → timer %s ms', (hours, ms) => {
    expect(sessionLimitMs(hours)).toBe(ms);
    expect(sessionLimitEndsAt(START, hours)).toBe(ms === null ? null : START + ms);
  });

  it.each([0, 25, -2, 1.5, 23.9, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d h with a RangeError naming it', (hours) => {
    expect(isValidSessionLimitHours(hours)).toBe(false);
    expect(() => sessionLimitEndsAt(START, hours)).toThrow(RangeError);
    expect(() => sessionLimitEndsAt(START, hours)).toThrow(`session limit ${String(hours)} h`);
  });

  it('rejects a non-finite start', () => {
    expect(() => sessionLimitEndsAt(Number.NaN, 2)).toThrow(RangeError);
  });

  it('a limit that is not set ends never, whatever the start', () => {
    expect(sessionLimitEndsAt(Number.NaN, -1)).toBeNull();
  });
});
