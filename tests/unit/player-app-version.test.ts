/** App version: "an update is needed when the latest version differs from the current one" (spec §4). */
import { describe, expect, it } from 'vitest';
import { isUpdateNeeded } from '../../src/domain/player/app-version.ts';

describe('isUpdateNeeded (spec §4 App version)', () => {
  it.each<[string | null | undefined, string | null | undefined, boolean]>([
    ['1.0.0', '1.0.1', true],
    ['1.0.1', '1.0.0', true],
    ['abc123', 'def456', true],
    ['1.0.0', '1.0.0', false],
    ['1.0.0', '1.0.0\n', false],
    ['1.0.0', '', false],
    ['', '1.0.0', false],
    ['1.0.0', '   ', false],
    ['1.0.0', null, false],
    [undefined, '1.0.0', false],
    ['', '', false],
  ])('current %j, latest %j → %s', (current, latest, expected) => {
    expect(isUpdateNeeded(current, latest)).toBe(expected);
  });
});
