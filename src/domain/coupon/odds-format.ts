/**
 * Coefficient views of spec §9 ("Coefficient view formats 0 decimal, 1 fractional, 2 american,
 * and variants 4, 5, 6, 14, 15, 16") and the conversions behind them.
 *
 * Views 4, 5 and 6 are the three Asian formats (Hong Kong, Indonesian, Malay) with 2 decimals.
 * Views 14, 15 and 16 are not described by the spec; this portal reads them as the same three
 * Asian formats shown with 3 decimals instead of 2 (the spec's coefficient precision, §9).
 *
 * Every conversion takes the coefficient at 3 decimals (spec §9), as integer thousandths, so the
 * displayed text is computed exactly and rounded once, half away from zero.
 */
import { decimalCoefText, milliOf } from './decimal-coef.ts';

/** Coefficient view ids (spec §9; 14–16 are our reading: the Asian views with 3 decimals). */
export const COEF_VIEW = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  indonesian: 5,
  malay: 6,
  hongKong3: 14,
  indonesian3: 15,
  malay3: 16,
} as const;

/** A coefficient view id of {@link COEF_VIEW}. */
export type CoefViewId = (typeof COEF_VIEW)[keyof typeof COEF_VIEW];

/** A fractional price `num/den` (profit per `den` staked), as bookmakers quote it. */
export interface FractionalOdds {
  /** Numerator (profit). */
  num: number;
  /** Denominator (stake). */
  den: number;
}

/**
 * The traditional UK bookmaker fractional ladder (the prices British bookmakers have quoted since
 * before decimal odds, e.g. 10/11, 4/6, 8/11, 5/6, evens, 6/4, 85/40), as `[num, den]` in
 * ascending order. Kept unreduced where tradition does (4/6, not 2/3); 2.5 is quoted 3/2.
 */
export const FRACTIONAL_LADDER: readonly (readonly [number, number])[] = [
  [1, 100], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 11],
  [1, 10], [1, 9], [1, 8], [2, 15], [1, 7], [2, 13], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7],
  [3, 10], [1, 3], [4, 11], [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5],
  [5, 6], [10, 11], [1, 1], [21, 20], [11, 10], [6, 5], [5, 4], [11, 8], [7, 5], [3, 2], [8, 5], [13, 8],
  [7, 4], [15, 8], [2, 1], [85, 40], [9, 4], [5, 2], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1], [9, 2],
  [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1],
  [14, 1], [16, 1], [18, 1], [20, 1], [25, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1], [100, 1],
];

/**
 * Fractional odds of a decimal coefficient on the traditional UK bookmaker ladder
 * ({@link FRACTIONAL_LADDER}), as books show them: the nearest ladder price (ties go to the lower
 * price) — 1.91 → 10/11, 1.67 → 4/6, 1.25 → 1/4, 2.5 → 3/2, 2.0 → 1/1 (evens), 6.0 → 5/1, and an
 * off-ladder 2.3 → 5/4, 3.774 → 11/4. Above the ladder's top (100/1) the price is the whole
 * number nearest to (coef − 1), over 1: 150 → 149/1.
 * @param coef decimal coefficient > 1; taken at 3 decimals (spec §9)
 * @returns `{ num, den }`, positive integers
 * @throws RangeError when `coef` is not finite or not above 1
 */
export function toFractional(coef: number): FractionalOdds {
  const m = milliOf(coef);
  const [topNum, topDen] = FRACTIONAL_LADDER[FRACTIONAL_LADDER.length - 1]!;
  if (m > 1000 * (topDen + topNum) / topDen) return { num: Math.floor((m - 1000 + 500) / 1000), den: 1 };
  let best = FRACTIONAL_LADDER[0]!;
  let bestDistance = Infinity; // |1 + num/den − m/1000| × 1000 × den, compared as distance / den
  let bestDen = 1;
  for (const entry of FRACTIONAL_LADDER) {
    const [num, den] = entry;
    const distance = Math.abs(1000 * (den + num) - m * den);
    if (distance * bestDen < bestDistance * den) {
      best = entry;
      bestDistance = distance;
      bestDen = den;
    }
  }
  return { num: best[0], den: best[1] };
}

/**
 * American (moneyline) odds: coef ≥ 2 → +100 × (coef − 1); coef < 2 → −100 / (coef − 1);
 * rounded to an integer, half away from zero. 1.25 → −400, 2.5 → +150, 2.0 → +100, 1.91 → −110.
 * @param coef decimal coefficient > 1; taken at 3 decimals (spec §9)
 * @returns a signed integer, ≥ 100 or ≤ −100 (up to rounding)
 * @throws RangeError when `coef` is not finite or not above 1
 */
export function toAmerican(coef: number): number {
  const profit = milliOf(coef) - 1000;
  if (profit >= 1000) return Math.floor((2 * profit + 10) / 20);
  return -Math.floor((2 * 100_000 + profit) / (2 * profit));
}

/**
 * Hong Kong odds: coef − 1 (profit per unit staked). 1.25 → 0.25, 2.5 → 1.5.
 * @param coef decimal coefficient > 1; taken at 3 decimals (spec §9)
 * @throws RangeError when `coef` is not finite or not above 1
 */
export function toHongKong(coef: number): number {
  return (milliOf(coef) - 1000) / 1000;
}

/**
 * Indonesian odds: coef ≥ 2 → coef − 1; coef < 2 → −1 / (coef − 1) (American / 100).
 * 1.25 → −4, 2.5 → 1.5.
 * @param coef decimal coefficient > 1; taken at 3 decimals (spec §9)
 * @throws RangeError when `coef` is not finite or not above 1
 */
export function toIndonesian(coef: number): number {
  const profit = milliOf(coef) - 1000;
  return profit >= 1000 ? profit / 1000 : -1000 / profit;
}

/**
 * Malay odds: coef ≤ 2 → coef − 1 (positive, ≤ 1); coef > 2 → −1 / (coef − 1) (negative, > −1).
 * 1.25 → 0.25, 2.0 → 1, 2.5 → −0.666…
 * @param coef decimal coefficient > 1; taken at 3 decimals (spec §9)
 * @throws RangeError when `coef` is not finite or not above 1
 */
export function toMalay(coef: number): number {
  const profit = milliOf(coef) - 1000;
  return profit <= 1000 ? profit / 1000 : -1000 / profit;
}

/** `num / den` (den > 0) as text with `decimals` places, rounded half away from zero. */
function formatRational(num: bigint, den: bigint, decimals: number): string {
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const scale = 10n ** BigInt(decimals);
  const q = (2n * magnitude * scale + den) / (2n * den);
  const whole = (q / scale).toString();
  const fraction = (q % scale).toString().padStart(decimals, '0');
  const text = decimals === 0 ? whole : `${whole}.${fraction}`;
  return negative && q !== 0n ? `-${text}` : text;
}

/** Text of an Asian view: Hong Kong, Indonesian (positive with "+") or Malay. */
function formatAsian(profit: number, kind: 'hk' | 'indo' | 'malay', decimals: number): string {
  const p = BigInt(profit);
  if (kind === 'hk') return formatRational(p, 1000n, decimals);
  if (kind === 'indo') return profit >= 1000 ? `+${formatRational(p, 1000n, decimals)}` : formatRational(-1000n, p, decimals);
  return profit <= 1000 ? formatRational(p, 1000n, decimals) : formatRational(-1000n, p, decimals);
}

/**
 * A coefficient as text in a view of spec §9 ({@link COEF_VIEW}):
 * - 0 decimal: 2 decimals, a 3rd when it is not 0 — "1.91", "2.50", "1.255";
 * - 1 fractional ({@link toFractional}): "10/11", "1/1";
 * - 2 american ({@link toAmerican}): "+150", "-400";
 * - 4 / 14 Hong Kong: "0.25" / "0.250";
 * - 5 / 15 Indonesian, positive prices with a "+": "-4.00", "+1.50" / "-4.000", "+1.500";
 * - 6 / 16 Malay: "0.25", "-0.67" / "-0.667".
 * Asian values are rounded half away from zero from the exact value. An unknown view id shows
 * the decimal view.
 * @param coef decimal coefficient > 1; taken at 3 decimals (spec §9)
 * @param viewId a view id of {@link COEF_VIEW}
 * @throws RangeError when `coef` is not finite or not above 1
 */
export function formatCoef(coef: number, viewId: number): string {
  const m = milliOf(coef);
  const profit = m - 1000;
  switch (viewId) {
    case COEF_VIEW.fractional: {
      const { num, den } = toFractional(coef);
      return `${num}/${den}`;
    }
    case COEF_VIEW.american: {
      const american = toAmerican(coef);
      return american > 0 ? `+${american}` : String(american);
    }
    case COEF_VIEW.hongKong:
      return formatAsian(profit, 'hk', 2);
    case COEF_VIEW.indonesian:
      return formatAsian(profit, 'indo', 2);
    case COEF_VIEW.malay:
      return formatAsian(profit, 'malay', 2);
    case COEF_VIEW.hongKong3:
      return formatAsian(profit, 'hk', 3);
    case COEF_VIEW.indonesian3:
      return formatAsian(profit, 'indo', 3);
    case COEF_VIEW.malay3:
      return formatAsian(profit, 'malay', 3);
    default:
      return decimalCoefText(coef);
  }
}
