/**
 * `POST /limit-service-api/api/external/web/v3/ping` (spec §7, every 30 s while a session limit
 * exists; also polled for the reality check): `{ sessionLimit, realityCheck, loggedOut }`
 * (schemas/limits-api.ts `pingResponse`). Body optional: `{ realityCheck: "continue" }`.
 */
import type { APIRoute } from 'astro';
import { pingBody } from '../../../../../../../schemas/limits-api.ts';
import { db, handle, readJson } from '../../../../../../server/endpoint.ts';
import { limitRequest } from '../../../../../../server/responsible/endpoint.ts';
import { ping } from '../../../../../../server/responsible/service.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const { playerId, sessionId, now } = limitRequest(context);
    const hasBody = (context.request.headers.get('content-type') ?? '').startsWith('application/json');
    const body = hasBody ? await readJson(context.request, pingBody) : {};
    return ping(await db(), { id: sessionId, playerId }, now, body.realityCheck === 'continue');
  });
