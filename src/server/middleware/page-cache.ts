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

/** The step: the shared copy of the page, or the page rendered now. */
export const pageCacheStep: MiddlewareHandler = ({ request, url, cookies, locals }, next) => {
  const decision = locals.decision;
  if (decision?.kind !== 'page' || request.method !== 'GET') return next();
  const variant = firstVisitCacheVariant({ consent: cookies.get(CONSENT_COOKIE)?.value, age: cookies.get(AGE_COOKIE)?.value }, Date.now());
  const acceptEncoding = request.headers.get('accept-encoding');
  if (locals.player === undefined) return servePage(pageCacheKey(locals.brand.id, decision.lng, url, variant), () => next(), acceptEncoding);
  // The layout reads the idle override cookie on dev-tools servers (tests of the auto-logoff).
  const idle = devToolsOn() ? cookies.get(IDLE_TEST_COOKIE)?.value ?? '' : '';
  const key = pageCacheKey(locals.brand.id, decision.lng, url, `${variant}\u0000${playerPageVariant(locals, idle)}`);
  const reads = watchPersonalReads(locals);
  return servePage(key, () => next(), acceptEncoding, { shareable: () => !reads.personal });
};
