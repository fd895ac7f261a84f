/**
 * Amounts of Hub88's wallet API (docs.hub88.io, Operator API → Wallet API: "The amount of money
 * displayed in integer (Int64) format. To convert real float value to integer, it is multiplied by
 * 100000. Example: $3.56 is represented as 356000") and our minor units (10^exponent per major unit,
 * exponent 0–4: src/domain/money.ts CURRENCIES). Exact integer arithmetic (BigInt), no floating point.
 */
import { CURRENCIES } from '../money.ts';

/** Hub88 units per major unit of any currency are 10^HUB88_DIGITS = 100,000. */
const HUB88_DIGITS = 5;

/** The minor-unit exponent of a platform currency, or null for a code the platform does not hold. */
export function currencyExponent(iso: string): number | null {
  return CURRENCIES.find((c) => c.iso === iso)?.exponent ?? null;
}

/**
 * A Hub88 amount (1/100,000 of a major unit, a non-negative safe integer) in minor units of a
 * currency with `exponent` digits (0–5): 356000, 2 → 356. Null when the amount is not a whole
 * number of minor units (356001, 2: 3.56001 USD has no cent value) — never rounded, so no money is
 * created or lost — or when it is not a non-negative safe integer.
 */
export function hub88ToMinor(amount: number, exponent: number): number | null {
  if (!Number.isSafeInteger(amount) || amount < 0 || exponent < 0 || exponent > HUB88_DIGITS) return null;
  const step = 10n ** BigInt(HUB88_DIGITS - exponent);
  const units = BigInt(amount);
  return units % step === 0n ? Number(units / step) : null;
}

/**
 * Minor units of a currency with `exponent` digits (0–5) in Hub88 units: 356, 2 → 356000. Always
 * exact (a multiplication by 10^(5 − exponent)).
 * @throws RangeError for an exponent outside 0–5 or a result beyond Number.MAX_SAFE_INTEGER
 */
export function minorToHub88(minor: number, exponent: number): number {
  if (!Number.isSafeInteger(minor) || exponent < 0 || exponent > HUB88_DIGITS) throw new RangeError(`cannot express ${minor} with exponent ${exponent} in Hub88 units`);
  const units = BigInt(minor) * 10n ** BigInt(HUB88_DIGITS - exponent);
  if (units > BigInt(Number.MAX_SAFE_INTEGER) || units < -BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${minor} minor units exceed a safe Hub88 amount`);
  return Number(units);
}
