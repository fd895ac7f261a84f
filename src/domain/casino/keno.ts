/**
 * Keno (spec §2 casino): 10 numbers are drawn from 1 … 40 by Stake's Fisher–Yates selection (one float
 * per draw, shown in ascending order). The player picks 1 … 10 distinct numbers; the payout is
 * PAYTABLE[picks][hits] × stake. The RTP of each pick count is exact by the hypergeometric law:
 * Σ_h C(p, h) C(40 − p, 10 − h) / C(40, 10) × PAYTABLE[p][h] — stated in RTP_BY_PICKS and
 * asserted by the unit tests; every pick count returns between 96.3 % and 98.5 %.
 */
import { pickDistinct, range, type FloatSource } from './fair.ts';
import { hypergeometric, payoutAt } from './math.ts';

/** Numbers on the board. */
export const KENO_NUMBERS = 40;
/** Most numbers a player may pick. */
export const KENO_MAX_PICKS = 10;
/** Numbers drawn per round. */
export const KENO_DRAWN = 10;

/** Multipliers by picks (1 … 10) then hits (0 … picks). */
export const PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 3.9],
  2: [0, 1.8, 4.7],
  3: [0, 0, 5.5, 19],
  4: [0, 0, 3, 7, 29],
  5: [0, 0, 0, 8.7, 25, 125],
  6: [0, 0, 0, 4.9, 11, 39, 236],
  7: [0, 0, 0, 3.2, 6.3, 17, 73, 528],
  8: [0, 0, 0, 0, 8.3, 20, 66, 333, 1000],
  9: [0, 0, 0, 0, 5.3, 11, 31, 126, 785, 1000],
  10: [0, 0, 0, 0, 3.6, 6.8, 17, 58, 291, 1000, 1000],
};

/** Exact RTP by pick count (hypergeometric expectation of PAYTABLE), to 12 decimals. */
export const RTP_BY_PICKS: Readonly<Record<number, number>> = {
  1: 0.975,
  2: 0.963461538461539,
  3: 0.982287449392713,
  4: 0.984954590217748,
  5: 0.977404530036109,
  6: 0.97346536820221,
  7: 0.980590616813527,
  8: 0.981763529751146,
  9: 0.982498860440037,
  10: 0.973482814573147,
};

/** Lowest RTP over the pick counts (the figure the lobby shows). */
export const RTP = Math.min(...Object.values(RTP_BY_PICKS));

/** Exact RTP of a paytable row: the hypergeometric expectation for `picks` of `total` with `drawn` drawn. */
export function paytableRtp(total: number, drawn: number, row: readonly number[]): number {
  const picks = row.length - 1;
  return row.reduce((sum, m, h) => sum + hypergeometric(total, drawn, picks, h) * m, 0);
}

/** The 10 drawn numbers (1 … 40) in draw order. */
function kenoDrawOrder(source: FloatSource): number[] {
  return pickDistinct(source, range(1, KENO_NUMBERS), KENO_DRAWN);
}

/** The 10 drawn numbers (1 … 40) in ascending order. */
export function kenoDraw(source: FloatSource): number[] {
  return kenoDrawOrder(source).sort((a, b) => a - b);
}

/**
 * Checks a pick: 1 … `maxPicks` distinct integers in 1 … `total`. Throws RangeError otherwise.
 */
export function checkPicks(picks: readonly number[], total = KENO_NUMBERS, maxPicks = KENO_MAX_PICKS): void {
  if (picks.length < 1 || picks.length > maxPicks) throw new RangeError(`pick 1 … ${maxPicks} numbers, got ${picks.length}`);
  if (new Set(picks).size !== picks.length || picks.some((n) => !Number.isInteger(n) || n < 1 || n > total)) throw new RangeError(`picks must be distinct integers 1 … ${total}`);
}

/** One keno round: drawn numbers (ascending), hits, multiplier and payout in minor units. Throws RangeError for bad picks. */
export function playKeno(source: FloatSource, picks: readonly number[], stakeMinor: number): { drawn: number[]; hits: number; multiplier: number; payoutMinor: number } {
  checkPicks(picks);
  const drawn = kenoDraw(source);
  const hits = picks.filter((n) => drawn.includes(n)).length;
  const multiplier = PAYTABLE[picks.length]![hits]!;
  return { drawn, hits, multiplier, payoutMinor: payoutAt(stakeMinor, multiplier) };
}
