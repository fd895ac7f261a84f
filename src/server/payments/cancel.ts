/**
 * The cancellation of payments. A pending payment is settled with its provider's final answer, or
 * cancelled at the provider (a held withdrawal is then refunded: src/server/payments/confirm.ts);
 * the player cannot cancel a withdrawal once it is made (spec).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { providersFor, type Payment, type ProviderMap, type ProviderQuery, type ProviderResult } from './provider.ts';
import { settle, type Settled } from './confirm.ts';

/**
 * Settles a pending payment with what its provider says: the provider's final status when it has
 * one; otherwise the payment is cancelled at the provider (which answers `cancel`, or the final
 * status it reached meanwhile). A deposit is credited at most once, a held withdrawal is paid out
 * or refunded at most once. A payment of an unknown provider is cancelled.
 * @returns the payment as it is afterwards (unchanged when it was no longer pending)
 */
export async function reconcilePayment(db: Db, payment: Payment, providers: ProviderMap = providersFor(db)): Promise<Payment> {
  return (await reconcile(db, payment, providers)).payment;
}

/** {@link reconcilePayment}, answering whether this attempt moved the payment. */
export async function reconcile(db: Db, payment: Payment, providers: ProviderMap): Promise<Settled> {
  // The row may have been settled since it was read (a sweep's batch, another process): then there
  // is nothing to ask the provider.
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
  if (current && current.status !== 'pending') return { payment: current, changed: false };
  const provider = providers[payment.provider];
  const query: ProviderQuery = { paymentId: payment.id, direction: payment.direction };
  let result: ProviderResult;
  if (!provider) {
    result = { status: 'cancel', providerRef: payment.providerRef ?? '', message: 'The payment provider is no longer available.' };
  } else {
    const known = await provider.status(query);
    result = known && known.status !== 'pending' ? known : await provider.cancel(query);
    if (result.status === 'pending') throw new Error(`provider ${provider.id} left payment ${payment.id} pending after a cancellation`);
  }
  return settle(db, payment.id, result);
}

/** Spec: a withdrawal request cannot be cancelled by the player once made. @throws AppError payment_refused */
export function cancelWithdrawalByPlayer(): never {
  throw new AppError('payment_refused', 'A withdrawal request cannot be cancelled once it is made.');
}
