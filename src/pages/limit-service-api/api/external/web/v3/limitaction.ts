/**
 * `POST /limit-service-api/api/external/web/v3/limitaction` `{ limitId, action }` (spec §4: 0
 * reject, 1 approve): confirms a pending change after its 24 hours or cancels it; answers the
 * message key of spec §8. 404 for an unknown or another player's limit.
 */
import type { APIRoute } from 'astro';
import { limitActionBody } from '../../../../../../../schemas/limits-api.ts';
import { db, handle, readJson } from '../../../../../../server/endpoint.ts';
import { limitRequest } from '../../../../../../server/responsible/endpoint.ts';
import { limitAction } from '../../../../../../server/responsible/service.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const { playerId, now } = limitRequest(context);
    const body = await readJson(context.request, limitActionBody);
    return limitAction(await db(), playerId, body.limitId, body.action, now);
  });
