/**
 * `GET`/`POST /web-api/office/ideas` (office `share-idea`): GET answers the player's ideas
 * `{ ideas }`; POST `{ text }` stores one → 201 `{ idea }`. 400 for an empty or too long text.
 * Players only.
 */
import type { APIRoute } from 'astro';
import { shareIdeaBody } from '../../../../schemas/office-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { playerIdeasOf, shareIdea } from '../../../server/office/ideas.ts';

export const GET: APIRoute = (context) =>
  handle(async () => json({ ideas: await playerIdeasOf(await db(), requirePlayer(context)) }, { cacheControl: 'private, no-store' }));

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { text } = await readJson(context.request, shareIdeaBody);
    return json({ idea: await shareIdea(await db(), { id: playerId, brandId: context.locals.brand.id }, text) }, { status: 201 });
  });
