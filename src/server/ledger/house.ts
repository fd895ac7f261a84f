/**
 * The house accounts bets move money through (`stakes_held`, `payouts`, `bonuses` for free-bet stakes; spec §7 Account and
 * transfer) — sports coupons and the lotto, toto and virtual-sports tickets alike — looked up once
 * per database and currency: house accounts are created by the ledger's seed
 * (src/server/ledger/seed.ts) and never change.
 */
import type { Db, Tx } from '../db/client.ts';
import { houseAccountId } from './ledger.ts';

const cache = new WeakMap<Db, Map<string, number>>();

/**
 * The id of a house account of `currencyId` on database `db`.
 * @param executor where to look it up when not cached yet (an open transaction of `db`, so an
 *   embedded single-connection database is never asked from outside its transaction)
 * @throws AppError unknown_account when the seed did not create it
 */
export async function betHouseAccountId(db: Db, code: 'stakes_held' | 'payouts' | 'bonuses', currencyId: number, executor: Db | Tx = db): Promise<number> {
  let ids = cache.get(db);
  if (!ids) cache.set(db, (ids = new Map()));
  const key = `${code}:${currencyId}`;
  let id = ids.get(key);
  if (id === undefined) ids.set(key, (id = await houseAccountId(executor, code, currencyId)));
  return id;
}
