/**
 * The exclusive lock on an embedded (PGlite) data directory. PGlite is single-process: two
 * processes writing one directory corrupt it, so whoever opens it (the server, `db:setup`,
 * `db:reset`, a script) holds this lock first.
 *
 * The lock is proper-lockfile's: the directory `<dataDir>.lock`, made atomically with mkdir and
 * touched by its holder every {@link LOCK_UPDATE_MS}; a lock not touched for {@link LOCK_STALE_MS}
 * is stale. Beside it `<dataDir>.lock.pid` names the holder's process id, which also lets a lock
 * left by a killed process be taken at once (its process no longer exists) rather than after the
 * stale time. Released on close and, by proper-lockfile, on exit and on SIGINT/SIGTERM.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import lockfile from 'proper-lockfile';

/** A lock not touched for this long is stale (its holder hung or died on another host). */
const LOCK_STALE_MS = 30_000;
/** The holder touches the lock this often. */
const LOCK_UPDATE_MS = 5_000;
/** How long a pid file naming a dead process is given to be replaced before the lock counts as left over. */
const STARTING_GRACE_MS = 300;

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  /**
   * @param dataDir the directory
   * @param holderPid the holder's process id, when it could be read
   */
  constructor(dataDir: string, holderPid: number | null) {
    super(
      `portal: the database directory ${dataDir} is in use by another process` +
        `${holderPid === null ? '' : ` (pid ${holderPid})`}; stop it first (one process per PGlite directory), or set PORTAL_DATA_DIR to another directory.`,
    );
    this.dataDir = dataDir;
    this.holderPid = holderPid;
  }

  /** The directory. */
  readonly dataDir: string;
  /** The holder's process id, when it could be read. */
  readonly holderPid: number | null;
}

/** The file naming the holder's pid. */
function pidFile(dataDir: string): string {
  return `${dataDir}.lock.pid`;
}

/** The pid written by the holder, or null. */
function readHolderPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(pidFile(dataDir), 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** True when a process with this id exists (EPERM: it exists but is another user's). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A held lock; `release` frees it (idempotent). */
export interface DataDirLock {
  release: () => Promise<void>;
}

async function tryLock(dataDir: string): Promise<() => Promise<void>> {
  return lockfile.lock(dataDir, {
    realpath: false,
    stale: LOCK_STALE_MS,
    update: LOCK_UPDATE_MS,
    retries: 0,
    onCompromised: (error) => {
      // The lock could not be touched in time (a long stall) or was removed by hand: say so; the
      // process keeps serving rather than dropping every request.
      console.error(`portal: the lock on ${dataDir} was lost (${error.message}); another process may now open it.`);
    },
  });
}

/**
 * Takes the exclusive lock on `dataDir` and records this process's pid.
 * @throws DataDirLockedError when another live process holds it
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  let release: () => Promise<void>;
  try {
    release = await tryLock(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = readHolderPid(dataDir);
    const leftOver = async () => {
      if (holder === null || holder === process.pid || processExists(holder)) return false;
      // A new holder writes its pid right after taking the lock: give it that moment.
      await new Promise((resolve) => setTimeout(resolve, STARTING_GRACE_MS));
      return readHolderPid(dataDir) === holder;
    };
    if (!(await leftOver())) throw new DataDirLockedError(dataDir, holder);
    // The holder was killed before it could release: the lock is left over; take it.
    rmSync(`${dataDir}.lock`, { recursive: true, force: true });
    try {
      release = await tryLock(dataDir);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir, readHolderPid(dataDir));
      throw again;
    }
  }
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      if (readHolderPid(dataDir) === process.pid) rmSync(pidFile(dataDir), { force: true });
      await release().catch(() => {});
    },
  };
}
