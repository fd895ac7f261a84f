/**
 * The one module that opens the database. Default: PGlite (PostgreSQL in WASM) with its data
 * directory under `.data/pglite` (`PORTAL_DATA_DIR` overrides); with `DATABASE_URL` set,
 * PostgreSQL through `pg`. Either way the database is migrated on open (src/server/db/migrate.ts: the
 * drizzle migrations in `drizzle/`, then the stored SQL functions of `src/server/db/functions/`), then
 * the reference data is seeded by the seed the caller hands over: this layer imports no area, and
 * src/server/database.ts opens the portal's database with every area's seed (src/server/seed.ts).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { migrateDatabase } from './migrate.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { pgError } from './errors.ts';

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services take `Db | Tx` where they work inside or outside one. */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** An open database. */
export interface Database {
  /** Which engine. */
  kind: 'pglite' | 'pg';
  /** The drizzle handle. */
  db: Db;
  /** Closes connections (and PGlite's files). */
  close: () => Promise<void>;
}

/**
 * Inserts the reference data a database needs once migrated; idempotent, as it runs on every open
 * (src/server/seed.ts `seedReferenceData`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ReferenceSeed = (db: PgDatabase<PgQueryResultHKT, any>) => Promise<void>;

/** Where to open. */
export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** Data directory; omit for an in-memory database. */
      dataDir?: string;
      /**
       * A dump of a PGlite cluster (`PGlite.dumpDataDir`) an in-memory database starts from instead of an
       * empty one: tests load one made once per run, skipping initdb and the migrations already in it.
       */
      snapshot?: Blob;
    }
  | { kind: 'pg'; /** Connection string. */ url: string; /** Pool size (default 32). */ poolSize?: number };

/**
 * Opens a database, migrates it (migrations, then stored functions) and seeds the reference data
 * with `seed`. A PGlite data directory is held with an exclusive lock
 * (src/server/db/data-dir-lock.ts) until `close`.
 * @throws DataDirLockedError when another process holds the PGlite directory
 * @throws DataDirOpenError when the PGlite directory does not open
 * @throws when PostgreSQL cannot be reached, or a migration or a stored function fails
 */
export async function openDatabaseWith(options: DatabaseOptions, seed: ReferenceSeed): Promise<Database> {
  if (options.kind === 'pglite') {
    const { dataDir } = options;
    if (!dataDir) return openPglite(undefined, seed, options.snapshot);
    mkdirSync(dataDir, { recursive: true });
    const lock = await lockDataDir(dataDir);
    try {
      const database = await openPglite(dataDir, seed);
      return { ...database, close: async () => { try { await database.close(); } finally { await lock.release(); } } };
    } catch (error) {
      await lock.release();
      // A statement the database refused (it carries an SQLSTATE) is a migration's fault, not the directory's.
      throw pgError(error) ? error : new DataDirOpenError(dataDir, error);
    }
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 32 });
  const db = drizzlePg({ client: pool, schema });
  // Processes opening one database at once (the workers of `npm start`, the instances of `npm run
  // cluster`) migrate and seed one after the other: the migrator reads what is applied before it
  // applies the rest, so two at once would both apply the same migration. The lock is the session's
  // and goes with it.
  const lock = new pg.Client({ connectionString: options.url });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtextextended('portal:migrate', 0))`);
    await migrateDatabase({ kind: 'pg', db });
    await seed(db);
  } finally {
    await lock.end();
  }
  return { kind: 'pg', db: db as unknown as Db, close: () => pool.end() };
}

/** PGlite in `dataDir` (in memory without one, from `snapshot` when given), migrated and seeded. */
async function openPglite(dataDir: string | undefined, seed: ReferenceSeed, snapshot?: Blob): Promise<Database> {
  const client = snapshot ? new PGlite({ loadDataDir: snapshot }) : new PGlite(dataDir);
  try {
    const db = drizzlePglite({ client, schema });
    await migrateDatabase({ kind: 'pglite', db });
    await seed(db);
    return { kind: 'pglite', db: db as unknown as Db, close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

/** A PGlite data directory that does not open (damaged files, or a migration that fails on it). */
export class DataDirOpenError extends Error {
  override name = 'DataDirOpenError';
  /**
   * @param dataDir the directory
   * @param cause what PGlite or the migration threw
   */
  constructor(dataDir: string, cause: unknown) {
    // The innermost cause says what went wrong (drizzle wraps PGlite's error in "Failed query").
    let root = cause;
    while (root instanceof Error && root.cause !== undefined) root = root.cause;
    const reason = root instanceof Error ? `${root.name}: ${root.message}` : String(root);
    super(
      `portal: the database directory ${dataDir} cannot be opened (${reason.split('\n')[0]}); ` +
        'run `npm run db:reset` to move it aside (kept, never deleted) and start with a new database.',
      { cause },
    );
    this.dataDir = dataDir;
  }

  /** The directory. */
  readonly dataDir: string;
}

/** Options from the environment: `DATABASE_URL` → PostgreSQL, else PGlite under `.data/`. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'pg', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: resolve(env.PORTAL_DATA_DIR ?? join(process.cwd(), '.data', 'pglite')) };
}
