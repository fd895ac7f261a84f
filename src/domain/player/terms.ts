/**
 * Terms acceptance of spec §2 (Page-level rules), §4 (Terms) and §8 (451 with exception_code 1):
 * a logged-in player whose terms changed is sent to confirm-terms while the feature is on,
 * except on exempt pages; anyone on confirm-terms whose terms did not change goes home.
 */
import { BLOCK_PAGES } from '../block.ts';
import { splitLanguagePrefix } from '../routing/language-prefix.ts';

/** Path of the terms page, without the language prefix (spec §2 Blocking and maintenance). */
const CONFIRM_TERMS_PATH = '/confirm-terms';

/**
 * Pages a player with changed terms may stay on (spec §2 "except on exempt pages"): the terms
 * page itself, maintenance, the block pages, and the information pages.
 */
const TERMS_EXEMPT_PATHS: readonly string[] = [CONFIRM_TERMS_PATH, '/maintenance', ...BLOCK_PAGES.map((page) => `/${page}`)];
/** Section whose pages are exempt: `/information` and every path under `/information/`. */
const TERMS_EXEMPT_SECTION = '/information';

/** HTTP status of a "terms must be accepted" answer (spec §8). */
export const TERMS_HTTP_STATUS = 451;
/** `exception_code` of a "terms must be accepted" answer (spec §8). */
export const TERMS_EXCEPTION_CODE = 1;

/** Input of {@link termsRedirect}. */
export interface TermsRedirectInput {
  /** Terms acceptance is enabled (site config `isTermsAcceptanceEnabled`). */
  featureOn: boolean;
  /** A player is logged in. */
  isAuthenticated: boolean;
  /** The player's terms changed (global user settings `isUserTermsChanged`; false for guests). */
  termsChanged: boolean;
  /** URL path with or without the language prefix, no query: `/ru/line`, `/confirm-terms/`. */
  path: string;
}

/**
 * True when `path` is exempt from the terms redirect (spec §2 Page-level rules). The language
 * prefix and trailing slashes are ignored; a lookalike such as `/informationx` is not exempt.
 * @param path URL path with or without the language prefix
 */
export function isTermsExemptPath(path: string): boolean {
  const rest = splitLanguagePrefix(path).rest;
  return TERMS_EXEMPT_PATHS.includes(rest) || rest === TERMS_EXEMPT_SECTION || rest.startsWith(`${TERMS_EXEMPT_SECTION}/`);
}

/**
 * Where the terms rule sends the visitor, or null to stay (spec §4 Terms):
 * - logged in, terms changed, feature on, page not exempt → `'/confirm-terms'`;
 * - on confirm-terms with unchanged terms (anyone, feature on or off) → `'/'`;
 * - otherwise null.
 * Targets carry no language prefix; the caller adds the visitor's.
 */
export function termsRedirect({ featureOn, isAuthenticated, termsChanged, path }: TermsRedirectInput): '/confirm-terms' | '/' | null {
  const onTermsPage = splitLanguagePrefix(path).rest === CONFIRM_TERMS_PATH;
  if (onTermsPage) return termsChanged ? null : '/';
  if (featureOn && isAuthenticated && termsChanged && !isTermsExemptPath(path)) return CONFIRM_TERMS_PATH;
  return null;
}

/**
 * True for an API answer that asks for terms acceptance: HTTP 451 with a JSON body whose
 * `exception_code` is the number 1 (spec §2 Page-level rules, §8).
 * @param status HTTP status
 * @param body the parsed response body, of any shape
 */
export function isTermsResponse(status: number, body: unknown): boolean {
  return (
    status === TERMS_HTTP_STATUS &&
    typeof body === 'object' &&
    body !== null &&
    (body as { exception_code?: unknown }).exception_code === TERMS_EXCEPTION_CODE
  );
}
