/**
 * Limbo (spec §2 casino): one float f gives k = floor(f × 2^24) and the result
 * floor(2^24 / (k + 1) × (1 − 0.01) × 100) / 100 (Stake's rule; 0.99 … 16,609,443.84 ×, shown
 * as at least 1.00). The player names a target multiplier T (1.01 … 1,000,000, two decimals)
 * and wins T × stake when result ≥ T. P(win) = (K + 1) / 2^24 with K the largest k whose result
 * reaches T, so the RTP of target T is T × (K + 1) / 2^24: at most 99 % and below it by less than
 * T / 2^24 (rounding of the 2^24 grid) — `rtpOf` gives the exact value for every target.
 */
import type { FloatSource } from './fair.ts';

/** Nominal return to player: 0.99 (exact per target: `rtpOf`). */
export const RTP = 0.99;
/** 2^24, the grid of the limbo float. */
export const LIMBO_MAX_INT = 16777216;
/** House edge in the result formula. */
const LIMBO_HOUSE_EDGE = 0.01;
/** Smallest and largest target in hundredths (1.01 × … 1,000,000 ×). */
export const MIN_TARGET_CENTS = 101;
export const MAX_TARGET_CENTS = 100_000_000;

/** The result in hundredths for grid index k (0 … 2^24 − 1), exactly Stake's floating formula. */
export function resultCentsOfIndex(k: number): number {
  return Math.floor((LIMBO_MAX_INT / (k + 1)) * (1 - LIMBO_HOUSE_EDGE) * 100);
}

/** The limbo result of one float, as Stake computes it (two decimals, may be 0.99). */
export function limboResult(f: number): number {
  return resultCentsOfIndex(Math.floor(f * LIMBO_MAX_INT)) / 100;
}

function checkTarget(targetCents: number): void {
  if (!Number.isSafeInteger(targetCents) || targetCents < MIN_TARGET_CENTS || targetCents > MAX_TARGET_CENTS) {
    throw new RangeError(`limbo target must be ${MIN_TARGET_CENTS} … ${MAX_TARGET_CENTS} hundredths, got ${targetCents}`);
  }
}

/** Number of grid indices k (of 2^24) whose result reaches the target (binary search; result falls with k). */
export function winningIndices(targetCents: number): number {
  checkTarget(targetCents);
  let lo = -1;
  let hi = LIMBO_MAX_INT - 1;
  if (resultCentsOfIndex(0) < targetCents) return 0;
  lo = 0;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (resultCentsOfIndex(mid) >= targetCents) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** Exact RTP of a target: T × winningIndices / 2^24. */
export function rtpOf(targetCents: number): number {
  return ((targetCents / 100) * winningIndices(targetCents)) / LIMBO_MAX_INT;
}

/** One limbo round: result, win flag, payout in minor units (floor(stake × T) or 0). Throws RangeError for a bad target. */
export function playLimbo(source: FloatSource, targetCents: number, stakeMinor: number): { result: number; win: boolean; payoutMinor: number } {
  checkTarget(targetCents);
  const cents = resultCentsOfIndex(Math.floor(source() * LIMBO_MAX_INT));
  const win = cents >= targetCents;
  return { result: Math.max(100, cents) / 100, win, payoutMinor: win ? Math.floor((stakeMinor * targetCents) / 100) : 0 };
}
