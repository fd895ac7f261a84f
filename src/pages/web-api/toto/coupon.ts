/**
 * `POST /web-api/toto/coupon` (spec §2 `toto`): places a toto coupon (1/X/2 picks on the 15
 * matches of a draw taking coupons) for the logged-in player and answers `{ coupon }`
 * (src/server/toto/coupons.ts). Refusals: 400 bad_request, 401, 404 unknown_account (or toto off
 * for the brand), 403 account_frozen, 409 idempotency_conflict, 422 market_unavailable (meta.reason
 * closed | not_on_sale), coupon_invalid (meta.problems with i18n keys; the detail in the request's
 * language), insufficient_funds, 403 limit_reached / limit_currency / player_banned (responsible
 * gaming; the detail in the request's language). CSRF-checked by the middleware like every /web-api write.
 */
import type { APIRoute } from 'astro';
import { placeTotoCouponRequest } from '../../../../schemas/toto-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { AppError, isAppError } from '../../../server/errors.ts';
import { placeTotoCoupon } from '../../../server/toto/coupons.ts';
import { getFeed } from '../../../server/feed/service.ts';
import { feedNow } from '../../../server/feed/clock.ts';
import { tFor } from '../../../i18n/index.ts';
import { localizeRefusal } from '../../../server/responsible/refusal.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { brand, lng } = context.locals;
    if (brand.features.toto !== true) throw new AppError('not_found', 'Toto is not offered here.');
    const request = await readJson(context.request, placeTotoCouponRequest);
    try {
      return { coupon: await placeTotoCoupon(await db(), { playerId, brand, feed: await getFeed(), now: feedNow() }, request) };
    } catch (error) {
      const t = tFor(brand.id, lng);
      if (!isAppError(error) || error.code !== 'coupon_invalid') throw await localizeRefusal(error, await db(), t, lng, playerId);
      const problems = (error.extra.problems ?? []) as { i18nKey: string; params?: Record<string, unknown> }[];
      throw new AppError('coupon_invalid', problems.map((p) => t(p.i18nKey, { ...p.params, currency: error.extra.currency })).join(' '), error.extra);
    }
  });
