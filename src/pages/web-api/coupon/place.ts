/**
 * `POST /web-api/coupon/place` (spec §3 "Coupon to place"; issue 6): places a coupon for the
 * logged-in player and answers `{ couponId, receipt }`. Refusals: 400 bad_request, 401, 404
 * unknown_account, 403 account_frozen, 409 coef_changed (meta.bets: key, requested, coef),
 * 409 idempotency_conflict, 422 market_unavailable (meta.reason), coupon_invalid (meta.problems with
 * i18n keys), insufficient_funds. CSRF-checked by the middleware like every /web-api write.
 */
import type { APIRoute } from 'astro';
import { placeCouponRequest } from '../../../../schemas/coupon-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { placeCoupon } from '../../../server/bets/place.ts';
import { getFeed } from '../../../server/feed/service.ts';
import { feedNow } from '../../../server/feed/clock.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const request = await readJson(context.request, placeCouponRequest);
    const receipt = await placeCoupon(await db(), { playerId, brand: context.locals.brand, feed: await getFeed(), now: feedNow() }, request);
    return { couponId: receipt.couponId, receipt };
  });
