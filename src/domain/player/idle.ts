/**
 * Auto logoff on inactivity, spec §4 (Idle) and §9: with the site config's `isAutoLogoffEnable`
 * on, a player is idle after `autoLogoffInactiveMinutes`; if idle and the stored last-active time
 * is older than that period, an auto-logoff flag is stored and the player is disconnected. On
 * the next authenticated load the flag is cleared and an inactivity notice is shown.
 */

/** One minute, ms. */
const MINUTE_MS = 60_000;

/**
 * The inactivity period, ms: `inactiveMinutes` × 60000 (spec §4 Idle).
 * @param inactiveMinutes site config `autoLogoffInactiveMinutes`, a positive finite number
 * @throws RangeError naming the value when it is not positive and finite
 */
export function idlePeriodMs(inactiveMinutes: number): number {
  if (!(Number.isFinite(inactiveMinutes) && inactiveMinutes > 0)) {
    throw new RangeError(`auto-logoff inactive minutes ${String(inactiveMinutes)} must be a positive number`);
  }
  return inactiveMinutes * MINUTE_MS;
}

/** Input of {@link shouldAutoLogoff}. */
export interface AutoLogoffInput {
  /** Site config `isAutoLogoffEnable`. */
  enabled: boolean;
  /** Site config `autoLogoffInactiveMinutes`. */
  inactiveMinutes: number;
  /** Stored last-active time (shared by the player's tabs), ms since the epoch; null when none is stored. */
  lastActiveAtMs: number | null;
  /** Current time, ms since the epoch. */
  nowMs: number;
}

/**
 * True when the player must be logged off for inactivity (spec §4 Idle): the feature is on and
 * at least the inactivity period has passed since the stored last-active time. A period that has
 * just elapsed (exactly `inactiveMinutes` × 60000 ms) counts, so an idle timer firing on time
 * logs off. Without a stored last-active time nothing is known to be old: false.
 * @throws RangeError from {@link idlePeriodMs} when enabled with a non-positive period
 */
export function shouldAutoLogoff({ enabled, inactiveMinutes, lastActiveAtMs, nowMs }: AutoLogoffInput): boolean {
  if (!enabled) return false;
  const period = idlePeriodMs(inactiveMinutes);
  if (lastActiveAtMs === null || !Number.isFinite(lastActiveAtMs)) return false;
  return nowMs - lastActiveAtMs >= period;
}

/** Input of {@link afterLoad}. */
export interface AfterLoadInput {
  /** A player is logged in on this load. */
  isAuthenticated: boolean;
  /** The auto-logoff flag is stored. */
  autoLogoffFlag: boolean;
}

/** What a page load does about the auto-logoff flag. */
export interface AfterLoadEffects {
  /** Show the inactivity notice. */
  showInactivityNotice: boolean;
  /** Remove the stored auto-logoff flag. */
  clearFlag: boolean;
}

/**
 * The flag and notice logic on a page load (spec §4 Idle): on an authenticated load with the
 * flag stored, the flag is cleared and the inactivity notice shown; a guest load keeps the flag
 * for the next authenticated load; without the flag nothing happens.
 */
export function afterLoad({ isAuthenticated, autoLogoffFlag }: AfterLoadInput): AfterLoadEffects {
  const due = isAuthenticated && autoLogoffFlag;
  return { showInactivityNotice: due, clearFlag: due };
}
