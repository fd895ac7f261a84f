/**
 * How many processes `npm start` serves with (src/server/worker-count.ts): one per core on
 * PostgreSQL, PORTAL_WORKERS to override, one on PGlite (with a warning when more were asked for),
 * one by default with dev tools, and a clear refusal of a bad PORTAL_WORKERS.
 */
import { describe, expect, it } from 'vitest';
import { MAX_WORKERS, workerCount } from '../../src/server/worker-count.ts';

const PG = { DATABASE_URL: 'postgres://portal@db/portal' };

describe('worker count', () => {
  it('is one per core on PostgreSQL, PORTAL_WORKERS when set', () => {
    expect(workerCount(PG, 8)).toEqual({ count: 8 });
    expect(workerCount({ ...PG, PORTAL_WORKERS: '3' }, 8)).toEqual({ count: 3 });
    expect(workerCount({ ...PG, PORTAL_WORKERS: '12' }, 2)).toEqual({ count: 12 });
    expect(workerCount({ ...PG, PORTAL_WORKERS: '' }, 4)).toEqual({ count: 4 });
  });

  it('is one on PGlite, saying why when more were asked for', () => {
    expect(workerCount({}, 8)).toEqual({ count: 1 });
    expect(workerCount({ PORTAL_WORKERS: '1' }, 8)).toEqual({ count: 1 });
    const asked = workerCount({ PORTAL_WORKERS: '4' }, 8);
    expect(asked.count).toBe(1);
    expect(asked.warning).toContain('one process per data directory');
  });

  it('is one by default with dev tools on (the dev clock is per process), PORTAL_WORKERS still honoured', () => {
    expect(workerCount({ ...PG, PORTAL_DEV_TOOLS: '1' }, 8)).toEqual({ count: 1 });
    expect(workerCount({ ...PG, PORTAL_DEV_TOOLS: '1', PORTAL_WORKERS: '2' }, 8)).toEqual({ count: 2 });
  });

  it('refuses a PORTAL_WORKERS that is not an integer 1..MAX_WORKERS', () => {
    for (const bad of ['0', '-1', '1.5', 'all', String(MAX_WORKERS + 1)]) {
      expect(() => workerCount({ ...PG, PORTAL_WORKERS: bad }, 4), bad).toThrow(`PORTAL_WORKERS must be an integer 1..${MAX_WORKERS}`);
    }
  });
});
