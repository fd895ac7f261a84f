/**
 * `GET /game-server/api/round/{seedId}-{nonce}` (our game server): a played round — game,
 * parameters, result, stake, payout, client seed, nonce, server seed hash, and the server seed
 * once the pair was rotated — for the verify page. 404 for an unknown key.
 */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { roundByKey } from '../../../../server/game-server/service.ts';

export const GET: APIRoute = ({ params }) =>
  handle(async () => {
    const round = await roundByKey(await db(), params.key ?? '');
    if (!round) throw new AppError('not_found', 'There is no such round.');
    return { round };
  });
