/**
 * The decimal coefficient view (spec §9 view 0) on its own, for the small scripts of a page's
 * first load (the bet-slip bar) that show a coefficient without the other views
 * (odds-format.ts, which uses these).
 */

/**
 * A coefficient as integer thousandths (spec §9: 3 decimals), rounded half away from zero.
 * @throws RangeError when `coef` is not finite or not above 1
 */
export function milliOf(coef: number): number {
  if (!Number.isFinite(coef)) throw new RangeError(`coefficient is not a finite number: ${coef}`);
  const m = Math.floor(Number((coef * 1000).toPrecision(12)) + 0.5);
  if (m <= 1000) throw new RangeError(`coefficient must be above 1: ${coef}`);
  return m;
}

/**
 * The decimal view: 2 decimals, a 3rd when it is not 0 — "1.91", "2.50", "1.255".
 * @throws RangeError when `coef` is not finite or not above 1
 */
export function decimalCoefText(coef: number): string {
  const m = milliOf(coef);
  const text = `${Math.floor(m / 1000)}.${String(m % 1000).padStart(3, '0')}`;
  return m % 10 === 0 ? text.slice(0, -1) : text;
}
