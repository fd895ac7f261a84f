/**
 * Money: integers in minor units of a currency with exponent e (RUB 2, JPY 0, KWD 3), the
 * platform's currencies with their exponents, the account types of spec §3, and every money text
 * the portal shows. Player input arrives as a decimal string in major units and is converted
 * exactly, without floating point; major-unit numbers exist only for display and the balance API.
 */

/** Per-payment limit of the platform's currencies: 10 million major units. */
const MAX_PAYMENT_MAJOR_DIGITS = 7;
/** Balance limit of the platform's currencies: 1 billion major units. */
const MAX_BALANCE_MAJOR_DIGITS = 9;

/** A currency with its default money limits in minor units (the `currencies` table's columns). */
function currency<const Iso extends string>(id: number, iso: Iso, exponent: number, symbol: string) {
  const maxPayment = 10 ** (MAX_PAYMENT_MAJOR_DIGITS + exponent);
  return { id, iso, exponent, symbol, maxDeposit: maxPayment, maxWithdrawal: maxPayment, maxBalance: 10 ** (MAX_BALANCE_MAJOR_DIGITS + exponent) };
}

/**
 * The platform's currencies: platform id, ISO 4217 code, minor-unit exponent, symbol, and the
 * limits per payment (10^7 major units) and of a balance (10^9 major units), in minor units.
 */
export const CURRENCIES = [
  currency(1, 'RUB', 2, '₽'),
  currency(2, 'USD', 2, '$'),
  currency(3, 'EUR', 2, '€'),
  currency(4, 'KZT', 2, '₸'),
  currency(5, 'AZN', 2, '₼'),
  currency(6, 'UAH', 2, '₴'),
  currency(7, 'TRY', 2, '₺'),
  currency(8, 'JPY', 0, '¥'),
  currency(9, 'KWD', 3, 'KD'),
] as const;

/** ISO code of a platform currency. */
export type PlatformCurrencyIso = (typeof CURRENCIES)[number]['iso'];

/**
 * Four-eyes threshold of staff balance adjustments, in MAJOR units per platform
 * currency: an adjustment whose absolute amount is above it waits for a second staff member's
 * approval; at or below it applies at once. 500.00 in EUR and USD (and GBP, were it a platform
 * currency), and a round amount of about the same worth in the others (fixed, not an exchange rate:
 * RUB 50,000; KZT 250,000; AZN 1,000; UAH 25,000; TRY 20,000; JPY 80,000; KWD 150). A new platform
 * currency without a threshold here is a type error.
 */
export const ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR: Readonly<Record<PlatformCurrencyIso, number>> = {
  RUB: 50_000,
  USD: 500,
  EUR: 500,
  KZT: 250_000,
  AZN: 1_000,
  UAH: 25_000,
  TRY: 20_000,
  JPY: 80_000,
  KWD: 150,
};

/**
 * The four-eyes threshold of a currency in its minor units ({@link ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR}
 * × 10^exponent): EUR → 50000. A currency the platform does not hold has threshold 0, so every
 * adjustment in it needs a second approval.
 * @param iso ISO 4217 code, any case
 */
export function adjustmentApprovalThresholdMinor(iso: string): number {
  const code = iso.trim().toUpperCase();
  const own = CURRENCIES.find((c) => c.iso === code);
  return own ? ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR[own.iso] * 10 ** own.exponent : 0;
}

/**
 * True when a staff balance adjustment of `amountMinor` (signed: credit > 0, debit < 0) in `iso`
 * needs a second staff member's approval: its absolute amount is above the currency's threshold.
 */
export function adjustmentNeedsApproval(amountMinor: number, iso: string): boolean {
  return Math.abs(amountMinor) > adjustmentApprovalThresholdMinor(iso);
}

/**
 * Why a staff balance adjustment waits for a second staff member (ARCHITECTURE.md "Money"):
 * - `amount`: the adjustment alone is above the threshold;
 * - `player_24h`: with the same staff member's adjustments to the same player in the currency in
 *   the last 24 h (rolling) it passes the threshold;
 * - `staff_day`: with the same staff member's adjustments to every player in the currency since
 *   00:00 UTC it passes the threshold.
 */
const ADJUSTMENT_APPROVAL_RULES = ['amount', 'player_24h', 'staff_day'] as const;
/** A four-eyes rule of {@link ADJUSTMENT_APPROVAL_RULES}. */
export type AdjustmentApprovalRule = (typeof ADJUSTMENT_APPROVAL_RULES)[number];

/**
 * The rule that sends an adjustment to a second staff member, or null when it may be applied at
 * once. All amounts are minor units of one currency; totals are sums of absolute amounts (credits
 * and debits both count) of the staff member's adjustments applied without approval.
 * @param amountMinor the adjustment, signed (credit > 0, debit < 0)
 * @param playerTotal24hMinor the staff member's total to this player in the last 24 h, before this one
 * @param staffDayTotalMinor the staff member's total to all players since 00:00 UTC, before this one
 * @param thresholdMinor the brand's threshold of the currency (≥ 0)
 */
export function adjustmentApprovalRule(amountMinor: number, playerTotal24hMinor: number, staffDayTotalMinor: number, thresholdMinor: number): AdjustmentApprovalRule | null {
  const amount = Math.abs(amountMinor);
  if (amount > thresholdMinor) return 'amount';
  if (playerTotal24hMinor + amount > thresholdMinor) return 'player_24h';
  if (staffDayTotalMinor + amount > thresholdMinor) return 'staff_day';
  return null;
}

/** A currency as money texts need it: ISO 4217 code and minor-unit exponent. */
export interface MoneyCurrency {
  iso: string;
  exponent: number;
}

/**
 * Minor-unit exponent of an ISO currency: the platform's own ({@link CURRENCIES}); for a code
 * the platform does not hold, ISO 4217 as Intl knows it; 2 when Intl does not know it either.
 * @param iso ISO 4217 code, any case
 */
export function currencyExponent(iso: string): number {
  const code = iso.trim().toUpperCase();
  const own = CURRENCIES.find((c) => c.iso === code);
  if (own) return own.exponent;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Account type ids of spec §3 Account: 0 main, 4 bonus, 9 extra currency account. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

/** An account type by name, as the coupon rules take it (spec §5: no maximum on the bonus account). */
export type AccountKind = keyof typeof ACCOUNT_TYPE;

/**
 * The kind of an account type id: 4 → bonus, 9 → currency, anything else (0) → main.
 * @param typeId account type id of spec §3
 */
export function accountKindOf(typeId: number): AccountKind {
  return typeId === ACCOUNT_TYPE.bonus ? 'bonus' : typeId === ACCOUNT_TYPE.currency ? 'currency' : 'main';
}

/**
 * The platform currencies a player may open a currency account (type 9) in: those none of their
 * open money accounts (main or currency; the bonus account does not count) is held in, in the
 * order of {@link CURRENCIES} (spec §3 Account, "add currency"). The server refuses the others.
 * @param held the player's open accounts (`type`, ISO code)
 */
export function addableCurrencies(held: readonly { type: number; iso: string }[]): string[] {
  const taken = new Set(held.filter((a) => a.type !== ACCOUNT_TYPE.bonus).map((a) => a.iso.toUpperCase()));
  return CURRENCIES.map((c) => c.iso as string).filter((iso) => !taken.has(iso));
}

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

/** Minor units to a major-unit number, for display and the balance API only: 12345, 2 → 123.45. */
export function toMajor(minor: number, exponent: number): number {
  return minor / 10 ** exponent;
}

/** A major-unit number (a balance API's `money`) back to minor units, rounded to the nearest: 123.45, 2 → 12345. */
export function majorToMinor(major: number, exponent: number): number {
  return Math.round(major * 10 ** exponent);
}

/** An amount with its ISO code, the same in every language: 15050 RUB → "150.50 RUB". */
export function moneyText(minor: number, currency: MoneyCurrency): string {
  return `${formatMinor(minor, currency.exponent)} ${currency.iso}`;
}

/**
 * An amount with its currency sign in a locale, with exactly the currency's decimals:
 * 125050 RUB in ru → "1 250,50 ₽". A locale or code Intl refuses gives {@link moneyText}.
 * @param locale BCP 47 locale; default "en"
 */
export function formatMoney(minor: number, currency: MoneyCurrency, locale = 'en'): string {
  const format = moneyFormat(locale, currency);
  return format ? format.format(toMajor(minor, currency.exponent)) : moneyText(minor, currency);
}

/** One money formatter per locale × currency × decimals (making one costs far more than formatting); null where Intl refuses. */
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(locale: string, currency: MoneyCurrency): Intl.NumberFormat | null {
  const key = `${locale}\u0000${currency.iso}\u0000${currency.exponent}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency.iso,
        minimumFractionDigits: currency.exponent,
        maximumFractionDigits: currency.exponent,
      });
    } catch {
      format = null;
    }
    // Bounded: locales and currencies come from the brands' settings, never from a request.
    if (moneyFormats.size < 1000) moneyFormats.set(key, format);
  }
  return format;
}
