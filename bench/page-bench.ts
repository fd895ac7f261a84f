/**
 * Shared page benchmark: requests/s and p99 latency of one page of the built portal against a
 * bare node:http server sending the same bytes, both measured in the same run with autocannon,
 * each server in its own process, and the ratio portal/bare.
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32).
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, get, startBuiltServer } from '../tests/helpers/server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const HEADERS = { host: 'localhost' };

/** autocannon's figures of one run: requests/s average, latency percentiles in ms, failures. */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One page's figures: the portal's, the bare server's and their requests/s ratio. */
export interface PageComparison {
  portal: Figures;
  bare: Figures;
  ratio: number;
  bytes: number;
}

async function measure(url: string, seconds: number, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

/**
 * Measures `path` of a running portal at `base` (requests sent with `headers`, e.g. a player's
 * cookie) against a bare node:http server sending the same bytes, each in its own process.
 * `check` inspects the page first (e.g. that it lists enough games) and returns a line to print,
 * or throws. Sets the exit code to 1 when the portal answers errors or non-2xx.
 * @returns the ratio of requests/s, portal/bare
 */
export async function compareWithBare(base: string, path: string, headers: Record<string, string> = {}, check: (html: string) => string = () => ''): Promise<number> {
  return (await comparePage(base, path, headers, check)).ratio;
}

/**
 * As {@link compareWithBare}, answering every figure (portal, bare, ratio, page bytes).
 * The warm-up is 2 s, or BENCH_SECONDS when that is shorter (smoke passes).
 */
export async function comparePage(base: string, path: string, headers: Record<string, string> = {}, check: (html: string) => string = () => ''): Promise<PageComparison> {
  const warmUp = Math.min(2, SECONDS);
  const all = { ...HEADERS, ...headers };
  const page = await get(base, path, all);
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  const note = check(page.body);
  const file = join(mkdtempSync(join(tmpdir(), 'bench-page-')), 'page.html');
  writeFileSync(file, page.body);
  const barePort = await freePort();
  const bare = fork(fileURLToPath(new URL('./bare-server.ts', import.meta.url)), [String(barePort), file, String(page.headers['content-type'])]);
  await new Promise<void>((resolve) => bare.once('message', () => resolve()));
  try {
    console.log(`${path}: ${Buffer.byteLength(page.body)} bytes${note ? `, ${note}` : ''}; ${CONNECTIONS} connections, ${SECONDS} s each after a ${warmUp} s warm-up`);
    const bareUrl = `http://127.0.0.1:${barePort}${path}`;
    await measure(bareUrl, warmUp, all);
    const baseline = await measure(bareUrl, SECONDS, all);
    await measure(base + path, warmUp, all);
    const ssr = await measure(base + path, SECONDS, all);
    const row = (name: string, f: Figures) =>
      `${name.padEnd(8)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors} non-2xx ${f.non2xx}`;
    console.log(row('bare', baseline));
    console.log(row('portal', ssr));
    const ratio = ssr.rps / baseline.rps;
    console.log(`ratio portal/bare: ${ratio.toFixed(3)} of the requests/s, p99 ${(ssr.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x`);
    if (ssr.errors > 0 || ssr.non2xx > 0) process.exitCode = 1;
    return { portal: ssr, bare: baseline, ratio, bytes: Buffer.byteLength(page.body) };
  } finally {
    bare.kill();
  }
}

/**
 * Runs the benchmark for `path` on a freshly started built portal (dev tools on, pinned feed
 * clock); see `compareWithBare`.
 * @returns the ratio of requests/s, portal/bare
 */
export async function benchPage(path: string, check: (html: string) => string = () => ''): Promise<number> {
  const portal = await startBuiltServer({ PORTAL_DEV_TOOLS: '1' });
  try {
    return await compareWithBare(portal.url, path, {}, check);
  } finally {
    await portal.stop();
  }
}
