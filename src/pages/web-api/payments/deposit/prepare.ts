/**
 * `POST /web-api/payments/deposit/prepare` {accountId, amount, provider, idempotencyKey}: the step
 * of the recharge modal (spec §2 "A recharge iframe modal") that sends the player to the provider.
 * The deposit is checked against every limit first (`checkDeposit` of
 * src/server/payments/create.ts: the currency's maximum deposit and balance, the player's deposit
 * limits, a time-out, self-exclusion or ban of the person on any brand); only when it would be
 * accepted does the answer name the provider's page (`{ providerUrl }`, schemas/wallet-api.ts).
 * A refusal is the 4xx JSON error with its detail in the request's language (403 limit_reached /
 * player_banned, 422 amount_limit / balance_limit), shown in the modal. Players only (401 for a
 * guest, CSRF like every `/web-api` write); 400 for a bad body; 404 for an account not the player's.
 */
import type { APIRoute } from 'astro';
import { depositPrepareBody, depositPrepareResponse } from '../../../../../schemas/wallet-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { amountForAccount, checkDeposit } from '../../../../server/payments/create.ts';
import { localizeRefusal } from '../../../../server/responsible/refusal.ts';
import { localizeMoneyLimit } from '../../../../server/payments/view.ts';
import { tFor } from '../../../../i18n/index.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const body = await readJson(context.request, depositPrepareBody);
    const database = await db();
    const { brand, lng } = context.locals;
    const amountMinor = await amountForAccount(database, playerId, body.accountId, body.amount);
    try {
      await checkDeposit(database, { playerId, accountId: body.accountId, amountMinor, providerId: body.provider });
    } catch (error) {
      const t = tFor(brand.id, lng);
      throw localizeMoneyLimit(await localizeRefusal(error, database, t, lng, playerId), t, lng);
    }
    const query = new URLSearchParams({ accountId: String(body.accountId), amount: body.amount, key: body.idempotencyKey, lang: lng });
    return depositPrepareResponse.parse({ providerUrl: `/web-api/payments/test-provider?${query.toString()}` });
  });
