/**
 * One process runs the background workers for a whole PostgreSQL database: the leader, the holder
 * of the session advisory lock {@link LEADER_LOCK} on a connection of its own. Every server process
 * (each worker of `npm start`, each instance of `npm run cluster`) tries to take it at its start and
 * then every {@link LEADER_POLL_MS}; the one that holds it starts the workers
 * (src/server/workers/registry.ts `startWorkers`), the others only serve requests. When the leader
 * stops, crashes or is killed (SIGKILL included), PostgreSQL ends its session and frees the lock, and
 * another process takes it at its next try; when the leader's lock connection fails, it stops its
 * workers at once, so two leaders never run at the same time for longer than it takes the failed
 * connection to be noticed. Correctness does not rest on the lock alone: each worker's run claims
 * its work in the database (`onceAcrossInstances` of each worker), so a run the dev clock or a
 * player stream starts on another process still acts once.
 *
 * PGlite needs none of this: its data directory is held by one process (src/server/db/data-dir-lock.ts).
 */
import pg from 'pg';
import { startWorkers, type RunningWorkers, type Worker } from './registry.ts';

/** Name of the advisory lock (`pg_try_advisory_lock(hashtextextended(name, 0))`, per database). */
const LEADER_LOCK = 'portal:server-workers';
/**
 * `application_name` of a process's lock connection, `portal-workers {pid}` (in `pg_stat_activity`:
 * the row holding {@link LEADER_LOCK} names the leading process).
 */
const lockApplication = () => `portal-workers ${process.pid}`;
/** How often a process that does not lead tries to take the lock, ms. */
const LEADER_POLL_MS = 2_000;

/**
 * Starts `workers` in this process while it leads the database at `url` (module docstring).
 * @param log where a lost lock connection or a failed try is reported (default the console)
 * @returns `stop`: stops the workers if they run, stops trying and releases the lock
 */
export function startWorkersWhenLeading(workers: readonly Worker[], url: string, log: Pick<Console, 'error'> = console, pollMs = LEADER_POLL_MS): RunningWorkers {
  let stopped = false;
  let client: pg.Client | null = null;
  let running: RunningWorkers | null = null;
  let trying = false;

  /** Forgets the connection and stops the workers (the lock goes with the session). */
  const lose = (connection: pg.Client): void => {
    if (client !== connection) return;
    client = null;
    running?.stop();
    running = null;
    connection.end().catch(() => {});
  };

  const connect = async (): Promise<pg.Client> => {
    const connection = new pg.Client({ connectionString: url, keepAlive: true, application_name: lockApplication() });
    connection.on('error', (error) => {
      if (client === connection && running) log.error('worker leadership: the lock connection failed; workers stopped', error);
      lose(connection);
    });
    connection.on('end', () => lose(connection));
    await connection.connect();
    return connection;
  };

  const attempt = async (): Promise<void> => {
    if (stopped || running || trying) return;
    trying = true;
    try {
      if (!client) client = await connect();
      const connection = client;
      const { rows } = await connection.query<{ led: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as led', [LEADER_LOCK]);
      if (!rows[0]?.led || client !== connection) return;
      if (stopped) {
        lose(connection);
        return;
      }
      running = startWorkers(workers, log);
    } catch (error) {
      log.error('worker leadership: could not try the lock', error);
      if (client) lose(client);
    } finally {
      trying = false;
    }
  };

  const timer = setInterval(() => void attempt(), pollMs);
  timer.unref();
  void attempt();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      if (client) lose(client);
    },
  };
}
