/**
 * The betting calculator's figures (block `bettingCalculator`): what a single, an
 * express or a system coupon of given odds and stake costs and may pay, computed with the same
 * coupon arithmetic as the slip and placement (`arithmetic.ts`: exact rationals, coefficients in
 * thousandths, one rounding down to a minor unit at the end).
 */
import { binomial, floorMinor, lineCount, potentialPayout, systemValues, totalCoef, totalStakeMinor } from './arithmetic.ts';
import { COUPON_TYPE, type CouponTypeId, type Leg } from './types.ts';

/** Calculator coupon types. */
export type CalculatorType = 'single' | 'express' | 'system';

/** Coupon type id of each calculator type. */
const CALCULATOR_TYPE_IDS: Readonly<Record<CalculatorType, CouponTypeId>> = {
  single: COUPON_TYPE.single,
  express: COUPON_TYPE.express,
  system: COUPON_TYPE.system,
};

/** Lowest coefficient accepted (as the feed prices: ≥ 1.01). */
export const CALCULATOR_MIN_COEF = 1.01;
/** Highest coefficient accepted. */
export const CALCULATOR_MAX_COEF = 1000;
/** Most selections. */
export const CALCULATOR_MAX_LEGS = 12;

/** The calculator's input. */
export interface CalculatorInput {
  type: CalculatorType;
  /** Decimal coefficients of the selections (a single reads the first); null = not entered. */
  coefs: readonly (number | null)[];
  /** Stake, minor units: of the coupon (single, express) or of each system line. */
  stakeMinor: number | null;
  /** System size k (system only). */
  systemValue?: number | undefined;
}

/** Why no figures can be shown. */
type CalculatorProblem = 'figures' | 'system_legs';

/** The calculator's answer. */
export type CalculatorResult =
  | {
      ok: true;
      /** Bets (lines) of the coupon. */
      lines: number;
      /** Total stake, minor units. */
      totalStakeMinor: number;
      /** Coupon coefficient (single, express), 3 decimals; null for a system. */
      totalCoef: number | null;
      /** Potential payout if every selection wins, minor units (rounded down). */
      payoutMinor: number;
    }
  | { ok: false; problem: CalculatorProblem };

/** The system sizes offered for `legCount` selections: 2..legCount − 1 with their bets. */
export function calculatorSystemSizes(legCount: number): { value: number; legs: number; combo: number }[] {
  const legs: Leg[] = Array.from({ length: legCount }, () => ({ coefMilli: 2000 }));
  return systemValues(legs).map((v) => ({ value: v.value, legs: legCount, combo: binomial(legCount, v.value) }));
}

/** The selections a type uses: a single one, else all. */
export function legsUsed(type: CalculatorType, count: number): number {
  return type === 'single' ? Math.min(count, 1) : count;
}

/** A decimal coefficient in thousandths, or null when outside the accepted range. */
function coefMilliOf(coef: number | null): number | null {
  if (coef === null || !Number.isFinite(coef) || coef < CALCULATOR_MIN_COEF || coef > CALCULATOR_MAX_COEF) return null;
  return Math.round(coef * 1000);
}

/** Computes the figures, or says what is missing. Never throws for user input. */
export function calculate(input: CalculatorInput): CalculatorResult {
  const used = input.coefs.slice(0, legsUsed(input.type, input.coefs.length));
  const millis = used.map(coefMilliOf);
  const stake = input.stakeMinor;
  if (used.length === 0 || millis.some((m) => m === null) || stake === null || !Number.isSafeInteger(stake) || stake <= 0) {
    return { ok: false, problem: 'figures' };
  }
  const legs: Leg[] = millis.map((coefMilli) => ({ coefMilli: coefMilli! }));
  const typeId = CALCULATOR_TYPE_IDS[input.type];
  if (input.type === 'system') {
    const sizes = calculatorSystemSizes(legs.length);
    if (sizes.length === 0) return { ok: false, problem: 'system_legs' };
    const value = sizes.some((s) => s.value === input.systemValue) ? input.systemValue! : sizes[0]!.value;
    const stakes = { amountMinor: stake, systemValue: value };
    return {
      ok: true,
      lines: lineCount(typeId, legs, stakes),
      totalStakeMinor: totalStakeMinor(typeId, legs, stakes),
      totalCoef: null,
      payoutMinor: floorMinor(potentialPayout(typeId, legs, stakes)),
    };
  }
  const stakes = { amountMinor: stake };
  return {
    ok: true,
    lines: lineCount(typeId, legs, stakes),
    totalStakeMinor: totalStakeMinor(typeId, legs, stakes),
    totalCoef: totalCoef(legs),
    payoutMinor: floorMinor(potentialPayout(typeId, legs, stakes)),
  };
}
