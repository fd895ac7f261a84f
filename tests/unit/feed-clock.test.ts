/**
 * The feed clock (src/server/feed/clock.ts): a pinned instant is read from PORTAL_FEED_CLOCK at
 * start-up only with development tools on, stands still while the wall clock runs, and moves only
 * by the development step; without the variable the clock is the wall clock.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_CLOCK_ENV, pinnedInstant } from '../../src/server/feed/clock.ts';

const PIN = '2026-06-13T15:37:30Z';

/** A fresh copy of the clock module, as a server process starting with `env` loads it. */
async function startClock(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('../../src/server/feed/clock.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
// The unit files of a worker share loaded modules: the copies loaded here (the last one failed to
// start) must not be what the next file gets.
afterAll(() => vi.resetModules());

describe('pinned instant from the environment', () => {
  it('is the ISO instant with development tools on, and null when unset', () => {
    expect(pinnedInstant({ [FEED_CLOCK_ENV]: PIN }, true)).toBe(Date.UTC(2026, 5, 13, 15, 37, 30));
    expect(pinnedInstant({ [FEED_CLOCK_ENV]: '2027-02-28T21:52:10.250Z' }, true)).toBe(Date.UTC(2027, 1, 28, 21, 52, 10, 250));
    expect(pinnedInstant({}, true)).toBeNull();
    expect(pinnedInstant({ [FEED_CLOCK_ENV]: '' }, true)).toBeNull();
  });

  it('is ignored, with a warning, without development tools (a production server keeps the wall clock)', () => {
    const warnings: string[] = [];
    expect(pinnedInstant({ [FEED_CLOCK_ENV]: PIN }, false, (message) => warnings.push(message))).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(FEED_CLOCK_ENV);
  });

  it.each(['2026-06-13', '2026-06-13T15:37:30', '2026-06-13T15:37:30+02:00', 'tomorrow', '1718292000000'])('refuses %j at start-up', (value) => {
    expect(() => pinnedInstant({ [FEED_CLOCK_ENV]: value }, true)).toThrow(RangeError);
  });
});

describe('the clock of a process', () => {
  it('stands still at the pinned instant while wall time passes, and moves only by the development step', async () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1, 8) });
    const clock = await startClock({ PORTAL_DEV_TOOLS: '1', [FEED_CLOCK_ENV]: PIN });
    const pinned = Date.parse(PIN);
    expect(clock.feedClockPin()).toBe(pinned);
    expect(clock.feedNow()).toBe(pinned);
    vi.advanceTimersByTime(3 * 3_600_000);
    expect(clock.feedNow()).toBe(pinned);
    expect(clock.advanceFeedClock(90 * 60_000)).toBe(90 * 60_000);
    expect(clock.feedNow()).toBe(pinned + 90 * 60_000);
    expect(() => clock.advanceFeedClock(-1)).toThrow(RangeError);
    expect(clock.feedNow()).toBe(pinned + 90 * 60_000);
  });

  it('follows the wall clock without a pinned instant', async () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1, 8) });
    const clock = await startClock({ [FEED_CLOCK_ENV]: undefined });
    expect(clock.feedClockPin()).toBeNull();
    expect(clock.feedNow()).toBe(Date.UTC(2030, 0, 1, 8));
    vi.advanceTimersByTime(60_000);
    expect(clock.feedNow()).toBe(Date.UTC(2030, 0, 1, 8, 1));
    clock.advanceFeedClock(1000);
    expect(clock.feedNow()).toBe(Date.UTC(2030, 0, 1, 8, 1, 1));
  });

  it('refuses to start on a malformed pinned instant', async () => {
    await expect(startClock({ PORTAL_DEV_TOOLS: '1', [FEED_CLOCK_ENV]: 'noon' })).rejects.toThrow(RangeError);
  });
});
