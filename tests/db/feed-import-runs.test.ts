/**
 * The feed import run of a server start (src/server/feed/import-run.ts), on PGlite and
 * PostgreSQL, over the repository's real files: problems are summarised per file (counts per
 * reason, the first 5 refusals with file:line) in the log and stored with the run
 * (feed_import_runs, feed_import_files); a sport whose catalogue entry and files did not change is
 * not imported again; a league put back into the catalogue is imported at the next run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { currentCatalogue, installCatalogue } from '../../src/domain/feed/catalogue.ts';
import { runFeedImport } from '../../src/server/feed/import-run.ts';
import { feedImportFiles, feedImportRuns, games } from '../../src/server/db/schema.ts';
import type { Catalogue } from '../../schemas/catalogue.ts';

const ENGINES = await engines();
const repository = currentCatalogue();
const football = repository.sports.find((s) => s.slug === 'football')!;
/** The real catalogue with football limited to two real files, E0 (Premier League) and I1 (Serie A). */
const withPremierLeague: Catalogue = {
  sports: [{ ...football, sources: ['football-data/E0.csv', 'football-data/I1.csv'] }],
  champs: repository.champs.filter((c) => c.sportId === football.id),
};
/** The same without the Premier League champ: every E0 row is refused. */
const withoutPremierLeague: Catalogue = { ...withPremierLeague, champs: withPremierLeague.champs.filter((c) => c.code !== 'E0') };
const UNKNOWN_E0 = "unknown league Div 'E0': not in data/catalogue/catalogue.json (add the champ there and restart, or remove the file from the sport's sources)";

describe.each(ENGINES)('feed import runs on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => {
    installCatalogue(repository);
    await t.dispose();
  });

  const run = async (catalogue: Catalogue) => {
    installCatalogue(catalogue);
    const log: string[] = [];
    const result = await runFeedImport(t.db, catalogue, { catalogueFile: 'test/catalogue.json', log: (line) => log.push(line) });
    return { result, log };
  };
  const storedFiles = (runId: number) => t.db.select().from(feedImportFiles).where(eq(feedImportFiles.runId, runId)).orderBy(asc(feedImportFiles.file));

  it('summarises a league missing from the catalogue per file, in the log and in the stored run', async () => {
    const { result, log } = await run(withoutPremierLeague);
    const [e0, i1] = await storedFiles(result.runId);
    expect(e0).toMatchObject({
      file: 'football-data/E0.csv', imported: true, rows: 1088, games: 0, problems: 1088,
      reasons: [{ reason: "unknown league Div '…': not in data/catalogue/catalogue.json (add the champ there and restart, or remove the file from the sport's sources)", count: 1088 }],
      examples: [2, 3, 4, 5, 6].map((line) => ({ file: 'football-data/E0.csv', line, reason: UNKNOWN_E0 })),
    });
    expect(i1).toMatchObject({ file: 'football-data/I1.csv', imported: true, rows: 1089, games: 1089, problems: 0, reasons: [], examples: [] });
    const [stored] = await t.db.select().from(feedImportRuns).where(eq(feedImportRuns.id, result.runId));
    expect(stored).toMatchObject({ catalogueFile: 'test/catalogue.json', files: 2, filesImported: 2, rows: 2177, games: 1089, inserted: 1089, updated: 0, problems: 1088 });
    // The log: a few lines for the file (counts, one per reason, 5 examples) and the run's line, never one per row.
    expect(log).toEqual([
      'feed import: football-data/E0.csv: 1088 rows, 0 games, 1088 refused',
      `feed import:   1088 × unknown league Div '…': not in data/catalogue/catalogue.json (add the champ there and restart, or remove the file from the sport's sources)`,
      ...[2, 3, 4, 5, 6].map((line) => `feed import:   e.g. football-data/E0.csv:${line} ${UNKNOWN_E0}`),
      `feed import: run ${result.runId}: 2 of 2 files imported (1089 games, 1089 new, 0 changed, 1088 rows refused)`,
    ]);
    expect((await t.db.select({ n: count() }).from(games))[0]!.n).toBe(1089);
  });

  it('does not import an unchanged sport again, and records the run with the earlier counts', async () => {
    const { result, log } = await run(withoutPremierLeague);
    const files = await storedFiles(result.runId);
    expect(files.map((f) => [f.file, f.imported, f.games, f.problems])).toEqual([['football-data/E0.csv', false, 0, 1088], ['football-data/I1.csv', false, 1089, 0]]);
    expect(log).toEqual([`feed import: run ${result.runId}: 0 of 2 files imported (0 games, 0 new, 0 changed, 0 rows refused)`]);
  });

  it('imports the league put back into the catalogue at the next run', async () => {
    const { result, log } = await run(withPremierLeague);
    const [e0, i1] = await storedFiles(result.runId);
    expect(e0).toMatchObject({ imported: true, rows: 1088, games: 1088, problems: 0, examples: [] });
    expect(i1).toMatchObject({ imported: true, games: 1089, problems: 0 });
    expect(result).toMatchObject({ inserted: 1088, updated: 0 });
    expect(log).toEqual([`feed import: run ${result.runId}: 2 of 2 files imported (2177 games, 1088 new, 0 changed, 0 rows refused)`]);
    expect((await t.db.select({ n: count() }).from(games))[0]!.n).toBe(2177);
  });
});
