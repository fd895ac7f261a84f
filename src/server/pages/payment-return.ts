/**
 * Payment return pages (spec §2 `onpay/{result}` and `onpay/withdraw/{result}`), where a payment
 * provider sends the player back: the direction comes from the route, the result from the URL.
 */
import { PAYMENT_RETURN_RESULTS, type PaymentReturn } from '../../domain/pages/shell.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the return page of the route's direction; an unknown result is the 404 page. */
export const loadPaymentReturn: PageLoader<PaymentReturn> = (ctx) => {
  const result = PAYMENT_RETURN_RESULTS.find((r) => r === ctx.params.result);
  if (!result) return NOT_FOUND;
  return pageData({ direction: ctx.route.name === 'onpayWithdraw' ? 'withdrawal' : 'deposit', result });
};
