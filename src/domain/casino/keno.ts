/**
 * Keno (issue 15): 10 numbers are drawn from 1 … 40 by Stake's Fisher–Yates selection (one float
 * per draw, shown in ascending order). The player picks 1 … 10 distinct numbers; the payout is the
 * paytable multiplier for (picks, hits) × stake.
 */
import { pickDistinct, range, type FloatSource } from './fair';

/** Numbers on the board. */
export const KENO_NUMBERS = 40;
/** Numbers drawn per round. */
export const KENO_DRAWN = 10;

/** The 10 drawn numbers (1 … 40) in draw order. */
export function kenoDrawOrder(source: FloatSource): number[] {
  return pickDistinct(source, range(1, KENO_NUMBERS), KENO_DRAWN);
}

/** The 10 drawn numbers (1 … 40) in ascending order. */
export function kenoDraw(source: FloatSource): number[] {
  return kenoDrawOrder(source).sort((a, b) => a - b);
}
