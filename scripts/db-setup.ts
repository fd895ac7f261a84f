/**
 * Creates, migrates and seeds the database named by the environment (PGlite under `.data/` by
 * default, PostgreSQL with DATABASE_URL) — reference data and the real football feed of
 * `data/football-data/` — then closes it. Run by `npm start` before serving. A PGlite directory in
 * use by another process, or one that does not open, ends it with one line saying so (exit 1).
 */
import { DataDirOpenError, openDatabase, optionsFromEnv, type Database } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { loadFeedData } from '../src/server/feed/data.ts';
import { storeImport } from '../src/server/feed/store.ts';

const options = optionsFromEnv();
let database: Database;
try {
  database = await openDatabase(options);
} catch (error) {
  // A directory in use or damaged is said in one line, with what to do about it.
  if (error instanceof DataDirLockedError || error instanceof DataDirOpenError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
try {
  const { result, files } = loadFeedData();
  const feed = await storeImport(database.db, result, files);
  for (const problem of feed.problems) console.warn(`feed: ${problem.file}:${problem.line}: ${problem.reason}`);
  console.log(`portal: feed imported (${feed.inserted} new, ${feed.updated} changed, ${feed.unchanged} unchanged games)`);
} finally {
  await database.close();
}
console.log(`portal: database ready (${options.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${options.dataDir}`})`);
