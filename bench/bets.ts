/**
 * `npm run bench:bets`: coupon placements per second with 32 concurrent players, on PGlite (data
 * directory on disk) and on PostgreSQL (`PORTAL_TEST_PG_URL`, default 127.0.0.1:5432/test, a fresh
 * database), through the placement service (src/server/bets/place.ts: every rule re-checked
 * against the feed's current prices, coupon + bets + ledger stake in one transaction). The real
 * fixtures are imported first; each placement is a single or a 3-leg express on real line games.
 * Baseline in the same run: the same clients committing a one-row INSERT; the ratio is printed. The
 * two alternate in BENCH_TURNS turns (default 4) of BENCH_SECONDS / BENCH_TURNS each, so a drift of
 * the machine's speed during the run does not land on one side of the ratio.
 * After the run the replay clock is moved 5 hours on (every game bet on has finished), every coupon is settled, and the ledger
 * invariant is checked.
 * Env: BENCH_SECONDS (default 10), BENCH_CLIENTS (default 32), BENCH_TURNS (default 4), BENCH_ENGINES (`pglite,pg`, default both).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { driveAlternating, type Figures } from './drive.ts';
import mainBrand from '../brands/main/brand.json' with { type: 'json' };
import { brandSchema } from '../schemas/brand.ts';
import { DEFAULT_SPORTS_PRICING } from '../schemas/sports-pricing.ts';
import type { PlaceCouponRequest } from '../schemas/coupon-api.ts';
import type { Database, DatabaseOptions } from '../src/server/db/client.ts';
import { openDatabase } from '../src/server/database.ts';
import { createPlayer, playerAccountIds } from '../src/server/ledger/accounts.ts';
import { deposit } from '../src/server/payments/create.ts';
import { footballDataFiles, loadFootballData } from '../src/server/feed/data.ts';
import { ensureCatalogue } from '../src/server/feed/catalogue-file.ts';
import { storeImport } from '../src/server/feed/store.ts';
import { createFeed, listGames, marketsAt } from '../src/server/feed/service.ts';
import { placeCoupon } from '../src/server/bets/place.ts';
import { settleDue } from '../src/server/bets/settle.ts';
import { checkInvariant, invariantHolds } from '../tests/helpers/invariant.ts';
import { createPgDatabase, postgresAvailable } from '../tests/helpers/db.ts';
import { testFeedClock } from '../tests/helpers/feed-clock.ts';
import { GROUP } from '../src/domain/feed/odds-model.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const parsed = brandSchema.parse(mainBrand);
const brand = { features: parsed.features, siteConfig: parsed.siteConfig!, sportsPricing: parsed.sportsPricing };
ensureCatalogue();
const real = loadFootballData();

const TURNS = Number(process.env.BENCH_TURNS ?? 4);

async function bench(name: string, options: DatabaseOptions): Promise<void> {
  const database: Database = await openDatabase(options);
  try {
    const { db } = database;
    await storeImport(db, real, footballDataFiles());
    // The feed instant of the test servers, so every run places the same games.
    const now = Date.parse(testFeedClock());
    const feed = createFeed(real.rows, now);
    // 1X2 outcomes of the next 8 line games (kick-offs within 2 hours), as the outcome buttons offer them.
    const outcomes = listGames(feed, 'line', now, DEFAULT_SPORTS_PRICING, { limit: 8 }).map((game) => {
      const match = feed.byId.get(game.permanentId)!;
      const market = marketsAt(feed, match, now, game.start * 1000, DEFAULT_SPORTS_PRICING).find((m) => m.groupId === GROUP.result && !m.isLocked)!;
      return { key: `${game.permanentId}:${market.groupId}:${market.typeId}:`, gameId: game.id, coef: market.coef };
    });
    const players: { playerId: number; accountId: number }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const playerId = await createPlayer(db, 'main', 'RUB');
      const { main } = await playerAccountIds(db, playerId);
      await deposit(db, { playerId, accountId: main, amountMinor: 1_000_000_000, providerId: 'test', idempotencyKey: `bench:bets:seed:${i}` });
      players.push({ playerId, accountId: main });
    }
    await db.execute(sql`create table if not exists bench_baseline (id bigserial primary key, client int not null, n int not null)`);
    const insert = async (client: number, n: number) => {
      await db.execute(sql`insert into bench_baseline (client, n) values (${client}, ${n})`);
    };
    const place = async (client: number, n: number) => {
      const player = players[client]!;
      const express = n % 2 === 0;
      const pick = (i: number) => outcomes[(n * 7 + i * 13) % outcomes.length]!;
      const bets = express ? [pick(0), pick(1), pick(2)] : [pick(0)];
      if (new Set(bets.map((b) => b.gameId)).size !== bets.length) bets.splice(1);
      const request: PlaceCouponRequest = {
        refId: `bench-${client}-${n}`,
        typeId: bets.length > 1 ? 1 : 0,
        accountId: player.accountId,
        amount: String(10 + (n % 90)),
        changeCoefAction: 2,
        bets,
      };
      await placeCoupon(db, { playerId: player.playerId, brand, feed, now }, request);
    };
    // Baseline and placement alternate in TURNS turns, so a drift of the machine's speed during the
    // run weighs on both alike.
    const [baseline, placements] = await driveAlternating(CLIENTS, SECONDS, TURNS, insert, place);
    const settleStart = performance.now();
    const settled = await settleDue(db, feed, now + 5 * 3_600_000);
    const settleMs = performance.now() - settleStart;
    const report = await checkInvariant(db);
    const row = (label: string, f: Figures) =>
      `  ${label.padEnd(10)} ${f.perSecond.toFixed(0).padStart(7)}/s  ${String(f.ops).padStart(7)} ops  p50 ${f.p50Ms.toFixed(2)} ms  p99 ${f.p99Ms.toFixed(2)} ms`;
    console.log(`${name}: ${CLIENTS} players, ${SECONDS} s each`);
    console.log(row('baseline', baseline));
    console.log(row('placement', placements));
    console.log(`  ratio placement/baseline ${(placements.perSecond / baseline.perSecond).toFixed(3)}`);
    console.log(`  Node CPU per placement ${(placements.cpuMs / placements.ops).toFixed(3)} ms (the rest of the 2 cores is the database's)`);
    console.log(`  settlement: ${settled.coupons} coupons (${settled.bets} bets) in ${(settleMs / 1000).toFixed(1)} s = ${(settled.coupons / (settleMs / 1000)).toFixed(0)} coupons/s`);
    console.log(`  invariant: ${invariantHolds(report) ? 'holds' : 'BROKEN ' + JSON.stringify(report)} (${report.entries} entries)`);
    if (!invariantHolds(report) || settled.coupons !== placements.ops) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',');
if (ENGINES.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bets-'));
  try {
    await bench('PGlite (on disk)', { kind: 'pglite', dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (!ENGINES.includes('pg')) {
  // PostgreSQL not asked for.
} else if (await postgresAvailable()) {
  const { url, drop } = await createPgDatabase();
  try {
    await bench('PostgreSQL', { kind: 'pg', url, poolSize: CLIENTS });
  } finally {
    await drop();
  }
} else {
  console.error('PostgreSQL is not reachable at PORTAL_TEST_PG_URL; start it (see README) to measure the target.');
  process.exitCode = 1;
}
