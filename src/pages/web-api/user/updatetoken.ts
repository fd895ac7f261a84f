/**
 * `POST /web-api/user/updatetoken` (spec §7 Session and auth: media video token, reloaded every
 * 10 minutes): `{ token, expiresAt }` for the logged-in player's session (src/server/auth/media-token.ts).
 * Players only (401 otherwise).
 */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { issueMediaToken } from '../../../server/auth/media-token.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { token, expiresAt } = await issueMediaToken(await db(), playerId, context.locals.sessionId!);
    return json({ token, expiresAt: expiresAt.toISOString() }, { cacheControl: 'private, no-store' });
  });
