/**
 * Vitest global setup of the db and integration projects: one migrated and seeded PGlite per run,
 * as a dump (loaded by each in-memory test database, tests/helpers/db.ts) and, with the real feed
 * imported and the CMS seeded as a server start does (scripts/db-setup.ts), as a data directory (copied into the data directory of
 * each server a test starts, tests/helpers/server.ts). A test database then skips PGlite's initdb
 * and the migrations (about 7 s per database on a loaded 2-core machine), a server also the feed
 * import and the CMS seed; the open still migrates and seeds, and a server still imports a sport whose files or
 * catalogue differ, so the copies are always current. Paths in `PORTAL_TEST_PGLITE_DUMP` and
 * `PORTAL_TEST_PGLITE_DIR`, inherited by the workers; the first project's setup makes them, the
 * second finds them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/database.ts';
import { catalogueFile, ensureCatalogue } from '../../src/server/feed/catalogue-file.ts';
import { runFeedImport } from '../../src/server/feed/import-run.ts';
import { contentDocuments, footerDocuments, seedCms } from '../../src/server/cms/seed.ts';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.PORTAL_TEST_PGLITE_DIR) return undefined;
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
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await runFeedImport(database.db, ensureCatalogue(), { catalogueFile: catalogueFile(), log: () => {} });
    await seedCms(database.db, [...contentDocuments(), ...footerDocuments()]);
  } finally {
    await database.close();
  }
  process.env.PORTAL_TEST_PGLITE_DIR = dataDir;
  process.env.PORTAL_TEST_PGLITE_DUMP = dumpPath;
  return () => rmSync(root, { recursive: true, force: true });
}
