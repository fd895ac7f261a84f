/**
 * `npm run bench:web`: client speed of the built portal (brand main, pinned feed clock), each
 * figure printed beside its target:
 * - Lighthouse (the npm package, mobile form factor, simulated throttling, Debian Chromium) over
 *   home, the line page with 300 games, a live game page, the casino lobby and an information
 *   page: LCP ≤ 1.2 s on home and ≤ 2.5 s elsewhere, TBT ≤ 150 ms, CLS ≤ 0.05;
 * - home JavaScript loaded before the first interaction (every script Lighthouse's load fetched,
 *   gzip level 6 of its bytes): ≤ 110 KB;
 * - the line page with 300 games: ≤ 250 KB of HTML;
 * - the line page for a logged-in player (shared between players of the same settings:
 *   src/server/player-pages.ts) against a bare node:http server
 *   sending the same bytes, in the same run (requests/s ratio; page-bench.ts).
 * Exit code 1 when a target is missed. Env: BENCH_WEB_RUNS (Lighthouse runs per page, median
 * taken; default 3), BENCH_SECONDS (render benchmark, default 10). The smoke pass (BENCH_SMOKE=1)
 * runs Lighthouse on home and the live game page only (the one found at run time), unwarmed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { get, startBuiltServer } from '../tests/helpers/server.ts';
import { registerPlayer } from '../tests/helpers/http-client.ts';
import { compareWithBare } from './page-bench.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const SMOKE = process.env.BENCH_SMOKE === '1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LINE_PATH = '/ru/line/all/football?limit=300';
const KB = 1024;

interface PageFigures {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: { url: string; bytes: number }[];
}

/** Starts headless Chromium with a DevTools port; answers the port and a stop function. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-web-chromium-'));
  const child: ChildProcess = spawn(CHROMIUM, [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${err}`)));
  });
  const stop = async () => {
    const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  return { port, stop };
}

/** One Lighthouse navigation (default mobile config, simulated throttling), performance only. */
async function lighthouseRun(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`lighthouse ${url}: ${result.lhr.runtimeError.message}`);
  const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script').map((r) => ({ url: r.url, bytes: 0 }));
  return {
    lcpMs: audits['largest-contentful-paint']!.numericValue!,
    tbtMs: audits['total-blocking-time']!.numericValue!,
    cls: audits['cumulative-layout-shift']!.numericValue!,
    scripts,
  };
}

/**
 * {@link lighthouseRun} again once when the first attempt fails (Lighthouse sometimes sees no
 * navigation start on a busy machine); a second failure is thrown.
 */
async function measuredRun(url: string, port: number): Promise<PageFigures> {
  try {
    return await lighthouseRun(url, port);
  } catch (error) {
    console.warn(`  retrying ${url}: ${(error as Error).message}`);
    return lighthouseRun(url, port);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Gzipped size (level 6, what a server's default compression sends) of each script's bytes. */
async function gzippedScripts(scripts: { url: string }[]): Promise<{ url: string; bytes: number }[]> {
  return Promise.all(scripts.map(async ({ url }) => {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    return { url, bytes: gzipSync(body, { level: 6 }).length };
  }));
}

let missed = 0;
/** Prints one figure beside its target. */
function report(name: string, value: number, target: number, unit: string, digits = 0): void {
  const ok = value <= target;
  if (!ok) missed++;
  console.log(`${name.padEnd(44)} ${value.toFixed(digits).padStart(8)} ${unit.padEnd(3)} target ≤ ${target} ${unit}  ${ok ? 'met' : 'NOT met'}`);
}

const server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1' });
const chromium = await startChromium();
try {
  const live = await get(server.url, '/en/live');
  const liveGame = /href="(\/en\/live\/[^"/]+\/[^"/]+\/[^"/]+\/\d+)"/.exec(live.body)?.[1];
  if (!liveGame) throw new Error('no live game on /en/live at the pinned instant');
  const allPages: { name: string; path: string; lcpTarget: number }[] = [
    { name: 'home', path: '/en', lcpTarget: 1200 },
    { name: 'line (300 games)', path: LINE_PATH, lcpTarget: 2500 },
    { name: 'live game', path: liveGame, lcpTarget: 2500 },
    { name: 'casino lobby', path: '/en/slots', lcpTarget: 2500 },
    { name: 'information', path: '/en/information/about', lcpTarget: 2500 },
  ];
  const pages = SMOKE ? allPages.filter((p) => p.name === 'home' || p.name === 'live game') : allPages;
  console.log(`Lighthouse ${RUNS} run(s) per page (median), mobile, simulated throttling, ${CHROMIUM}`);
  // One unmeasured load first: the server's first renders and Chromium's first navigation are not the pages' figures.
  if (!SMOKE) await measuredRun(server.url + pages[0]!.path, chromium.port);
  let homeScripts: { url: string }[] = [];
  for (const page of pages) {
    const runs: PageFigures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measuredRun(server.url + page.path, chromium.port));
    console.log(`${page.name}: ${page.path}`);
    report('  LCP', median(runs.map((r) => r.lcpMs)), page.lcpTarget, 'ms');
    report('  TBT', median(runs.map((r) => r.tbtMs)), 150, 'ms');
    report('  CLS', median(runs.map((r) => r.cls)), 0.05, '', 3);
    if (page.name === 'home') homeScripts = runs[0]!.scripts;
  }

  const scripts = await gzippedScripts(homeScripts);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`home scripts before the first interaction (${scripts.length}):`);
  for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 12)) console.log(`  ${(s.bytes / KB).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`);
  report('home JavaScript before first interaction', total / KB, 110, 'KB', 1);

  // The line list of 300 games: its first rows in the page, the rest in the next-rows responses
  // the page appends as the player scrolls (LIST_RENDER_ROWS each).
  const line = await get(server.url, LINE_PATH);
  const shown = Number(/data-shown="(\d+)"/.exec(line.body)?.[1] ?? 0);
  if (shown < 300) throw new Error(`the line page lists ${shown} games, fewer than 300`);
  let rows = (line.body.match(/<li class="game" data-game="/g) ?? []).length;
  let responses = 0;
  for (let next = /href="([^"]+)" data-rows-next/.exec(line.body)?.[1]; next; responses++) {
    const more = await get(server.url, next.replaceAll('&amp;', '&'));
    rows += (more.body.match(/<li class="game" data-game="/g) ?? []).length;
    next = /href="([^"]+)" data-rows-next/.exec(more.body)?.[1];
  }
  if (rows < 300) throw new Error(`the line page and its ${responses} next-rows responses hold ${rows} games, fewer than 300`);
  console.log(`line page: ${shown} games listed, ${(line.body.match(/<li class="game" data-game="/g) ?? []).length} in the page, the rest in ${responses} next-rows responses`);
  report(`line page HTML (list of ${shown} games)`, Buffer.byteLength(line.body) / KB, 250, 'KB', 1);

  const { client } = await registerPlayer(server.url, 'benchweb');
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  console.log('line page for a logged-in player (shared render) against a bare server:');
  await compareWithBare(server.url, LINE_PATH, { cookie });
} finally {
  await chromium.stop();
  await server.stop();
}
console.log(missed === 0 ? 'every target met' : `${missed} target(s) NOT met`);
if (missed > 0 && !SMOKE) process.exitCode = 1;
