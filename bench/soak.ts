/**
 * `npm run bench:soak`: memory of one portal process (PostgreSQL, feed clock pinned) under mixed
 * traffic for BENCH_SOAK_SECONDS (default 600): guest and player pages (home, line, live, casino
 * lobby, office, information), 500 live-stream clients in their own process
 * (bench/live-clients.ts) with a live change published every 250 ms, single bets placed on the
 * line, and real-money dice rounds on our game server through the wallet. The server's RSS
 * (/proc/<pid>/status VmRSS) is sampled every 5 s; the first fifth of the run is the warm-up.
 * Target: the RSS after the warm-up stays within 20 % of its value at the end of the warm-up.
 * Exit code 1 when a request answers 5xx (a broken invariant), not for a missed target.
 * Env: BENCH_SOAK_SECONDS, BENCH_CLIENTS (live clients, default 500); the smoke pass runs 20 s.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { get, startBuiltServer } from '../tests/helpers/server.ts';
import { registerPlayer } from '../tests/helpers/http-client.ts';
import { createPgDatabase, postgresAvailable } from '../tests/helpers/db.ts';

const SMOKE = process.env.BENCH_SMOKE === '1';
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? (SMOKE ? 20 : 600));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const PLAYERS = 6;
const GROWTH_TARGET = 0.2;
const PAGES = ['/ru', '/ru/line/all/football?limit=300', '/ru/live', '/ru/casino', '/ru/information/rules/1/2', '/en', '/ar/line'];

/** Resident set size of a process, MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(/(\d+)/.exec(line)![1]) / 1024;
}

if (!(await postgresAvailable())) {
  console.error('PostgreSQL is not reachable at PORTAL_TEST_PG_URL; start it (see README) to run bench:soak.');
  process.exit(1);
}
const { url, drop } = await createPgDatabase('feed');
const server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', DATABASE_URL: url });
const counts = { pages: 0, bets: 0, betsRefused: 0, rounds: 0, roundsRefused: 0, live: 0, serverErrors: 0 };
const note = (status: number) => {
  if (status >= 500) counts.serverErrors++;
};
/** Why bets and rounds were refused: `<status> <error code>` → count (a refusal is not an error, but a soak of refusals measures little). */
const refusals = new Map<string, number>();
const refused = (what: string, res: { status: number; body: unknown }) => {
  const body = res.body as { errors?: { code?: string }[]; error?: string; code?: string } | null;
  const key = `${what} ${res.status} ${body?.errors?.[0]?.code ?? body?.code ?? body?.error ?? JSON.stringify(body).slice(0, 80)}`;
  if (!refusals.has(key)) console.log(`first refusal of its kind: ${what} ${res.status} ${JSON.stringify(body).slice(0, 400)}`);
  refusals.set(key, (refusals.get(key) ?? 0) + 1);
};
try {
  const players = await Promise.all(Array.from({ length: PLAYERS }, async (_, i) => {
    const { client, accountId } = await registerPlayer(server.url, `soak${i}`);
    const deposit = await client.post('/web-api/payments/deposit', { accountId, amount: '50000', provider: 'test', idempotencyKey: `soak-deposit-${i}` });
    if (deposit.body?.payment?.status !== 'success') throw new Error(`the deposit of player ${i} failed: ${JSON.stringify(deposit.body)}`);
    const launch = await client.post('/web-api/casino/launch', { gameId: 1 });
    const token = new URL(String(launch.body.url), server.url).searchParams.get('token')!;
    return { client, accountId, token, cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') };
  }));
  const line = (await players[0]!.client.get('/bff-api/feed/line?sportId=1&limit=100')).body as { serverTime: number; games: { permanentId: number; start: number; main: { isLocked: boolean }[] }[] };
  const open = line.games.filter((g) => g.start * 1000 > line.serverTime + 600_000 && g.main.length === 3).slice(0, 10);
  const markets = await Promise.all(open.map(async (g) => {
    const detail = (await players[0]!.client.get(`/bff-api/feed/game/${g.permanentId}`)).body as { groups: { markets: { groupId: number; typeId: number; gameId: number; coef: number }[] }[] };
    const market = detail.groups.flatMap((group) => group.markets).find((m) => m.groupId === 1 && m.typeId === 1)!;
    return { key: `${g.permanentId}:1:1:`, gameId: market.gameId, coef: market.coef };
  }));

  const clients = fork(fileURLToPath(new URL('./live-clients.ts', import.meta.url)), [`${server.url}/bff-api/feed/stream`, String(CLIENTS)]);
  await new Promise<void>((resolve) => clients.on('message', (m: { ready?: boolean }) => m.ready && resolve()));

  const endAt = Date.now() + SECONDS * 1000;
  const running = () => Date.now() < endAt;
  const samples: { at: number; rss: number }[] = [];
  const startedAt = Date.now();
  const sampler = setInterval(() => samples.push({ at: (Date.now() - startedAt) / 1000, rss: rssMb(server.pid) }), 5000);
  samples.push({ at: 0, rss: rssMb(server.pid) });

  const pageLoop = async (n: number) => {
    for (let i = n; running(); i++) {
      const player = i % 2 === 0 ? players[i % PLAYERS] : undefined;
      const path = player && i % 7 === 0 ? '/ru/office/account' : PAGES[i % PAGES.length]!;
      const res = await get(server.url, path, { host: 'localhost', ...(player ? { cookie: player.cookie } : {}) }, 60_000);
      note(res.status);
      counts.pages++;
    }
  };
  const betLoop = async () => {
    for (let i = 0; running(); i++) {
      const player = players[i % PLAYERS]!;
      const bet = markets[i % markets.length]!;
      const res = await player.client.post('/web-api/coupon/place', { refId: `soak-bet-${String(i).padStart(6, '0')}`, typeId: 0, accountId: player.accountId, amount: '10', changeCoefAction: 1, bets: [bet] }, { 'x-language': 'en' });
      note(res.status);
      if (res.status === 200) counts.bets++;
      else {
        counts.betsRefused++;
        refused('bet', res);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const roundLoop = async () => {
    for (let i = 0; running(); i++) {
      const player = players[i % PLAYERS]!;
      const res = await player.client.post('/game-server/api/play', { token: player.token, stakeMinor: 100, params: { game: 'dice', target: 5000, side: 'under' } });
      note(res.status);
      if (res.status === 200) counts.rounds++;
      else {
        counts.roundsRefused++;
        refused('round', res);
      }
    }
  };
  const liveLoop = async () => {
    for (let seq = 1; running(); seq++) {
      const res = await players[0]!.client.devPost('/web-api/dev/live', { game: 987654321, id: '987654321:0', seq, kind: 'odds', at: Date.now(), sentAt: 0, score: { home: 1, away: 0 }, periodId: 3, minute: 60, main: [2.1, 3.4, 3.2] });
      note(res.status);
      counts.live++;
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  await Promise.all([pageLoop(0), pageLoop(1), pageLoop(2), pageLoop(3), betLoop(), roundLoop(), liveLoop()]);
  clearInterval(sampler);
  samples.push({ at: (Date.now() - startedAt) / 1000, rss: rssMb(server.pid) });
  const live = await new Promise<{ delivered: number; p99: number }>((resolve) => {
    clients.on('message', (m: { delivered?: number; p99: number }) => m.delivered !== undefined && resolve(m as { delivered: number; p99: number }));
    clients.send({ stop: true });
  });

  const warmEnd = SECONDS / 5;
  const warm = samples.filter((s) => s.at <= warmEnd).at(-1)!;
  const after = samples.filter((s) => s.at > warmEnd);
  const peak = Math.max(...after.map((s) => s.rss));
  const last = samples.at(-1)!;
  console.log(`soak: ${SECONDS} s, ${CLIENTS} live clients, ${PLAYERS} players`);
  console.log(`traffic: ${counts.pages} pages, ${counts.bets} bets (${counts.betsRefused} refused), ${counts.rounds} casino rounds (${counts.roundsRefused} refused), ${counts.live} live changes (${live.delivered} deliveries, p99 ${live.p99} ms), ${counts.serverErrors} answers 5xx`);
  if (refusals.size > 0) console.log(`refusals: ${[...refusals].map(([k, n]) => `${k} ×${n}`).join('; ')}`);
  console.log(`RSS MB: start ${samples[0]!.rss.toFixed(0)}, end of warm-up (${warmEnd.toFixed(0)} s) ${warm.rss.toFixed(0)}, peak after ${peak.toFixed(0)}, last ${last.rss.toFixed(0)}`);
  const growth = (peak - warm.rss) / warm.rss;
  console.log(`growth after warm-up: ${(growth * 100).toFixed(1)} %; target ≤ ${GROWTH_TARGET * 100} %: ${growth <= GROWTH_TARGET ? 'met' : 'NOT met'}`);
  console.log(`samples (s: MB): ${samples.map((s) => `${s.at.toFixed(0)}:${s.rss.toFixed(0)}`).join(' ')}`);
  if (counts.serverErrors > 0) process.exitCode = 1;
} finally {
  await server.stop();
  await drop();
}
