/**
 * The feed's clock: the instant the replay, the live publisher, the sports pages and settlement
 * read. It is the wall clock, plus an offset that only the development tools move
 * (`POST /web-api/dev/clock`, when `astro dev` or PORTAL_DEV_TOOLS=1), so a browser test can let
 * the replay run to the end of a game in seconds instead of 105 minutes. The offset only grows:
 * time never runs backwards for the publisher or settlement.
 */

let offsetMs = 0;

/** The feed's current instant, UTC ms. */
export function feedNow(): number {
  return Date.now() + offsetMs;
}

/**
 * Moves the feed's clock forward (development tools only).
 * @param ms how far, 0..7 days in ms
 * @returns the offset from the wall clock after the move, ms
 * @throws RangeError for a negative, non-integer or larger step
 */
export function advanceFeedClock(ms: number): number {
  if (!Number.isSafeInteger(ms) || ms < 0 || ms > 7 * 86_400_000) throw new RangeError(`a clock step must be an integer 0..604800000 ms, got ${ms}`);
  offsetMs += ms;
  return offsetMs;
}
