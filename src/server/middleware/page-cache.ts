/**
 * Cache step: visitors share rendered pages for a moment (src/server/page-cache.ts), one copy per
 * brand, language, URL and first-visit variant (the consent and age answers); cookies stay per
 * request. A guest's page is shared with guests; a logged-in player's page with players of the same
 * variant when its render read nothing personal (src/server/player-pages.ts). A method other than
 * GET and every non-page request are rendered for the request alone.
 */
import type { MiddlewareHandler } from 'astro';
import { AGE_COOKIE, CONSENT_COOKIE, firstVisitCacheVariant } from '../../domain/visitor-choices.ts';
import { IDLE_TEST_COOKIE, devToolsOn } from '../dev-tools.ts';
import { pageCacheKey, servePage } from '../page-cache.ts';
import { playerPageVariant, watchPersonalReads } from '../player-pages.ts';

/**
 * The first-visit variant of a request (whether the consent banner and the age popup are in its
 * page), read from its cookies: part of every page's cache key.
 */
function visitorVariant(cookie: (name: string) => string | undefined): string {
  return firstVisitCacheVariant({ consent: cookie(CONSENT_COOKIE), age: cookie(AGE_COOKIE) }, Date.now());
}

/**
 * The cache key of a guest's page in `lng` of `brandId` at `url`: the step's, and the direct guest
 * page path's (src/server/direct/page-hit.ts), which looks the stored page up by it.
 */
export function guestPageKey(brandId: string, lng: string, url: URL, cookie: (name: string) => string | undefined): string {
  return pageCacheKey(brandId, lng, url, visitorVariant(cookie));
}

/** The step: the shared copy of the page, or the page rendered now. */
export const pageCacheStep: MiddlewareHandler = ({ request, url, cookies, locals }, next) => {
  const decision = locals.decision;
  if (decision?.kind !== 'page' || request.method !== 'GET') return next();
  const cookie = (name: string) => cookies.get(name)?.value;
  const acceptEncoding = request.headers.get('accept-encoding');
  if (locals.player === undefined) return servePage(guestPageKey(locals.brand.id, decision.lng, url, cookie), () => next(), acceptEncoding);
  const variant = visitorVariant(cookie);
  // The layout reads the idle override cookie on dev-tools servers (tests of the auto-logoff).
  const idle = devToolsOn() ? cookies.get(IDLE_TEST_COOKIE)?.value ?? '' : '';
  const key = pageCacheKey(locals.brand.id, decision.lng, url, `${variant}\u0000${playerPageVariant(locals, idle)}`);
  const reads = watchPersonalReads(locals);
  return servePage(key, () => next(), acceptEncoding, { shareable: () => !reads.personal });
};
