/**
 * The feed import of a server start: for each sport of the catalogue the server runs
 * with, its source files are read and fingerprinted (the sport's catalogue entry and champs plus
 * each file's sha256); a sport whose fingerprint was imported before is not imported again, any
 * other is imported whole (src/server/feed/store.ts `storeImport`).
 * A run is one transaction under the advisory lock `portal:feed-import`: processes starting on one
 * database at once (the workers of `npm start`, the instances of `npm run cluster`) import one after
 * the other, and each later one finds the fingerprints the first stored and imports nothing.
 * Problems are summarised per file (src/domain/feed/import-summary.ts) in the log and stored with
 * the run (`feed_import_runs`, `feed_import_files`, migration 0046), never printed once per row.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { feedImportFiles, feedImportRuns } from '../db/schema.ts';
import type { Catalogue, CatalogueSport } from '../../../schemas/catalogue.ts';
import { summariseImport, summaryLines, type FileSummary } from '../../domain/feed/import-summary.ts';
import { dataRoot, importSportFiles, sourcePath } from './data.ts';
import { storeImport } from './store.ts';

/** Changes when an importer's rules change, so every sport is imported again once. */
const IMPORT_RULES_VERSION = 2;

/** A file of a run as stored (`imported` false: the sport's fingerprint was imported before). */
interface RunFile extends FileSummary {
  sportId: number;
  fingerprint: string;
  imported: boolean;
}

/** What a run did. */
export interface ImportRun {
  runId: number;
  files: RunFile[];
  inserted: number;
  updated: number;
}

/** The fingerprint of a sport's import: its catalogue entry, its champs and its files' contents. */
function sportFingerprint(catalogue: Pick<Catalogue, 'champs'>, sport: CatalogueSport, files: readonly Buffer[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ v: IMPORT_RULES_VERSION, sport, champs: catalogue.champs.filter((c) => c.sportId === sport.id) }));
  for (const file of files) hash.update(createHash('sha256').update(file).digest('hex'));
  return hash.digest('hex');
}

/**
 * Imports what changed since the last run and records the run.
 * @param options.root the data root (default {@link dataRoot}); `catalogueFile` recorded with the
 *   run; `unservedGames` the stored games the feed will not serve (recorded); `log` one line at a time
 * @throws the file system's error when a source file cannot be read (the catalogue check at the
 *   start names missing files first); database errors
 */
export async function runFeedImport(
  db: Db,
  catalogue: Catalogue,
  options: { root?: string; catalogueFile: string; log?: (line: string) => void },
): Promise<ImportRun> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('portal:feed-import', 0))`);
    return importUnderLock(tx as unknown as Db, catalogue, options);
  });
}

/** {@link runFeedImport}'s work, inside its transaction and lock. */
async function importUnderLock(db: Db, catalogue: Catalogue, options: { root?: string; catalogueFile: string; log?: (line: string) => void }): Promise<ImportRun> {
  const root = options.root ?? dataRoot();
  const log = options.log ?? ((line: string) => console.warn(line));
  const files: RunFile[] = [];
  let inserted = 0;
  let updated = 0;
  for (const sport of catalogue.sports) {
    const sources = sport.sources.map((path) => ({ path, name: path.slice(path.indexOf('/') + 1), text: readFileSync(sourcePath(path, root)) }));
    const fingerprint = sportFingerprint(catalogue, sport, sources.map((s) => s.text));
    const before = await db
      .select()
      .from(feedImportFiles)
      .where(and(eq(feedImportFiles.sportId, sport.id), eq(feedImportFiles.fingerprint, fingerprint)))
      .orderBy(desc(feedImportFiles.runId))
      .limit(sources.length * 2);
    const known = new Map(before.map((row) => [row.file, row]));
    if (sources.every((s) => known.has(s.path))) {
      for (const { path } of sources) {
        const row = known.get(path)!;
        files.push({ file: path, sportId: sport.id, fingerprint, imported: false, rows: row.rows, games: row.games, problems: row.problems, reasons: row.reasons, examples: row.examples });
      }
      continue;
    }
    const result = importSportFiles(sport, sources);
    const stored = await storeImport(db, result, sport.sources);
    inserted += stored.inserted;
    updated += stored.updated;
    for (const summary of summariseImport(sources, result)) {
      files.push({ ...summary, sportId: sport.id, fingerprint, imported: true });
      if (summary.problems > 0) for (const line of summaryLines(summary)) log(`feed import: ${line}`);
    }
  }
  const sum = (pick: (f: RunFile) => number) => files.reduce((total, f) => total + pick(f), 0);
  const runId = await db.transaction(async (tx) => {
    const [run] = await tx
      .insert(feedImportRuns)
      .values({
        catalogueFile: options.catalogueFile, files: files.length, filesImported: files.filter((f) => f.imported).length,
        rows: sum((f) => f.rows), games: sum((f) => f.games), inserted, updated, problems: sum((f) => f.problems), unservedGames: 0,
      })
      .returning({ id: feedImportRuns.id });
    if (files.length) {
      await tx.insert(feedImportFiles).values(files.map((f) => ({
        runId: run!.id, file: f.file, sportId: f.sportId, fingerprint: f.fingerprint, imported: f.imported,
        rows: f.rows, games: f.games, problems: f.problems, reasons: f.reasons, examples: f.examples,
      })));
    }
    return run!.id;
  });
  const imported = files.filter((f) => f.imported);
  log(`feed import: run ${runId}: ${imported.length} of ${files.length} files imported (${sum((f) => (f.imported ? f.games : 0))} games, ${inserted} new, ${updated} changed, ${sum((f) => (f.imported ? f.problems : 0))} rows refused)`);
  return { runId, files, inserted, updated };
}

/** Records on a run how many stored games the feed does not serve (their champ left the catalogue). */
export async function recordUnserved(db: Db, runId: number, unservedGames: number): Promise<void> {
  await db.update(feedImportRuns).set({ unservedGames }).where(eq(feedImportRuns.id, runId));
}
