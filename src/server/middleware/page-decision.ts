/**
 * Page decision step: for a page path, the language prefix and the guards of spec §2/§4
 * (`resolvePageRequest`, src/domain/routing/resolve.ts) with the block state (src/server/block-state.ts,
 * the same decision the block service answers). A redirect is answered here (a guest on a
 * players-only page gets the login form, then returns to the page); any other decision goes to
 * `locals.decision` with the page's language in `locals.lng`. Pass-through paths go on untouched.
 */
import type { MiddlewareHandler } from 'astro';
import { resolvePageRequest, type Decision } from '../../domain/routing/resolve.ts';
import { chooseLanguage } from '../../domain/language.ts';
import { MAINTENANCE_COOKIE } from '../../domain/maintenance.ts';
import { blockReasonOf, FORCE_GEO_OFF_COOKIE } from '../../domain/block.ts';
import { withSavedLanguage } from '../../domain/office/settings.ts';
import { isTransferRequired } from '../../domain/player/transfer.ts';
import { arrivedByReferral, blockStateOf } from '../block-state.ts';
import { LANGUAGE_COOKIE, isPassThrough } from '../paths.ts';
import { preferredLanguages } from './languages.ts';
import { termsChanged } from './session.ts';
import { devToolsOn } from '../dev-tools.ts';
import type { RequestFacts } from '../client-request.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import type { LoadedBrand } from '../brands.ts';
import type { SessionPlayer } from '../../domain/player/session-player.ts';

/** The answer to a redirect or login-required decision (302 to the login form for the latter). */
function redirectOf(decision: Extract<Decision, { kind: 'redirect' | 'login-required' }>): Response {
  const location = decision.kind === 'redirect' ? decision.location : `/${decision.lng}?${new URLSearchParams({ login: '1', returnUrl: decision.returnTo })}`;
  return new Response(null, { status: decision.kind === 'redirect' ? decision.status : 302, headers: { Location: location, Vary: 'Accept-Language, Cookie' } });
}

/** What the page decision reads of a request besides the brand and the session. */
export interface PageRequest extends RequestFacts {
  url: URL;
  /** A request cookie's value (decoded as AstroCookies decodes it), undefined when absent. */
  cookie: (name: string) => string | undefined;
}

/** A page decision and the page's language. */
export interface PageDecision {
  decision: Decision;
  lng: LanguageCode;
}

/**
 * The decision for a page request of `brand` (the flagged brand of the request), as the page
 * pipeline takes it and as the direct guest page path (src/server/direct/page-hit.ts) repeats it:
 * both call this, so a stored page is never served to a request this would redirect or block.
 */
export async function decidePage(request: PageRequest, brand: LoadedBrand, player: SessionPlayer | undefined, savedLanguage: string | null): Promise<PageDecision> {
  const { url, cookie } = request;
  const isAuthenticated = player !== undefined;
  // A player's saved language comes first when a URL has no language prefix (spec §3 language).
  const languages = withSavedLanguage(savedLanguage, preferredLanguages(request.request, cookie(LANGUAGE_COOKIE)));
  const referral = arrivedByReferral(url.searchParams, cookie);
  const block = await blockStateOf({ brand, context: request, isAuthenticated, referral });
  const decision = resolvePageRequest({
    pathname: url.pathname,
    query: url.searchParams,
    brand,
    isAuthenticated,
    ban: player ? { level: player.banLevel, version: player.banVersion } : undefined,
    termsChanged: termsChanged(brand, player),
    transferRequired: player !== undefined && isTransferRequired(player.transferKind, player.transferKey),
    preferredLanguages: languages,
    maintenanceCookie: cookie(MAINTENANCE_COOKIE),
    blockReason: blockReasonOf(block, cookie(FORCE_GEO_OFF_COOKIE)),
    authNeed: block.authNeed,
    // Non-production: `astro dev`, or a build run with development tools (test and staging servers).
    production: import.meta.env.PROD && !devToolsOn(),
  });
  return { decision, lng: ('lng' in decision ? decision.lng : null) ?? chooseLanguage(brand, languages, isAuthenticated) };
}

/** The step: answers a redirect, or sets `locals.decision` and `locals.lng` and goes on. */
export const pageDecision: MiddlewareHandler = async (context, next) => {
  const { url, cookies, locals } = context;
  if (isPassThrough(url.pathname)) return next();
  const { decision, lng } = await decidePage(
    { url, request: context.request, get clientAddress() { return context.clientAddress; }, cookie: (name) => cookies.get(name)?.value },
    locals.brand,
    locals.player,
    locals.userSettings?.language ?? null,
  );
  if (decision.kind === 'redirect' || decision.kind === 'login-required') return redirectOf(decision);
  locals.decision = decision;
  locals.lng = lng;
  return next();
};
