/**
 * `GET`/`POST /web-api/office/block-appeals` (spec §2 `block-appeal-history`): GET answers the
 * player's ban (level, version, recorded reason) and appeals; POST `{ text }` appeals the current
 * ban → 201 `{ appeal }`; 409 when not banned or this ban was appealed already. Players only.
 */
import type { APIRoute } from 'astro';
import { blockAppealBody } from '../../../../schemas/office-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { appealBan, banState } from '../../../server/office/appeals.ts';

export const GET: APIRoute = (context) =>
  handle(async () => json(await banState(await db(), requirePlayer(context)), { cacheControl: 'private, no-store' }));

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { text } = await readJson(context.request, blockAppealBody);
    return json({ appeal: await appealBan(await db(), { id: playerId, brandId: context.locals.brand.id }, text) }, { status: 201 });
  });
