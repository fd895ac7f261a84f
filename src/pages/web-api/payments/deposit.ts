/** `POST /web-api/payments/deposit`: a deposit through a provider; answers the payment and the return page (spec §2 onpay/...). */
import { deposit } from '../../../server/payments/create.ts';
import { startPaymentRoute } from '../../../server/payments/view.ts';

export const POST = startPaymentRoute(deposit);
