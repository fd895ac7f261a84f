/**
 * `GET /web-api/user/gettoken?force_refresh=true` (spec §7): `{ token, expiresAt }`, a bearer
 * token bound to the session (10 min); the client caches it 60 s. Players only.
 */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { issueApiToken } from '../../../server/auth/sessions.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    requirePlayer(context);
    const { token, expiresAt } = await issueApiToken(await db(), context.locals.sessionId!);
    return json({ token, expiresAt: expiresAt.toISOString() }, { cacheControl: 'private, max-age=60' });
  });
