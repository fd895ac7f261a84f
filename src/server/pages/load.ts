/**
 * What a page loader of the page registry (`src/registry/pages.ts`) receives and answers. A
 * loader reads what its page shows (feed, database, brand folder) for one request and answers
 * the page's data, a redirect, or not-found (the 404 page). Loaders live one per page in this
 * folder and never render.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import type { RouteDef } from '../../domain/routing/types.ts';
import type { LoadedBrand } from '../brands.ts';
import type { UserSettings } from '../../domain/office/settings.ts';

/** One page request, after the middleware's decision (src/domain/routing/resolve.ts). */
export interface PageContext {
  /** The request's brand. */
  brand: LoadedBrand;
  /** Page language (URL code). */
  lng: LanguageCode;
  /** The route table row that matched. */
  route: RouteDef;
  /** Route parameters, already checked against the row's parameter rules. */
  params: Record<string, string | undefined>;
  /** URL query. */
  query: URLSearchParams;
  /** The logged-in player's id; undefined for guests. */
  playerId: number | undefined;
  /** The logged-in player's session id (sha256 of the cookie token); undefined for guests. */
  sessionId?: string;
  /** The logged-in player's saved settings (spec §3; read by the middleware); undefined for guests. */
  userSettings?: UserSettings;
  /**
   * The logged-in player's country (two letters, the session player's `countryCode`: the casino's
   * country blocks), null for guests and when unknown. A shared fact: reading it keeps a page shareable.
   */
  country?: string | null;
  /**
   * The logged-in player's ban state (the session player's `banLevel` and `banVersion`: which office
   * pages open), undefined for guests. A shared fact: reading it keeps a page shareable.
   */
  ban?: { level: number; version: number };
  /** The value of a request cookie (a page that reads one is `private`: never shared). */
  cookie?: (name: string) => string | undefined;
}

/** A loader's answer. */
export type PageLoad<D> =
  | { kind: 'data'; data: D }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'not-found' };

/** A page loader. */
export type PageLoader<D> = (ctx: PageContext) => PageLoad<D> | Promise<PageLoad<D>>;

/** The answer of a page with data. */
export function pageData<D>(data: D): PageLoad<D> {
  return { kind: 'data', data };
}

/** The 404 page. */
export const NOT_FOUND: PageLoad<never> = { kind: 'not-found' };

/** A redirect (302 unless `status` says otherwise). */
export function redirectTo(location: string, status: 301 | 302 = 302): PageLoad<never> {
  return { kind: 'redirect', location, status };
}

/** A page builder's redirect to a game's or section's canonical page. */
export interface BuilderRedirect {
  kind: 'redirect';
  location: string;
}

/**
 * A page builder's answer as a loader's: null is the 404 page, a {@link BuilderRedirect} a 302 to
 * its location, anything else the data.
 */
export function loaded<R>(result: R | null): PageLoad<Exclude<R, BuilderRedirect>> {
  if (result === null) return NOT_FOUND;
  if (isBuilderRedirect(result)) return redirectTo(result.location);
  return pageData(result as Exclude<R, BuilderRedirect>);
}

function isBuilderRedirect(value: unknown): value is BuilderRedirect {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'redirect' && typeof (value as { location?: unknown }).location === 'string';
}
