/**
 * The UKGC slot pace on PGlite and PostgreSQL (src/server/game-server/service.ts takeSpinStart):
 * one owner starts at most one slot spin per 2.5 s of the feed clock — 20 concurrent spin starts
 * at one instant take exactly one; a start 2,499 ms later is refused naming the wait; at 2,500 ms
 * it is taken; another owner is not held back by the first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { takeSpinStart } from '../../src/server/game-server/service.ts';
import { MIN_SPIN_MS } from '../../src/domain/casino/slots.ts';
import { isAppError } from '../../src/server/errors.ts';

const ENGINES = await engines();
const NOW = Date.UTC(2026, 5, 13, 15, 37, 30);

describe.each(ENGINES)('slot spin pace on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await t.dispose();
  });

  it('takes one spin start per 2.5 s per owner, atomically', async () => {
    expect(MIN_SPIN_MS).toBe(2500);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => takeSpinStart(t.db, 'd:pace-a', NOW)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      const error = (r as PromiseRejectedResult).reason;
      expect(isAppError(error) && error.code).toBe('spin_too_soon');
    }
    const early = await takeSpinStart(t.db, 'd:pace-a', NOW + MIN_SPIN_MS - 1).then(() => null, (e: unknown) => e);
    expect(isAppError(early) && early.code).toBe('spin_too_soon');
    expect(isAppError(early) && early.extra).toEqual({ waitMs: 1 });
    await expect(takeSpinStart(t.db, 'd:pace-a', NOW + MIN_SPIN_MS)).resolves.toBeUndefined();
    await expect(takeSpinStart(t.db, 'd:pace-b', NOW + MIN_SPIN_MS)).resolves.toBeUndefined();
  });
});
