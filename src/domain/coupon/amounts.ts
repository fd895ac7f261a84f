/**
 * Coupon number rules of spec §9 (Coupon): coefficients rounded to 3 decimals, the maximum
 * amount by block rounded to 2 decimals, the default amount step and initial amount per currency
 * ("RUB 100, USD 2.5, EUR 2.5, others"; "RUB 150, USD 5, EUR 5"), and the fallback currency RUB
 * for a currency without its own defaults.
 *
 * Units: coefficients are decimal odds (numbers) or integer thousandths (`coefMilli`, 1.91 →
 * 1910); amount steps and initial amounts here are major units of the currency (5 = USD 5.00),
 * as the coupon's +/− buttons show them.
 */

/** Fallback currency of spec §9: a currency without its own coupon defaults uses RUB's. */
export const FALLBACK_CURRENCY = 'RUB';

/**
 * Default amount step of the coupon's +/− buttons per ISO currency, major units. RUB, USD and
 * EUR are spec §9; the others (KZT, AZN, UAH, TRY, JPY, KWD) are this portal's own choice,
 * picked to be about the same value as the spec's USD 2.5 in round local numbers.
 */
const AMOUNT_STEP_BY_CURRENCY: Readonly<Record<string, number>> = {
  RUB: 100,
  USD: 2.5,
  EUR: 2.5,
  KZT: 500,
  AZN: 1,
  UAH: 50,
  TRY: 50,
  JPY: 500,
  KWD: 1,
};

/**
 * Default initial coupon amount per ISO currency, major units. RUB, USD and EUR are spec §9;
 * the others (KZT, AZN, UAH, TRY, JPY, KWD) are this portal's own choice (about USD 5).
 */
const INITIAL_AMOUNT_BY_CURRENCY: Readonly<Record<string, number>> = {
  RUB: 150,
  USD: 5,
  EUR: 5,
  KZT: 1000,
  AZN: 2,
  UAH: 100,
  TRY: 100,
  JPY: 1000,
  KWD: 2,
};

/**
 * Rounds `x` to `decimals` places, half away from zero, after removing binary floating-point
 * noise (the scaled value is first cut to 12 significant digits, so 1.0005 × 1000 =
 * 1000.4999999999999 counts as 1000.5).
 */
function roundDecimals(x: number, decimals: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(x) * scale).toPrecision(12));
  const rounded = Math.floor(scaled + 0.5) / scale;
  return x < 0 && rounded !== 0 ? -rounded : rounded + 0;
}

/**
 * Rounds a coefficient to 3 decimals (spec §9 "coefficients rounded to 3 decimals"), half away
 * from zero, robust to float error: 1.0005 → 1.001, 2.0004 → 2, −1.0005 → −1.001.
 * @param x a decimal coefficient (any finite number)
 * @returns the coefficient with at most 3 decimals
 * @throws RangeError when `x` is not finite
 */
export function roundCoef(x: number): number {
  return roundDecimals(x, 3);
}

/**
 * A coefficient as exact integer thousandths (spec §9: 3 decimals): 1.91 → 1910, 2 → 2000.
 * Float noise is removed first (1.1 × 1000 = 1100.0000000000002 → 1100).
 * @param coef decimal coefficient with at most 3 decimals, > 1
 * @returns thousandths, an integer ≥ 1001
 * @throws RangeError when `coef` is not finite, has more than 3 decimals, or is ≤ 1
 */
export function coefToMilli(coef: number): number {
  if (!Number.isFinite(coef)) throw new RangeError(`coefficient is not a finite number: ${coef}`);
  const milli = Number((coef * 1000).toPrecision(12));
  if (!Number.isInteger(milli)) throw new RangeError(`coefficient has more than 3 decimals: ${coef}`);
  if (milli <= 1000) throw new RangeError(`coefficient must be above 1: ${coef}`);
  return milli;
}

/**
 * Thousandths back to a decimal coefficient: 1910 → 1.91.
 * @param m integer thousandths
 * @returns `m / 1000`
 */
export function milliToCoef(m: number): number {
  return m / 1000;
}

/**
 * Rounds a maximum amount by block to 2 decimals (spec §9 "max amount by block rounded to
 * 2 decimals"), half away from zero, robust to float error (1.005 → 1.01).
 * @param x an amount in major units
 * @returns the amount with at most 2 decimals
 * @throws RangeError when `x` is not finite
 */
export function roundMaxAmountByBlock(x: number): number {
  return roundDecimals(x, 2);
}

/** The currency whose defaults apply to `iso`: itself when known, else {@link FALLBACK_CURRENCY}. */
function defaultsCurrency(iso: string, table: Readonly<Record<string, number>>): string {
  const upper = iso.trim().toUpperCase();
  return Object.hasOwn(table, upper) ? upper : FALLBACK_CURRENCY;
}

/**
 * Default amount step of a currency (spec §9), major units: RUB 100, USD 2.5, EUR 2.5, and the
 * portal's own {@link AMOUNT_STEP_BY_CURRENCY} entries; an unknown currency falls back to RUB
 * (100). The ISO code is matched case-insensitively.
 * @param iso ISO 4217 code, e.g. "USD"
 * @returns the step in major units
 */
export function amountStepOf(iso: string): number {
  return AMOUNT_STEP_BY_CURRENCY[defaultsCurrency(iso, AMOUNT_STEP_BY_CURRENCY)]!;
}

/**
 * Default initial coupon amount of a currency (spec §9), major units: RUB 150, USD 5, EUR 5, and
 * the portal's own {@link INITIAL_AMOUNT_BY_CURRENCY} entries; an unknown currency falls back to
 * RUB (150). The ISO code is matched case-insensitively.
 * @param iso ISO 4217 code, e.g. "EUR"
 * @returns the amount in major units
 */
export function initialAmountOf(iso: string): number {
  return INITIAL_AMOUNT_BY_CURRENCY[defaultsCurrency(iso, INITIAL_AMOUNT_BY_CURRENCY)]!;
}

/**
 * The step of the coupon's +/− buttons (spec §3 Coupon settings amountStepByCurrencyIso,
 * isManualAmountStep; §9 default step), major units: the player's own step for the currency when
 * they set steps by hand and have one for it, else {@link amountStepOf}.
 * @param settings the coupon settings (major units)
 * @param iso ISO 4217 code of the account's currency
 */
export function couponAmountStep(settings: { isManualAmountStep: boolean; amountStepByCurrencyIso: Readonly<Record<string, number>> }, iso: string): number {
  const own = settings.isManualAmountStep ? settings.amountStepByCurrencyIso[iso.trim().toUpperCase()] : undefined;
  return own ?? amountStepOf(iso);
}
