/**
 * The page-request decision of spec §2 and §5, as one pure function: language prefix, maintenance,
 * block state, `urlsToRedirectTo404`, redirects (with loop detection), the route table, parameter
 * rules, environment, brand features, available routes, validate hooks, auth and ban (spec §4). The middleware
 * turns the decision into a response; tests drive it table by table.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { SiteConfig } from '../../../schemas/site-config.ts';
import { availableLanguages, chooseLanguage } from '../language.ts';
import { isMaintenanceActive } from '../maintenance.ts';
import { BLOCK_EXEMPT_PATHS, blockPageForReason, isBlockPage } from '../block.ts';
import { resolveRedirects, type Location } from './redirects.ts';
import { matchRoute } from './match.ts';
import type { RouteDef } from './types.ts';
import { localizedHref, splitLanguagePrefix } from './language-prefix.ts';
import { canOpenRoute } from '../player/ban.ts';
import { termsRedirect } from '../player/terms.ts';
import { userTransferPageRedirect, userTransferRedirect } from '../player/transfer.ts';

export { localizedHref, splitLanguagePrefix } from './language-prefix.ts';

/** What the decision needs to know of the brand. */
export type ResolveBrand = Pick<Brand, 'languages' | 'defaultLanguage' | 'hiddenLanguages' | 'features' | 'redirects'> & {
  siteConfig: SiteConfig;
};

/** The request as the rules see it. */
export interface ResolveInput {
  /** URL path, e.g. `/ru/line`. */
  pathname: string;
  /** URL query. */
  query: URLSearchParams;
  /** The request's brand. */
  brand: ResolveBrand;
  /** A player is logged in. */
  isAuthenticated: boolean;
  /** The logged-in player's ban (spec §4 Ban); absent for guests. */
  ban?: { level: number; version: number };
  /** The logged-in player has not accepted the current terms (spec §4 Terms). */
  termsChanged?: boolean;
  /** The logged-in player has an office transfer to complete (spec §4 User transfer). */
  transferRequired?: boolean;
  /** Visitor's languages by preference: language cookie, then Accept-Language tags. */
  preferredLanguages: readonly string[];
  /** Value of the maintenance cookie, if any. */
  maintenanceCookie: string | undefined;
  /** Block reason of the visitor (spec §4 Block state), or null. */
  blockReason: number | null;
  /**
   * The VIP rule of spec §6 (block answer `authNeed`): a guest must log in before any page but
   * home, the guests-only pages (login help, password reset) and the exempt verify route.
   */
  authNeed?: boolean;
  /** Running in production: non-production routes answer 404. */
  production: boolean;
  /** Called with the chain when a redirect loop is detected and ignored. */
  onRedirectLoop?: (chain: string[]) => void;
}

/** Why a request answers 404; for logs and tests. */
type NotFoundReason =
  | 'bad-prefix' | 'url-404-list' | 'no-route' | 'bad-param' | 'non-production' | 'feature-off'
  | 'route-unavailable' | 'guard' | 'not-built';

/** The decision. */
export type Decision =
  | { kind: 'redirect'; location: string; status: 301 | 302; reason: 'language' | 'maintenance' | 'block' | 'terms' | 'transfer' | 'rule' | 'auth' | 'ban' }
  | { kind: 'not-found'; lng: LanguageCode | null; reason: NotFoundReason }
  | { kind: 'login-required'; lng: LanguageCode; route: RouteDef; returnTo: string }
  | { kind: 'page'; lng: LanguageCode; route: RouteDef; params: Record<string, string | undefined>; path: string };

/** Decides what a page request gets. */
export function resolvePageRequest(input: ResolveInput): Decision {
  const { brand, query, isAuthenticated } = input;
  const config = brand.siteConfig;
  const { prefix, rest: path, badPrefix } = splitLanguagePrefix(input.pathname);

  // Language (spec §2, §5)
  if (badPrefix) return { kind: 'not-found', lng: null, reason: 'bad-prefix' };
  const allowed = availableLanguages(brand, isAuthenticated);
  if (prefix === null || !allowed.includes(prefix as LanguageCode)) {
    const lng = chooseLanguage(brand, input.preferredLanguages, isAuthenticated);
    return { kind: 'redirect', location: localizedHref(lng, path, query), status: 302, reason: 'language' };
  }
  const lng = prefix as LanguageCode;

  // Maintenance (spec §4): the maintenance page and home redirect to each other
  const maintenance = isMaintenanceActive(config.maintenance, input.maintenanceCookie);
  if (maintenance && path !== '/maintenance') {
    return { kind: 'redirect', location: localizedHref(lng, '/maintenance'), status: 302, reason: 'maintenance' };
  }
  if (!maintenance && path === '/maintenance') {
    return { kind: 'redirect', location: localizedHref(lng, '/'), status: 302, reason: 'maintenance' };
  }

  // Block state (spec §4)
  const blockPage = blockPageForReason(input.blockReason);
  const onBlockPage = isBlockPage(path.slice(1));
  if (blockPage && path !== `/${blockPage}` && !BLOCK_EXEMPT_PATHS.includes(path)) {
    return { kind: 'redirect', location: localizedHref(lng, `/${blockPage}`), status: 302, reason: 'block' };
  }
  if (!blockPage && onBlockPage) {
    return { kind: 'redirect', location: localizedHref(lng, '/'), status: 302, reason: 'block' };
  }

  // Terms (spec §4): changed terms send a player to confirm-terms; unchanged terms send anyone away from it
  const terms = termsRedirect({ featureOn: config.isTermsAcceptanceEnabled, isAuthenticated, termsChanged: input.termsChanged ?? false, path });
  if (terms) return { kind: 'redirect', location: localizedHref(lng, terms), status: 302, reason: 'terms' };

  // User transfer (spec §4): a required transfer sends the player to the phone-code flow (not on
  // registration, not with ?transfered); the flow without one goes home. Pending terms come first,
  // and the maintenance and block pages keep the player (no redirect loops).
  const termsPending = config.isTermsAcceptanceEnabled && isAuthenticated && (input.termsChanged ?? false);
  const transferRequired = isAuthenticated && (input.transferRequired ?? false);
  const transfer = maintenance || blockPage || termsPending ? null : userTransferRedirect({ transferRequired, path, query });
  const transferTo = transfer ?? userTransferPageRedirect({ transferRequired, path });
  if (transferTo) return { kind: 'redirect', location: localizedHref(lng, transferTo), status: 302, reason: 'transfer' };

  // urlsToRedirectTo404 (spec §2)
  if (config.urlsToRedirectTo404.includes(path)) return { kind: 'not-found', lng, reason: 'url-404-list' };

  // Redirect rules (spec §2), loops logged and ignored (spec §5)
  const start: Location = { path, query };
  const redirect = resolveRedirects(start, { siteConfig: config, brandRedirects: brand.redirects }, input.onRedirectLoop);
  if (redirect) {
    return { kind: 'redirect', location: localizedHref(lng, redirect.path, redirect.query), status: redirect.status, reason: 'rule' };
  }

  // Route table and its rules
  const match = matchRoute(path);
  if (!match) return { kind: 'not-found', lng, reason: 'no-route' };
  if (match.failedParam) return { kind: 'not-found', lng, reason: 'bad-param' };
  const { route, params } = match;
  if (route.nonProductionOnly && input.production) return { kind: 'not-found', lng, reason: 'non-production' };
  if (route.feature && brand.features[route.feature] !== true) return { kind: 'not-found', lng, reason: 'feature-off' };
  if (route.availableRoute !== undefined && !config.availableRoutes.includes(route.availableRoute)) {
    return { kind: 'not-found', lng, reason: 'route-unavailable' };
  }
  if (!passesGuard(route, config, isAuthenticated)) return { kind: 'not-found', lng, reason: 'guard' };
  if (!route.page) return { kind: 'not-found', lng, reason: 'not-built' };

  // Auth (spec §4 Protected routes; spec §6 VIP rule)
  const vipLogin = input.authNeed === true && route.auth === 'any' && path !== '/' && !BLOCK_EXEMPT_PATHS.includes(path);
  if ((route.auth === 'user' || vipLogin) && !isAuthenticated) {
    return { kind: 'login-required', lng, route, returnTo: localizedHref(lng, path, query) };
  }
  if (route.auth === 'guest' && isAuthenticated) {
    return { kind: 'redirect', location: localizedHref(lng, '/office/account'), status: 302, reason: 'auth' };
  }

  // Ban (spec §4): a banned player only reaches allowed routes (home is one); others go home
  if (input.ban && canOpenRoute({ banLevel: input.ban.level, banVersion: input.ban.version, route }) === 'home') {
    return { kind: 'redirect', location: localizedHref(lng, '/'), status: 302, reason: 'ban' };
  }
  return { kind: 'page', lng, route, params, path };
}

/** The validate hooks of spec §2/§5. */
function passesGuard(route: RouteDef, config: SiteConfig, isAuthenticated: boolean): boolean {
  switch (route.guard) {
    case undefined:
      return true;
    case 'registration':
      return config.isRegistrationAllowed && !config.isVipDomain;
    case 'payment':
      return !config.isPaymentPageAuthOnly || isAuthenticated;
    case 'identification':
      return config.isShowIdentification;
  }
}

/** Answers of {@link isServedPath} per brand object: a loaded brand never changes, so neither do they. */
const servedPaths = new WeakMap<ResolveBrand, Map<string, boolean>>();

/**
 * True when a guest opening `/{lng}{path}` gets a page straight away (no redirect, no 404), so
 * navigation and footer links never point at a page the brand does not serve (spec §2
 * Availability rules, applied by {@link resolvePageRequest}). Memoised per brand, language and
 * path: the header asks on every page render.
 * @param path location without language prefix, optionally with a query: `/line`, `/information/about`
 * @param production the production environment (spec §2: debugger is non-production only)
 */
export function isServedPath(brand: ResolveBrand, lng: LanguageCode, path: string, production: boolean): boolean {
  let answers = servedPaths.get(brand);
  if (!answers) servedPaths.set(brand, (answers = new Map()));
  const key = `${lng}\u0000${production}\u0000${path}`;
  let served = answers.get(key);
  if (served === undefined) {
    const url = new URL(path, 'http://portal.invalid');
    const decision = resolvePageRequest({
      pathname: localizedHref(lng, url.pathname),
      query: url.searchParams,
      brand,
      isAuthenticated: false,
      preferredLanguages: [lng],
      maintenanceCookie: undefined,
      blockReason: null,
      production,
    });
    served = decision.kind === 'page';
    answers.set(key, served);
  }
  return served;
}
