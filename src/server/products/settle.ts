/**
 * Settlement of the products other than sports coupons: lotto tickets (src/server/lotto/), toto
 * coupons (src/server/toto/) and virtual sports bets (src/server/virtual/). The sports
 * settlement worker (src/server/bets/settle.ts) runs {@link settleProducts} after each of its runs,
 * so the same timer, the same `finish` trigger and `POST /web-api/dev/clock` settle them too. Each
 * product settles exactly once per ticket with its own ledger keys; a failing product is logged
 * and does not stop the others. Each ticket settled is reported to `onSettled` after its commit
 * (the worker publishes it on the player's channel, as it does a sports coupon).
 */
import type { Db } from '../db/client.ts';
import type { Feed } from '../feed/service.ts';
import { settleLottoDue } from '../lotto/tickets.ts';
import { settleTotoDue } from '../toto/coupons.ts';
import { settleVirtualDue } from '../virtual/bets.ts';

/** The products whose tickets settle here; also the event name of the player's stream. */
type ProductKind = 'lotto' | 'toto' | 'virtual';

/**
 * A ticket settled by a run, as the player is told (`PLAYER_CHANNEL`, event `{kind}`): lotto
 * ticket id, toto coupon id or virtual bet id; status id (spec §4: 0 lost, 1 won, 2 returned);
 * payout in minor units of the ticket's currency.
 */
export interface SettledProduct {
  kind: ProductKind;
  playerId: number;
  id: number;
  statusId: number;
  payoutMinor: number;
}

/** What a products run settled: counts per product. */
export interface ProductsSettled {
  lotto: number;
  /** Toto coupons settled (in their pools). */
  toto: number;
  virtual: number;
}

/**
 * Settles every product's due tickets at `now` (the feed's clock).
 * @param onSettled called once per ticket this run settled, after its commit
 */
export async function settleProducts(db: Db, feed: Feed, now: number, onSettled?: (ticket: SettledProduct) => void): Promise<ProductsSettled> {
  const result: ProductsSettled = { lotto: 0, toto: 0, virtual: 0 };
  const tell = (ticket: SettledProduct) => {
    try {
      onSettled?.(ticket);
    } catch (error) {
      console.error('settlement notification failed', error);
    }
  };
  try {
    const tickets = await settleLottoDue(db, now);
    result.lotto = tickets.length;
    for (const { ticketId, ...rest } of tickets) tell({ kind: 'lotto', id: ticketId, ...rest });
  } catch (error) {
    console.error('lotto settlement failed', error);
  }
  try {
    const pools = await settleTotoDue(db, feed, now);
    result.toto = pools.reduce((sum, pool) => sum + pool.coupons, 0);
    for (const pool of pools) for (const { couponId, ...rest } of pool.settled) tell({ kind: 'toto', id: couponId, ...rest });
  } catch (error) {
    console.error('toto settlement failed', error);
  }
  try {
    const bets = await settleVirtualDue(db, now);
    result.virtual = bets.length;
    for (const { betId, ...rest } of bets) tell({ kind: 'virtual', id: betId, ...rest });
  } catch (error) {
    console.error('virtual sports settlement failed', error);
  }
  return result;
}
