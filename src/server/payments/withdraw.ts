/**
 * Withdrawals (spec §2 Payment returns): the amount is held from the player's account in the
 * transaction that creates the payment (src/server/payments/create.ts), then paid out or refunded
 * with the provider's answer (src/server/payments/confirm.ts).
 */
import type { Db } from '../db/client.ts';
import type { Payment } from './provider.ts';
import { startPayment, type PaymentOptions, type StartInput } from './create.ts';

/**
 * Requests a withdrawal: the amount is held at once, then the provider pays it out or it is
 * refunded. @throws AppError as `deposit` (src/server/payments/create.ts), plus insufficient_funds and account_frozen
 */
export function withdraw(db: Db, input: StartInput, options: PaymentOptions = {}): Promise<Payment> {
  return startPayment(db, 'withdrawal', input, options);
}
