/**
 * The feed's clock: the instant the replay, the live publisher, the sports pages, placement and
 * settlement read (every server-side reader of "now" for the feed calls {@link feedNow}).
 *
 * - Production: the wall clock.
 * - Pinned (development tools on: `astro dev` or PORTAL_DEV_TOOLS=1, and
 *   {@link FEED_CLOCK_ENV} set to an ISO 8601 UTC instant such as `2026-06-13T15:37:30Z`): the
 *   clock stands still at that instant from start-up, whatever the wall clock does, so a test
 *   server shows the same games, scores and prices at any time of day. Without development tools
 *   the variable is ignored (with a warning): a production server never runs on a fixed instant.
 * - Both move forward only through {@link advanceFeedClock} (`POST /web-api/dev/clock`, development
 *   tools only), so a test lets the replay run to the end of a game in one step instead of 105
 *   minutes. The offset only grows: time never runs backwards for the publisher or settlement.
 */
import { z } from 'zod';
import { devToolsOn } from '../dev-tools.ts';
import { DAY_MS } from '../../domain/time.ts';

/** Environment variable holding the pinned instant (ISO 8601, UTC, `Z` suffix). */
export const FEED_CLOCK_ENV = 'PORTAL_FEED_CLOCK';

const instantSchema = z.iso.datetime();

/**
 * The pinned instant of an environment, UTC ms, or null when the clock follows the wall clock.
 * @param env the process environment
 * @param devTools whether development tools are on (only then is a pinned instant honoured)
 * @param warn where a set but ignored variable is reported
 * @throws RangeError when development tools are on and the variable is not an ISO 8601 UTC instant
 */
export function pinnedInstant(env: Readonly<Record<string, string | undefined>>, devTools: boolean, warn: (message: string) => void = console.warn): number | null {
  const value = env[FEED_CLOCK_ENV];
  if (value === undefined || value === '') return null;
  if (!devTools) {
    warn(`${FEED_CLOCK_ENV} is ignored: the feed clock is pinned only with development tools on (PORTAL_DEV_TOOLS=1)`);
    return null;
  }
  if (!instantSchema.safeParse(value).success) throw new RangeError(`${FEED_CLOCK_ENV} must be an ISO 8601 UTC instant such as 2026-06-13T15:37:30Z, got ${JSON.stringify(value)}`);
  return Date.parse(value);
}

const pinnedAt = pinnedInstant(process.env, import.meta.env?.DEV === true || devToolsOn());
let offsetMs = 0;

/** The feed's current instant, UTC ms: the pinned instant (or the wall clock) plus the dev offset. */
export function feedNow(): number {
  return (pinnedAt ?? Date.now()) + offsetMs;
}

/** The pinned instant this process started with, UTC ms, or null on the wall clock. */
export function feedClockPin(): number | null {
  return pinnedAt;
}

/**
 * Moves the feed's clock forward (development tools only).
 * @param ms how far, 0..7 days in ms
 * @returns the offset from the pinned instant (or the wall clock) after the move, ms
 * @throws RangeError for a negative, non-integer or larger step
 */
export function advanceFeedClock(ms: number): number {
  if (!Number.isSafeInteger(ms) || ms < 0 || ms > 7 * DAY_MS) throw new RangeError(`a clock step must be an integer 0..604800000 ms, got ${ms}`);
  offsetMs += ms;
  return offsetMs;
}
