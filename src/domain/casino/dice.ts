/**
 * Dice (spec §2 casino): one float f gives the roll floor(f × 10001) / 100, one of the 10,001 values
 * 0.00 … 100.00 (Stake's rule, stake.com/provably-fair/game-events). The player picks a target in
 * hundredths and a side: "under" wins when roll < target, "over" when roll > target. The win
 * chance is W / 10,001 where W counts the winning rolls; the multiplier is RTP × 10,001 / W, so
 * every bet returns exactly RTP = 99 % (1 % house edge) before the payout is floored to minor units.
 */
import type { FloatSource } from './fair.ts';

/** Return to player of every dice bet: 0.99. */
export const RTP = 0.99;
/** Number of distinct rolls (0.00 … 100.00). */
export const DICE_OUTCOMES = 10001;
/** Smallest and largest number of winning rolls allowed (win chance ≈ 0.99 % … 97.99 %). */
export const MIN_WINNING_ROLLS = 99;
const MAX_WINNING_ROLLS = 9800;

/** A dice bet: `target` in hundredths (1 … 9999), side of the roll that wins. */
export interface DiceBet {
  readonly target: number;
  readonly side: 'under' | 'over';
}

/** The roll of one float, in hundredths (0 … 10000): floor(f × 10001). */
function diceRollHundredths(f: number): number {
  return Math.floor(f * DICE_OUTCOMES);
}

/** The roll of one float as shown (0.00 … 100.00): floor(f × 10001) / 100 (Stake's formula). */
export function diceRoll(f: number): number {
  return diceRollHundredths(f) / 100;
}

/** Number of winning rolls of a bet (of 10,001). Throws RangeError for a target outside 1 … 9999. */
export function winningRolls(bet: DiceBet): number {
  if (!Number.isSafeInteger(bet.target) || bet.target < 1 || bet.target > 9999) throw new RangeError(`dice target must be 1 … 9999 hundredths, got ${bet.target}`);
  return bet.side === 'under' ? bet.target : 10000 - bet.target;
}

/** True when the bet's win chance is inside the allowed range. */
export function isAllowedBet(bet: DiceBet): boolean {
  const w = winningRolls(bet);
  return w >= MIN_WINNING_ROLLS && w <= MAX_WINNING_ROLLS;
}

/** Payout multiplier of a winning bet: RTP × 10001 / W (unrounded; display rounds to 4 decimals). */
export function multiplier(bet: DiceBet): number {
  return (RTP * DICE_OUTCOMES) / winningRolls(bet);
}

/** True when the roll (hundredths) wins the bet. */
export function wins(bet: DiceBet, rollHundredths: number): boolean {
  return bet.side === 'under' ? rollHundredths < bet.target : rollHundredths > bet.target;
}

/** The result of one dice round: roll, win flag and payout in minor units (floor(stake × multiplier) or 0). */
export function playDice(source: FloatSource, bet: DiceBet, stakeMinor: number): { roll: number; win: boolean; payoutMinor: number } {
  const r = diceRollHundredths(source());
  const win = wins(bet, r);
  return { roll: r / 100, win, payoutMinor: win ? Math.floor(stakeMinor * multiplier(bet)) : 0 };
}
