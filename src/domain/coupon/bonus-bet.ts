/**
 * Bonus bet of spec §4: added to an express coupon when the feature is available, there are at
 * least 3 bets, every bet has a coefficient of at least 1.1 and is not of market kind 7, and the
 * total coefficient is at least 1.01. Its coefficient is 1 × (1 + n/100) for n bets from 1 to 9,
 * otherwise 1.1.
 *
 * Coefficients are compared at 3 decimals (spec §9) as integer thousandths, so 1.1 counts as 1.1.
 */
import { COUPON_TYPE, MARKET_KIND_NO_BONUS } from './types.ts';

/** Least bets for a bonus bet. */
const BONUS_BET_MIN_BETS = 3;
/** Least coefficient of each bet, thousandths (1.1). */
const BONUS_BET_MIN_LEG_COEF_MILLI = 1100;
/** Least total coefficient, thousandths (1.01). */
const BONUS_BET_MIN_TOTAL_COEF_MILLI = 1010;

function milli(coef: number): number {
  return Math.floor(Number((coef * 1000).toPrecision(12)) + 0.5);
}

/**
 * Coefficient of the bonus bet (spec §4): 1 + n/100 for n = 1..9 (1.01 … 1.09), 1.1 for n ≥ 10.
 * @param betCount n, the number of bets in the express, an integer ≥ 1
 * @returns a decimal coefficient with at most 3 decimals
 * @throws RangeError when `betCount` is not an integer or is ≤ 0
 */
export function bonusBetCoef(betCount: number): number {
  if (!Number.isInteger(betCount) || betCount <= 0) throw new RangeError(`bet count must be a positive integer: ${betCount}`);
  return betCount <= 9 ? (100 + betCount) / 100 : 1.1;
}

/** What {@link isBonusBetAvailable} looks at. */
export interface BonusBetInput {
  /** The bonus bet feature is on for the brand / player. */
  featureOn: boolean;
  /** Coupon type id; only an express (1) qualifies. */
  typeId: number;
  /** The coupon's bets: decimal coefficient and market kind. */
  bets: readonly { coef: number; kind: number }[];
  /** Total (express) coefficient, decimal. */
  totalCoef: number;
}

/**
 * Whether the bonus bet is added (spec §4): the feature is on, the coupon is an express, it has
 * at least 3 bets, each with coefficient ≥ 1.1 and a market kind other than 7, and the total
 * coefficient is ≥ 1.01.
 */
export function isBonusBetAvailable(input: BonusBetInput): boolean {
  return (
    input.featureOn &&
    input.typeId === COUPON_TYPE.express &&
    input.bets.length >= BONUS_BET_MIN_BETS &&
    input.bets.every((bet) => milli(bet.coef) >= BONUS_BET_MIN_LEG_COEF_MILLI && bet.kind !== MARKET_KIND_NO_BONUS) &&
    milli(input.totalCoef) >= BONUS_BET_MIN_TOTAL_COEF_MILLI
  );
}
