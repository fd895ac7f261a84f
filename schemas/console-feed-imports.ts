/**
 * The console's answer about the feed's import runs (`GET /console-api/feed-imports`, the console
 * page "Feed imports"): an allow-list of fields — the run's counts and, per source file,
 * whether it was read, its rows, games, refusals per reason and the first refusals (file:line and
 * reason). Nothing else of the stored rows (fingerprints, sport ids, server paths) leaves the server.
 */
import { z } from 'zod';
import { sportsPricingSchema } from './sports-pricing.ts';
import { PRICE_BOOKMAKERS, PRICE_MOMENTS } from '../src/domain/feed/price-books.ts';

/** A refusal example: the catalogue's source path, 1-based line, reason. */
const exampleSchema = z.strictObject({ file: z.string(), line: z.number().int().min(1), reason: z.string() });

/** One source file of a run. */
const feedImportFileSchema = z.strictObject({
  /** Source path under `data/` as the catalogue lists it. */
  file: z.string(),
  /** False: unchanged since an earlier run, not read again (its counts are that run's). */
  imported: z.boolean(),
  rows: z.number().int().min(0),
  games: z.number().int().min(0),
  problems: z.number().int().min(0),
  /** Refusals per reason kind, most frequent first. */
  reasons: z.array(z.strictObject({ reason: z.string(), count: z.number().int().min(1) })),
  /** The first refusals, at most 5. */
  examples: z.array(exampleSchema).max(5),
});

/** One import run (a server start). */
const feedImportRunSchema = z.strictObject({
  id: z.number().int().min(1),
  /** When the run started, ISO 8601 UTC. */
  startedAt: z.string(),
  files: z.number().int().min(0),
  filesImported: z.number().int().min(0),
  rows: z.number().int().min(0),
  games: z.number().int().min(0),
  inserted: z.number().int().min(0),
  updated: z.number().int().min(0),
  problems: z.number().int().min(0),
  /** Stored games not served: their champ is not in the catalogue the run started with. */
  unservedGames: z.number().int().min(0),
  fileRows: z.array(feedImportFileSchema),
});

/** The answer: the latest runs, newest first. */
export const feedImportRunsResponse = z.strictObject({ runs: z.array(feedImportRunSchema) });
/** The answer: the latest runs, newest first. */
export type FeedImportRunsResponse = z.infer<typeof feedImportRunsResponse>;

/** Where a real market's prices come from (src/domain/feed/real-prices.ts `PriceSource`). */
const priceSourceSchema = z.union([z.enum(['model', 'none']), z.templateLiteral([z.enum(PRICE_MOMENTS), ':', z.enum(PRICE_BOOKMAKERS)])]);

/** A market's sources with their game counts, in the pricing's order of preference. */
const sourceCountsSchema = z.array(z.strictObject({ source: priceSourceSchema, games: z.number().int().min(1) }));

/** One league's served football games and, per real market (1X2, over/under 2.5, Asian handicap), their sources. */
const leaguePriceSourcesSchema = z.strictObject({
  /** The league: its data code and name (`E0 · Premier League`). */
  league: z.string(),
  games: z.number().int().min(1),
  markets: z.strictObject({ oneXTwo: sourceCountsSchema, total25: sourceCountsSchema, asian: sourceCountsSchema }),
});

/** One brand's brand-wide pricing and the sources of the served football games' real markets under it. */
const brandPriceSourcesSchema = z.strictObject({
  brandId: z.string(),
  brandName: z.string(),
  pricing: sportsPricingSchema,
  leagues: z.array(leaguePriceSourcesSchema),
});

/**
 * The console's feed view (`/console/feed-imports`): the import runs and, per brand the staff
 * member may see, the source of each real market's pre-match prices.
 */
export const feedViewData = feedImportRunsResponse.extend({ priceSources: z.array(brandPriceSourcesSchema) });
/** The console's feed view. */
export type FeedViewData = z.infer<typeof feedViewData>;
