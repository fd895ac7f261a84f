/**
 * Crash test: a process applying transfers is killed with SIGKILL mid-run, restarted and killed
 * again; the database then holds the bank invariant, and every transfer the process reported as
 * committed is there. On PostgreSQL and on PGlite's on-disk directory.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { createPgDatabase, engines } from '../helpers/db.ts';
import { checkInvariant } from '../helpers/invariant.ts';
import type { DatabaseOptions } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/database.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { journalEntries } from '../../src/server/db/schema.ts';

const ENGINES = await engines();
const WORKER = fileURLToPath(new URL('./crash-worker.ts', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Runs the worker until it has reported `commits` commits, then SIGKILLs it; returns the acknowledged keys. */
function runAndKill(kind: string, location: string, run: number, accountIds: number[], commits: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, kind, location, String(run), accountIds.join(',')], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acknowledged: string[] = [];
    let buffer = '';
    let stderr = '';
    let killed = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`worker made ${acknowledged.length} commits in 60 s\n${stderr}`));
    }, 60_000);
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) if (line.startsWith('ok ')) acknowledged.push(line.slice(3));
      if (!killed && acknowledged.length >= commits) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL' && killed) resolve(acknowledged);
      else reject(new Error(`worker exited with ${code ?? signal}\n${stderr}`));
    });
  });
}

describe.each(ENGINES)('crash on %s', (kind) => {
  it('keeps the invariant and every acknowledged transfer across SIGKILL and restart', async () => {
    let options: DatabaseOptions;
    if (kind === 'pg') {
      const { url, drop } = await createPgDatabase();
      cleanups.push(drop);
      options = { kind: 'pg', url, poolSize: 4 };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      options = { kind: 'pglite', dataDir };
    }
    const setup = await openDatabase(options);
    const accountIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const playerId = await createPlayer(setup.db, 'main', 'RUB');
      const { main } = await playerAccountIds(setup.db, playerId);
      await deposit(setup.db, { playerId, accountId: main, amountMinor: 50_000, providerId: 'test', idempotencyKey: `seed:${i}` });
      accountIds.push(main);
    }
    await setup.close();
    const location = options.kind === 'pg' ? options.url : options.dataDir!;

    const first = await runAndKill(kind, location, 1, accountIds, 150);
    const second = await runAndKill(kind, location, 2, accountIds, 150);

    const after = await openDatabase(options);
    try {
      const report = await checkInvariant(after.db);
      expect(report).toMatchObject({ unbalancedCurrencies: [], negativePlayers: [], driftedBalances: [], unbalancedEntries: [], entriesWithoutPostings: 0, duplicateKeys: 0 });
      const keys = [...first, ...second];
      const found = await after.db.select({ key: journalEntries.idempotencyKey }).from(journalEntries).where(inArray(journalEntries.idempotencyKey, keys));
      expect(found.length).toBe(keys.length);
      // 6 seed deposits + every acknowledged transfer, and at most one in flight per lane per run.
      expect(report.entries).toBeGreaterThanOrEqual(6 + keys.length);
      expect(report.entries).toBeLessThanOrEqual(6 + keys.length + 2 * 8);
    } finally {
      await after.close();
    }
  });
});
