/**
 * The settlement of a payment with its provider's answer (spec §2 Payment returns), in one
 * transaction with its ledger entry:
 * - a confirmed deposit: house cash_in → player account, then the deposit's bonus
 *   (src/server/bonus/engine.ts), the bring-a-friend reward of the player's referrer
 *   (src/server/referral/service.ts) and the bonus game tickets (src/server/bonus/bonus-games.ts);
 * - a withdrawal: withdrawals_pending → cash_out when paid out, back to the player otherwise.
 * A payment settles once: the status moves only from pending, and the entry keys
 * `payment:{id}:credit|payout|refund` allow one entry each.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments, players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { awardDepositBonus } from '../bonus/engine.ts';
import { rewardReferrer } from '../referral/service.ts';
import { awardBonusGameTickets } from '../bonus/bonus-games.ts';
import { brands } from '../brands.ts';
import { feedNow } from '../feed/clock.ts';
import { applyEntry, houseAccountId, translateDbError } from '../ledger/ledger.ts';
import type { Payment, ProviderResult } from './provider.ts';

/** Moves a pending payment to `result` with its ledger entry, in one transaction. */
async function applySettlement(db: Db, paymentId: number, result: ProviderResult): Promise<Settled> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: result.status, message: result.message, providerRef: result.providerRef, updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!payment) {
      const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      if (!current) throw new AppError('not_found', `No payment ${paymentId}.`);
      return { payment: current, changed: false };
    }
    if (result.status === 'pending') return { payment, changed: true };
    const { id, amount, currencyId, accountId } = payment;
    if (payment.direction === 'deposit' && result.status === 'success') {
      const cashIn = await houseAccountId(tx, 'cash_in', currencyId);
      await applyEntry(tx, { idempotencyKey: `payment:${id}:credit`, kind: 'deposit', postings: [{ accountId: cashIn, amount: -amount }, { accountId, amount }], meta: { paymentId: id } });
      // The bonus the deposit qualifies for, in a savepoint: it never holds the deposit up.
      await awardDepositBonus(tx, { id, playerId: payment.playerId, amount, currencyId }, feedNow());
      // The bring-a-friend reward of the player's referrer, once (src/server/referral/service.ts).
      const [owner] = await tx.select({ brandId: players.brandId }).from(players).where(eq(players.id, payment.playerId));
      await rewardReferrer(tx, (owner && brands.byId.get(owner.brandId)?.bringFriend) ?? null, { id, playerId: payment.playerId, amount, currencyId }, feedNow());
      // The bonus game tickets the deposit gives (src/server/bonus/bonus-games.ts).
      await awardBonusGameTickets(tx, (owner && brands.byId.get(owner.brandId)?.bonusGames) ?? [], { id, playerId: payment.playerId, amount }, feedNow());
    }
    if (payment.direction === 'withdrawal') {
      const pending = await houseAccountId(tx, 'withdrawals_pending', currencyId);
      const [key, kind, target] = result.status === 'success'
        ? [`payment:${id}:payout`, 'withdrawal_payout' as const, await houseAccountId(tx, 'cash_out', currencyId)]
        : [`payment:${id}:refund`, 'withdrawal_refund' as const, accountId];
      await applyEntry(tx, { idempotencyKey: key, kind, postings: [{ accountId: pending, amount: -amount }, { accountId: target, amount }], meta: { paymentId: id } });
    }
    return { payment, changed: true };
  });
}


/** A payment after a settlement attempt, and whether this attempt moved it. */
export interface Settled {
  payment: Payment;
  changed: boolean;
}

/** {@link settlePayment}, answering whether this attempt moved the payment. */
export async function settle(db: Db, paymentId: number, result: ProviderResult): Promise<Settled> {
  try {
    return await applySettlement(db, paymentId, result);
  } catch (error) {
    throw translateDbError(error);
  }
}

/**
 * Moves a pending payment to its provider result, with the ledger entry that goes with it, in one
 * transaction. A payment that is no longer pending is left as it is (settling twice moves nothing,
 * from any number of processes: the status update and the entry keys both allow one). A
 * confirmed deposit is always credited: its room under the maximum balance was reserved when the
 * payment was accepted (`checkLimits`).
 */
export async function settlePayment(db: Db, paymentId: number, result: ProviderResult): Promise<Payment> {
  return (await settle(db, paymentId, result)).payment;
}
