/**
 * TV keno (spec §2 tvgames section): a scheduled draw of 20 numbers from 1 … 80 per round, from
 * the round's seed (one server seed per draw, client seed = the round id, nonce 0), by the same
 * Fisher–Yates selection as keno. Players pick 1 … 10 numbers before the draw closes; the payout is
 * PAYTABLE[picks][hits] × stake, and the RTP of each pick count is exact by the hypergeometric law
 * (stated in RTP_BY_PICKS, between 94.0 % and 96.1 %).
 */
import { pickDistinct, range, type FloatSource } from './fair.ts';
import { checkPicks } from './keno.ts';
import { payoutAt } from './math.ts';

/** Numbers on the board. */
export const TV_KENO_NUMBERS = 80;
/** Numbers drawn per round. */
export const TV_KENO_DRAWN = 20;

/** Multipliers by picks (1 … 10) then hits (0 … picks). */
export const PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 3.8],
  2: [0, 1.8, 4.5],
  3: [0, 0, 5.2, 16],
  4: [0, 0, 2.8, 6.3, 24],
  5: [0, 0, 0, 7.7, 20, 88],
  6: [0, 0, 0, 4.4, 9.4, 29, 140],
  7: [0, 0, 0, 2.9, 5.4, 13, 45, 249],
  8: [0, 0, 0, 0, 6.9, 15, 40, 155, 941],
  9: [0, 0, 0, 0, 4.5, 8.4, 20, 63, 266, 1786],
  10: [0, 0, 0, 0, 3.2, 5.4, 11, 31, 106, 497, 3672],
};

/** Exact RTP by pick count (hypergeometric expectation of PAYTABLE), to 12 decimals. */
export const RTP_BY_PICKS: Readonly<Record<number, number>> = {
  1: 0.95,
  2: 0.954113924050633,
  3: 0.943524829600779,
  4: 0.941362435033321,
  5: 0.944900036672188,
  6: 0.947293845395111,
  7: 0.940631870695162,
  8: 0.960542687480437,
  9: 0.948955807875524,
  10: 0.943157216840851,
};

/** Lowest RTP over the pick counts. */
export const RTP = Math.min(...Object.values(RTP_BY_PICKS));

/** The 20 drawn numbers of a round in draw order (the order the TV draw shows them). */
export function tvKenoDraw(source: FloatSource): number[] {
  return pickDistinct(source, range(1, TV_KENO_NUMBERS), TV_KENO_DRAWN);
}

/** Settles a ticket against a draw: hits, multiplier, payout in minor units. Throws RangeError for bad picks or a draw that is not 20 numbers. */
export function settleTvKeno(drawn: readonly number[], picks: readonly number[], stakeMinor: number): { hits: number; multiplier: number; payoutMinor: number } {
  checkPicks(picks, TV_KENO_NUMBERS);
  if (drawn.length !== TV_KENO_DRAWN) throw new RangeError(`a TV keno draw has ${TV_KENO_DRAWN} numbers`);
  const hits = picks.filter((n) => drawn.includes(n)).length;
  const multiplier = PAYTABLE[picks.length]![hits]!;
  return { hits, multiplier, payoutMinor: payoutAt(stakeMinor, multiplier) };
}
