/**
 * The portal's database: opened by src/server/db/client.ts (PGlite or PostgreSQL, migrated) and
 * seeded with every area's reference data (src/server/seed.ts) on every open. Services, scripts and
 * tests open databases here; the database layer itself imports no area.
 */
import { openDatabaseWith, optionsFromEnv, type Database, type DatabaseOptions } from './db/client.ts';
import { seedReferenceData } from './seed.ts';

/**
 * Opens a database, runs the migrations and seeds every area's reference data.
 * @throws as src/server/db/client.ts `openDatabaseWith` (DataDirLockedError, DataDirOpenError,
 *   an unreachable PostgreSQL, a failing migration)
 */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return openDatabaseWith(options, seedReferenceData);
}

let shared: Promise<Database> | null = null;

/** The server's database (options from the environment: src/server/db/client.ts `optionsFromEnv`), opened once on first use. */
export function getDatabase(): Promise<Database> {
  shared ??= openDatabase(optionsFromEnv()).catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}
