/**
 * `GET /web-api/session` (spec §7): `{ authenticated, user_id, csrfToken }`,
 * never cached. Also sets the CSRF cookie the page echoes on writes.
 */
import type { APIRoute } from 'astro';
import { json } from '../../server/http.ts';

export const GET: APIRoute = ({ locals }) => {
  // The middleware has set the cookie bound to this session (or guest) and noted its value.
  const csrfToken = locals.csrfToken ?? null;
  return json({
    authenticated: locals.playerId !== undefined,
    user_id: locals.playerId ?? null,
    csrfToken,
  });
};
