/**
 * Cache step: guests share rendered pages for a moment (src/server/page-cache.ts), one copy per
 * brand, language, URL and first-visit variant (the consent and age answers); cookies stay per
 * request. A logged-in player's page, a method other than GET and every non-page request are
 * rendered for the request alone.
 */
import type { MiddlewareHandler } from 'astro';
import { AGE_COOKIE, CONSENT_COOKIE, firstVisitCacheVariant } from '../../domain/visitor-choices.ts';
import { pageCacheKey, servePage } from '../page-cache.ts';

/** The step: the shared copy of a guest's page, or the page rendered now. */
export const pageCacheStep: MiddlewareHandler = ({ request, url, cookies, locals }, next) => {
  const decision = locals.decision;
  if (decision?.kind !== 'page' || locals.player !== undefined || request.method !== 'GET') return next();
  const variant = firstVisitCacheVariant({ consent: cookies.get(CONSENT_COOKIE)?.value, age: cookies.get(AGE_COOKIE)?.value }, Date.now());
  return servePage(pageCacheKey(locals.brand.id, decision.lng, url, variant), () => next(), request.headers.get('accept-encoding'));
};
