/**
 * Where the page goes after login, registration and logout (spec §4 Auth watcher and Logout),
 * with the pure rules of src/domain/player/auth-watcher.ts.
 */
import { afterLogout, returnAfterLogin } from '../../domain/player/auth-watcher.ts';

/** Query parameters that open a dialog; removed from the URL once the player is logged in. */
export const DIALOG_QUERY = { login: 'login', forgotPassword: 'showForgotPasswordModal' } as const;
/** Query parameter carrying the return URL of a login. */
const RETURN_URL_QUERY = 'returnUrl';
/** The redirect query flag of spec §4 Logout. */
const LOGOUT_REDIRECT_QUERY = 'redirect';

/** Window event asking the header's auth panel to open its login dialog (e.g. from the coupon). */
export const OPEN_LOGIN_EVENT = 'portal:open-login';
/** Window event asking the header's auth panel for its logout confirmation (e.g. from the phone menu sheet). */
export const OPEN_LOGOUT_EVENT = 'portal:open-logout';

/**
 * Asks for the login dialog: the auth panel on this page answers {@link OPEN_LOGIN_EVENT} (and
 * cancels the event); without one, the page is opened again with `?login=1`.
 */
export function requestLogin(): void {
  const event = new Event(OPEN_LOGIN_EVENT, { cancelable: true });
  if (!window.dispatchEvent(event)) return;
  const url = new URL(location.href);
  url.searchParams.set(DIALOG_QUERY.login, '1');
  location.assign(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * Where to go after a successful login or registration, or null to stay (reload) on this page:
 * with a `returnUrl` query parameter, `returnAfterLogin` decides (a safe same-origin path, else
 * home); without one the current page is kept, minus the dialog-opening parameters.
 */
export function afterLoginTarget(href: string): { kind: 'go'; href: string } | { kind: 'reload'; href: string } {
  const url = new URL(href);
  const returnUrl = url.searchParams.get(RETURN_URL_QUERY);
  if (returnUrl !== null) return { kind: 'go', href: returnAfterLogin({ returnUrl, previousRoute: null, afterLoginRedirectList: [] }) };
  url.searchParams.delete(DIALOG_QUERY.login);
  url.searchParams.delete(DIALOG_QUERY.forgotPassword);
  return { kind: 'reload', href: `${url.pathname}${url.search}${url.hash}` };
}

/** After a login: the return URL, or this page again (the session cookie is HttpOnly: reload). */
export function goAfterLogin(): void {
  const target = afterLoginTarget(location.href);
  const current = `${location.pathname}${location.search}${location.hash}`;
  if (target.kind === 'reload' && target.href === current) location.reload();
  else location.assign(target.href);
}

/**
 * After a logout: home (`/{lng}`) when the current route is not for guests or the redirect query
 * flag is set, otherwise reload; a failed logout reloads. Every page is open to guests for now.
 */
export function goAfterLogout(lng: string, failed: boolean): void {
  const next = afterLogout({
    currentRouteAllowsGuests: true,
    redirectFlag: new URLSearchParams(location.search).has(LOGOUT_REDIRECT_QUERY),
    failed,
  });
  if (next === 'home') location.assign(`/${lng}`);
  else location.reload();
}
