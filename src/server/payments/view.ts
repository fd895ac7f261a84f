/** The client's view of a payment: its status and the return page of spec §2 to go to. */
import type { APIRoute } from 'astro';
import type { TFunction } from 'i18next';
import { LANGUAGES, type LanguageCode } from '../../../schemas/language.ts';
import { paymentBody } from '../../../schemas/wallet-api.ts';
import { db, handle, readJson, requirePlayer } from '../endpoint.ts';
import { localizeRefusal } from '../responsible/refusal.ts';
import { tFor } from '../../i18n/index.ts';
import { AppError, isAppError } from '../errors.ts';
import { currencyExponent, formatMoney, parseMajorAmount } from '../../domain/money.ts';
import type { Payment } from './provider.ts';
import { amountForAccount, type deposit } from './create.ts';

/**
 * A currency limit refusal of a payment (`amount_limit`, `balance_limit`: `meta.max` in major units
 * and `meta.currency`) with its detail in the request's language, the amount through `formatMoney`;
 * any other error unchanged.
 */
export function localizeMoneyLimit(error: unknown, t: TFunction, lng: LanguageCode): unknown {
  if (!isAppError(error) || (error.code !== 'amount_limit' && error.code !== 'balance_limit')) return error;
  const { max, currency } = error.extra;
  if (typeof max !== 'string' || typeof currency !== 'string') return error;
  const exponent = currencyExponent(currency);
  const minor = parseMajorAmount(max, exponent);
  if (minor === null) return error;
  const amount = formatMoney(minor, { iso: currency, exponent }, LANGUAGES[lng].htmlLang);
  return new AppError(error.code, t(`payment_refused_${error.code}`, { amount }), error.extra);
}

/** `{ payment: { id, status, direction, message }, redirect: "/{lng}/onpay[/withdraw]/{status}" }`. */
function paymentView(payment: Payment, lng: LanguageCode) {
  return {
    payment: { id: payment.id, status: payment.status, direction: payment.direction, message: payment.message },
    redirect: `/${lng}/onpay${payment.direction === 'withdrawal' ? '/withdraw' : ''}/${payment.status}`,
  };
}

/**
 * The POST route that starts a payment (`/web-api/payments/deposit`, `/withdraw`): the logged-in
 * player, a {@link paymentBody} (`amount` in the account's major units), then `start` (`deposit`
 * of src/server/payments/create.ts or `withdraw` of src/server/payments/withdraw.ts) and the payment's {@link paymentView}.
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
        // A responsible-gaming or currency limit refusal (deposit limit, time-out, self-exclusion, ban,
        // amount or balance limit) in the player's language.
        const t = tFor(context.locals.brand.id, context.locals.lng);
        throw localizeMoneyLimit(await localizeRefusal(error, database, t, context.locals.lng, playerId), t, context.locals.lng);
      }
    });
}
