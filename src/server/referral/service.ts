/**
 * Referrals (spec §1 referral capture, §3 referral cookies, §2 office bringfriend; the cookie rules
 * are src/domain/referral/capture.ts):
 * - {@link recordReferral} stores a registration's referral in the registration's transaction; a
 *   referrer that is not a player of the same brand is dropped (the rest is kept);
 * - {@link rewardReferrer} pays the brand's bring-a-friend reward (brands/<brand>/bonuses.json
 *   `bringFriend`) to the referrer once, in the friend's first qualifying deposit's credit
 *   transaction, inside a savepoint (a reward that cannot be paid never holds the deposit up):
 *   house `bonuses` → the referrer's money account of the currency, ledger kind `bonus`, key
 *   `bring-friend:{friend}`, `rewarded_at` set in the same savepoint;
 * - {@link referralStats} counts a referrer's friends, those who deposited, and rewards paid.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { playerReferrals, players } from '../db/schema.ts';
import { applyEntry, houseAccountId } from '../ledger/ledger.ts';
import { CURRENCIES } from '../../domain/money.ts';
import type { ReferralCapture } from '../../domain/referral/capture.ts';
import type { BringFriendReward } from '../../../schemas/bonus.ts';

/** Stores the referral of player `playerId` of brand `brandId`, in the caller's transaction. */
export async function recordReferral(tx: Tx, playerId: number, brandId: string, referral: ReferralCapture): Promise<void> {
  let referrerId = referral.referrerId;
  if (referrerId !== null) {
    const [referrer] = await tx.select({ brandId: players.brandId }).from(players).where(eq(players.id, referrerId));
    if (!referrer || referrer.brandId !== brandId || referrerId === playerId) referrerId = null;
  }
  await tx.insert(playerReferrals).values({
    playerId, referrerId, reflinkid: referral.reflinkid, refPartnerId: referral.refPartnerId, subid: referral.subid,
    postback: referral.postback, referralValues: referral.values,
  }).onConflictDoNothing();
}

/** A credited deposit (the payment row, already `success`). */
export interface FriendDeposit {
  id: number;
  playerId: number;
  amount: number;
  currencyId: number;
}

/** Pays the bring-a-friend reward for `deposit` when it qualifies (module docstring). @returns true when this call paid it */
export async function rewardReferrer(tx: Tx, reward: BringFriendReward | null, deposit: FriendDeposit, now: number): Promise<boolean> {
  if (!reward) return false;
  const currency = CURRENCIES.find((c) => c.iso === reward.currency);
  if (!currency || currency.id !== deposit.currencyId || deposit.amount < reward.minDepositMinor) return false;
  try {
    return await tx.transaction(async (sp) => {
      const claimed = await sp.update(playerReferrals).set({ rewardedAt: new Date(now) })
        .where(and(eq(playerReferrals.playerId, deposit.playerId), isNull(playerReferrals.rewardedAt), sql`${playerReferrals.referrerId} is not null`))
        .returning({ referrerId: playerReferrals.referrerId });
      const referrerId = claimed[0]?.referrerId;
      if (!referrerId) return false;
      const account = ((await sp.execute(sql`select id from accounts where player_id = ${referrerId} and currency_id = ${currency.id}
        and type in (0, 9) and closed_at is null order by type, id limit 1`)) as unknown as { rows: { id: string | number }[] }).rows[0];
      if (!account) return false;
      await applyEntry(sp as unknown as Tx, {
        idempotencyKey: `bring-friend:${deposit.playerId}`,
        kind: 'bonus',
        postings: [{ accountId: await houseAccountId(sp as unknown as Tx, 'bonuses', currency.id), amount: -reward.rewardMinor }, { accountId: Number(account.id), amount: reward.rewardMinor }],
        meta: { friendId: deposit.playerId, paymentId: deposit.id },
      });
      return true;
    });
  } catch (error) {
    console.error(`bring-a-friend reward for payment ${deposit.id} failed`, error);
    return false;
  }
}

/** A referrer's friends: registered through the link, with a successful deposit, and rewards paid. */
export async function referralStats(db: Db, referrerId: number): Promise<{ registered: number; deposited: number; rewarded: number }> {
  const rows = ((await db.execute(sql`
    select count(*)::int as registered,
      count(*) filter (where exists (select 1 from payments p where p.player_id = r.player_id and p.direction = 'deposit' and p.status = 'success'))::int as deposited,
      count(r.rewarded_at)::int as rewarded
    from player_referrals r where r.referrer_id = ${referrerId}`)) as unknown as { rows: { registered: number; deposited: number; rewarded: number }[] }).rows;
  return rows[0] ?? { registered: 0, deposited: 0, rewarded: 0 };
}

/** The referral a player registered with, as the console shows it; null when none was captured. */
export async function storedReferral(db: Db, playerId: number): Promise<{ referrerId: number | null; reflinkid: string | null; refPartnerId: string | null; subid: string | null } | null> {
  const [row] = await db.select({ referrerId: playerReferrals.referrerId, reflinkid: playerReferrals.reflinkid, refPartnerId: playerReferrals.refPartnerId, subid: playerReferrals.subid })
    .from(playerReferrals).where(eq(playerReferrals.playerId, playerId));
  return row ?? null;
}
