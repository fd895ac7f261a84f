/**
 * What a sport of the feed is made of on the server: its importer, the {@link SportFeed} every
 * sport's server module (src/server/feed/sports/<sport>.ts) exports, registered by model in
 * src/server/feed/sports/index.ts. The sport's pure rules are its domain module
 * (src/domain/sports/<sport>.ts).
 */
import type { ImportResult } from '../csv-records.ts';

/** A source file already read: its path under the sport's folder (as problems name it) and contents. */
interface SourceFile {
  name: string;
  text: Buffer;
}

/** A sport's server part (its importer's name: src/domain/feed/sport-detail.ts `SPORT_MODELS`). */
export interface SportFeed {
  /**
   * Imports the sport's files, in order, into matches; content problems are reported (file,
   * 1-based line, reason), never thrown.
   */
  importFiles(files: readonly SourceFile[]): ImportResult;
}

/** Several results as one (rows and problems in order). */
export function mergeResults(results: readonly ImportResult[]): ImportResult {
  return { rows: results.flatMap((r) => r.rows), problems: results.flatMap((r) => r.problems) };
}
