/**
 * Auth watcher, protected routes and logout of spec §4: after login or registration the player
 * goes to the return URL, the previously visited route if it is in the after-login redirect
 * list, or home; after logout to home (current route not for guests, or the redirect query flag)
 * or the page reloads.
 */

/** A previously visited route: its route-table name and the path it was opened at. */
interface PreviousRoute {
  /** Route name, e.g. `office:history`; matched against the after-login redirect list. */
  name: string;
  /** Path (with query) the route was opened at, e.g. `/ru/office/history?page=2`. */
  path: string;
}

/** Input of {@link returnAfterLogin}. */
export interface ReturnAfterLoginInput {
  /** Return URL carried by the login flow (for instance the `returnTo` of a login-required page). */
  returnUrl?: string | null;
  /** The route visited before the login or registration page. */
  previousRoute?: PreviousRoute | null;
  /** Route names the player is sent back to after login (spec §4 "after-login redirect list"). */
  afterLoginRedirectList: readonly string[];
}

const ORIGIN = 'http://portal.invalid';

/**
 * The same-origin path `candidate` stands for, or null when it could leave the site.
 *
 * Accepted: a relative path starting with exactly one `/`. Refused: absolute URLs
 * (`https://evil`, `javascript:`), protocol-relative ones (`//evil`, `/\evil`, which browsers
 * read as `//evil`), any control character or whitespace (browsers drop tabs and newlines, so
 * `/\t/evil` becomes `//evil`), and paths that normalise to `//…` (`/a/..//evil`).
 * @param candidate untrusted path
 * @returns the normalised path with query and fragment, e.g. `/ru/office?x=1#top`
 */
export function safeRelativePath(candidate: string): string | null {
  if (!candidate.startsWith('/') || candidate[1] === '/' || candidate[1] === '\\') return null;
  if (/[\u0000-\u0020\u007f\\]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where the player goes after login or registration (spec §4 Auth watcher):
 * 1. the return URL, if it is a safe same-origin path ({@link safeRelativePath});
 * 2. else the previous route's path, if its name is in `afterLoginRedirectList` and the path is safe;
 * 3. else `'/'` (home, without language prefix).
 * An unsafe return URL is ignored rather than followed (no open redirect).
 * @returns a same-origin path starting with a single `/`
 */
export function returnAfterLogin({ returnUrl, previousRoute, afterLoginRedirectList }: ReturnAfterLoginInput): string {
  const fromReturnUrl = returnUrl ? safeRelativePath(returnUrl) : null;
  if (fromReturnUrl !== null) return fromReturnUrl;
  if (previousRoute && afterLoginRedirectList.includes(previousRoute.name)) {
    const fromPrevious = safeRelativePath(previousRoute.path);
    if (fromPrevious !== null) return fromPrevious;
  }
  return '/';
}

/** Input of {@link afterLogout}. */
export interface AfterLogoutInput {
  /** The current route may be opened by guests. */
  currentRouteAllowsGuests: boolean;
  /** The redirect query flag is present. */
  redirectFlag: boolean;
  /** The logout call failed. */
  failed?: boolean;
}

/**
 * What follows a logout (spec §4 Logout): a failed logout reloads; otherwise home when the
 * current route is not allowed for guests or the redirect query flag is present, else reload.
 * (Removing the `ua` and `user_token` cookies and resetting ban level and user id happen before.)
 */
export function afterLogout({ currentRouteAllowsGuests, redirectFlag, failed = false }: AfterLogoutInput): 'home' | 'reload' {
  if (failed) return 'reload';
  return !currentRouteAllowsGuests || redirectFlag ? 'home' : 'reload';
}
