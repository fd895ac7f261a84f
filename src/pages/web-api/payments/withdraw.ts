/**
 * `POST /web-api/payments/withdraw`: a withdrawal request (the amount is held at once).
 * `DELETE` answers 409: a withdrawal cannot be cancelled by the player once made.
 */
import type { APIRoute } from 'astro';
import { handle, requirePlayer } from '../../../server/endpoint.ts';
import { cancelWithdrawalByPlayer, withdraw } from '../../../server/ledger/payments.ts';
import { startPaymentRoute } from '../../../server/payment-view.ts';

export const POST = startPaymentRoute(withdraw);

export const DELETE: APIRoute = (context) =>
  handle(async () => {
    requirePlayer(context);
    cancelWithdrawalByPlayer();
  });
