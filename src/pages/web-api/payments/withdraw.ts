/**
 * `POST /web-api/payments/withdraw`: a withdrawal request (the amount is held at once).
 * `DELETE` answers 409: a withdrawal cannot be cancelled by the player once made.
 */
import type { APIRoute } from 'astro';
import { paymentBody } from '../../../../schemas/wallet-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { amountForAccount, cancelWithdrawalByPlayer, withdraw } from '../../../server/ledger/payments.ts';
import { paymentView } from '../../../server/payment-view.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const body = await readJson(context.request, paymentBody);
    const database = await db();
    const amountMinor = await amountForAccount(database, playerId, body.accountId, body.amount);
    const payment = await withdraw(database, { playerId, accountId: body.accountId, amountMinor, providerId: body.provider, idempotencyKey: body.idempotencyKey, instruction: body.testOutcome });
    return paymentView(payment, context.locals.lng);
  });

export const DELETE: APIRoute = (context) =>
  handle(async () => {
    requirePlayer(context);
    cancelWithdrawalByPlayer();
  });
