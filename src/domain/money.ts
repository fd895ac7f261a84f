/**
 * Money amounts: integers in minor units of a currency with exponent e (RUB 2, JPY 0, KWD 3).
 * Player input arrives as a decimal string in major units and is converted exactly, without
 * floating point.
 */

/**
 * Parses a major-unit decimal ("150", "150.5", "150.50") into minor units for `exponent`.
 * Returns null for anything else: negative numbers, more decimals than the currency has,
 * exponents, separators, or an amount beyond Number.MAX_SAFE_INTEGER minor units.
 */
export function parseMajorAmount(text: string, exponent: number): number | null {
  const match = /^(\d{1,16})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > exponent) return null;
  const minor = BigInt(whole!) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/** Formats minor units as a plain major-unit decimal string: 15050, 2 → "150.50". */
export function formatMinor(minor: number, exponent: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return exponent === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
