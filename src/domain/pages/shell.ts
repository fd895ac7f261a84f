/** Data of the shell pages that take any (spec §2 payment returns). */

/** Results a payment provider returns the player with (spec §2 `onpay/{result}`). */
export const PAYMENT_RETURN_RESULTS = ['success', 'fail', 'pending', 'cancel'] as const;

/** A payment return page: the payment's direction and the provider's result. */
export interface PaymentReturn {
  direction: 'deposit' | 'withdrawal';
  result: (typeof PAYMENT_RETURN_RESULTS)[number];
}
