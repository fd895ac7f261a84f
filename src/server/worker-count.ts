/**
 * How many HTTP worker processes `npm start` runs (scripts/serve-cores.ts, node:cluster): on
 * PostgreSQL (DATABASE_URL set) one per core (`os.availableParallelism()`) unless PORTAL_WORKERS
 * says otherwise; on PGlite always one, since its data directory is opened by one process only
 * (src/server/db/data-dir-lock.ts). With development tools on (PORTAL_DEV_TOOLS=1) the default is
 * one too: the dev clock and the dev endpoints act on the process that gets the request.
 */

/** Most workers PORTAL_WORKERS may ask for. */
export const MAX_WORKERS = 64;

/** The decision: the count, and a warning to print when the environment asked for something else. */
export interface WorkerCount {
  count: number;
  warning?: string;
}

/**
 * The worker count of an environment.
 * @param env the process environment (DATABASE_URL, PORTAL_WORKERS)
 * @param cores the machine's available parallelism
 * @throws RangeError when PORTAL_WORKERS is set but not an integer 1..{@link MAX_WORKERS}
 */
export function workerCount(env: Readonly<Record<string, string | undefined>>, cores: number): WorkerCount {
  const asked = env.PORTAL_WORKERS;
  let count: number | undefined;
  if (asked !== undefined && asked !== '') {
    count = Number(asked);
    if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) throw new RangeError(`PORTAL_WORKERS must be an integer 1..${MAX_WORKERS}, got ${JSON.stringify(asked)}`);
  }
  if (!env.DATABASE_URL) {
    return count !== undefined && count > 1
      ? { count: 1, warning: `PORTAL_WORKERS=${count} is ignored: on PGlite the server is one process (one process per data directory); set DATABASE_URL to serve on several cores` }
      : { count: 1 };
  }
  if (count === undefined && env.PORTAL_DEV_TOOLS === '1') return { count: 1 };
  return { count: count ?? Math.max(1, cores) };
}
