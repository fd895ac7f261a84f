/**
 * The toto draw schedule (spec §2 `toto`; src/domain/toto/pool.ts): a draw every
 * {@link TOTO_PERIOD_MS} from a fixed epoch, each on the first 15 replayed football games that
 * kick off at or after its start, taken from the sports replay (real fixtures, real results).
 *
 * Stated:
 * 1. Draw d starts at `TOTO_EPOCH_MS + d × TOTO_PERIOD_MS` (every 4 hours).
 * 2. Its games: the first {@link TOTO_MATCHES} football games of the replay schedule kicking off at
 *    or after its start, by kick-off (then permanent id). Coupons are taken until the first of
 *    them kicks off (the deadline); the draw completes when the last one has finished.
 * 3. On sale: the draw whose start is the next one after now (`draw`), and the one after it
 *    (`next`).
 */
import { TOTO_MATCHES } from './pool.ts';

/** Fixed epoch: Monday 1 January 2024, 00:00 UTC (draw 0 starts there). */
const TOTO_EPOCH_MS = Date.UTC(2024, 0, 1);
/** One draw every 4 hours. */
const TOTO_PERIOD_MS = 4 * 3_600_000;

/** Start of a draw, UTC ms: no game of it kicks off earlier. */
export function drawStart(drawId: number): number {
  return TOTO_EPOCH_MS + drawId * TOTO_PERIOD_MS;
}

/** The draw on sale now (`toto/draw`): the first one starting after `now`. */
export function currentDrawId(now: number): number {
  return Math.floor((now - TOTO_EPOCH_MS) / TOTO_PERIOD_MS) + 1;
}

/** A replayed game a draw may take. */
export interface TotoGame {
  permanentId: number;
  cycle: number;
  /** Replayed kick-off, UTC ms. */
  kickoff: number;
  home: string;
  away: string;
  champName: string;
}

/**
 * A draw's games (rule 2) from replayed football games (any order).
 * @returns the 15 games, or null when fewer than 15 kick off at or after the start
 */
export function drawGames(drawId: number, games: readonly TotoGame[]): TotoGame[] | null {
  const start = drawStart(drawId);
  const picked = games.filter((g) => g.kickoff >= start).sort((a, b) => a.kickoff - b.kickoff || a.permanentId - b.permanentId).slice(0, TOTO_MATCHES);
  return picked.length === TOTO_MATCHES ? picked : null;
}
