/**
 * The feed's import runs for the console (action `feed.imports.view`): the latest runs with their
 * files, built through the output schema's allow-list (schemas/console-feed-imports.ts).
 */
import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { feedImportFiles, feedImportRuns } from '../db/schema.ts';
import { feedImportRunsResponse, type FeedImportRunsResponse } from '../../../schemas/console-feed-imports.ts';
import { consoleData, type ConsoleLoad, type ConsolePageContext } from './load.ts';

/** Runs listed. */
const FEED_IMPORT_RUNS_SHOWN = 20;

/**
 * The latest {@link FEED_IMPORT_RUNS_SHOWN} runs, newest first, each with its files in catalogue
 * path order.
 * @throws ZodError when a stored row does not fit the answer's schema (never sent half-checked)
 */
export async function feedImportRunsView(db: Db, limit: number = FEED_IMPORT_RUNS_SHOWN): Promise<FeedImportRunsResponse> {
  const runs = await db.select().from(feedImportRuns).orderBy(desc(feedImportRuns.id)).limit(limit);
  const files = runs.length ? await db.select().from(feedImportFiles).where(inArray(feedImportFiles.runId, runs.map((r) => r.id))) : [];
  return feedImportRunsResponse.parse({
    runs: runs.map((run) => ({
      id: run.id,
      startedAt: run.startedAt.toISOString(),
      files: run.files,
      filesImported: run.filesImported,
      rows: run.rows,
      games: run.games,
      inserted: run.inserted,
      updated: run.updated,
      problems: run.problems,
      unservedGames: run.unservedGames,
      fileRows: files
        .filter((f) => f.runId === run.id)
        .sort((a, b) => a.file.localeCompare(b.file))
        .map((f) => ({ file: f.file, imported: f.imported, rows: f.rows, games: f.games, problems: f.problems, reasons: f.reasons, examples: f.examples })),
    })),
  });
}

/** Loader of the console page "Feed imports" (`/console/feed-imports`, route action `feed.imports.view`). */
export async function loadFeedImports(ctx: ConsolePageContext): Promise<ConsoleLoad<FeedImportRunsResponse>> {
  return consoleData(await feedImportRunsView(ctx.db));
}
