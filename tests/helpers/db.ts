/**
 * Fresh databases for tests, on both engines: PGlite in memory (or in a directory), and a new
 * database on the PostgreSQL at 127.0.0.1:5432 (`PORTAL_TEST_PG_URL` overrides the admin URL).
 * When PostgreSQL does not answer, it is started with the machine's command; if it still does not
 * answer, CI fails and a local run says so in one line and runs PGlite only.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/database.ts';
import { copyPgliteTemplate } from './server.ts';

/** Admin URL of the test PostgreSQL. */
export const PG_ADMIN_URL = process.env.PORTAL_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function pgAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let available: Promise<boolean> | null = null;

/** True when the test PostgreSQL answers (starting it once if it is down). @throws in CI when it cannot be reached */
export function postgresAvailable(): Promise<boolean> {
  available ??= (async () => {
    if (await pgAnswers()) return true;
    try {
      execSync('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start', { stdio: 'ignore', timeout: 30_000 });
    } catch {
      // falls through to the check below
    }
    for (let i = 0; i < 20; i++) {
      if (await pgAnswers()) return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (process.env.CI) throw new Error(`PostgreSQL does not answer at ${PG_ADMIN_URL}: CI runs the database tests on it`);
    console.warn(`PostgreSQL does not answer at ${PG_ADMIN_URL}: the PostgreSQL runs of the database tests are left out of this local run`);
    return false;
  })();
  return available;
}

/** Engines to run database tests on: PGlite always, PostgreSQL when it answers. */
export async function engines(): Promise<('pglite' | 'pg')[]> {
  return (await postgresAvailable()) ? ['pglite', 'pg'] : ['pglite'];
}

/** A database made for one test file, dropped by `dispose`. */
export interface TestDatabase extends Database {
  /** Connection string (PostgreSQL) or data directory (PGlite), for child processes. */
  location?: string;
  /** Closes and removes the database. */
  dispose: () => Promise<void>;
}

/** Runs `work` with a client connected to the test PostgreSQL's admin database, ended after it (also when it throws). */
async function withPgAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs `statements` one after another on the test PostgreSQL's admin database. */
export function pgAdmin(...statements: string[]): Promise<void> {
  return withPgAdmin(async (client) => {
    for (const statement of statements) await client.query(statement);
  });
}

/** The URL of database `name` on the test PostgreSQL. */
export function pgDatabaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What a new PostgreSQL database starts from: `migrated` (migrated and seeded, as any opener leaves
 * it), `feed` (also the real feed imported and the CMS seeded, as a server's first start leaves it)
 * or `empty`. The first two are copies of the run's templates (tests/setup/database-templates.ts);
 * outside a vitest run that made them, every database starts empty (the opener migrates, a server
 * imports).
 */
export type PgDatabaseStart = 'migrated' | 'feed' | 'empty';

/** Creates a database on PostgreSQL from `start` and returns its URL. */
export async function createPgDatabase(start: PgDatabaseStart = 'migrated'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  const template = start === 'migrated' ? process.env.PORTAL_TEST_PG_TEMPLATE : start === 'feed' ? process.env.PORTAL_TEST_PG_FEED_TEMPLATE : undefined;
  await pgAdmin(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: pgDatabaseUrl(name),
    drop: () =>
      withPgAdmin(async (client) => {
        // Let closing pools finish their goodbyes first: a forced drop would send FATAL 57P01 to a
        // client that is still ending, which has no listener left and crashes the test process.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0]!.n === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

let templateDump: Blob | undefined;

/** The run's migrated PGlite dump (tests/setup/database-templates.ts), read once per worker; none outside vitest's db and integration projects. */
function pgliteSnapshot(): Blob | undefined {
  const path = process.env.PORTAL_TEST_PGLITE_DUMP;
  if (!path) return undefined;
  templateDump ??= new Blob([readFileSync(path)]);
  return templateDump;
}

/** A fresh, migrated and seeded database on `kind` (PGlite from the run's migrated copy when there is one). */
export async function freshDatabase(kind: 'pglite' | 'pg', options: { dataDir?: string; poolSize?: number } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    if (options.dataDir) copyPgliteTemplate(options.dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir: options.dataDir, snapshot: options.dataDir ? undefined : pgliteSnapshot() });
    return { ...database, location: options.dataDir, dispose: database.close };
  }
  const { url, drop } = await createPgDatabase();
  const database = await openDatabase({ kind: 'pg', url, poolSize: options.poolSize });
  return {
    ...database,
    location: url,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}
