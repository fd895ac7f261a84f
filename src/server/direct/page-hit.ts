/**
 * Guest page hits on node:http (ARCHITECTURE "Caching"): scripts/serve.ts asks here before the
 * page pipeline, and a guest GET whose answer is a fresh stored page of the micro-cache
 * (src/server/page-cache.ts) is written from it without building a Fetch `Request`/`Response` or
 * running Astro's router and middleware — the hit a guest's browsing and a match-day crowd mostly
 * are.
 *
 * The request is taken only when the page pipeline would answer it with that same stored page and
 * set no cookie; every step that could decide otherwise is asked through the same function the
 * pipeline calls:
 * - a brand's host (src/server/brands.ts), not a staff host, a page path (not an API, asset or
 *   console path), no request body;
 * - a guest: no session cookie and no bearer token (src/server/middleware/session.ts);
 * - the CSRF cookie already bound to a guest (`csrfTokenValid`: the pipeline would issue a new one);
 * - the page decision (`decidePage`: language, maintenance, block, redirects) is a page, with the
 *   flags evaluated as the flags step does (`flaggedBrand`);
 * - no page cookie to set (`pageSetsNoCookie`: the `lng` cookie holds the language, no referral);
 * - the key of the cache step (`guestPageKey`) names a fresh page of the brand's generation.
 * Anything else — a first visit, a player, a stale or missing page — goes to the pipeline, which
 * renders, stores and single-flights as before. The answer carries the page's stored headers with
 * the security headers the headers step adds (src/server/security-headers.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie } from 'cookie';
import { brands, hostnameOf, resolveBrand } from '../brands.ts';
import { effectiveBrand, ensureSettings } from '../settings/state.ts';
import { isConsolePath, isStaffHost } from '../staff/hosts.ts';
import { isPassThrough } from '../paths.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { CSRF_COOKIE, csrfSecret, csrfTokenValid } from '../auth/csrf.ts';
import { getDatabase } from '../database.ts';
import { decidePage } from '../middleware/page-decision.ts';
import { flaggedBrand } from '../middleware/flags.ts';
import { pageSetsNoCookie } from '../middleware/page-cookies.ts';
import { guestPageKey } from '../middleware/page-cache.ts';
import { freshPageAnswer } from '../page-cache.ts';
import { applySecurityHeaders } from '../security-headers.ts';
import { LANGUAGE_COOKIE } from '../paths.ts';

/** A node request's header as a Fetch `Headers.get` answers it (repeated values joined with ", "). */
function headerReader(req: IncomingMessage): Pick<Headers, 'get'> {
  return {
    get(name: string): string | null {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/**
 * The request's cookies as AstroCookies reads them (the same `cookie` parser, values URI-decoded
 * when they decode, an empty value as absent).
 */
function cookieReader(header: string | undefined): (name: string) => string | undefined {
  const values = header ? parseCookie(header, { decode: (value) => value }) : {};
  return (name) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (!value) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
}

/**
 * Writes the stored page when the request is a guest's hit (see the module); `https` is whether
 * the client came over HTTPS (HSTS). Never throws: a failure before writing answers false and the
 * pipeline serves the request.
 * @returns true when the answer was written, false when the request is the pipeline's
 */
export async function servePageHit(req: IncomingMessage, res: ServerResponse, https: boolean): Promise<boolean> {
  try {
    if (req.method !== 'GET' || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return false;
    const host = req.headers.host;
    if (host === undefined || isStaffHost(host) || req.headers.authorization !== undefined) return false;
    // The URL as Astro's node adapter builds it: the socket's scheme, the Host header, the request target.
    const target = `${'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'}://${host}${req.url ?? ''}`;
    if (!URL.canParse(target)) return false;
    const url = new URL(target);
    if (isPassThrough(url.pathname) || isConsolePath(url.pathname)) return false;
    const cookie = cookieReader(req.headers.cookie);
    if (cookie(SESSION_COOKIE) !== undefined) return false;
    const bundled = resolveBrand(brands, host, null, false);
    if (!bundled) return false;
    // Settings not loaded (the database does not answer): the brand step's fallback is the pipeline's.
    if (!(await ensureSettings().then(() => true, () => false))) return false;
    const secret = await csrfSecret((await getDatabase()).db);
    if (!csrfTokenValid(secret, undefined, cookie(CSRF_COOKIE))) return false;
    const headers = headerReader(req);
    const brand = await flaggedBrand(effectiveBrand(bundled, hostnameOf(host)), url, { headers }, undefined);
    const request = { url, request: { headers }, clientAddress: req.socket.remoteAddress ?? '', cookie };
    const { decision, lng } = await decidePage(request, brand, undefined, null);
    if (decision.kind !== 'page' || !pageSetsNoCookie(cookie(LANGUAGE_COOKIE), lng, url.searchParams)) return false;
    const answer = freshPageAnswer(guestPageKey(brand.id, lng, url, cookie), headers.get('accept-encoding'));
    if (!answer || res.headersSent || res.destroyed) return false;
    applySecurityHeaders(answer.headers, https);
    answer.headers.set('x-page-cache', 'direct');
    answer.headers.set('Content-Length', String(answer.bytes.length));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(answer.bytes);
    return true;
  } catch (error) {
    console.error('direct page hit failed; the page pipeline answers', error);
    return false;
  }
}
