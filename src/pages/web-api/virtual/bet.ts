/**
 * `POST /web-api/virtual/bet` (spec §2 `virtualsports`): places a single on one outcome of a
 * virtual match not yet kicked off for the logged-in player and answers `{ bet }`
 * (src/server/virtual/bets.ts). Refusals: 400 bad_request, 401, 404 unknown_account (or virtual
 * sports off for the brand), 403 account_frozen, 409 coef_changed, idempotency_conflict,
 * 422 market_unavailable (meta.reason kicked_off | not_on_sale), coupon_invalid (stake limits, in the
 * request's language), amount_limit, insufficient_funds, 403 limit_reached / limit_currency /
 * player_banned (responsible gaming; the detail in the request's language). CSRF-checked like every
 * /web-api write.
 */
import type { APIRoute } from 'astro';
import { placeVirtualBetRequest } from '../../../../schemas/virtual-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { AppError, isAppError } from '../../../server/errors.ts';
import { placeVirtualBet } from '../../../server/virtual/bets.ts';
import { feedNow } from '../../../server/feed/clock.ts';
import { tFor } from '../../../i18n/index.ts';
import { localizeRefusal } from '../../../server/responsible/refusal.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { brand, lng } = context.locals;
    if (brand.features.virtualsports !== true) throw new AppError('not_found', 'Virtual sports are not offered here.');
    const request = await readJson(context.request, placeVirtualBetRequest);
    try {
      return { bet: await placeVirtualBet(await db(), { playerId, brand, now: feedNow() }, request) };
    } catch (error) {
      const t = tFor(brand.id, lng);
      if (!isAppError(error) || error.code !== 'coupon_invalid') throw await localizeRefusal(error, await db(), t, lng, playerId);
      const problems = (error.extra.problems ?? []) as { i18nKey: string; params?: Record<string, unknown> }[];
      throw new AppError('coupon_invalid', problems.map((p) => t(p.i18nKey, { ...p.params, currency: error.extra.currency })).join(' '), error.extra);
    }
  });
