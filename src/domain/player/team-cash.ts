/**
 * Team-cash modal of spec §4 ("Team-cash modal shows only with exactly 3 or 4 entries with
 * status 2"), over payment history entries (spec §3, `status_id`); cookie lifetime of spec §9.
 */

/** Payment history status the rule counts (spec §4). */
const TEAM_CASH_STATUS = 2;
/** Lifetime of the team-cash cookie, ms: 321408e5 (372 days) (spec §9). */
export const TEAM_CASH_COOKIE_MS = 321408e5;

/**
 * True when the team-cash modal shows (spec §4): the number of entries whose `status_id` is 2 is
 * exactly 3 or 4. Entries with other statuses do not count and do not prevent the modal.
 * @param entries payment history entries (only `status_id` is read)
 */
export function showTeamCashModal(entries: readonly { status_id: number }[]): boolean {
  const matching = entries.filter((entry) => entry.status_id === TEAM_CASH_STATUS).length;
  return matching === 3 || matching === 4;
}
