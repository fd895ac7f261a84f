/**
 * Brings a database to the current schema and rules: the drizzle migrations of `drizzle/` run, then
 * the stored SQL functions of `src/server/db/functions/` are applied. Every opener goes through
 * {@link migrateDatabase} (src/server/db/client.ts `openDatabaseWith`, through src/server/database.ts `openDatabase`: the server, `npm run db:setup`,
 * the tests and the benchmarks), on PGlite and PostgreSQL alike.
 *
 * The rule of the stored functions: each one lives in `src/server/db/functions/<name>.sql`, a single
 * `CREATE OR REPLACE FUNCTION <name>(…)` statement headed by a comment stating its contract. To
 * change a rule, edit that file; the next open replaces the function. A migration changes tables;
 * it drops a function only when its parameters or return type change (CREATE OR REPLACE cannot
 * change them), and the file then holds the new signature. A new function is a new file; a function
 * that goes away is a deleted file plus a migration that drops it. The migrations written before
 * the folder existed (up to 0046) create and redefine the same functions: they are history, left as
 * they are, run in order on a new database, and the files then replace what they left. Since the
 * files come after every migration, a migration sees the functions as they were before it (one that
 * calls a function whose file changed in the same commit calls the old definition).
 * tests/db/stored-functions.test.ts checks on both engines that the live functions are exactly the
 * files (one function per file, same definition).
 *
 * Applying: every file, in name order, in one transaction after the migrations (and before the
 * reference data is seeded, which may call them). plpgsql bodies resolve names when they run, but
 * an SQL-language body is checked against the catalog when it is created, so the files go in twice:
 * first with body checks off (as pg_dump restores do: no file depends on another's order), then
 * with them on, which checks every body against the finished set and fails the open on an error.
 * The transaction holds an advisory lock, so processes opening one PostgreSQL database at once
 * apply one after the other (concurrent replaces of one function would fail).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** A drizzle handle of either driver (the `Db` of src/server/db/client.ts). */
type AnyDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Folder of the drizzle migrations (`PORTAL_MIGRATIONS_DIR`, default `./drizzle`). */
function migrationsFolder(): string {
  return resolve(process.env.PORTAL_MIGRATIONS_DIR ?? join(process.cwd(), 'drizzle'));
}

/**
 * Folder of the stored SQL functions (`PORTAL_FUNCTIONS_DIR`, default `./src/server/db/functions`),
 * read at run time from the project folder like the migrations, so the built server and the scripts
 * run under plain Node read the same files.
 */
function storedFunctionsFolder(): string {
  return resolve(process.env.PORTAL_FUNCTIONS_DIR ?? join(process.cwd(), 'src', 'server', 'db', 'functions'));
}

/** One stored function: its name (the file's name without `.sql`) and the file's text. */
export interface StoredFunction {
  name: string;
  sql: string;
}

/** The stored functions of `folder`, in name order. @throws when the folder cannot be read */
export function readStoredFunctions(folder: string = storedFunctionsFolder()): StoredFunction[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.sql'.length), sql: readFileSync(join(folder, file), 'utf8') }));
}

/**
 * Creates or replaces every stored function, in one transaction (see the module's comment for the
 * two passes and the lock).
 * @throws when a file does not apply (the transaction rolls back: the functions stay as they were)
 */
export async function applyStoredFunctions(db: AnyDb, functions: StoredFunction[] = readStoredFunctions()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('portal:stored-functions', 0))`);
    await tx.execute(sql`set local check_function_bodies = off`);
    for (const fn of functions) await tx.execute(sql.raw(fn.sql));
    await tx.execute(sql`set local check_function_bodies = on`);
    for (const fn of functions) await tx.execute(sql.raw(fn.sql));
  });
}

/** A freshly opened drizzle handle, by driver (each driver has its own migrator). */
export type MigrationTarget =
  | { kind: 'pglite'; db: PgliteDatabase<typeof schema> }
  | { kind: 'pg'; db: NodePgDatabase<typeof schema> };

/**
 * Migrates, then applies the stored functions: THE way a database is brought up to date.
 * @throws when a migration or a function file fails
 */
export async function migrateDatabase(target: MigrationTarget): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (target.kind === 'pglite') await migratePglite(target.db, config);
  else await migratePg(target.db, config);
  await applyStoredFunctions(target.db as unknown as AnyDb);
}
