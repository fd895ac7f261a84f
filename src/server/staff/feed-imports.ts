/**
 * The feed's import runs for the console (action `feed.imports.view`): the latest runs with their
 * files, built through the output schema's allow-list (schemas/console-feed-imports.ts); the
 * console page adds where each real market's prices come from under each brand's pricing.
 */
import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { feedImportFiles, feedImportRuns } from '../db/schema.ts';
import { feedImportRunsResponse, feedViewData, type FeedImportRunsResponse, type FeedViewData } from '../../../schemas/console-feed-imports.ts';
import { consoleDataOf, type ConsoleLoad, type ConsolePageContext } from './load.ts';
import { ALL_BRANDS, brandsAllowing } from '../../domain/staff/roles.ts';
import { priceSources } from '../../domain/feed/real-prices.ts';
import { booksOf } from '../../domain/feed/replay.ts';
import { FOOTBALL_SPORT_ID } from '../../domain/feed/match.ts';
import { champNameIn } from '../../domain/feed/slugs.ts';
import { brands } from '../brands.ts';
import { effectiveBrandOf } from '../settings/state.ts';
import { getFeed } from '../feed/service.ts';

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

/**
 * Loader of the console page "Feed imports" (`/console/feed-imports`, route action
 * `feed.imports.view`): the runs and, for each brand the staff member may view it on, the brand-wide
 * sports pricing (schemas/sports-pricing.ts; a domain's own pricing is on its settings page) with
 * the source of each real market of the served football games per league
 * (src/domain/feed/real-prices.ts `priceSources`).
 */
export async function loadFeedImports(ctx: ConsolePageContext): Promise<ConsoleLoad<FeedViewData>> {
  const runs = await feedImportRunsView(ctx.db);
  const allowed = brandsAllowing(ctx.staff?.grants ?? [], 'feed.imports.view');
  const feed = await getFeed();
  const games = feed.matches.filter((match) => match.sportId === FOOTBALL_SPORT_ID).map((match) => ({ group: `${match.league} · ${champNameIn(match.champId, ctx.lng)}`, books: booksOf(match) }));
  const priceSourcesOf = [...brands.byId.values()]
    .filter((brand) => allowed.includes(ALL_BRANDS) || allowed.includes(brand.id))
    .map((base) => {
      const pricing = (effectiveBrandOf(base.id, '') ?? base).sportsPricing;
      const leagues = priceSources(games, pricing).map(({ group, ...sources }) => ({ league: group, ...sources }));
      return { brandId: base.id, brandName: base.name, pricing, leagues };
    });
  return consoleDataOf(feedViewData, { ...runs, priceSources: priceSourcesOf });
}
