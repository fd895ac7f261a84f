/**
 * The instant every test server's feed clock is pinned to (src/server/feed/clock.ts,
 * PORTAL_FEED_CLOCK): PORTAL_TEST_FEED_CLOCK when set, else {@link DEFAULT_TEST_FEED_CLOCK}. The
 * replay follows the real calendar of each competition-season (src/domain/feed/calendar.ts), so
 * upcoming and finished games exist at every instant and a game is in play at about 97 % of them,
 * but which sports and leagues are live depends on the instant: tests that need live games of
 * every sport run at this one. It is a function of the data and the catalogue: a change to either
 * may move it (tests/unit/feed-calendar.test.ts names an instant with live games of every sport).
 */

/**
 * The default pinned instant: Monday 21 September 2026, 04:07:30 UTC — live games in every sport of
 * the catalogue: 3 football (Premier League, Eredivisie, Süper Lig; both halves), 2 tennis, 2 NFL.
 */
const DEFAULT_TEST_FEED_CLOCK = '2026-09-21T04:07:30Z';

/** The pinned instant for test servers, ISO 8601 UTC. */
export function testFeedClock(): string {
  return process.env.PORTAL_TEST_FEED_CLOCK || DEFAULT_TEST_FEED_CLOCK;
}
