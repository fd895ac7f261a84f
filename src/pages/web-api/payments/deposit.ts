/** `POST /web-api/payments/deposit`: a deposit through a provider; answers the payment and the return page (spec §2 onpay/...). */
import type { APIRoute } from 'astro';
import { paymentBody } from '../../../../schemas/wallet-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { amountForAccount, deposit } from '../../../server/ledger/payments.ts';
import { paymentView } from '../../../server/payment-view.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const body = await readJson(context.request, paymentBody);
    const database = await db();
    const amountMinor = await amountForAccount(database, playerId, body.accountId, body.amount);
    const payment = await deposit(database, { playerId, accountId: body.accountId, amountMinor, providerId: body.provider, idempotencyKey: body.idempotencyKey, instruction: body.testOutcome });
    return paymentView(payment, context.locals.lng);
  });
