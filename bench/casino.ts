/**
 * `npm run bench:casino`: casino wallet rounds per second THROUGH HTTP on the built server — each
 * round is a signed `transaction/bet` then a signed `transaction/win` (src/server/casino/wallet.ts:
 * session check, advisory lock, responsible-gaming check, ledger entry, stored answer), from
 * BENCH_CLIENTS concurrent players (default 32) for BENCH_SECONDS (default 10) — on PostgreSQL
 * (`PORTAL_TEST_PG_URL`, a fresh database) and on PGlite (a data directory on disk). Baseline in
 * the same run: the same clients committing a one-row INSERT on the same database (directly, no
 * HTTP); the ratio is printed. Target: ≥ 3,000 rounds/s on PostgreSQL. After each run the server
 * is stopped and the bank invariant checked (postings sum to zero, no negative balance, balances
 * equal their postings), and every round's bet and win are counted in the ledger. On PostgreSQL the
 * database transactions per round are printed too (2 when bet and win are one statement each).
 * The floor, also in the same run on PostgreSQL: the same clients and signed calls against a bare
 * node:http server that verifies the signature and commits one one-row INSERT per call
 * (bench/wallet-floor-server.ts) — the most rounds/s any wallet could serve on this machine with
 * this client; the wallet's share of it is printed.
 * The wallet and the floor server are each warmed up for BENCH_WARMUP_SECONDS (default 2) first, not
 * measured: a session's first call takes the lookup path and a new server compiles its code.
 * Env: BENCH_SECONDS, BENCH_CLIENTS, BENCH_WARMUP_SECONDS, BENCH_ENGINES (`pg,pglite`, default both).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrivateKey, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drive, type Figures } from './drive.ts';
import type { Database, DatabaseOptions } from '../src/server/db/client.ts';
import { openDatabase } from '../src/server/database.ts';
import { createPlayer, playerAccountIds } from '../src/server/ledger/accounts.ts';
import { houseAccountId, postEntry } from '../src/server/ledger/ledger.ts';
import { openGameSession } from '../src/server/casino/launch.ts';
import { newKeyPair, signBody } from '../src/server/casino/signature.ts';
import { WALLET_SIGNATURE_HEADER } from '../schemas/casino-wallet.ts';
import { checkInvariant, invariantHolds } from '../tests/helpers/invariant.ts';
import { createPgDatabase, postgresAvailable } from '../tests/helpers/db.ts';
import { copyPgliteTemplate, startBuiltServer } from '../tests/helpers/server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PROVIDER = 'bench-provider';
const keys = newKeyPair();
const privateKey = createPrivateKey(keys.privateKey);

interface BenchPlayer { playerId: number; token: string; user: string }

/** Registers the bench provider, its game and CLIENTS funded players with a session each; answers the baseline. */
async function prepare(options: DatabaseOptions): Promise<{ players: BenchPlayer[]; baseline: Figures }> {
  const database: Database = await openDatabase(options);
  try {
    const { db } = database;
    await db.execute(sql`insert into casino_providers (id, name, public_key) values (${PROVIDER}, 'Bench provider', ${keys.publicKey})`);
    await db.execute(sql`insert into casino_games (provider_id, code, slug, name, categories, rtp_bp, volatility, max_multiplier) values (${PROVIDER}, 'dice', 'bench-dice', 'Bench dice', '["dice"]'::jsonb, 9900, 'medium', 100.01)`);
    const gameId = Number(((await db.execute(sql`select id from casino_games where provider_id = ${PROVIDER}`)) as unknown as { rows: { id: string }[] }).rows[0]!.id);
    await db.execute(sql`insert into casino_game_brands (game_id, brand_id) values (${gameId}, '*')`);
    const players: BenchPlayer[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const playerId = await createPlayer(db, 'main', 'RUB');
      const { main } = await playerAccountIds(db, playerId);
      // Funded straight from the house cash-in account (the payment service reads the feed clock,
      // which needs the app's build environment).
      const cashIn = await houseAccountId(db, 'cash_in', Number(((await db.execute(sql`select currency_id from accounts where id = ${main}`)) as unknown as { rows: { currency_id: number }[] }).rows[0]!.currency_id));
      await postEntry(db, { idempotencyKey: `bench:casino:${i}`, kind: 'deposit', postings: [{ accountId: cashIn, amount: -1_000_000_000 }, { accountId: main, amount: 1_000_000_000 }] });
      const { token } = await openGameSession(db, { playerId, brandId: 'main', gameId, accountId: main, country: null, now: Date.now() });
      players.push({ playerId, token, user: String(playerId) });
    }
    await db.execute(sql`create table if not exists bench_baseline (id bigserial primary key, client int not null, n int not null)`);
    const baseline = await drive(CLIENTS, SECONDS, async (client, n) => {
      await db.execute(sql`insert into bench_baseline (client, n) values (${client}, ${n})`);
    });
    return { players, baseline };
  } finally {
    await database.close();
  }
}

async function post(base: string, call: string, body: Record<string, unknown>): Promise<{ status: string; balance?: number }> {
  const text = JSON.stringify(body);
  const res = await fetch(`${base}/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: signBody(privateKey, text) }, body: text });
  return (await res.json()) as { status: string; balance?: number };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks of 1/100 s
}

/**
 * Committed transactions of the bench database so far (PostgreSQL's pg_stat_database, read after
 * the statistics are flushed); null on PGlite. The count per round does not depend on the load.
 */
async function commits(options: DatabaseOptions): Promise<number | null> {
  if (options.kind !== 'pg') return null;
  await new Promise((r) => setTimeout(r, 1_000));
  const database = await openDatabase({ ...options, poolSize: 1 });
  try {
    const name = new URL(options.url).pathname.slice(1);
    const rows = (await database.db.execute(sql`select pg_stat_force_next_flush()`).then(() =>
      database.db.execute(sql`select xact_commit::bigint as n from pg_stat_database where datname = ${name}`))) as unknown as { rows: { n: string }[] };
    return Number(rows.rows[0]!.n);
  } finally {
    await database.close();
  }
}

/** One bet+win round of client `client` (n-th) against the wallet at `walletUrl`; true when both answered RS_OK. */
async function round(walletUrl: string, p: BenchPlayer, client: number, n: number): Promise<boolean> {
  const bet = `b-${client}-${n}`;
  const base = { token: p.token, user: p.user, round: `round-${client}-${n}`, game_code: 'dice' };
  const stake = 100 + (n % 50);
  const a = await post(walletUrl, 'transaction/bet', { ...base, request_uuid: randomUUID(), transaction_uuid: bet, round_closed: false, currency: 'RUB', amount: stake });
  const b = await post(walletUrl, 'transaction/win', { ...base, request_uuid: randomUUID(), transaction_uuid: `w-${client}-${n}`, round_closed: true, currency: 'RUB', amount: n % 2 === 0 ? stake * 2 : 0, reference_transaction_uuid: bet });
  return a.status === 'RS_OK' && b.status === 'RS_OK';
}

/** The floor (module docstring): rounds/s of the same clients against bench/wallet-floor-server.ts on `url`. */
async function floor(url: string, players: BenchPlayer[]): Promise<Figures> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./wallet-floor-server.ts', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: url, WALLET_FLOOR_KEY: keys.publicKey, WALLET_FLOOR_POOL: String(CLIENTS) }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => { const m = /listening (\d+)/.exec(chunk.toString()); if (m) resolve(Number(m[1])); });
      child.on('exit', (code) => reject(new Error(`the floor server stopped (${code})`)));
    });
    const call = async (client: number, n: number) => {
      if (!(await round(`http://127.0.0.1:${port}`, players[client]!, client, n))) throw new Error('the floor server refused a call');
    };
    await drive(CLIENTS, WARMUP_SECONDS, (client, n) => call(client, -1 - n));
    return await drive(CLIENTS, SECONDS, call);
  } finally {
    child.kill();
  }
}

async function bench(name: string, options: DatabaseOptions, env: Record<string, string>): Promise<void> {
  const { players, baseline } = await prepare(options);
  const server = await startBuiltServer(env);
  let failures = 0;
  let rounds: Figures;
  let cpuSpent = 0;
  let commitsBefore: number | null = null;
  let warmOps = 0;
  let cpuBefore = 0;
  try {
    // Warm-up (not measured): every session's first call takes the lookup path, and the server's
    // code is compiled by its first requests.
    warmOps = (await drive(CLIENTS, WARMUP_SECONDS, async (client, n) => {
      if (!(await round(`${server.url}/casino-wallet-api/v1/${PROVIDER}`, players[client]!, client, -1 - n))) failures++;
    })).ops;
    commitsBefore = await commits(options);
    cpuBefore = cpuMs(server.pid);
    rounds = await drive(CLIENTS, SECONDS, async (client, n) => {
      if (!(await round(`${server.url}/casino-wallet-api/v1/${PROVIDER}`, players[client]!, client, n))) failures++;
    });
  } finally {
    cpuSpent = cpuMs(server.pid) - cpuBefore;
    await server.stop();
  }
  const commitsAfter = await commits(options);
  const floorFigures = options.kind === 'pg' ? await floor(options.url, players) : null;
  const database = await openDatabase(options);
  try {
    const report = await checkInvariant(database.db);
    const counted = ((await database.db.execute(sql`select count(*) filter (where kind = 'bet')::int as bets, count(*) filter (where kind = 'win')::int as wins from casino_transactions where provider_id = ${PROVIDER}`)) as unknown as { rows: { bets: number; wins: number }[] }).rows[0]!;
    const row = (label: string, f: Figures) =>
      `  ${label.padEnd(10)} ${f.perSecond.toFixed(0).padStart(7)}/s  ${String(f.ops).padStart(7)} ops  p50 ${f.p50Ms.toFixed(2)} ms  p99 ${f.p99Ms.toFixed(2)} ms`;
    console.log(`${name}: ${CLIENTS} players, ${SECONDS} s each`);
    console.log(row('baseline', baseline));
    console.log(row('rounds', rounds));
    if (floorFigures) console.log(row('floor', floorFigures));
    console.log(`  ratio rounds/baseline ${(rounds.perSecond / baseline.perSecond).toFixed(3)}; wallet calls/s ${(rounds.perSecond * 2).toFixed(0)}; refused rounds ${failures}`);
    if (floorFigures) console.log(`  ratio rounds/floor ${(rounds.perSecond / floorFigures.perSecond).toFixed(3)} (the floor: signed calls to a bare server committing one INSERT each; no wallet can pass it here)`);
    console.log(`  server CPU per round ${(cpuSpent / Math.max(1, rounds.ops)).toFixed(2)} ms (user + system of the server process; less load-dependent than rounds/s)`);
    if (commitsBefore !== null && commitsAfter !== null) {
      console.log(`  database transactions per round ${((commitsAfter - commitsBefore) / Math.max(1, rounds.ops)).toFixed(2)} (all of the server's commits while the rounds ran)`);
    }
    console.log(`  stored: ${counted.bets} bets, ${counted.wins} wins; invariant: ${invariantHolds(report) ? 'holds' : 'BROKEN ' + JSON.stringify(report)} (${report.entries} entries)`);
    if (!invariantHolds(report) || failures > 0 || counted.bets !== rounds.ops + warmOps) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

const ENGINES = (process.env.BENCH_ENGINES ?? 'pg,pglite').split(',');
if (!ENGINES.includes('pg')) {
  // PostgreSQL not asked for.
} else if (await postgresAvailable()) {
  const { url, drop } = await createPgDatabase('feed');
  try {
    await bench('PostgreSQL', { kind: 'pg', url, poolSize: CLIENTS }, { DATABASE_URL: url });
  } finally {
    await drop();
  }
} else {
  console.error('PostgreSQL is not reachable at PORTAL_TEST_PG_URL; start it (see README) to measure the target.');
  process.exitCode = 1;
}
if (ENGINES.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-casino-'));
  // The test run's migrated copy with the feed when there is one (the smoke pass makes it).
  copyPgliteTemplate(dataDir);
  try {
    await bench('PGlite (on disk)', { kind: 'pglite', dataDir }, { PORTAL_DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { recursive: true, force: true });
    rmSync(`${dataDir}.lock.pid`, { force: true });
  }
}
