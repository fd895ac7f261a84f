/**
 * The console's answer about the feed's import runs (`GET /console-api/feed-imports`, the console
 * page "Feed imports"): an allow-list of fields — the run's counts and, per source file,
 * whether it was read, its rows, games, refusals per reason and the first refusals (file:line and
 * reason). Nothing else of the stored rows (fingerprints, sport ids, server paths) leaves the server.
 */
import { z } from 'zod';

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
