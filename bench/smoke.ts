/**
 * `npm run bench:smoke`: every benchmark of package.json (`bench:*` scripts but this one and the
 * `bench` aggregate) for one short pass, two at a time (each one's output printed whole when it ends), against the existing build (run
 * `npm run build` first; `npm test` does). Figures are printed and ignored (`BENCH_SMOKE=1` turns
 * a missed speed or RTP-sample target into a note); a benchmark that crashes, exits non-zero for a
 * broken invariant, or runs longer than its time limit fails the pass (exit 1), so none rots.
 * The pass makes the test run's template databases first (tests/setup/database-templates.ts), so
 * each benchmark's server and database start migrated with the feed imported instead of doing it
 * again per benchmark (the setup imports server modules, so the pass runs through bench/vite-run.ts).
 * Env: BENCH_SMOKE_ONLY (comma-separated script names, e.g. `bench:ledger,bench:bets`).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import makeTemplates from '../tests/setup/database-templates.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TIME_LIMIT_MS = 5 * 60_000;

/** Short settings every benchmark reads (each reads the ones it knows). */
const SHORT: Record<string, string> = {
  BENCH_SMOKE: '1',
  BENCH_SECONDS: '1',
  BENCH_WARMUP_SECONDS: '0.5',
  BENCH_TURNS: '2',
  BENCH_CLIENTS: '4',
  BENCH_PLAYERS: '16',
  BENCH_CONNECTIONS: '4',
  BENCH_ROUNDS: '20000',
  BENCH_MESSAGES: '3',
  BENCH_INTERVAL_MS: '50',
  BENCH_WEB_RUNS: '1',
};

const scripts = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts;
const only = process.env.BENCH_SMOKE_ONLY?.split(',').filter(Boolean);
const names = Object.keys(scripts).filter((name) => name.startsWith('bench:') && name !== 'bench:smoke' && (!only || only.includes(name)));

/** The script's command without its leading build step (the pass runs on the existing build). */
const commandOf = (script: string): string => script.replace(/^npm run build && /, '');

/** Benchmarks run two at a time (the 2-core machines: one starts its server while the other measures). */
const PARALLEL = 2;

/** Runs a benchmark with its output kept, printed as one block when it ends. */
const run = (name: string): Promise<{ code: number | null; ms: number; output: string }> =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(commandOf(scripts[name]!), { cwd: ROOT, shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...SHORT } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIME_LIMIT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, ms: performance.now() - started, output: Buffer.concat(chunks).toString('utf8') });
    });
  });

const failed: string[] = [];
const queue = [...names];
// Sets PORTAL_TEST_PGLITE_DIR and the others in this process's environment, which the benchmarks inherit.
const dropTemplates = await makeTemplates();
try {
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const { code, ms, output } = await run(name);
      console.log(`\n── ${name} (smoke pass: ${commandOf(scripts[name]!)})\n${output.trimEnd()}`);
      console.log(`── ${name}: ${code === 0 ? 'ran' : `FAILED (exit ${code ?? 'killed'})`} in ${(ms / 1000).toFixed(1)} s`);
      if (code !== 0) failed.push(name);
    }
  }));
} finally {
  await dropTemplates?.();
}
console.log(failed.length === 0 ? `\nbench smoke: all ${names.length} benchmarks ran` : `\nbench smoke: ${failed.length} of ${names.length} FAILED: ${failed.join(', ')}`);
if (failed.length > 0) process.exitCode = 1;
