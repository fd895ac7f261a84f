/**
 * Reference data every database needs: the currencies and one house account of each kind per
 * currency. Idempotent (ON CONFLICT DO NOTHING), run on every open.
 */
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { accounts, currencies, HOUSE_ACCOUNTS } from './schema.ts';

/** The currencies: platform id, ISO 4217 code, minor-unit exponent, symbol. */
export const CURRENCIES = [
  { id: 1, iso: 'RUB', exponent: 2, symbol: '₽' },
  { id: 2, iso: 'USD', exponent: 2, symbol: '$' },
  { id: 3, iso: 'EUR', exponent: 2, symbol: '€' },
  { id: 4, iso: 'KZT', exponent: 2, symbol: '₸' },
  { id: 5, iso: 'AZN', exponent: 2, symbol: '₼' },
  { id: 6, iso: 'UAH', exponent: 2, symbol: '₴' },
  { id: 7, iso: 'TRY', exponent: 2, symbol: '₺' },
  { id: 8, iso: 'JPY', exponent: 0, symbol: '¥' },
  { id: 9, iso: 'KWD', exponent: 3, symbol: 'KD' },
] as const;

/** Inserts what is missing of the reference data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function seedReferenceData(db: PgDatabase<PgQueryResultHKT, any>): Promise<void> {
  await db.insert(currencies).values([...CURRENCIES]).onConflictDoNothing();
  const house = CURRENCIES.flatMap((currency) =>
    HOUSE_ACCOUNTS.map((code) => ({ houseCode: code, type: 100, currencyId: currency.id, label: `house:${code}:${currency.iso}` })),
  );
  await db.insert(accounts).values(house).onConflictDoNothing({ target: [accounts.houseCode, accounts.currencyId], where: sql`house_code is not null` });
}
