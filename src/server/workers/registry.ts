/**
 * The server process's background workers: each is named, runs on its own interval, and says what
 * keeps two server processes sharing one database from doing the same work twice.
 * {@link startWorkers} starts a list of them once the HTTP server listens (scripts/serve.ts for the
 * build, src/server/workers/integration.ts for `astro dev`) and stops them on shutdown.
 */

/** A started worker: its timers (and bus subscriptions) stop with `stop`. */
interface RunningWorker {
  stop(): void;
}

/** A background worker of the server process. */
export interface Worker {
  /** Name, for the log. */
  name: string;
  /** How often it runs, ms of wall time (it runs once at its start too). */
  intervalMs: number;
  /**
   * What keeps two server processes from doing one run's work twice: on PostgreSQL the workers run
   * in the leading process (leadership.ts), but a run started elsewhere (the dev clock, a player
   * stream) or a leader's last run while its session ends may overlap, so each run claims its work
   * in the database; PGlite's data directory is held by one process (src/server/db/data-dir-lock.ts).
   */
  onceAcrossInstances: string;
  /** Starts it (its first run and its timer). @throws when its database or bus cannot be opened */
  start(): Promise<RunningWorker>;
}

/** Workers started by {@link startWorkers}. */
export interface RunningWorkers {
  /** Stops every worker, also one whose start is still under way, and cancels pending retries. */
  stop(): void;
}

/** Wait before a failed start is tried again, ms. */
export const START_RETRY_MS = 5_000;

/**
 * Starts each worker; a failed start (the database or the bus not reachable yet) is logged and
 * tried again every {@link START_RETRY_MS} until it starts or the workers are stopped.
 * @param log where a failed start is reported (default the console)
 */
export function startWorkers(workers: readonly Worker[], log: Pick<Console, 'error'> = console): RunningWorkers {
  let stopped = false;
  const running: RunningWorker[] = [];
  const retries = new Set<ReturnType<typeof setTimeout>>();
  const launch = (worker: Worker): void => {
    worker.start().then(
      (started) => (stopped ? started.stop() : running.push(started)),
      (error: unknown) => {
        log.error(`${worker.name} did not start`, error);
        if (stopped) return;
        const retry = setTimeout(() => {
          retries.delete(retry);
          launch(worker);
        }, START_RETRY_MS);
        retry.unref();
        retries.add(retry);
      },
    );
  };
  for (const worker of workers) launch(worker);
  return {
    stop() {
      stopped = true;
      for (const retry of retries) clearTimeout(retry);
      retries.clear();
      for (const started of running.splice(0)) started.stop();
    },
  };
}
