/**
 * `POST /web-api/bonuses/cashback` `{ program: 'vip'|'premium' }`: claims the last finished period's
 * cashback of the brand's programme (src/server/bonus/cashback.ts) → `{ period, amount, type }`
 * (minor units for type 0, points for type 1). 404 a programme the brand does not run; 409
 * cashback_refused with meta.reason nothing_due | already_claimed; 401 for a guest.
 */
import type { APIRoute } from 'astro';
import { claimCashbackBody } from '../../../../schemas/bonus.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { claimCashback } from '../../../server/bonus/cashback.ts';
import { feedNow } from '../../../server/feed/clock.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { program } = await readJson(context.request, claimCashbackBody);
    const { brand } = context.locals;
    const found = brand.cashback.find((c) => c.program === program);
    if (!found) throw new AppError('not_found', 'This brand runs no such cashback.');
    return claimCashback(await db(), found, brand.clubPoints, playerId, feedNow());
  });
