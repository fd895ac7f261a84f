/**
 * Creates, migrates and seeds the database named by the environment (PGlite under `.data/` by
 * default, PostgreSQL with DATABASE_URL) — reference data and the feed of the catalogue
 * (`data/catalogue/catalogue.json`, read now: src/server/feed/import-run.ts) — then closes it. Run by `npm start` before serving. A PGlite directory in
 * use by another process, or one that does not open, ends it with one line saying so (exit 1).
 */
import { DataDirOpenError, optionsFromEnv, type Database } from '../src/server/db/client.ts';
import { openDatabase } from '../src/server/database.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { catalogueFile, ensureCatalogue } from '../src/server/feed/catalogue-file.ts';
import { runFeedImport } from '../src/server/feed/import-run.ts';

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
  // The server's own import run (catalogue read now, problems summarised per file and stored with
  // the run); the server's first feed load then finds every sport imported.
  const run = await runFeedImport(database.db, ensureCatalogue(), { catalogueFile: catalogueFile() });
  console.log(`portal: feed imported (${run.inserted} new, ${run.updated} changed games; ${run.files.filter((f) => f.imported).length} of ${run.files.length} files read again)`);
} finally {
  await database.close();
}
console.log(`portal: database ready (${options.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${options.dataDir}`})`);
