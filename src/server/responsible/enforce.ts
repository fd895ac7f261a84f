/**
 * Enforcement of the responsible-gaming limits where money moves (ARCHITECTURE "Money"). The one
 * check is the SQL function `rg_spend` (src/server/db/functions/rg_spend.sql): every movement that
 * counts against a limit — a coupon's stake (inside `coupon_place`), a casino bet (inside
 * `casino_bet`), a lotto ticket's, toto coupon's or virtual bet's stake (in the transaction of its
 * ticket row and posting, src/server/{lotto,toto,virtual}/), a deposit (inside the transaction that
 * creates the payment, src/server/payments/create.ts) —
 * calls it INSIDE the transaction that moves the money. It takes the player's advisory lock, so
 * parallel requests of one player are checked one after the other against what the others
 * committed; a refusal (403 `limit_reached` / `limit_currency`, facts in `meta`) rolls the whole
 * movement back, leaving balances and limits unchanged.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/** A movement to check and record. */
export interface SpendInput {
  playerId: number;
  currencyId: number;
  /** `wager`: a stake (wagering and loss limits); `deposit`: a deposit (deposit limits, time-out). */
  kind: 'wager' | 'deposit';
  /** Minor units, > 0. */
  amountMinor: number;
  /** The movement's instant on the feed clock, UTC ms. */
  now: number;
  /** Unique reference of the movement, e.g. `payment:{id}:deposit`, `casino:{roundId}`. */
  ref: string;
  /** The payment of a deposit (a failed or cancelled payment stops counting). */
  paymentId?: number;
}

/**
 * Checks a movement against the player's limits and records it (SQL `rg_spend`), inside the
 * caller's transaction. Refusals are database errors (SQLSTATE P0A20 / P0A21) that
 * `translateDbError` of src/server/ledger/ledger.ts turns into AppErrors `limit_reached` /
 * `limit_currency`; the caller's transaction must roll back on them.
 */
export async function enforceSpend(tx: Tx | Db, input: SpendInput): Promise<void> {
  await tx.execute(sql`select rg_spend(${input.playerId}::bigint, ${input.currencyId}::integer, ${input.kind}, ${input.amountMinor}::bigint,
    ${new Date(input.now).toISOString()}::timestamptz, ${input.ref}, ${input.paymentId ?? null}::bigint)`);
}

/**
 * Records winnings paid to a player (they reduce the loss counted by loss limits), inside the
 * transaction that pays them; recording the same `ref` twice records it once.
 */
export async function recordPayout(tx: Tx | Db, input: { playerId: number; currencyId: number; amountMinor: number; now: number; ref: string }): Promise<void> {
  if (input.amountMinor <= 0) return;
  await tx.execute(sql`insert into rg_activity (player_id, currency_id, kind, amount, at, ref)
    values (${input.playerId}, ${input.currencyId}, 'payout', ${input.amountMinor}, ${new Date(input.now).toISOString()}::timestamptz, ${input.ref})
    on conflict (ref) do nothing`);
}
