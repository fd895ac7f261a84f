/**
 * The request chain (ARCHITECTURE "A page request"), one step per concern, each in
 * src/server/middleware/. On every host: sport catalogue installed → cross-site form refusal
 * (403, not the casino wallet API) → declared body over the path's limit (413) → by Host: the
 * staff console's own chain (staff hosts), the casino wallet API (security headers only), or the
 * portal's chain: security headers on every answer → brand of the Host (console path 404, unknown
 * Host 421) → dev-tools guard (/web-api/dev/*) → session (pages and player APIs) → feature flags →
 * CSRF (player API writes 403; token cookie) → API language and terms guard (451) → page decision
 * (redirects; `locals.decision`) → page cookies (language, referral) → shared page cache (guests).
 * Fills typed `App.Locals` once; pages read `Astro.locals.brand`, never re-resolve. The background
 * workers are started by the server process, not by requests (src/server/workers/).
 */
import { sequence } from 'astro:middleware';
import { apiStep } from './server/middleware/api.ts';
import { bodyLimit } from './server/middleware/body-limit.ts';
import { brandStep } from './server/middleware/brand.ts';
import { catalogueStep } from './server/middleware/catalogue.ts';
import { csrfStep } from './server/middleware/csrf.ts';
import { devToolsGuard } from './server/middleware/dev-tools-guard.ts';
import { flagsStep } from './server/middleware/flags.ts';
import { securityHeaders } from './server/middleware/headers.ts';
import { routeByHost } from './server/middleware/host.ts';
import { originCheck } from './server/middleware/origin-check.ts';
import { pageCacheStep } from './server/middleware/page-cache.ts';
import { pageCookies } from './server/middleware/page-cookies.ts';
import { pageDecision } from './server/middleware/page-decision.ts';
import { sessionStep } from './server/middleware/session.ts';

/** The chain of a brand's host (every path but the casino wallet API). */
const portal = sequence(securityHeaders, brandStep, devToolsGuard, sessionStep, flagsStep, csrfStep, apiStep, pageDecision, pageCookies, pageCacheStep);

export const onRequest = sequence(catalogueStep, originCheck, bodyLimit, routeByHost(portal));
