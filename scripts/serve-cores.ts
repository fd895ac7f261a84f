/**
 * Serves the build on every core: the start path of `npm start` (scripts/start.mjs) and of each
 * instance of `npm run cluster` (scripts/cluster.ts). It asks src/server/worker-count.ts how many
 * processes to run — one per core on PostgreSQL, PORTAL_WORKERS to override, always one on PGlite —
 * and then either runs scripts/serve.ts in this process (one) or becomes a node:cluster primary
 * that forks that many workers, each running scripts/serve.ts; they share HOST:PORT (the primary
 * accepts the connections and hands them out in turn). The primary loads nothing of the app.
 *
 * - A worker that exits before it listens (a bad catalogue, dev tools refused, the port taken) ends
 *   the whole server with its exit code, as a one-process start would.
 * - A worker that exits later (a crash, an out-of-memory kill) is logged and replaced.
 * - SIGTERM or SIGINT is passed to every worker (each stops its background workers and closes its
 *   server: scripts/serve.ts); after {@link SHUTDOWN_GRACE_MS} the ones still running are killed.
 *
 * The background workers (settlement, sweeps) run in one process across all workers and
 * instances: src/server/workers/leadership.ts.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { workerCount, type WorkerCount } from '../src/server/worker-count.ts';

/** How long a stopping worker may take to close its connections (the live streams stay open) before it is killed, ms. */
const SHUTDOWN_GRACE_MS = 10_000;

let decision: WorkerCount;
try {
  decision = workerCount(process.env, availableParallelism());
} catch (error) {
  console.error(`portal: ${(error as Error).message}`);
  process.exit(1);
}
if (decision.warning) console.warn(`portal: ${decision.warning}`);
const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));

if (decision.count === 1) {
  await import(serveScript);
} else {
  cluster.setupPrimary({ exec: serveScript });
  const listened = new WeakSet<Worker>();
  let stopping = false;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker));
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    if (stopping) {
      if (alive.length === 0) process.exit(0);
      return;
    }
    if (!listened.has(worker)) {
      console.error(`portal: worker ${worker.process.pid} exited before it listened (${code ?? signal}); stopping`);
      stopping = true;
      for (const other of alive) other.process.kill('SIGKILL');
      process.exit(code || 1);
    }
    console.error(`portal: worker ${worker.process.pid} exited (${code ?? signal}); starting another`);
    fork();
  });
  for (let i = 0; i < decision.count; i++) fork();
  if (process.env.ASTRO_NODE_LOGGING !== 'disabled') console.log(`portal: ${decision.count} worker processes (primary ${process.pid})`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
      if (alive.length === 0) process.exit(0);
      for (const worker of alive) worker.process.kill('SIGTERM');
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(0);
      }, SHUTDOWN_GRACE_MS).unref();
    });
  }
}
