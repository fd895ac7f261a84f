/** The client's view of a payment: its status and the return page of spec §2 to go to. */
import type { APIRoute } from 'astro';
import type { LanguageCode } from '../../schemas/language.ts';
import { paymentBody } from '../../schemas/wallet-api.ts';
import { db, handle, readJson, requirePlayer } from './endpoint.ts';
import { localizeRefusal } from './responsible/refusal.ts';
import { tFor } from '../i18n/index.ts';
import { amountForAccount, type deposit, type Payment } from './ledger/payments.ts';

/** `{ payment: { id, status, direction, message }, redirect: "/{lng}/onpay[/withdraw]/{status}" }`. */
export function paymentView(payment: Payment, lng: LanguageCode) {
  return {
    payment: { id: payment.id, status: payment.status, direction: payment.direction, message: payment.message },
    redirect: `/${lng}/onpay${payment.direction === 'withdrawal' ? '/withdraw' : ''}/${payment.status}`,
  };
}

/**
 * The POST route that starts a payment (`/web-api/payments/deposit`, `/withdraw`): the logged-in
 * player, a {@link paymentBody} (`amount` in the account's major units), then `start` (`deposit`
 * or `withdraw` of src/server/ledger/payments.ts) and the payment's {@link paymentView}.
 * Answers 401 for a guest, 400 for a bad body or amount, and the errors of `start` (a
 * responsible-gaming refusal, 403 limit_reached, with its detail in the request's language).
 */
export function startPaymentRoute(start: typeof deposit): APIRoute {
  return (context) =>
    handle(async () => {
      const playerId = requirePlayer(context);
      const body = await readJson(context.request, paymentBody);
      const database = await db();
      const amountMinor = await amountForAccount(database, playerId, body.accountId, body.amount);
      try {
        const payment = await start(database, { playerId, accountId: body.accountId, amountMinor, providerId: body.provider, idempotencyKey: body.idempotencyKey, instruction: body.testOutcome, forfeitBonus: body.forfeitBonus });
        return paymentView(payment, context.locals.lng);
      } catch (error) {
        // A responsible-gaming refusal (deposit limit, time-out, self-exclusion) in the player's language.
        throw await localizeRefusal(error, database, tFor(context.locals.brand.id, context.locals.lng));
      }
    });
}
