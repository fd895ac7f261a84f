/**
 * The account a player plays the products (lotto, toto, virtual sports) from on their pages: the
 * player's active account with its currency and the brand's minimum stake in it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import { accounts, currencies, players } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

/** A player's playing account as the product pages hand it to their forms. */
export interface PlayingAccount {
  accountId: number;
  iso: string;
  exponent: number;
  /** The brand's minimum stake in that currency, major-unit text, if any. */
  minAmount: string | null;
}

/** The player's active (open) account, or null when there is none. */
export async function playingAccount(db: Db, playerId: number, coupon: CouponConfig): Promise<PlayingAccount | null> {
  const [row] = await db
    .select({ accountId: accounts.id, iso: currencies.iso, exponent: currencies.exponent })
    .from(players)
    .innerJoin(accounts, and(eq(accounts.id, players.activeAccountId), isNull(accounts.closedAt)))
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(eq(players.id, playerId));
  return row ? { ...row, minAmount: coupon.minAmountByCurrency[row.iso] ?? null } : null;
}
