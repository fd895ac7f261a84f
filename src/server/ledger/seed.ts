/**
 * The ledger's reference data: the currencies (src/domain/money.ts `CURRENCIES`: exponents, money
 * limits in minor units) and one house account of each kind (`HOUSE_ACCOUNTS` of
 * src/server/db/schema.ts) per currency. Idempotent (ON CONFLICT DO NOTHING): run on every open of
 * a database, through src/server/seed.ts.
 */
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../domain/money.ts';
import { accounts, currencies, HOUSE_ACCOUNTS } from '../db/schema.ts';

/** Inserts the currencies and house accounts that are missing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function seedLedger(db: PgDatabase<PgQueryResultHKT, any>): Promise<void> {
  await db.insert(currencies).values([...CURRENCIES]).onConflictDoNothing();
  const house = CURRENCIES.flatMap((currency) =>
    HOUSE_ACCOUNTS.map((code) => ({ houseCode: code, type: 100, currencyId: currency.id, label: `house:${code}:${currency.iso}` })),
  );
  await db.insert(accounts).values(house).onConflictDoNothing({ target: [accounts.houseCode, accounts.currencyId], where: sql`house_code is not null` });
}
