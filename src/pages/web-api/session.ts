/**
 * `GET /web-api/session` (spec §7): `{ authenticated, user_id, csrfToken }`,
 * never cached. Also sets the CSRF cookie the page echoes on writes.
 */
import type { APIRoute } from 'astro';
import { json } from '../../server/http.ts';
import { CSRF_COOKIE, ensureCsrfCookie } from '../../server/auth/csrf.ts';

export const GET: APIRoute = ({ locals, cookies, url }) => {
  const csrfToken = cookies.get(CSRF_COOKIE)?.value ?? ensureCsrfCookie(cookies, url.protocol === 'https:');
  return json({
    authenticated: locals.playerId !== undefined,
    user_id: locals.playerId ?? null,
    csrfToken,
  });
};
