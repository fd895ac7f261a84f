/**
 * Reference data every database needs, area by area, in this order: the ledger's currencies and
 * house accounts (src/server/ledger/seed.ts), then the casino catalogue of our own game server
 * (src/server/casino/seed.ts). Each area's seed is idempotent; src/server/database.ts runs this on
 * every open. The database layer (src/server/db/) knows no area: it is handed this seed.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { seedLedger } from './ledger/seed.ts';
import { seedCasinoCatalogue } from './casino/seed.ts';

/** Inserts what is missing of every area's reference data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function seedReferenceData(db: PgDatabase<PgQueryResultHKT, any>): Promise<void> {
  await seedLedger(db);
  await seedCasinoCatalogue(db);
}
