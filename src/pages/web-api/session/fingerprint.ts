/**
 * `POST /web-api/session/fingerprint` `{ hash }` (spec §7 "then a device fingerprint", §3
 * Fingerprint): `{ token, expiresAt, data: { hash } }`, the browser's device hash signed by the
 * server for 24 h (src/server/auth/fingerprint.ts). Guests and players; never cached.
 */
import type { APIRoute } from 'astro';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { fingerprintBody } from '../../../../schemas/auth-api.ts';
import { issueFingerprint } from '../../../server/auth/fingerprint.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const { hash } = await readJson(context.request, fingerprintBody);
    return json(await issueFingerprint(await db(), hash), { cacheControl: 'no-store' });
  });
