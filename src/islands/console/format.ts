/**
 * Money and time texts of the console islands: amounts from minor units with the currency's
 * exponent (src/domain/money.ts, exact), times in UTC, named with each (src/domain/clock.ts), so the
 * server's render and the browser's hydration agree and staff in different zones read the same time.
 */
import { useLocale } from 'react-aria-components';
import { formatMoney } from '../../domain/money.ts';
import { formatMomentInZone } from '../../domain/clock.ts';
import type { MoneyUnit } from '../../domain/console/players.ts';

/** Formatters for the island's locale. */
export function useConsoleFormat() {
  const { locale } = useLocale();
  return {
    /** An amount with its currency, e.g. "€1,250.50". */
    money: (minor: number, unit: MoneyUnit) => formatMoney(minor, unit, locale),
    /** A signed amount: "+€10.00" / "−€10.00". */
    signed: (minor: number, unit: MoneyUnit) => `${minor > 0 ? '+' : minor < 0 ? '−' : ''}${formatMoney(Math.abs(minor), unit, locale)}`,
    /** An ISO time as a UTC date and time, or '' for null. */
    time: (iso: string | null) => (iso ? formatMomentInZone(iso, { locale, timeZone: 'UTC', hour12: null }, 'dateTimeSeconds') : ''),
  };
}
