/**
 * `POST /web-api/user/sessions/end` `{ ref }` (office `security`): ends one of the player's other
 * sessions. 404 for a reference that is not one of the player's live sessions, 409 for the
 * current session.
 */
import type { APIRoute } from 'astro';
import { endSessionBody } from '../../../../../schemas/office-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { endSession } from '../../../../server/office/security.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { ref } = await readJson(context.request, endSessionBody);
    return endSession(await db(), playerId, context.locals.sessionId ?? '', ref);
  });
