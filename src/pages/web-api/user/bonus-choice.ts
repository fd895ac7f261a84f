/** `POST /web-api/user/bonus-choice` `{ choice: 'none'|'sports'|'casino' }`: the bonus chosen after registration (spec §4). */
import type { APIRoute } from 'astro';
import { bonusChoiceBody } from '../../../../schemas/auth-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { chooseBonus } from '../../../server/auth/service.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { choice } = await readJson(context.request, bonusChoiceBody);
    return chooseBonus(await db(), playerId, choice);
  });
