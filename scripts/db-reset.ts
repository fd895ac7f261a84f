/**
 * `npm run db:reset`: moves the embedded database directory (PGlite, `PORTAL_DATA_DIR` or
 * `.data/pglite`) aside to `<dir>.broken-<UTC timestamp>` so the next start creates a new one. It
 * never deletes anything: the moved directory keeps every file for recovery by hand. Refused while
 * another process holds the directory, and for PostgreSQL (DATABASE_URL), which it never touches.
 * Exit 0 when moved or when there is nothing to move, 1 when refused.
 */
import { existsSync, renameSync } from 'node:fs';
import { optionsFromEnv } from '../src/server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock.ts';

const options = optionsFromEnv();
if (options.kind !== 'pglite' || !options.dataDir) {
  console.error('portal: db:reset is for the embedded database; PostgreSQL (DATABASE_URL) is left untouched.');
  process.exit(1);
}
const { dataDir } = options;
if (!existsSync(dataDir)) {
  console.log(`portal: no database directory at ${dataDir}; nothing to move.`);
  process.exit(0);
}
let lock;
try {
  lock = await lockDataDir(dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
try {
  const aside = `${dataDir}.broken-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dataDir, aside);
  console.log(`portal: moved ${dataDir} to ${aside}; the next start creates a new database there.`);
} finally {
  await lock.release();
}
