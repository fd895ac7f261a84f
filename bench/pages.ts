/**
 * `npm run bench:pages`: the portal's main pages as a guest and as a logged-in player, on
 * PostgreSQL, against a bare node:http server sending the same bytes in the same run
 * (page-bench.ts: autocannon, BENCH_CONNECTIONS connections, default 32; guests and players carry the
 * cookies their first page set, as a browser does): home, the line with 300
 * games, a live game page (found at run time), the casino lobby, the office account (player
 * only) and a CMS information page, all in Russian on brand main, the feed clock pinned.
 * The whole set runs twice, started by scripts/serve-cores.ts: with one worker (`PORTAL_WORKERS=1`)
 * and with one worker per core (`all`).
 * Targets: logged-in ≥ 0.10 of bare's requests/s with p99 ≤ 150 ms; guest ≥ 0.35.
 * Exit code 1 when a page answers errors (not for a missed target: the figures are the report).
 * Env: BENCH_SECONDS (per measurement, default 10), BENCH_CONNECTIONS, BENCH_PAGES_WORKERS
 * (comma-separated worker counts to run, default `1,all`).
 */
import { availableParallelism } from 'node:os';
import { get, startBuiltServer, warmTopGames } from '../tests/helpers/server.ts';
import { registerPlayer } from '../tests/helpers/http-client.ts';
import { createPgDatabase, postgresAvailable } from '../tests/helpers/db.ts';
import { comparePage, type PageComparison } from './page-bench.ts';

const LOGGED_IN_RATIO = 0.1;
const LOGGED_IN_P99_MS = 150;
const GUEST_RATIO = 0.35;

interface PageCase {
  name: string;
  path: string;
  guest: boolean;
}

/** The pages measured; the live game's path is found on the running server. */
async function pageCases(base: string): Promise<PageCase[]> {
  const live = await get(base, '/ru/live', { host: 'localhost' });
  const liveGame = /href="(\/ru\/live\/[^"/]+\/[^"/]+\/[^"/]+\/\d+)"/.exec(live.body)?.[1];
  if (!liveGame) throw new Error('no live game on /ru/live at the pinned instant');
  return [
    { name: 'home', path: '/ru', guest: true },
    { name: 'line 300', path: '/ru/line/all/football?limit=300', guest: true },
    { name: 'live game', path: liveGame, guest: true },
    { name: 'casino lobby', path: '/ru/casino', guest: true },
    { name: 'office account', path: '/ru/office/account', guest: false },
    { name: 'information', path: '/ru/information/rules/1/2', guest: true },
  ];
}

/**
 * The cookies a guest's browser holds after its first page (CSRF token, language…): a guest's
 * later pages carry them, so the first visit's cookie issuing is not measured on every request.
 */
async function guestCookies(base: string, path: string): Promise<string> {
  return browserCookies(base, path, '');
}

/** The cookies a page at `path` sets for a browser already holding `cookie`, as `name=value; …`. */
async function browserCookies(base: string, path: string, cookie: string): Promise<string> {
  const setCookie = (await get(base, path, { host: 'localhost', ...(cookie ? { cookie } : {}) })).headers['set-cookie'] ?? [];
  return [setCookie].flat().map((header) => header.split(';')[0]!).join('; ');
}

interface Row {
  workers: string;
  page: string;
  who: 'guest' | 'player';
  figures: PageComparison;
}

/** Runs every page as guest and player on one server started with `workers`. */
async function runSet(databaseUrl: string, workers: string): Promise<Row[]> {
  // The pinned feed clock needs dev tools, whose default is one process: the count is always given.
  const count = workers === 'all' ? availableParallelism() : Number(workers);
  const env: Record<string, string> = { PORTAL_DEV_TOOLS: '1', DATABASE_URL: databaseUrl, PORTAL_WORKERS: String(count) };
  const server = await startBuiltServer(env, undefined, 'scripts/serve-cores.ts');
  const rows: Row[] = [];
  try {
    // The first top list of a process prices the replay window (seconds on a loaded machine): not a page's cost.
    await warmTopGames(server.url);
    const { client } = await registerPlayer(server.url, 'benchpages');
    const session = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    // A player's browser holds the cookies its first page set too (the language).
    const cookie = [session, await browserCookies(server.url, '/ru', session)].filter(Boolean).join('; ');
    for (const page of await pageCases(server.url)) {
      if (page.guest) {
        console.log(`\n[${workers} worker(s)] ${page.name}, guest`);
        rows.push({ workers, page: page.name, who: 'guest', figures: await comparePage(server.url, page.path, { cookie: await guestCookies(server.url, page.path) }) });
      }
      console.log(`\n[${workers} worker(s)] ${page.name}, player`);
      rows.push({ workers, page: page.name, who: 'player', figures: await comparePage(server.url, page.path, { cookie }) });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

if (!(await postgresAvailable())) {
  console.error('PostgreSQL is not reachable at PORTAL_TEST_PG_URL; start it (see README) to run bench:pages.');
  process.exit(1);
}
const sets = (process.env.BENCH_PAGES_WORKERS ?? '1,all').split(',').filter(Boolean);
const rows: Row[] = [];
for (const workers of sets) {
  const { url, drop } = await createPgDatabase('feed');
  try {
    rows.push(...(await runSet(url, workers)));
  } finally {
    await drop();
  }
}

console.log('\nworkers  page             who      req/s   bare req/s  ratio   p99 ms  target');
for (const { workers, page, who, figures } of rows) {
  const met = who === 'guest'
    ? figures.ratio >= GUEST_RATIO
    : figures.ratio >= LOGGED_IN_RATIO && figures.portal.p99 <= LOGGED_IN_P99_MS;
  const target = who === 'guest' ? `≥ ${GUEST_RATIO}` : `≥ ${LOGGED_IN_RATIO}, p99 ≤ ${LOGGED_IN_P99_MS}`;
  console.log(
    `${workers.padEnd(8)} ${page.padEnd(16)} ${who.padEnd(7)} ${figures.portal.rps.toFixed(0).padStart(6)} ${figures.bare.rps.toFixed(0).padStart(11)}  ${figures.ratio.toFixed(3)}  ${String(figures.portal.p99).padStart(6)}  ${target} ${met ? 'met' : 'NOT met'}`,
  );
}
