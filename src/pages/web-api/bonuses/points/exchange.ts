/**
 * `POST /web-api/bonuses/points/exchange` `{ points, idempotencyKey }`: exchanges club points for
 * real money at the brand's rate (src/server/bonus/cashback.ts) → `{ creditedMinor }`; a retry with
 * the same key exchanges once. 404 when the brand has no club points; 422 points_refused (below the
 * minimum, more than held); 401 for a guest.
 */
import type { APIRoute } from 'astro';
import { exchangePointsBody } from '../../../../../schemas/bonus.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { exchangePoints } from '../../../../server/bonus/cashback.ts';
import { feedNow } from '../../../../server/feed/clock.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const body = await readJson(context.request, exchangePointsBody);
    const points = context.locals.brand.clubPoints;
    if (!points) throw new AppError('not_found', 'This brand has no club points.');
    return exchangePoints(await db(), points, playerId, body.points, body.idempotencyKey, feedNow());
  });
