/**
 * `POST /web-api/bonuses/cancel` `{ id }`: the player gives up an active or waiting bonus; its bonus
 * money goes back to the house (src/server/bonus/engine.ts cancelBonus). 404 not the player's bonus,
 * 409 already ended, 401 for a guest.
 */
import type { APIRoute } from 'astro';
import { cancelBonusBody } from '../../../../schemas/bonus.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { cancelBonus } from '../../../server/bonus/engine.ts';
import { feedNow } from '../../../server/feed/clock.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { id } = await readJson(context.request, cancelBonusBody);
    await cancelBonus(await db(), playerId, id, 'player', 'player', feedNow());
    return { ok: true };
  });
