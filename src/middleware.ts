/**
 * The request chain of ARCHITECTURE "Flow of a page request": Host → brand → session (pages and
 * /web-api) → CSRF check on /web-api writes → (pages) language prefix and the guards of spec §2/§4
 * in `resolvePageRequest`, then security headers on every response. Fills typed `App.Locals` once; pages read `Astro.locals.brand`, never re-resolve.
 */
import { defineMiddleware } from 'astro:middleware';
import Negotiator from 'negotiator';
import Bowser from 'bowser';
import { brands, resolveBrand } from './server/brands.ts';
import { resolvePageRequest, type Decision } from './domain/routing/resolve.ts';
import { chooseLanguage } from './domain/language.ts';
import { MAINTENANCE_COOKIE } from './domain/maintenance.ts';
import { BLOCK_REASON_IE } from './domain/block.ts';
import { LANGUAGE_COOKIE, isPassThrough } from './server/paths.ts';
import { getDatabase } from './server/db/client.ts';
import { authenticate } from './server/auth/request-auth.ts';
import { csrfPasses, ensureCsrfCookie } from './server/auth/csrf.ts';
import { AppError, errorResponse } from './server/errors.ts';
import { json } from './server/http.ts';
import { pageCacheKey, servePage } from './server/page-cache.ts';
import { TERMS_EXCEPTION_CODE, TERMS_HTTP_STATUS } from './domain/player/terms.ts';
import { isTransferRequired } from './domain/player/transfer.ts';
import { ensureSettlement } from './server/bets/settle.ts';

/** Development-only ways to pick a brand on localhost; ignored in production builds. */
const BRAND_OVERRIDE_HEADER = 'x-portal-brand';
const BRAND_OVERRIDE_QUERY = 'brand';
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;
/** API writes allowed while the player's terms are out of date (spec §4 Terms, §8 451). */
const TERMS_FREE_APIS = ['/web-api/auth/', '/web-api/user/terms/'];

/**
 * Directives added to the Content-Security-Policy of every response. On pages Astro's CSP
 * (astro.config.mjs `security.csp`) already carries script-src and style-src with the hashes of
 * its inline scripts and styles; these are appended to it.
 */
const CSP_EXTRA = "frame-ancestors 'self'; form-action 'self'";
const CSP_DEFAULT = "default-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'";

/** Headers every response carries. */
function securityHeaders(headers: Headers, https: boolean): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'SAMEORIGIN');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  const csp = headers.get('Content-Security-Policy');
  headers.set('Content-Security-Policy', `${csp ? csp.replace(/;?\s*$/, '') : CSP_DEFAULT}; ${CSP_EXTRA}`);
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

function preferredLanguages(request: Request, cookie: string | undefined): string[] {
  const accepted = new Negotiator({ headers: { 'accept-language': request.headers.get('accept-language') ?? '' } }).languages();
  return cookie ? [cookie, ...accepted] : accepted;
}

function blockReasonOf(request: Request): number | null {
  const ua = request.headers.get('user-agent');
  if (!ua) return null;
  return Bowser.getParser(ua).getBrowserName(true) === 'internet explorer' ? BLOCK_REASON_IE : null;
}

let settlementStarted = false;

/** Starts the settlement worker (src/server/bets/settle.ts) once; a failure is logged and retried on a later request. */
function startSettlementOnce(): void {
  if (settlementStarted) return;
  settlementStarted = true;
  ensureSettlement().catch((error: unknown) => {
    settlementStarted = false;
    console.error('settlement worker did not start', error);
  });
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, cookies, locals } = context;
  const https = url.protocol === 'https:';
  const allowOverride = import.meta.env.DEV;
  const brand = resolveBrand(
    brands,
    request.headers.get('host'),
    request.headers.get(BRAND_OVERRIDE_HEADER) ?? url.searchParams.get(BRAND_OVERRIDE_QUERY),
    allowOverride,
  );
  if (!brand) {
    const response = new Response('This domain is not served here.', {
      status: 421,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
    securityHeaders(response.headers, https);
    return response;
  }
  locals.brand = brand;
  // Settlement runs on every instance from its first request (it is idempotent across instances).
  if (brand.features.sports === true) startSettlementOnce();

  // Sessions live in the database; only pages and /web-api need them.
  const passThrough = isPassThrough(url.pathname);
  const needsAuth = !passThrough || url.pathname.startsWith('/web-api/');
  const auth = needsAuth ? await authenticate((await getDatabase()).db, request, cookies, brand.id) : null;
  const isAuthenticated = auth !== null;
  const termsChanged = auth !== null && brand.siteConfig.isTermsAcceptanceEnabled && auth.player.termsVersion < brand.siteConfig.termsVersion;
  if (auth) {
    locals.playerId = auth.player.id;
    locals.sessionId = auth.session.id;
    locals.player = auth.player;
  }

  if (passThrough) {
    locals.lng = chooseLanguage(brand, [url.searchParams.get('lang'), request.headers.get('x-language')], isAuthenticated);
    if (url.pathname.startsWith('/web-api/')) {
      if (!csrfPasses(request, cookies)) {
        const refused = errorResponse(new AppError('csrf_failed', 'The page is out of date. Reload it and try again.'));
        securityHeaders(refused.headers, https);
        return refused;
      }
      ensureCsrfCookie(cookies, https);
      if (termsChanged && request.method !== 'GET' && !TERMS_FREE_APIS.some((prefix) => url.pathname.startsWith(prefix))) {
        const refused = json(
          { exception_code: TERMS_EXCEPTION_CODE, errors: [{ status: '451', code: 'terms_not_accepted', title: 'terms not accepted', detail: 'Accept the updated terms to continue.' }] },
          { status: TERMS_HTTP_STATUS },
        );
        securityHeaders(refused.headers, https);
        return refused;
      }
    }
    const response = await next();
    securityHeaders(response.headers, https);
    return response;
  }
  ensureCsrfCookie(cookies, https);

  const languages = preferredLanguages(request, cookies.get(LANGUAGE_COOKIE)?.value);
  const decision: Decision = resolvePageRequest({
    pathname: url.pathname,
    query: url.searchParams,
    brand,
    isAuthenticated,
    ban: auth ? { level: auth.player.banLevel, version: auth.player.banVersion } : undefined,
    termsChanged,
    transferRequired: auth !== null && isTransferRequired(auth.player.transferKind, auth.player.transferKey),
    preferredLanguages: languages,
    maintenanceCookie: cookies.get(MAINTENANCE_COOKIE)?.value,
    blockReason: blockReasonOf(request),
    production: import.meta.env.PROD,
  });

  if (decision.kind === 'redirect' || decision.kind === 'login-required') {
    // spec §4 Protected routes: a guest gets the login form, then returns to the page.
    const location = decision.kind === 'redirect'
      ? decision.location
      : `/${decision.lng}?${new URLSearchParams({ login: '1', returnUrl: decision.returnTo })}`;
    const response = new Response(null, { status: decision.kind === 'redirect' ? decision.status : 302, headers: { Location: location, Vary: 'Accept-Language, Cookie' } });
    securityHeaders(response.headers, https);
    return response;
  }

  locals.decision = decision;
  locals.lng = decision.lng ?? chooseLanguage(brand, languages, isAuthenticated);
  if (decision.kind === 'page' && cookies.get(LANGUAGE_COOKIE)?.value !== decision.lng) {
    cookies.set(LANGUAGE_COOKIE, decision.lng, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax', secure: https, httpOnly: false });
  }
  // Guests share rendered pages for a moment (src/server/page-cache.ts); cookies stay per request.
  const cacheKey = decision.kind === 'page' && !isAuthenticated && request.method === 'GET' ? pageCacheKey(brand.id, decision.lng, url) : null;
  const response = cacheKey ? await servePage(cacheKey, () => next()) : await next();
  securityHeaders(response.headers, https);
  return response;
});

