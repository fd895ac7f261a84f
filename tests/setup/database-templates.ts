/**
 * Vitest global setup of the db and integration projects: the run's template databases, made once
 * per run (the first project's setup makes them, the second finds them in the environment, which
 * the workers inherit).
 *
 * - PGlite, migrated and seeded, as a dump (`PORTAL_TEST_PGLITE_DUMP`, loaded by each in-memory
 *   test database, tests/helpers/db.ts) and, with the real feed imported and the CMS seeded as a
 *   server start does (scripts/db-setup.ts), as a data directory (`PORTAL_TEST_PGLITE_DIR`, copied
 *   into the data directory of each server a test starts, tests/helpers/server.ts).
 * - PostgreSQL, the same two as template databases (`PORTAL_TEST_PG_TEMPLATE`,
 *   `PORTAL_TEST_PG_FEED_TEMPLATE`; connections to them refused so that `CREATE DATABASE … TEMPLATE`
 *   always finds them free), which tests/helpers/db.ts `createPgDatabase` copies.
 *
 * A test database then skips initdb and the migrations (about 5 s per database on a loaded 2-core
 * machine), a server also the feed import and the CMS seed (tens of seconds); the open still
 * migrates and seeds, and a server still imports a sport whose files or catalogue differ, so the
 * copies are always current. The PostgreSQL templates are dropped when the run ends.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/database.ts';
import type { Database } from '../../src/server/db/client.ts';
import { catalogueFile, ensureCatalogue } from '../../src/server/feed/catalogue-file.ts';
import { runFeedImport } from '../../src/server/feed/import-run.ts';
import { contentDocuments, footerDocuments, seedCms } from '../../src/server/cms/seed.ts';
import { pgAdmin, pgDatabaseUrl, postgresAvailable } from '../helpers/db.ts';

/** Imports the real feed and seeds the CMS into `database`, as a server's first start does; closes it. */
async function importFeed(database: Database): Promise<void> {
  try {
    await runFeedImport(database.db, ensureCatalogue(), { catalogueFile: catalogueFile(), log: () => {} });
    await seedCms(database.db, [...contentDocuments(), ...footerDocuments()]);
  } finally {
    await database.close();
  }
}

/** The PGlite dump and data directory; answers the clean-up. */
async function pgliteTemplates(): Promise<() => Promise<void>> {
  const root = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
  const dataDir = join(root, 'pgdata');
  await (await openDatabase({ kind: 'pglite', dataDir })).close();
  const client = new PGlite(dataDir);
  // dumpDataDir does not wait for the start itself (it never settles when called first).
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpPath = join(root, 'pgdata.tar');
  writeFileSync(dumpPath, new Uint8Array(await dump.arrayBuffer()));
  await importFeed(await openDatabase({ kind: 'pglite', dataDir }));
  process.env.PORTAL_TEST_PGLITE_DIR = dataDir;
  process.env.PORTAL_TEST_PGLITE_DUMP = dumpPath;
  return async () => rmSync(root, { recursive: true, force: true });
}

/** The PostgreSQL template databases (none when PostgreSQL does not answer outside CI); answers the clean-up. */
async function postgresTemplates(): Promise<() => Promise<void>> {
  if (!(await postgresAvailable())) return async () => {};
  const id = randomBytes(6).toString('hex');
  const migrated = `portal_tpl_${id}`;
  const feed = `portal_tplfeed_${id}`;
  const drop = () => pgAdmin(`drop database if exists ${feed} with (force)`, `drop database if exists ${migrated} with (force)`);
  try {
    await pgAdmin(`create database ${migrated}`);
    await (await openDatabase({ kind: 'pg', url: pgDatabaseUrl(migrated), poolSize: 2 })).close();
    await pgAdmin(`create database ${feed} template ${migrated}`, `alter database ${migrated} with allow_connections false`);
    await importFeed(await openDatabase({ kind: 'pg', url: pgDatabaseUrl(feed), poolSize: 2 }));
    await pgAdmin(`alter database ${feed} with allow_connections false`);
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  process.env.PORTAL_TEST_PG_TEMPLATE = migrated;
  process.env.PORTAL_TEST_PG_FEED_TEMPLATE = feed;
  return drop;
}

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.PORTAL_TEST_PGLITE_DIR) return undefined;
  // Side by side: PGlite works in this process, the PostgreSQL import mostly in the server's.
  const made = await Promise.allSettled([pgliteTemplates(), postgresTemplates()]);
  const cleanUp = async () => {
    for (const result of made) if (result.status === 'fulfilled') await result.value();
  };
  const failed = made.find((result) => result.status === 'rejected');
  if (failed) {
    await cleanUp();
    throw failed.reason;
  }
  return cleanUp;
}
