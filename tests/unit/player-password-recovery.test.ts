/** Password recovery: "a failed code is wrong_code if its expiry is in the future, otherwise time_up" (spec §4). */
import { describe, expect, it } from 'vitest';
import { classifyFailedCode } from '../../src/domain/player/password-recovery.ts';

const NOW = 1_700_000_000_000;

describe('classifyFailedCode (spec §4)', () => {
  it.each([
    [NOW + 60_000, 'wrong_code'],
    [NOW + 1, 'wrong_code'],
    [NOW, 'time_up'],
    [NOW - 1, 'time_up'],
    [NOW - 3_600_000, 'time_up'],
    [null, 'time_up'],
    [Number.NaN, 'time_up'],
  ] as const)('expiry %s → %s', (expiresAtMs, expected) => {
    expect(classifyFailedCode(expiresAtMs, NOW)).toBe(expected);
  });
});
