/**
 * Leadership of the background workers on PostgreSQL (src/server/workers/leadership.ts): of two
 * processes' leaderships on one database, exactly one runs the workers; when it stops, or its lock
 * connection is cut (as when PostgreSQL ends the session of a killed process), it stops its workers
 * and the other takes over at its next try.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createPgDatabase, postgresAvailable } from '../helpers/db.ts';
import { startWorkersWhenLeading } from '../../src/server/workers/leadership.ts';
import type { Worker } from '../../src/server/workers/registry.ts';

if (!(await postgresAvailable())) throw new Error('the leadership test needs the test PostgreSQL (tests/helpers/db.ts)');

let database: { url: string; drop: () => Promise<void> };
beforeAll(async () => {
  database = await createPgDatabase();
});
afterAll(async () => database?.drop());

/** A worker whose running state is visible. */
function probe(name: string) {
  const state = { running: false, starts: 0 };
  const worker: Worker = {
    name,
    intervalMs: 1000,
    onceAcrossInstances: 'test',
    start: async () => {
      state.starts++;
      state.running = true;
      return { stop: () => void (state.running = false) };
    },
  };
  return { worker, state };
}

async function until(check: () => boolean | Promise<boolean>, limitMs = 3000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const quiet = { error: () => {} };

describe('worker leadership on PostgreSQL', () => {
  it('runs the workers in one of two processes; the other takes over when the leader stops', async () => {
    const a = probe('a');
    const b = probe('b');
    const leadA = startWorkersWhenLeading([a.worker], database.url, quiet, 50);
    await until(() => a.state.running);
    const leadB = startWorkersWhenLeading([b.worker], database.url, quiet, 50);
    await new Promise((r) => setTimeout(r, 300));
    expect([a.state.running, b.state.running]).toEqual([true, false]);
    leadA.stop();
    expect(a.state.running).toBe(false);
    await until(() => b.state.running);
    expect(b.state.starts).toBe(1);
    leadB.stop();
  });

  it('stops the workers when the lock connection is cut, and another process leads', async () => {
    const a = probe('a');
    const b = probe('b');
    const leadA = startWorkersWhenLeading([a.worker], database.url, quiet, 50);
    await until(() => a.state.running);
    const leadB = startWorkersWhenLeading([b.worker], database.url, quiet, 50);
    await new Promise((r) => setTimeout(r, 200));
    expect(b.state.running).toBe(false);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // The leader's session: the one holding the advisory lock.
      await admin.query(`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`);
    } finally {
      await admin.end();
    }
    await until(() => !a.state.running);
    await until(() => b.state.running || a.state.running);
    // Exactly one leads again (either may win the next try).
    await new Promise((r) => setTimeout(r, 300));
    expect(Number(a.state.running) + Number(b.state.running)).toBe(1);
    leadA.stop();
    leadB.stop();
  });
});
