/** The client's view of a payment: its status and the return page of spec §2 to go to. */
import type { LanguageCode } from '../../schemas/language.ts';
import type { Payment } from './ledger/payments.ts';

/** `{ payment: { id, status, direction, message }, redirect: "/{lng}/onpay[/withdraw]/{status}" }`. */
export function paymentView(payment: Payment, lng: LanguageCode) {
  const result = payment.status === 'cancel' ? 'cancel' : payment.status;
  return {
    payment: { id: payment.id, status: payment.status, direction: payment.direction, message: payment.message },
    redirect: `/${lng}/onpay${payment.direction === 'withdrawal' ? '/withdraw' : ''}/${result}`,
  };
}
