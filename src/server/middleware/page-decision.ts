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

/** The answer to a redirect or login-required decision (302 to the login form for the latter). */
function redirectOf(decision: Extract<Decision, { kind: 'redirect' | 'login-required' }>): Response {
  const location = decision.kind === 'redirect' ? decision.location : `/${decision.lng}?${new URLSearchParams({ login: '1', returnUrl: decision.returnTo })}`;
  return new Response(null, { status: decision.kind === 'redirect' ? decision.status : 302, headers: { Location: location, Vary: 'Accept-Language, Cookie' } });
}

/** The step: answers a redirect, or sets `locals.decision` and `locals.lng` and goes on. */
export const pageDecision: MiddlewareHandler = async (context, next) => {
  const { request, url, cookies, locals } = context;
  if (isPassThrough(url.pathname)) return next();
  const { brand, player } = locals;
  const isAuthenticated = player !== undefined;
  // A player's saved language comes first when a URL has no language prefix (spec §3 language).
  const languages = withSavedLanguage(locals.userSettings?.language ?? null, preferredLanguages(request, cookies.get(LANGUAGE_COOKIE)?.value));
  const referral = arrivedByReferral(url.searchParams, (name) => cookies.get(name)?.value);
  const block = await blockStateOf({ brand, context, isAuthenticated, referral });
  const decision = resolvePageRequest({
    pathname: url.pathname,
    query: url.searchParams,
    brand,
    isAuthenticated,
    ban: player ? { level: player.banLevel, version: player.banVersion } : undefined,
    termsChanged: termsChanged(brand, player),
    transferRequired: player !== undefined && isTransferRequired(player.transferKind, player.transferKey),
    preferredLanguages: languages,
    maintenanceCookie: cookies.get(MAINTENANCE_COOKIE)?.value,
    blockReason: blockReasonOf(block, cookies.get(FORCE_GEO_OFF_COOKIE)?.value),
    authNeed: block.authNeed,
    // Non-production: `astro dev`, or a build run with development tools (test and staging servers).
    production: import.meta.env.PROD && !devToolsOn(),
  });
  if (decision.kind === 'redirect' || decision.kind === 'login-required') return redirectOf(decision);
  locals.decision = decision;
  locals.lng = decision.lng ?? chooseLanguage(brand, languages, isAuthenticated);
  return next();
};
