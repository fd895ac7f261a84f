/**
 * Settlement of the products other than sports coupons: lotto tickets (src/server/lotto/), toto
 * coupons (src/server/toto/) and virtual sports bets (src/server/virtual/). The sports
 * settlement worker (src/server/bets/settle.ts) runs {@link settleProducts} after each of its runs,
 * so the same timer, the same `finish` trigger and `POST /web-api/dev/clock` settle them too. Each
 * product settles exactly once per ticket with its own ledger keys; a failing product is logged
 * and does not stop the others.
 */
import type { Db } from '../db/client.ts';
import { settleLottoDue } from '../lotto/tickets.ts';

/** What a products run settled: counts per product. */
export interface ProductsSettled {
  lotto: number;
}

/** Settles every product's due tickets at `now` (the feed's clock). */
export async function settleProducts(db: Db, now: number): Promise<ProductsSettled> {
  const result: ProductsSettled = { lotto: 0 };
  try {
    result.lotto = (await settleLottoDue(db, now)).length;
  } catch (error) {
    console.error('lotto settlement failed', error);
  }
  return result;
}
