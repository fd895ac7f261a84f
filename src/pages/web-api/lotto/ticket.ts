/**
 * `POST /web-api/lotto/ticket` (spec §2 `lotto`): buys a lotto ticket (5 numbers + 1 bonus ball)
 * on a replayed draw still on sale for the logged-in player and answers `{ ticket }`
 * (src/server/lotto/tickets.ts). Refusals: 400 bad_request, 401, 404 unknown_account,
 * 403 account_frozen, 409 idempotency_conflict, 422 market_unavailable (meta.reason drawn |
 * not_on_sale), coupon_invalid (meta.problems with i18n keys; the detail in the request's
 * language), amount_limit, insufficient_funds, 403 limit_reached / limit_currency / player_banned
 * (responsible gaming; the detail in the request's language). CSRF-checked by the middleware like every /web-api write.
 */
import type { APIRoute } from 'astro';
import { placeLottoTicketRequest } from '../../../../schemas/lotto-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { AppError, isAppError } from '../../../server/errors.ts';
import { placeLottoTicket } from '../../../server/lotto/tickets.ts';
import { feedNow } from '../../../server/feed/clock.ts';
import { tFor } from '../../../i18n/index.ts';
import { localizeRefusal } from '../../../server/responsible/refusal.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { brand, lng } = context.locals;
    if (brand.features.lotto !== true) throw new AppError('not_found', 'Lotto is not offered here.');
    const request = await readJson(context.request, placeLottoTicketRequest);
    try {
      return { ticket: await placeLottoTicket(await db(), { playerId, brand, now: feedNow() }, request) };
    } catch (error) {
      const t = tFor(brand.id, lng);
      if (!isAppError(error) || error.code !== 'coupon_invalid') throw await localizeRefusal(error, await db(), t, lng, playerId);
      const problems = (error.extra.problems ?? []) as { i18nKey: string; params?: Record<string, unknown> }[];
      throw new AppError('coupon_invalid', problems.map((p) => t(p.i18nKey, { ...p.params, currency: error.extra.currency })).join(' '), error.extra);
    }
  });
