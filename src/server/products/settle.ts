/**
 * Settlement of the products other than sports coupons: lotto tickets (src/server/lotto/), toto
 * coupons (src/server/toto/) and virtual sports bets (src/server/virtual/). The sports
 * settlement worker (src/server/bets/settle.ts) runs {@link settleProducts} after each of its runs,
 * so the same timer, the same `finish` trigger and `POST /web-api/dev/clock` settle them too. Each
 * product settles exactly once per ticket with its own ledger keys; a failing product is logged
 * and does not stop the others.
 */
import type { Db } from '../db/client.ts';
import type { Feed } from '../feed/service.ts';
import { settleLottoDue } from '../lotto/tickets.ts';
import { settleTotoDue } from '../toto/coupons.ts';
import { settleVirtualDue } from '../virtual/bets.ts';

/** What a products run settled: counts per product. */
export interface ProductsSettled {
  lotto: number;
  /** Toto coupons settled (in their pools). */
  toto: number;
  virtual: number;
}

/** Settles every product's due tickets at `now` (the feed's clock). */
export async function settleProducts(db: Db, feed: Feed, now: number): Promise<ProductsSettled> {
  const result: ProductsSettled = { lotto: 0, toto: 0, virtual: 0 };
  try {
    result.lotto = (await settleLottoDue(db, now)).length;
  } catch (error) {
    console.error('lotto settlement failed', error);
  }
  try {
    result.toto = (await settleTotoDue(db, feed, now)).reduce((sum, pool) => sum + pool.coupons, 0);
  } catch (error) {
    console.error('toto settlement failed', error);
  }
  try {
    result.virtual = (await settleVirtualDue(db, now)).length;
  } catch (error) {
    console.error('virtual sports settlement failed', error);
  }
  return result;
}
