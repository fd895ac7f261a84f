/** Durations in milliseconds, the unit of every clock value here (feed clock and wall clock alike). */

/** One day (24 h; UTC has no daylight saving), ms. */
export const DAY_MS = 86_400_000;
