/**
 * The instant every test server's feed clock is pinned to (src/server/feed/clock.ts,
 * PORTAL_FEED_CLOCK): PORTAL_TEST_FEED_CLOCK when set, so the whole suite can be run at another
 * instant, else {@link DEFAULT_TEST_FEED_CLOCK}. The replay repeats on a fixed cadence from 2024, so
 * any later instant shows line, live and finished games; tests must pass at every such instant.
 */

/** The default pinned instant: a Saturday afternoon, between two kick-off slots. */
const DEFAULT_TEST_FEED_CLOCK = '2026-06-13T15:37:30Z';

/** The pinned instant for test servers, ISO 8601 UTC. */
export function testFeedClock(): string {
  return process.env.PORTAL_TEST_FEED_CLOCK || DEFAULT_TEST_FEED_CLOCK;
}
