/**
 * `POST /web-api/casino/favorites` `{ gameId, favorite }` (spec §2 Casino `my-casino/favorites`):
 * adds or removes a favourite game of the logged-in player (idempotent) and answers
 * `{ favorites: number[] }`, the ids of the player's favourites. 400 bad body, 401 guest, 404 no
 * such game on the brand or no casino. CSRF-checked by the middleware like every /web-api write.
 * `GET` answers the same list.
 */
import type { APIRoute } from 'astro';
import { casinoFavoriteBody } from '../../../../schemas/casino-lobby.ts';
import { favoriteIds, setFavorite } from '../../../server/casino/favorites.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { json } from '../../../server/http.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    if (context.locals.brand.features.casino !== true) throw new AppError('not_found', 'The casino is not offered here.');
    return json({ favorites: await favoriteIds(await db(), playerId) }, { cacheControl: 'private, no-store' });
  });

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { brand } = context.locals;
    if (brand.features.casino !== true) throw new AppError('not_found', 'The casino is not offered here.');
    const body = await readJson(context.request, casinoFavoriteBody);
    const database = await db();
    await setFavorite(database, playerId, brand.id, body.gameId, body.favorite);
    return { favorites: await favoriteIds(database, playerId) };
  });
