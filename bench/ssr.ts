/**
 * `npm run bench:ssr`: requests/s and p99 latency of the home page served by the built portal
 * against a bare node:http server sending the same HTML bytes, both measured in this run with
 * autocannon, and the ratio portal/bare. Each server runs in its own process.
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
const PATH = '/ru';
const HEADERS = { host: 'localhost' };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, seconds: number): Promise<Figures> {
  const result = await autocannon({ url: url + PATH, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const portal = await startBuiltServer();
const page = await get(portal.url, PATH, HEADERS);
if (page.status !== 200) throw new Error(`home page answered ${page.status}`);
const dir = mkdtempSync(join(tmpdir(), 'bench-ssr-'));
const file = join(dir, 'home.html');
writeFileSync(file, page.body);

const barePort = await freePort();
const bare = fork(fileURLToPath(new URL('./bare-server.ts', import.meta.url)), [String(barePort), file, String(page.headers['content-type'])]);
await new Promise<void>((resolve) => bare.once('message', () => resolve()));
const bareUrl = `http://127.0.0.1:${barePort}`;

try {
  console.log(`home page ${PATH}: ${Buffer.byteLength(page.body)} bytes; ${CONNECTIONS} connections, ${SECONDS} s each after a 2 s warm-up`);
  await measure(bareUrl, 2);
  const baseline = await measure(bareUrl, SECONDS);
  await measure(portal.url, 2);
  const ssr = await measure(portal.url, SECONDS);
  const row = (name: string, f: Figures) =>
    `${name.padEnd(8)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors} non-2xx ${f.non2xx}`;
  console.log(row('bare', baseline));
  console.log(row('portal', ssr));
  console.log(`ratio portal/bare: ${(ssr.rps / baseline.rps).toFixed(3)} of the requests/s, p99 ${(ssr.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x`);
  if (ssr.errors > 0 || ssr.non2xx > 0) process.exitCode = 1;
} finally {
  bare.kill();
  await portal.stop();
}
