/**
 * `GET /limit-service-api/api/external/web/v3/limits`: the player's limits (spec §3 Limit, shape
 * `limitsResponse` of schemas/limits-api.ts). `POST …/limits` `{ limits: [{ limitType, limitValue,
 * reasonId? }] }`: sets them (src/server/responsible/service.ts `setLimits`): 200 saved, or 202
 * with the PGSI questions and a `tokenGuid` when a raise or removal needs the self-assessment
 * first. 400 names the field of an out-of-list value; 403 for a rule refusal; 401 for a guest.
 */
import type { APIRoute } from 'astro';
import { setLimitsBody } from '../../../../../../../schemas/limits-api.ts';
import { db, handle, readJson } from '../../../../../../server/endpoint.ts';
import { json } from '../../../../../../server/http.ts';
import { limitRequest } from '../../../../../../server/responsible/endpoint.ts';
import { limitViews, setLimits } from '../../../../../../server/responsible/service.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const { playerId, now } = limitRequest(context);
    return { limits: await limitViews(await db(), playerId, now) };
  });

export const POST: APIRoute = (context) =>
  handle(async () => {
    const { playerId, sessionId, now, t } = limitRequest(context);
    const body = await readJson(context.request, setLimitsBody);
    const result = await setLimits(await db(), playerId, body.limits, now, t, sessionId);
    return json(result, { status: result.status });
  });
