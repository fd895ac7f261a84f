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
import type { LoadedBrand } from '../brands.ts';
import type { SessionPlayer } from '../../domain/player/session-player.ts';
import type { UserSettings } from '../../domain/office/settings.ts';

/**
 * The first-visit variant of a request (whether the consent banner and the age popup are in its
 * page), read from its cookies: part of every page's cache key.
 */
function visitorVariant(cookie: (name: string) => string | undefined): string {
  return firstVisitCacheVariant({ consent: cookie(CONSENT_COOKIE), age: cookie(AGE_COOKIE) }, Date.now());
}

/** The request's session as a page's cache key reads it: the player and their page settings. */
export interface KeyedSession {
  player: SessionPlayer;
  userSettings: UserSettings | undefined;
}

/**
 * The cache key of a page in `lng` of the (flagged) `brand` at `url`: a guest's, or with `session`
 * a logged-in player's (their variant: src/server/player-pages.ts). The step's, and the direct page
 * path's (src/server/direct/page-hit.ts), which looks the stored page up by it. On dev-tools
 * servers the layout reads the idle override cookie (tests of the auto-logoff): part of a player's key.
 */
export function pageKeyFor(brand: LoadedBrand, lng: string, url: URL, cookie: (name: string) => string | undefined, session?: KeyedSession): string {
  const variant = visitorVariant(cookie);
  if (!session) return pageCacheKey(brand.id, lng, url, variant);
  const idle = devToolsOn() ? cookie(IDLE_TEST_COOKIE) ?? '' : '';
  return pageCacheKey(brand.id, lng, url, `${variant}\u0000${playerPageVariant({ brand, ...session }, idle)}`);
}

/** The step: the shared copy of the page, or the page rendered now. */
export const pageCacheStep: MiddlewareHandler = ({ request, url, cookies, locals }, next) => {
  const decision = locals.decision;
  if (decision?.kind !== 'page' || request.method !== 'GET') return next();
  const cookie = (name: string) => cookies.get(name)?.value;
  const acceptEncoding = request.headers.get('accept-encoding');
  const { brand, player, userSettings } = locals;
  if (player === undefined) return servePage(pageKeyFor(brand, decision.lng, url, cookie), () => next(), acceptEncoding);
  const key = pageKeyFor(brand, decision.lng, url, cookie, { player, userSettings });
  const reads = watchPersonalReads(locals);
  return servePage(key, () => next(), acceptEncoding, { shareable: () => !reads.personal });
};
