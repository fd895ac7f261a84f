/**
 * `GET /bff-api/feed/game/{permanentId}`: one game with its market groups (spec §3 Market group
 * template) and, once finished, its real statistics. 400 for a malformed id, 404 for a game not in
 * the replay window.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { handle } from '../../../../server/endpoint.ts';
import { json } from '../../../../server/http.ts';
import { AppError } from '../../../../server/errors.ts';
import { gameDetail, getFeed } from '../../../../server/feed/service.ts';
import { feedNow } from '../../../../server/feed/clock.ts';

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const GET: APIRoute = (context) =>
  handle(async () => {
    const id = idParam.safeParse(context.params.id);
    if (!id.success) throw new AppError('bad_request', 'The game id must be a positive whole number.');
    const now = feedNow();
    const detail = gameDetail(await getFeed(), id.data, now, context.locals.brand.sportsPricing);
    if (!detail) throw new AppError('not_found', 'No such game.');
    return json({ ...detail, serverTime: now }, { cacheControl: 'public, max-age=2' });
  });
