/**
 * The lotto replay schedule: the real published draws of each lottery replayed, in their real
 * order, on the feed's clock (src/server/feed/clock.ts), so a next draw is always counting down.
 *
 * Stated:
 * 1. Draw ids (`lottoId` of spec §2): an endless row of integers from a fixed epoch
 *    ({@link LOTTO_EPOCH_MS}, the sports replay's); draw id d is drawn at
 *    `LOTTO_EPOCH_MS + d × LOTTO_CADENCE_MS` (every 15 min). Even ids are Powerball, odd ids
 *    Mega Millions, so each lottery draws every 30 min and the id alone names lottery and instant.
 * 2. Draw d of lottery L is L's k-th replayed draw, k = ⌊d / 2⌋; it replays the real draw
 *    `k mod n` of L's file (n draws, in date order), in cycle `⌊k / n⌋`; after the last real draw
 *    the list restarts.
 * 3. Tickets are sold for a draw until its draw instant; it is settled on the real numbers at that
 *    instant.
 *
 * Pure and deterministic: every server with the same files computes the same draws at any time.
 */
import type { LotteryId, LottoDraw } from './games.ts';

/** Fixed epoch: Monday 1 January 2024, 00:00 UTC (draw id 0). */
const LOTTO_EPOCH_MS = Date.UTC(2024, 0, 1);
/** One draw every 15 min, alternating lotteries. */
export const LOTTO_CADENCE_MS = 15 * 60_000;

/** The lottery of a draw id. */
export function lotteryOfDraw(lottoId: number): LotteryId {
  return ((lottoId % 2) + 2) % 2 === 0 ? 'powerball' : 'megamillions';
}

/** Draw instant of a draw id, UTC ms. */
export function drawInstant(lottoId: number): number {
  return LOTTO_EPOCH_MS + lottoId * LOTTO_CADENCE_MS;
}

/** A scheduled draw: id, lottery, instant, and the real draw it replays. */
export interface ScheduledDraw {
  lottoId: number;
  lottery: LotteryId;
  /** Draw instant, UTC ms. */
  at: number;
  /** Replay cycle. */
  cycle: number;
  /** The real draw replayed. */
  draw: LottoDraw;
}

/**
 * The scheduled draw of an id.
 * @param draws the lottery's real draws in date order (non-empty)
 * @throws RangeError for a non-integer id or an empty draw list
 */
export function scheduledDraw(lottoId: number, draws: readonly LottoDraw[]): ScheduledDraw {
  if (!Number.isSafeInteger(lottoId)) throw new RangeError(`draw id must be an integer, got ${lottoId}`);
  if (draws.length === 0) throw new RangeError('no draws to replay');
  const lottery = lotteryOfDraw(lottoId);
  const k = Math.floor(lottoId / 2);
  const n = draws.length;
  return { lottoId, lottery, at: drawInstant(lottoId), cycle: Math.floor(k / n), draw: draws[((k % n) + n) % n]! };
}

/** The id of the first draw of `lottery` drawn strictly after `now`. */
export function nextDrawId(lottery: LotteryId, now: number): number {
  let id = Math.floor((now - LOTTO_EPOCH_MS) / LOTTO_CADENCE_MS) + 1;
  if (lotteryOfDraw(id) !== lottery) id += 1;
  return id;
}

/** The id of the latest draw of `lottery` drawn at or before `now`. */
export function lastDrawId(lottery: LotteryId, now: number): number {
  let id = Math.floor((now - LOTTO_EPOCH_MS) / LOTTO_CADENCE_MS);
  if (lotteryOfDraw(id) !== lottery) id -= 1;
  return id;
}

/**
 * The draw ids of a lottery drawn at or before `now`, newest first.
 * @param count how many, ≥ 0
 * @param skip how many of the newest to skip (paging)
 */
export function pastDrawIds(lottery: LotteryId, now: number, count: number, skip = 0): number[] {
  const last = lastDrawId(lottery, now);
  return Array.from({ length: count }, (_, i) => last - 2 * (skip + i));
}

/** Whether tickets are still sold for a draw at `now` (until its draw instant). */
export function isOnSale(lottoId: number, now: number): boolean {
  return now < drawInstant(lottoId);
}
