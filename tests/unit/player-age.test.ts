/** Age confirmation of spec §5 and §9 (remembered 3 days = 259200000 ms). */
import { describe, expect, it } from 'vitest';
import { AGE_REMEMBER_MS, ageConfirmationNeeded } from '../../src/domain/player/age.ts';

const NOW = Date.UTC(2025, 5, 1, 12);

describe('ageConfirmationNeeded (spec §5)', () => {
  it('remembers a confirmation for 3 days, 259200000 ms', () => {
    expect(AGE_REMEMBER_MS).toBe(259_200_000);
    expect(AGE_REMEMBER_MS).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it.each([
    ['popup off, nothing stored', false, null, false],
    ['popup off, old confirmation', false, NOW - 10 * AGE_REMEMBER_MS, false],
    ['popup on, nothing stored', true, null, true],
    ['popup on, confirmed just now', true, NOW, false],
    ['popup on, confirmed 1 ms ago', true, NOW - 1, false],
    ['popup on, confirmed 259199999 ms ago', true, NOW - 259_199_999, false],
    ['popup on, confirmed exactly 259200000 ms ago', true, NOW - 259_200_000, true],
    ['popup on, confirmed 259200001 ms ago', true, NOW - 259_200_001, true],
    ['popup on, confirmed a week ago', true, NOW - 7 * 86_400_000, true],
    ['popup on, stored time in the future', true, NOW + 60_000, true],
    ['popup on, stored time NaN', true, Number.NaN, true],
  ] as const)('%s → %s', (_label, flag, storedAt, expected) => {
    expect(ageConfirmationNeeded(flag, storedAt, NOW)).toBe(expected);
  });
});
