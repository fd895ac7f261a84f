/**
 * Session limit of spec §4 (Session limit), §5 (session limit 1 to 24 hours or not set, -1) and
 * §9 ("Session limit timer hours x 3600000 ms"; limit type 31, in hours).
 */

/** One hour, ms (spec §9). */
const HOUR_MS = 3_600_000;
/** Value of a session limit that is not set (spec §5). */
const SESSION_LIMIT_NOT_SET = -1;
/** Smallest and largest session limit, whole hours (spec §5). */
const SESSION_LIMIT_HOURS = { min: 1, max: 24 } as const;

/**
 * True for a valid session limit value: a whole number of hours 1..24, or -1 (not set) (spec §5).
 * @param hours session limit, hours
 */
export function isValidSessionLimitHours(hours: number): boolean {
  return hours === SESSION_LIMIT_NOT_SET || (Number.isInteger(hours) && hours >= SESSION_LIMIT_HOURS.min && hours <= SESSION_LIMIT_HOURS.max);
}

/**
 * Length of the session limit timer, ms: hours × 3600000 (spec §9), or null when not set (-1).
 * @param hours session limit, whole hours 1..24, or -1
 * @throws RangeError naming the value for anything else
 */
export function sessionLimitMs(hours: number): number | null {
  if (!isValidSessionLimitHours(hours)) {
    throw new RangeError(`session limit ${String(hours)} h is not 1..24 whole hours or -1 (not set)`);
  }
  return hours === SESSION_LIMIT_NOT_SET ? null : hours * HOUR_MS;
}

/**
 * When the session limit ends, ms since the epoch: `startedAtMs` + hours × 3600000, or null when
 * no limit is set (-1) (spec §4, §9). At that instant main_session_limit_ended is shown.
 * @param startedAtMs session start, ms since the epoch
 * @param hours session limit, whole hours 1..24, or -1
 * @throws RangeError naming the value for invalid hours or a non-finite start
 */
export function sessionLimitEndsAt(startedAtMs: number, hours: number): number | null {
  const length = sessionLimitMs(hours);
  if (length === null) return null;
  if (!Number.isFinite(startedAtMs)) throw new RangeError(`session start ${String(startedAtMs)} is not a time`);
  return startedAtMs + length;
}
