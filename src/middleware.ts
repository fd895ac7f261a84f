/**
 * The request chain of ARCHITECTURE "Flow of a page request": cross-site form refusal
 * (src/server/origin-check.ts, every path but the casino wallet API) → Host → staff console (staff hosts
 * only: src/server/staff/request.ts) → brand → dev-tools guard
 * (/web-api/dev/*) → session (pages and /web-api) → CSRF check on /web-api writes → (pages)
 * language prefix and the guards of spec §2/§4 in `resolvePageRequest`, then security headers on
 * every response. Fills typed `App.Locals` once; pages read `Astro.locals.brand`, never re-resolve.
 */
import { defineMiddleware } from 'astro:middleware';
import Negotiator from 'negotiator';
import { brands, hostnameOf, resolveBrand } from './server/brands.ts';
import { resolvePageRequest, type Decision } from './domain/routing/resolve.ts';
import { chooseLanguage } from './domain/language.ts';
import { MAINTENANCE_COOKIE } from './domain/maintenance.ts';
import { blockReasonOf, FORCE_GEO_OFF_COOKIE } from './domain/block.ts';
import { arrivedByReferral, blockStateOf } from './server/block-state.ts';
import { LANGUAGE_COOKIE, isPassThrough } from './server/paths.ts';
import { getDatabase } from './server/database.ts';
import { authenticate } from './server/auth/request-auth.ts';
import { csrfPasses, csrfSecret, ensureCsrfCookie } from './server/auth/csrf.ts';
import { loadUserSettings } from './server/office/settings.ts';
import { defaultUserSettings, withSavedLanguage } from './domain/office/settings.ts';
import { applySecurityHeaders } from './server/security-headers.ts';
import { crossSiteFormRefusal } from './server/origin-check.ts';
import { devToolsRefusal } from './server/dev-tools.ts';
import { requestIsHttps } from './server/client-request.ts';
import { AppError, errorResponse } from './server/errors.ts';
import { json } from './server/http.ts';
import { pageCacheKey, servePage } from './server/page-cache.ts';
import { ensureCatalogue } from './server/feed/catalogue-file.ts';
import { AGE_COOKIE, CONSENT_COOKIE, firstVisitCacheVariant } from './domain/visitor-choices.ts';
import { TERMS_EXCEPTION_CODE, TERMS_HTTP_STATUS } from './domain/player/terms.ts';
import { isTransferRequired } from './domain/player/transfer.ts';
import { ensureSettlement } from './server/bets/settle.ts';
import { ensurePaymentRecovery } from './server/payments/recover.ts';
import { ensureBonusSweep } from './server/bonus/engine.ts';
import { referralCookies } from './domain/referral/capture.ts';
import { ensureTournamentSweep } from './server/tournaments/service.ts';
import { JSON_BODY_LIMIT, bodyTooLarge } from './server/endpoint.ts';
import { isConsolePath, isStaffHost } from './server/staff/hosts.ts';
import { handleStaffRequest } from './server/staff/request.ts';
import { effectiveBrand, ensureSettings } from './server/settings/state.ts';
import { evaluateFeatures } from './server/settings/flags.ts';
import { normaliseLanguage } from './domain/language.ts';
import { isMediaUploadPath, MEDIA_UPLOAD_BODY_LIMIT } from './server/media/upload.ts';
import { DOCUMENT_UPLOAD_BODY_LIMIT, isDocumentUploadPath } from './server/verification/upload.ts';

/** Development-only ways to pick a brand on localhost; ignored in production builds. */
const BRAND_OVERRIDE_HEADER = 'x-portal-brand';
const BRAND_OVERRIDE_QUERY = 'brand';
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;
/**
 * API writes allowed while the player's terms are out of date (spec §4 Terms, §8 451); the limit
 * service stays open so that a player can always set a limit or exclude themself.
 */
const TERMS_FREE_APIS = ['/web-api/auth/', '/web-api/user/terms/', '/limit-service-api/'];

function preferredLanguages(request: Request, cookie: string | undefined): string[] {
  const accepted = new Negotiator({ headers: { 'accept-language': request.headers.get('accept-language') ?? '' } }).languages();
  return cookie ? [cookie, ...accepted] : accepted;
}

/**
 * True for a path under /web-api/dev/, also when spelled with percent-escapes, repeated slashes
 * or another letter case, so that no spelling the router might still match skips the guard.
 */
function isDevToolsPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judge the raw path
  }
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  return path === '/web-api/dev' || path.startsWith('/web-api/dev/');
}

/**
 * The language of a request for the flag evaluation context: the page's language prefix when it
 * is one of the brand's, else the language the request would get (`?lang`, `X-Language`, cookie,
 * Accept-Language, brand default).
 */
function contextLanguage(brand: App.Locals['brand'], url: URL, request: Request, isAuthenticated: boolean): string {
  const prefix = normaliseLanguage(/^\/([a-z]{2})(?:\/|$)/.exec(url.pathname)?.[1]);
  if (prefix && brand.languages.includes(prefix)) return prefix;
  return chooseLanguage(brand, [url.searchParams.get('lang'), request.headers.get('x-language'), ...preferredLanguages(request, undefined)], isAuthenticated);
}

let settingsFailureLogged = false;

/**
 * Waits for the first load of the brand settings. When the database cannot be read, the request
 * is served with brand.json alone (said once in the log) and the next request tries again.
 */
async function settingsReady(): Promise<void> {
  try {
    await ensureSettings();
    settingsFailureLogged = false;
  } catch (error) {
    if (!settingsFailureLogged) console.error('brand settings not loaded; serving brand.json until the database answers', error);
    settingsFailureLogged = true;
  }
}

const started = new Set<string>();

/**
 * Starts a background worker of this process once (`name` for the log); a failure is logged and
 * the start retried on a later request. The workers: settlement (src/server/bets/settle.ts, for
 * brands with sports) and the payment recovery (src/server/ledger/payments.ts: sweeps payments
 * left pending by an interrupted request), started on the process's first request of any kind —
 * the server (scripts/serve.ts) sends one as soon as it listens — and the bonus sweep
 * (src/server/bonus/engine.ts: expiry, money left on bonus accounts) and the tournament sweep
 * (src/server/tournaments/service.ts: prizes of finished periods, once).
 */
function startOnce(name: string, start: () => Promise<unknown>): void {
  if (started.has(name)) return;
  started.add(name);
  start().catch((error: unknown) => {
    started.delete(name);
    console.error(`${name} did not start`, error);
  });
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, cookies, locals } = context;
  // The sport catalogue is read from the data folder at the start (never from the build).
  ensureCatalogue();
  startOnce('payment recovery', ensurePaymentRecovery);
  startOnce('bonus sweep', ensureBonusSweep);
  startOnce('tournament sweep', ensureTournamentSweep);
  const https = requestIsHttps(request, url);
  // Cross-site form posts are refused first, as Astro's checkOrigin did (turned off in
  // astro.config.mjs so that the casino wallet API, signed server-to-server calls, answers its own
  // protocol whatever the Content-Type: src/server/origin-check.ts).
  const crossSite = crossSiteFormRefusal(request, url, context.isPrerendered);
  if (crossSite) {
    applySecurityHeaders(crossSite.headers, https);
    return crossSite;
  }
  // Request bodies: a declared length over the limit is refused (413) before anything is read; a
  // chunked body is counted by the one body reader (readJson) and refused there. The unread rest
  // is discarded by Node as it arrives, never buffered; the connection stays open so that the
  // client, still sending, reliably receives the 413 (closing it would reset the connection).
  // The upload endpoints take files up to their own limits (src/server/media/upload.ts,
  // src/server/verification/upload.ts).
  const bodyLimit = request.method !== 'POST' ? JSON_BODY_LIMIT
    : isMediaUploadPath(url.pathname) ? MEDIA_UPLOAD_BODY_LIMIT
    : isDocumentUploadPath(url.pathname) ? DOCUMENT_UPLOAD_BODY_LIMIT
    : JSON_BODY_LIMIT;
  if (Number(request.headers.get('content-length') ?? 0) > bodyLimit) {
    const refused = errorResponse(bodyTooLarge(bodyLimit));
    applySecurityHeaders(refused.headers, https);
    return refused;
  }
  // The staff console answers on staff hosts only, and a brand's domain never serves it.
  if (isStaffHost(request.headers.get('host'))) return handleStaffRequest(context, next);
  if (isConsolePath(url.pathname)) {
    const response = new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    applySecurityHeaders(response.headers, https);
    return response;
  }
  // The casino wallet API is called by game providers, not browsers: no brand, session, flags or
  // CSRF apply (the provider's signature authenticates each call, src/pages/casino-wallet-api/).
  if (url.pathname.startsWith('/casino-wallet-api/')) {
    const response = await next();
    applySecurityHeaders(response.headers, https);
    return response;
  }
  const allowOverride = import.meta.env.DEV;
  const bundled = resolveBrand(
    brands,
    request.headers.get('host'),
    request.headers.get(BRAND_OVERRIDE_HEADER) ?? url.searchParams.get(BRAND_OVERRIDE_QUERY),
    allowOverride,
  );
  if (!bundled) {
    const response = new Response('This domain is not served here.', {
      status: 421,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
    applySecurityHeaders(response.headers, https);
    return response;
  }
  // The brand's settings as they are now: brand.json with the overrides of the brand and of this
  // domain (src/server/settings/state.ts; loaded once per process, then kept current).
  await settingsReady();
  const domain = hostnameOf(request.headers.get('host'));
  let brand = effectiveBrand(bundled, domain);
  locals.brand = brand;
  // The dev tools (src/server/dev-tools.ts) are guarded here, once for all of /web-api/dev/*:
  // 404 when off, 401 without the token, before any session or CSRF work.
  if (isDevToolsPath(url.pathname)) {
    const refused = devToolsRefusal(request, import.meta.env.DEV);
    if (refused) {
      applySecurityHeaders(refused.headers, https);
      return refused;
    }
  }
  // Sessions live in the database; only pages, the player APIs (/web-api, the limit service) and
  // the block service (its answer depends on the login, spec §6) need them.
  const passThrough = isPassThrough(url.pathname);
  const playerApi = url.pathname.startsWith('/web-api/') || url.pathname.startsWith('/limit-service-api/');
  const needsAuth = !passThrough || playerApi || url.pathname.startsWith('/blocks-api/');
  const database = needsAuth ? (await getDatabase()).db : null;
  const auth = database ? await authenticate(database, request, cookies, brand.id) : null;
  const secret = database ? await csrfSecret(database) : '';
  const isAuthenticated = auth !== null;
  const termsChanged = auth !== null && brand.siteConfig.isTermsAcceptanceEnabled && auth.player.termsVersion < brand.siteConfig.termsVersion;
  if (auth) {
    locals.playerId = auth.player.id;
    locals.sessionId = auth.session.id;
    locals.player = auth.player;
  }
  // Every feature flag is read here, once, through OpenFeature (src/server/settings/flags.ts).
  brand = await evaluateFeatures(brand, {
    brandId: brand.id,
    domain,
    language: contextLanguage(brand, url, request, isAuthenticated),
    country: auth?.player.countryCode ?? null,
    playerId: auth?.player.id ?? null,
  });
  locals.brand = brand;
  // Settlement runs on every instance from its first request (it is idempotent across instances).
  if (brand.features.sports === true) startOnce('settlement worker', ensureSettlement);

  if (passThrough) {
    locals.lng = chooseLanguage(brand, [url.searchParams.get('lang'), request.headers.get('x-language')], isAuthenticated);
    if (playerApi) {
      if (!csrfPasses(request, cookies, secret, locals.sessionId)) {
        const refused = errorResponse(new AppError('csrf_failed', 'The page is out of date. Reload it and try again.'));
        applySecurityHeaders(refused.headers, https);
        return refused;
      }
      locals.csrfToken = ensureCsrfCookie(cookies, https, secret, locals.sessionId);
      if (termsChanged && request.method !== 'GET' && !TERMS_FREE_APIS.some((prefix) => url.pathname.startsWith(prefix))) {
        const refused = json(
          { exception_code: TERMS_EXCEPTION_CODE, errors: [{ status: '451', code: 'terms_not_accepted', title: 'terms not accepted', detail: 'Accept the updated terms to continue.' }] },
          { status: TERMS_HTTP_STATUS },
        );
        applySecurityHeaders(refused.headers, https);
        return refused;
      }
    }
    const response = await next();
    applySecurityHeaders(response.headers, https);
    return response;
  }
  locals.csrfToken = ensureCsrfCookie(cookies, https, secret, locals.sessionId);
  // The player's saved settings apply to every page (coefficient view, time zone, language).
  if (auth && database) locals.userSettings = await loadUserSettings(database, auth.player.id, defaultUserSettings(locals.brand.theme.colorScheme));

  // A player's saved language comes first when a URL has no language prefix (spec §3 language).
  const languages = withSavedLanguage(locals.userSettings?.language ?? null, preferredLanguages(request, cookies.get(LANGUAGE_COOKIE)?.value));
  // Block state (spec §4): the same decision the block service answers (src/server/block-state.ts).
  const block = await blockStateOf({
    brand, context, isAuthenticated,
    referral: arrivedByReferral(url.searchParams, (name) => cookies.get(name)?.value),
  });
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
    blockReason: blockReasonOf(block, cookies.get(FORCE_GEO_OFF_COOKIE)?.value),
    authNeed: block.authNeed,
    production: import.meta.env.PROD,
  });

  if (decision.kind === 'redirect' || decision.kind === 'login-required') {
    // spec §4 Protected routes: a guest gets the login form, then returns to the page.
    const location = decision.kind === 'redirect'
      ? decision.location
      : `/${decision.lng}?${new URLSearchParams({ login: '1', returnUrl: decision.returnTo })}`;
    const response = new Response(null, { status: decision.kind === 'redirect' ? decision.status : 302, headers: { Location: location, Vary: 'Accept-Language, Cookie' } });
    applySecurityHeaders(response.headers, https);
    return response;
  }

  locals.decision = decision;
  locals.lng = decision.lng ?? chooseLanguage(brand, languages, isAuthenticated);
  if (decision.kind === 'page' && cookies.get(LANGUAGE_COOKIE)?.value !== decision.lng) {
    cookies.set(LANGUAGE_COOKIE, decision.lng, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax', secure: https, httpOnly: false });
  }
  // Referral capture (spec §1): a page reached through a referral link keeps its referral cookies.
  if (decision.kind === 'page' && request.method === 'GET') {
    for (const cookie of referralCookies(url.searchParams)) {
      cookies.set(cookie.name, cookie.value, { path: '/', maxAge: cookie.maxAgeS, sameSite: 'lax', secure: https, httpOnly: true });
    }
  }
  // Guests share rendered pages for a moment (src/server/page-cache.ts); cookies stay per request.
  const cacheKey = decision.kind === 'page' && !isAuthenticated && request.method === 'GET'
    ? pageCacheKey(brand.id, decision.lng, url, firstVisitCacheVariant({ consent: cookies.get(CONSENT_COOKIE)?.value, age: cookies.get(AGE_COOKIE)?.value }, Date.now()))
    : null;
  const response = cacheKey ? await servePage(cacheKey, () => next()) : await next();
  applySecurityHeaders(response.headers, https);
  return response;
});

