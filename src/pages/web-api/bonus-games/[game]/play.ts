/**
 * `POST /web-api/bonus-games/{game}/play` `{ pick, clientSeed? }`: plays the player's oldest open
 * ticket of the brand's bonus game (src/server/bonus/bonus-games.ts) → the played ticket (board,
 * prize in minor units, revealed seed). 404 a game the brand does not run; 400 a pick outside the
 * board; 422 bonus_refused (meta.reason no_ticket); 401 for a guest.
 */
import type { APIRoute } from 'astro';
import { bonusGamePlayBody } from '../../../../../schemas/bonus.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { playTicket } from '../../../../server/bonus/bonus-games.ts';
import { feedNow } from '../../../../server/feed/clock.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { brand } = context.locals;
    const config = brand.bonusGames.find((g) => g.game === context.params.game);
    if (!config) throw new AppError('not_found', 'This brand runs no such bonus game.');
    const body = await readJson(context.request, bonusGamePlayBody);
    return { ticket: await playTicket(await db(), brand, config, playerId, body.pick, body.clientSeed, feedNow()) };
  });
