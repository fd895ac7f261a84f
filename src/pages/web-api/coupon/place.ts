/**
 * `POST /web-api/coupon/place` (spec §3 "Coupon to place"): places a coupon for the
 * logged-in player and answers `{ couponId, receipt }`. Refusals: 400 bad_request, 401, 404
 * unknown_account, 403 account_frozen, 409 coef_changed (meta.bets: key, requested, coef),
 * 409 idempotency_conflict, 422 market_unavailable (meta.reason), coupon_invalid (meta.problems with
 * i18n keys; the detail is every problem in the request's language), insufficient_funds, 403
 * limit_reached / limit_currency (a responsible-gaming limit; the detail in the request's language).
 * CSRF-checked by the middleware like every /web-api write.
 */
import type { APIRoute } from 'astro';
import { placeCouponRequest } from '../../../../schemas/coupon-api.ts';
import type { CouponProblem } from '../../../domain/coupon/validation.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { AppError, isAppError } from '../../../server/errors.ts';
import { placeCoupon } from '../../../server/bets/place.ts';
import { getFeed } from '../../../server/feed/service.ts';
import { feedNow } from '../../../server/feed/clock.ts';
import { tFor } from '../../../i18n/index.ts';
import { localizeRefusal } from '../../../server/responsible/refusal.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const request = await readJson(context.request, placeCouponRequest);
    const { brand, lng } = context.locals;
    try {
      const receipt = await placeCoupon(await db(), { playerId, brand, feed: await getFeed(), now: feedNow(), lng }, request);
      return { couponId: receipt.couponId, receipt };
    } catch (error) {
      const t = tFor(brand.id, lng);
      if (!isAppError(error) || error.code !== 'coupon_invalid') throw await localizeRefusal(error, await db(), t, lng, playerId);
      const problems = (error.extra.problems ?? []) as CouponProblem[];
      const currency = typeof error.extra.currency === 'string' ? error.extra.currency : '';
      throw new AppError('coupon_invalid', problems.map((p) => t(p.i18nKey, { ...p.params, currency })).join(' '), error.extra);
    }
  });
