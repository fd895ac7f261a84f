/**
 * The server's workers ({@link SERVER_WORKERS}) and their start, {@link startServerWorkers}. The
 * build emits this module as `dist/server/workers.mjs`, an entry of the server build beside
 * `entry.mjs` that shares its chunks, so the workers use the same database, bus and feed as the
 * requests (src/server/workers/integration.ts); scripts/serve.ts imports it and starts the workers
 * once it listens. Under `astro dev` the integration starts them in the dev server's SSR runner.
 */
import { ensureCatalogue } from '../feed/catalogue-file.ts';
import { bonusSweepWorker } from './bonus-sweep.ts';
import { paymentRecoveryWorker } from './payment-recovery.ts';
import { startWorkersWhenLeading } from './leadership.ts';
import { startWorkers, type RunningWorkers, type Worker } from './registry.ts';
import { settlementWorker } from './settlement.ts';
import { tournamentSweepWorker } from './tournament-sweep.ts';

/** Every background worker of the server process. */
export const SERVER_WORKERS: readonly Worker[] = [settlementWorker, paymentRecoveryWorker, bonusSweepWorker, tournamentSweepWorker];

let running: RunningWorkers | null = null;

/**
 * Installs the sport catalogue (the settlement reads it) and starts {@link SERVER_WORKERS}, once
 * per process: a later call returns the same workers (once stopped, they stay stopped). On
 * PostgreSQL (DATABASE_URL) they run only while this process leads the database
 * (src/server/workers/leadership.ts: one process across all workers and instances); on PGlite
 * the one process of the data directory runs them.
 * @throws Error when the catalogue file cannot be read (src/server/feed/catalogue-file.ts)
 */
export function startServerWorkers(): RunningWorkers {
  if (!running) {
    ensureCatalogue();
    const url = process.env.DATABASE_URL;
    running = url ? startWorkersWhenLeading(SERVER_WORKERS, url) : startWorkers(SERVER_WORKERS);
  }
  return running;
}
