/**
 * `GET /web-api/session/secure-data` (spec §7 "Secure-data call returns ggru and a per-host grant
 * value written to cookies (grant cookie 30 minutes)"): `{ ggru, grant, expiresAt }` and the
 * cookie `grant` (src/server/auth/grant.ts). Guests and players; never cached; no parameters.
 */
import type { APIRoute } from 'astro';
import { secureDataAnswer, secureDataQuery } from '../../../../schemas/auth-api.ts';
import { db, handle, readQuery } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { secureData } from '../../../server/auth/grant.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    readQuery(context.url, secureDataQuery);
    const { ggru, grant, expiresAt } = await secureData(await db(), context);
    return json(secureDataAnswer.parse({ ggru, grant, expiresAt: expiresAt.toISOString() }), { cacheControl: 'private, no-store' });
  });
