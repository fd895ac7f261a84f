/** Team-cash modal: "shows only with exactly 3 or 4 entries with status 2" (spec §4). */
import { describe, expect, it } from 'vitest';
import { TEAM_CASH_COOKIE_MS, showTeamCashModal } from '../../src/domain/player/team-cash.ts';

const entries = (...statuses: number[]) => statuses.map((status_id) => ({ status_id }));

describe('showTeamCashModal (spec §4)', () => {
  it.each<[string, { status_id: number }[], boolean]>([
    ['none', [], false],
    ['2 with status 2', entries(2, 2), false],
    ['3 with status 2', entries(2, 2, 2), true],
    ['4 with status 2', entries(2, 2, 2, 2), true],
    ['5 with status 2', entries(2, 2, 2, 2, 2), false],
    ['3 with status 2 among others', entries(1, 2, 0, 2, 3, 2), true],
    ['4 with status 2 among others', entries(2, 2, 5, 2, 2, 1), true],
    ['2 with status 2 among 4 entries', entries(2, 2, 1, 3), false],
    ['4 entries, none with status 2', entries(1, 1, 3, 3), false],
  ])('%s → %s', (_label, list, expected) => {
    expect(showTeamCashModal(list)).toBe(expected);
  });

  it('team-cash cookie lives 321408e5 ms (spec §9)', () => {
    expect(TEAM_CASH_COOKIE_MS).toBe(32_140_800_000);
  });
});
