/**
 * `GET /web-api/bets/history?directory&view&from&to&page&pageSize` (spec §3 Bet history directories):
 * `{ entities, total_count }`; directory 2 (toto) answers the toto coupons in `toto` as well.
 */
import type { APIRoute } from 'astro';
import { betHistoryQuery } from '../../../../schemas/coupon-api.ts';
import { db, handle, readQuery, requirePlayer } from '../../../server/endpoint.ts';
import { betHistory } from '../../../server/bets/history.ts';
import { getFeed } from '../../../server/feed/service.ts';
import { json } from '../../../server/http.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const query = readQuery(context.url, betHistoryQuery);
    return json(await betHistory(await db(), await getFeed(), playerId, query, { brandId: context.locals.brand.id, lng: context.locals.lng }), { cacheControl: 'private, no-store' });
  });
