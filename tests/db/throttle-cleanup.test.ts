/**
 * The throttle tables clean themselves, on PGlite and PostgreSQL: taking a login attempt deletes
 * the rows of its identifier older than the window, taking a rate slot those of its kind and key;
 * rows of other identifiers or keys, and rows still in the window, stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { loginAttempts, rateEvents } from '../../src/server/db/schema.ts';
import { ATTEMPT_WINDOW_MS, takeAttempt, takeRateSlot } from '../../src/server/auth/rate-limit.ts';

const ENGINES = await engines();

describe.each(ENGINES)('throttle clean-up on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(() => t.dispose());

  it('a login attempt drops the expired rows of its identifier only', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - ATTEMPT_WINDOW_MS - 1000);
    const recent = new Date(now.getTime() - 1000);
    const row = (account: string, createdAt: Date) => ({ brandId: 'main', account, address: '198.51.100.7', device: null, success: false, createdAt });
    await t.db.insert(loginAttempts).values([row('a@example.com', old), row('a@example.com', old), row('a@example.com', recent), row('b@example.com', old)]);
    await takeAttempt(t.db, 'main', 'a@example.com', { address: '198.51.100.8', device: null }, true, now);
    const of = async (account: string) => (await t.db.select().from(loginAttempts).where(and(eq(loginAttempts.brandId, 'main'), eq(loginAttempts.account, account)))).length;
    expect(await of('a@example.com')).toBe(2);
    expect(await of('b@example.com')).toBe(1);
  });

  it('a rate slot drops the expired events of its kind and key only', async () => {
    const now = new Date();
    const limit = { kind: 'registration', max: 10, windowMs: 3_600_000 };
    const old = new Date(now.getTime() - limit.windowMs - 1000);
    await t.db.insert(rateEvents).values([
      { kind: 'registration', key: '203.0.113.1', createdAt: old },
      { kind: 'registration', key: '203.0.113.1', createdAt: new Date(now.getTime() - 1000) },
      { kind: 'registration', key: '203.0.113.2', createdAt: old },
      { kind: 'other', key: '203.0.113.1', createdAt: old },
    ]);
    await takeRateSlot(t.db, limit, '203.0.113.1', now);
    const of = async (k: string, key: string) => (await t.db.select().from(rateEvents).where(and(eq(rateEvents.kind, k), eq(rateEvents.key, key)))).length;
    expect(await of('registration', '203.0.113.1')).toBe(2);
    expect(await of('registration', '203.0.113.2')).toBe(1);
    expect(await of('other', '203.0.113.1')).toBe(1);
  });
});
