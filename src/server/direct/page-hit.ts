/**
 * Page hits on node:http (ARCHITECTURE "Caching"): scripts/serve.ts asks here before the page
 * pipeline, and a GET whose answer is a fresh stored page of the page cache
 * (src/server/page-cache.ts) — a guest's, or a logged-in player's shared copy
 * (src/server/player-pages.ts) — is written from it without building a Fetch `Request`/`Response`
 * or running Astro's router and middleware: the hit that a guest's browsing and a match-day crowd
 * of players mostly are.
 *
 * The request is taken only when the page pipeline would answer it with that same stored page and
 * set no cookie; every step that could decide otherwise is asked through the same function the
 * pipeline calls:
 * - a brand's host (src/server/brands.ts), not a staff host, a page path (not an API, asset or
 *   console path), no request body, no bearer token;
 * - the session cookie's live session (`authenticateToken`, the session step's query) with the
 *   page settings (`pageUserSettings`), or none; a dead session cookie is the pipeline's (it removes it);
 * - the CSRF cookie already bound to the session or guest (`csrfTokenValid`: else a new one is issued);
 * - the flags (`flaggedBrand`) and the page decision (`decidePage`: language, maintenance, block,
 *   terms, ban, redirects) give a page;
 * - no page cookie to set (`pageSetsNoCookie`: the `lng` cookie holds the language, no referral);
 * - the cache step's key (`pageKeyFor`) names a fresh page of the brand's generation, not a
 *   player's key known personal.
 * Anything else — a first visit, a stale or missing page, a personal page — goes to the pipeline,
 * which renders, stores and single-flights as before; a session already read here is handed to it
 * (`locals.resolvedAuth`), so it is read once. The answer carries the page's stored headers with
 * the security headers the headers step adds (src/server/security-headers.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie } from 'cookie';
import { brands, hostnameOf, resolveBrand } from '../brands.ts';
import { effectiveBrand, ensureSettings } from '../settings/state.ts';
import { isConsolePath, isStaffHost } from '../staff/hosts.ts';
import { LANGUAGE_COOKIE, isPassThrough } from '../paths.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { authenticateToken } from '../auth/request-auth.ts';
import { CSRF_COOKIE, csrfSecret, csrfTokenValid } from '../auth/csrf.ts';
import { getDatabase } from '../database.ts';
import { pageUserSettings } from '../middleware/session.ts';
import { decidePage } from '../middleware/page-decision.ts';
import { flaggedBrand } from '../middleware/flags.ts';
import { pageSetsNoCookie } from '../middleware/page-cookies.ts';
import { pageKeyFor } from '../middleware/page-cache.ts';
import { freshPageAnswer } from '../page-cache.ts';
import { applySecurityHeaders } from '../security-headers.ts';

/** What the pipeline is handed when the request is its own: locals the direct path already resolved. */
type PipelineLocals = Pick<App.Locals, 'resolvedAuth'>;

/** The outcome of {@link servePageHit}: `true` when the answer was written, else the pipeline's locals. */
type PageHitOutcome = true | PipelineLocals;

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
 * Writes the stored page when the request is a hit (see the module); `https` is whether the client
 * came over HTTPS (HSTS). Never throws: a failure before writing leaves the request to the pipeline.
 * @returns true when the answer was written, else the locals to hand the pipeline
 */
export async function servePageHit(req: IncomingMessage, res: ServerResponse, https: boolean): Promise<PageHitOutcome> {
  const pipeline: PipelineLocals = {};
  try {
    if (req.method !== 'GET' || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return pipeline;
    const host = req.headers.host;
    if (host === undefined || isStaffHost(host) || req.headers.authorization !== undefined) return pipeline;
    // The URL as Astro's node adapter builds it: the socket's scheme, the Host header, the request target.
    const target = `${'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'}://${host}${req.url ?? ''}`;
    if (!URL.canParse(target)) return pipeline;
    const url = new URL(target);
    if (isPassThrough(url.pathname) || isConsolePath(url.pathname)) return pipeline;
    const bundled = resolveBrand(brands, host, null, false);
    if (!bundled) return pipeline;
    // Settings not loaded (the database does not answer): the brand step's fallback is the pipeline's.
    if (!(await ensureSettings().then(() => true, () => false))) return pipeline;
    const effective = effectiveBrand(bundled, hostnameOf(host));
    const { db } = await getDatabase();
    const cookie = cookieReader(req.headers.cookie);
    const token = cookie(SESSION_COOKIE);
    const auth = token === undefined ? null : await authenticateToken(db, token, effective.id);
    if (token !== undefined && !auth) return pipeline;
    if (auth) pipeline.resolvedAuth = auth;
    const userSettings = auth ? await pageUserSettings(db, auth, effective) : undefined;
    if (!csrfTokenValid(await csrfSecret(db), auth?.session.id, cookie(CSRF_COOKIE))) return pipeline;
    const headers = headerReader(req);
    const brand = await flaggedBrand(effective, url, { headers }, auth?.player);
    const request = { url, request: { headers }, clientAddress: req.socket.remoteAddress ?? '', cookie };
    const { decision, lng } = await decidePage(request, brand, auth?.player, userSettings?.language ?? null);
    if (decision.kind !== 'page' || !pageSetsNoCookie(cookie(LANGUAGE_COOKIE), lng, url.searchParams)) return pipeline;
    const key = pageKeyFor(brand, lng, url, cookie, auth ? { player: auth.player, userSettings } : undefined);
    const answer = freshPageAnswer(key, headers.get('accept-encoding'), auth !== null);
    if (!answer || res.headersSent || res.destroyed) return pipeline;
    applySecurityHeaders(answer.headers, https);
    answer.headers.set('x-page-cache', 'direct');
    answer.headers.set('Content-Length', String(answer.bytes.length));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(answer.bytes);
    return true;
  } catch (error) {
    console.error('direct page hit failed; the page pipeline answers', error);
    return pipeline;
  }
}
