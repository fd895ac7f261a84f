/** `GET /web-api/coupon/{couponId}`: the receipt of one of the player's coupons, with its current status (404 for another player's). */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { db, handle, requirePlayer } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { receiptOf } from '../../../server/bets/receipt.ts';
import { getFeed } from '../../../server/feed/service.ts';
import { json } from '../../../server/http.ts';

const couponIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const GET: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const id = couponIdParam.safeParse(context.params.couponId);
    if (!id.success) throw new AppError('bad_request', 'The coupon id must be a positive whole number.');
    return json(await receiptOf(await db(), await getFeed(), id.data, playerId, context.locals.lng), { cacheControl: 'private, no-store' });
  });
