/**
 * `npm run bench:ledger`: ledger transfers per second with 32 concurrent clients, on PGlite (data
 * directory on disk) and on PostgreSQL (`PORTAL_TEST_PG_URL`, default 127.0.0.1:5432/test, a fresh
 * database), with the bank invariant checked at the end. Baseline in the same run: the same
 * clients committing a one-row INSERT, one statement each (the cheapest durable write, and the
 * same single round trip a transfer takes), and the ratio.
 * Env: BENCH_SECONDS (default 10), BENCH_CLIENTS (default 32), BENCH_PLAYERS (accounts transferred between, default 256).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drive, type Figures } from './drive.ts';
import type { Database, DatabaseOptions } from '../src/server/db/client.ts';
import { openDatabase } from '../src/server/database.ts';
import { createPlayer, playerAccountIds } from '../src/server/ledger/accounts.ts';
import { deposit } from '../src/server/payments/create.ts';
import { postEntry } from '../src/server/ledger/ledger.ts';
import { checkInvariant, invariantHolds } from '../tests/helpers/invariant.ts';
import { createPgDatabase, postgresAvailable } from '../tests/helpers/db.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 256);

const run = (op: (client: number, n: number) => Promise<void>) => drive(CLIENTS, SECONDS, op);

async function bench(name: string, options: DatabaseOptions): Promise<void> {
  const database: Database = await openDatabase(options);
  try {
    const accounts: number[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const playerId = await createPlayer(database.db, 'main', 'RUB');
      const { main } = await playerAccountIds(database.db, playerId);
      await deposit(database.db, { playerId, accountId: main, amountMinor: 100_000_000, providerId: 'test', idempotencyKey: `bench:seed:${i}` });
      accounts.push(main);
    }
    await database.db.execute(sql`create table if not exists bench_baseline (id bigserial primary key, client int not null, n int not null)`);
    const baseline = await run(async (client, n) => {
      await database.db.execute(sql`insert into bench_baseline (client, n) values (${client}, ${n})`);
    });
    const ledger = await run(async (client, n) => {
      const from = accounts[(client * 8 + n) % PLAYERS]!;
      const to = accounts[(client * 8 + n * 31 + 1) % PLAYERS]!;
      const amount = 1 + (n % 1000);
      if (from === to) return;
      await postEntry(database.db, { idempotencyKey: `bench:${client}:${n}`, kind: 'transfer', postings: [{ accountId: from, amount: -amount }, { accountId: to, amount }] });
    });
    const report = await checkInvariant(database.db);
    const row = (label: string, f: Figures) =>
      `  ${label.padEnd(9)} ${f.perSecond.toFixed(0).padStart(7)}/s  ${String(f.ops).padStart(7)} ops  mean ${f.meanMs.toFixed(2)} ms  p50 ${f.p50Ms.toFixed(2)} ms  p99 ${f.p99Ms.toFixed(2)} ms`;
    console.log(`${name}: ${CLIENTS} clients, ${SECONDS} s each`);
    console.log(row('baseline', baseline));
    console.log(row('transfer', ledger));
    console.log(`  time per transfer ${(1000 / ledger.perSecond).toFixed(3)} ms of wall time; ratio transfer/baseline ${(ledger.perSecond / baseline.perSecond).toFixed(3)}`);
    console.log(`  invariant: ${invariantHolds(report) ? 'holds' : 'BROKEN ' + JSON.stringify(report)} (${report.entries} entries)`);
    if (!invariantHolds(report)) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
try {
  await bench('PGlite (on disk)', { kind: 'pglite', dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (await postgresAvailable()) {
  const { url, drop } = await createPgDatabase();
  try {
    await bench('PostgreSQL', { kind: 'pg', url, poolSize: CLIENTS });
  } finally {
    await drop();
  }
}
