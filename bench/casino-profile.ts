/**
 * Profile of the casino wallet without HTTP (PostgreSQL only): the same clients as bench:casino,
 * each step measured on its own — a bare `select 1`, the session lookup (`user/balance`), a bet
 * alone, and bet+win rounds — so that the share of each part of a round is known.
 * Env: BENCH_SECONDS (default 3), BENCH_CLIENTS (default 32).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drive, type Figures } from './drive.ts';
import { openDatabase } from '../src/server/database.ts';
import { createPlayer, playerAccountIds } from '../src/server/ledger/accounts.ts';
import { houseAccountId, postEntry } from '../src/server/ledger/ledger.ts';
import { openGameSession } from '../src/server/casino/launch.ts';
import { walletBalance, walletBet, walletWin } from '../src/server/casino/wallet.ts';
import { createPgDatabase } from '../tests/helpers/db.ts';

type Row = Record<string, unknown>;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const PROVIDER = 'bench-provider';
const { url, drop } = await createPgDatabase();
if (process.env.PROFILE_FUNCTIONS === '1') {
  // Time spent per SQL function (pg_stat_user_functions), printed after the rounds.
  const admin = await openDatabase({ kind: 'pg', url, poolSize: 1 });
  await admin.db.execute(sql.raw(`alter database ${new URL(url).pathname.slice(1)} set track_functions = 'all'`));
  await admin.close();
}
const database = await openDatabase({ kind: 'pg', url, poolSize: Number(process.env.BENCH_POOL ?? CLIENTS) });
try {
  const { db } = database;
  await db.execute(sql`insert into casino_providers (id, name, public_key) values (${PROVIDER}, 'Bench provider', 'x')`);
  await db.execute(sql`insert into casino_games (provider_id, code, slug, name, categories, rtp_bp, volatility, max_multiplier) values (${PROVIDER}, 'dice', 'bench-dice', 'Bench dice', '["dice"]'::jsonb, 9900, 'medium', 100.01)`);
  const gameId = Number(((await db.execute(sql`select id from casino_games where provider_id = ${PROVIDER}`)) as unknown as { rows: { id: string }[] }).rows[0]!.id);
  await db.execute(sql`insert into casino_game_brands (game_id, brand_id) values (${gameId}, '*')`);
  const players: { token: string; user: string }[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const playerId = await createPlayer(db, 'main', 'RUB');
    const { main } = await playerAccountIds(db, playerId);
    const currency = Number(((await db.execute(sql`select currency_id from accounts where id = ${main}`)) as unknown as { rows: { currency_id: number }[] }).rows[0]!.currency_id);
    await postEntry(db, { idempotencyKey: `bench:profile:${i}`, kind: 'deposit', postings: [{ accountId: await houseAccountId(db, 'cash_in', currency), amount: -1_000_000_000 }, { accountId: main, amount: 1_000_000_000 }] });
    const { token } = await openGameSession(db, { playerId, brandId: 'main', gameId, accountId: main, country: null, now: Date.now() });
    players.push({ token, user: String(playerId) });
  }
  const row = (label: string, f: Figures) => console.log(`  ${label.padEnd(14)} ${f.perSecond.toFixed(0).padStart(7)}/s  p50 ${f.p50Ms.toFixed(2)} ms  p99 ${f.p99Ms.toFixed(2)} ms`);
  row('select 1', await drive(CLIENTS, SECONDS, async () => { await db.execute(sql`select 1`); }));
  row('user/balance', await drive(CLIENTS, SECONDS, async (c) => {
    const p = players[c]!;
    await walletBalance(db, PROVIDER, { request_uuid: randomUUID(), token: p.token, user: p.user } as never, Date.now());
  }));
  row('bet only', await drive(CLIENTS, SECONDS, async (c, n) => {
    const p = players[c]!;
    const r = await walletBet(db, PROVIDER, { request_uuid: randomUUID(), token: p.token, user: p.user, round: `r-${n}`, game_code: 'dice', transaction_uuid: `x-${c}-${n}`, round_closed: false, currency: 'RUB', amount: 100 } as never, Date.now());
    if (r.status !== 'RS_OK') throw new Error(r.status);
  }));
  row('bet+win round', await drive(CLIENTS, SECONDS, async (c, n) => {
    const p = players[c]!;
    const base = { token: p.token, user: p.user, round: `round-${c}-${n}`, game_code: 'dice', currency: 'RUB' };
    const a = await walletBet(db, PROVIDER, { ...base, request_uuid: randomUUID(), transaction_uuid: `b-${c}-${n}`, round_closed: false, amount: 100 } as never, Date.now());
    const b = await walletWin(db, PROVIDER, { ...base, request_uuid: randomUUID(), transaction_uuid: `w-${c}-${n}`, round_closed: true, amount: n % 2 ? 200 : 0, reference_transaction_uuid: `b-${c}-${n}` } as never, Date.now());
    if (a.status !== 'RS_OK' || b.status !== 'RS_OK') throw new Error(`${a.status} ${b.status}`);
  }));
  if (process.env.PROFILE_FUNCTIONS === '1') {
    await new Promise((r) => setTimeout(r, 700)); // statistics reach the shared view on idle
    const rows = (await db.execute(sql`select funcname, calls, round(total_time::numeric, 1) as total_ms, round(self_time::numeric, 1) as self_ms,
      round((self_time / greatest(calls, 1))::numeric, 4) as self_ms_per_call from pg_stat_user_functions order by self_time desc limit 15`)) as unknown as { rows: Row[] };
    console.table(rows.rows);
  }
} finally {
  await database.close();
  await drop();
}
