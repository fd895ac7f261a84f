/**
 * Creates, migrates and seeds the database named by the environment (PGlite under `.data/` by
 * default, PostgreSQL with DATABASE_URL) — reference data and the real football feed of
 * `data/football-data/` — then closes it. Run by `npm start` before serving.
 */
import { openDatabase, optionsFromEnv } from '../src/server/db/client.ts';
import { FOOTBALL_DATA_FILES, loadFootballData } from '../src/server/feed/data.ts';
import { storeImport } from '../src/server/feed/store.ts';

const options = optionsFromEnv();
const database = await openDatabase(options);
try {
  const feed = await storeImport(database.db, loadFootballData(), FOOTBALL_DATA_FILES);
  for (const problem of feed.problems) console.warn(`feed: ${problem.file}:${problem.line}: ${problem.reason}`);
  console.log(`portal: feed imported (${feed.inserted} new, ${feed.updated} changed, ${feed.unchanged} unchanged games)`);
} finally {
  await database.close();
}
console.log(`portal: database ready (${options.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${options.dataDir}`})`);
