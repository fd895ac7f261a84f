/**
 * A process's periodic sweep on the server's database: `sweep(db, feedNow())` at once and then
 * every `everyMs` of wall time; runs never overlap in a process (a tick while one runs is skipped);
 * a failed run is logged and the next tick tries again. The sweeps themselves are safe across
 * processes (each claims its work in the database). Started once per name; a failed start (no
 * database yet) may be retried.
 */
import type { Db } from './db/client.ts';
import { getDatabase } from './database.ts';
import { feedNow } from './feed/clock.ts';

const started = new Map<string, Promise<{ stop(): void }>>();

/** Starts sweep `name` once per process (module docstring). */
export function ensurePeriodicSweep(name: string, everyMs: number, sweep: (db: Db, now: number) => Promise<unknown>): Promise<{ stop(): void }> {
  let pending = started.get(name);
  if (!pending) {
    pending = getDatabase().then(({ db }) => {
      let running: Promise<unknown> | null = null;
      const run = () => {
        running ??= sweep(db, feedNow()).catch((error: unknown) => console.error(`${name} failed`, error)).finally(() => (running = null));
      };
      const timer = setInterval(run, everyMs);
      timer.unref();
      run();
      return { stop: () => clearInterval(timer) };
    });
    pending.catch(() => started.delete(name));
    started.set(name, pending);
  }
  return pending;
}
