/**
 * The secure-data call of spec §7 ("returns ggru and a per-host grant value written to cookies
 * (grant cookie 30 minutes)"), `GET /web-api/session/secure-data`:
 * - `ggru` is the visitor's country, ISO 3166-1 alpha-2 in lower case as spec §3 Country `code`,
 *   from the client address (src/server/geo.ts; null when the address has none, e.g. a private one);
 * - the grant is a token signed with the server secret `token_hmac` (src/server/auth/signed-token.ts,
 *   purpose `secure-data-grant`) over `<host>|<country>`, valid 30 minutes: it states which country
 *   the server found for this browser on this host. It is stored in the cookie `grant`, host-only
 *   (no Domain: each host of a brand holds its own), path `/`, HttpOnly, SameSite=Lax, Secure over
 *   HTTPS, Max-Age 1800, as the session cookies (src/server/auth/cookies.ts).
 * A request that carries a valid grant of its own host keeps it: the same value, expiry and `ggru`
 * until it runs out (no new lookup); a missing, forged, expired or other host's grant is replaced.
 */
import type { APIContext } from 'astro';
import type { Db } from '../db/client.ts';
import { requestClientAddress, requestIsHttps } from '../client-request.ts';
import { countryOfAddress } from '../geo.ts';
import { signToken, verifySignedToken } from './signed-token.ts';

/** The grant cookie's name. */
const GRANT_COOKIE = 'grant';
/** Lifetime of a grant, seconds (spec §7: 30 minutes). */
const GRANT_TTL_S = 30 * 60;
const PURPOSE = 'secure-data-grant';

/** What the secure-data call answers. */
export interface SecureData {
  /** The visitor's country in lower case, or null. */
  ggru: string | null;
  /** The grant, as also set in the cookie. */
  grant: string;
  /** When the grant runs out. */
  expiresAt: Date;
}

/** The grant of `host` a cookie value holds, with its country; null for none valid. */
async function validGrant(db: Db, host: string, value: string | undefined, now: Date): Promise<SecureData | null> {
  if (!value) return null;
  const token = await verifySignedToken(db, 'token_hmac', PURPOSE, value, now);
  if (!token) return null;
  const separator = token.subject.lastIndexOf('|');
  if (token.subject.slice(0, separator) !== host) return null;
  const country = token.subject.slice(separator + 1);
  return { ggru: country === '' ? null : country, grant: value, expiresAt: token.expiresAt };
}

/**
 * The secure data of a request (module docstring): the grant its cookie holds for the request's
 * host, or a new one for the country of its client address, set in the cookie.
 */
export async function secureData(db: Db, context: APIContext, now = new Date()): Promise<SecureData> {
  const host = context.url.host.toLowerCase();
  const kept = await validGrant(db, host, context.cookies.get(GRANT_COOKIE)?.value, now);
  if (kept) return kept;
  const ggru = (await countryOfAddress(requestClientAddress(context)))?.toLowerCase() ?? null;
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + GRANT_TTL_S) * 1000);
  const grant = await signToken(db, 'token_hmac', PURPOSE, `${host}|${ggru ?? ''}`, expiresAt);
  context.cookies.set(GRANT_COOKIE, grant, { path: '/', httpOnly: true, sameSite: 'lax', secure: requestIsHttps(context.request, context.url), maxAge: GRANT_TTL_S });
  return { ggru, grant, expiresAt };
}
