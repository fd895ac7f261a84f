/**
 * Child process of the crash test: applies transfers between the given accounts as fast as it
 * can and prints `ok <key>` after each commit, until it is killed.
 * Usage: node tests/db/crash-worker.ts <pglite|pg> <dataDir|url> <run> <accountId,...>
 */
import { openDatabase } from '../../src/server/database.ts';
import { postEntry } from '../../src/server/ledger/ledger.ts';

const [kind, location, run, list] = process.argv.slice(2) as ['pglite' | 'pg', string, string, string];
const accountIds = list.split(',').map(Number);
const database = await openDatabase(kind === 'pg' ? { kind, url: location, poolSize: 8 } : { kind, dataDir: location });
let n = 0;

async function loop(lane: number) {
  for (;;) {
    const from = accountIds[(n + lane) % accountIds.length]!;
    const to = accountIds[(n * 7 + lane + 1) % accountIds.length]!;
    const key = `crash:${run}:${lane}:${++n}`;
    if (from === to) continue;
    try {
      await postEntry(database.db, { idempotencyKey: key, kind: 'transfer', postings: [{ accountId: from, amount: -(1 + (n % 97)) }, { accountId: to, amount: 1 + (n % 97) }] });
      process.stdout.write(`ok ${key}\n`);
    } catch (error) {
      if ((error as { code?: string }).code !== 'insufficient_funds') throw error;
    }
  }
}

process.stdout.write('ready\n');
await Promise.all(Array.from({ length: kind === 'pg' ? 8 : 1 }, (_, lane) => loop(lane)));
