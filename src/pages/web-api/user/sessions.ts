/**
 * `GET /web-api/user/sessions` (office `security`): the logged-in player's live sessions, each
 * with its reference, times (ISO 8601 UTC), whether it was a "save" (remember me) login and
 * whether it is the session asking. Players only.
 */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { listSessions } from '../../../server/office/security.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    return json({ sessions: await listSessions(await db(), playerId, context.locals.sessionId ?? '') }, { cacheControl: 'private, no-store' });
  });
