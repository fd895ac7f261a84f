/**
 * Reference data every database needs: the currencies, one house account of each kind per
 * currency, and the casino catalogue of our own game server (src/server/casino/catalogue-seed.ts). Idempotent (ON CONFLICT DO NOTHING), run on every open.
 */
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../domain/money.ts';
import { accounts, currencies, HOUSE_ACCOUNTS } from './schema.ts';
import { seedCasinoCatalogue } from '../casino/catalogue-seed.ts';

/** Inserts what is missing of the reference data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function seedReferenceData(db: PgDatabase<PgQueryResultHKT, any>): Promise<void> {
  await db.insert(currencies).values([...CURRENCIES]).onConflictDoNothing();
  const house = CURRENCIES.flatMap((currency) =>
    HOUSE_ACCOUNTS.map((code) => ({ houseCode: code, type: 100, currencyId: currency.id, label: `house:${code}:${currency.iso}` })),
  );
  await db.insert(accounts).values(house).onConflictDoNothing({ target: [accounts.houseCode, accounts.currencyId], where: sql`house_code is not null` });
  await seedCasinoCatalogue(db);
}
