/**
 * The page's session on the client (spec §7 Session and auth, §9 Polling): one API client shared
 * by every island, and a signals store of the auth state and the balance.
 *
 * The client (src/client/shell/api.ts) is set up with:
 * - language: `<html lang>`;
 * - CSRF token: the `csrf_token` cookie every page response sets (not HttpOnly);
 * - bearer token: `GET /web-api/user/gettoken?force_refresh=true`, kept 60 s (spec §9 "token
 *   refresh cache 60 s"), only while a player is logged in;
 * - captcha: the captcha dialog ({@link requestCaptcha}).
 *
 * The auth state starts from the server's answer rendered into the page (the session cookie is
 * HttpOnly, the page cannot read it) and is checked with `GET /web-api/session` every 60 s while
 * the page is visible (spec §7 "User auth status refresh every 60 s while the page is visible").
 */
import { readCookie } from '../shell/cookies.ts';
import { signal } from '@preact/signals-react';
import { ACCOUNT_TYPE } from '../../domain/money.ts';
import { createApiClient, type ApiClient } from '../shell/api.ts';
import { requestCaptcha } from './captcha.ts';
import { currentFingerprint, refreshFingerprint } from './fingerprint.ts';

/** Who is logged in on this page. */
export interface AuthState {
  authenticated: boolean;
  /** The player's id; null for a guest, and for a player until a session check or a login names them. */
  userId: number | null;
}

/** One money account of `GET /web-api/user/balance` (spec §3 Account). */
export interface AccountView {
  id: number;
  /** 0 main, 4 bonus, 9 currency. */
  type: number;
  iso: string;
  money: number;
  /** Balance in minor units, exact (sent by the server; absent in older answers). */
  moneyMinor?: number;
  labelWithSymbol: string;
  isActive: boolean;
  /** The account is frozen: no bets from it (sent by the server; absent in older answers). */
  isFrozen?: boolean;
}

/** `GET /web-api/user/balance` (spec §7 "Balance and accounts fetch"). */
export interface BalanceView {
  balance: number;
  bonus: number;
  all_accounts: AccountView[];
}

/** `GET /web-api/session`. */
interface SessionResponse {
  authenticated: boolean;
  user_id: number | null;
  csrfToken: string;
}

/** Application name sent as `X-app-n`. */
const APP_NAME = 'portal-web';
/** How long a bearer token is reused, ms (spec §9). */
const TOKEN_CACHE_MS = 60_000;
/** Auth status refresh period, ms (spec §9 "Polling: auth 60 s"). */
const AUTH_REFRESH_MS = 60_000;
/** Account type of the main account (spec §3). */
const MAIN_ACCOUNT_TYPE = ACCOUNT_TYPE.main;

/** The auth state; null until the page's auth panel sets it from the server's answer. */
export const auth = signal<AuthState | null>(null);
/** The player's balance; null while unknown (guest, or not loaded yet). */
export const balance = signal<BalanceView | null>(null);

/** The state for a player id from the server (null: guest). */
function authStateOf(userId: number | null): AuthState {
  return { authenticated: userId !== null, userId };
}

/**
 * Sets the auth state from the page's server answer (logged in or not), once; later calls keep
 * the current state. The page does not name the player (a logged-in page may be shared between
 * players, src/server/player-pages.ts): the id stays null until the session check tells it.
 */
export function initAuth(loggedIn: boolean): AuthState {
  const current = auth.peek();
  if (current) return current;
  const state: AuthState = { authenticated: loggedIn, userId: null };
  auth.value = state;
  return state;
}

/** Records a login, registration or logout made on this page. */
export function setAuth(userId: number | null): void {
  dropToken();
  auth.value = authStateOf(userId);
  if (userId === null) balance.value = null;
}

let token: { value: string; at: number } | null = null;
let tokenRequest: Promise<string | null> | null = null;

/** Forgets the cached bearer token. */
function dropToken(): void {
  token = null;
  tokenRequest = null;
}

async function fetchToken(client: ApiClient): Promise<string | null> {
  try {
    // no-store: the endpoint allows a 60 s HTTP cache, but a forced refresh must reach the server.
    const body = await (await client.ky())
      .get('/web-api/user/gettoken', { searchParams: { force_refresh: 'true' }, context: { auth: false }, cache: 'no-store' })
      .json<{ token?: unknown }>();
    return typeof body?.token === 'string' && body.token !== '' ? body.token : null;
  } catch {
    return null;
  }
}

async function getToken(client: ApiClient, forceRefresh: boolean): Promise<string | null> {
  if (!auth.peek()?.authenticated) return null;
  if (!forceRefresh && token && Date.now() - token.at < TOKEN_CACHE_MS) return token.value;
  if (forceRefresh) token = null;
  if (!tokenRequest) {
    const request = fetchToken(client).then((value) => {
      if (tokenRequest === request) {
        tokenRequest = null;
        token = value === null ? null : { value, at: Date.now() };
      }
      return value;
    });
    tokenRequest = request;
  }
  return tokenRequest;
}

/** The page's language code in the URL (`/ua/...` → `ua`), or null. */
export function urlLanguage(pathname: string = typeof location === 'undefined' ? '/' : location.pathname): string | null {
  return /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1] ?? null;
}

let client: ApiClient | null = null;

/** The page's API client (created on first use; browser only). */
export function api(): ApiClient {
  if (client) return client;
  const created: ApiClient = createApiClient({
    baseUrl: location.origin,
    language: () => document.documentElement.lang || 'en',
    appName: APP_NAME,
    csrfToken: () => readCookie('csrf_token'),
    getToken: (forceRefresh) => getToken(created, forceRefresh),
    dropToken,
    fingerprint: () => currentFingerprint(),
    refreshFingerprint: async () => void (await refreshFingerprint(created)),
    solveCaptcha: requestCaptcha,
    onTermsRequired: () => {
      const lng = urlLanguage();
      location.assign(lng ? `/${lng}/confirm-terms` : '/confirm-terms');
    },
  });
  client = created;
  return created;
}

/** Delay after the page is ready before the session check and the fingerprint (spec §7: about 8 s). */
const DEVICE_CHECK_DELAY_MS = 8_000;

/**
 * Spec §7: about 8 s after the page is ready, `GET /web-api/session` when the browser has no
 * session yet (no CSRF cookie), then a device fingerprint when none is stored (failures are logged,
 * never shown: the next identity call takes one if the server asks).
 * @returns the function that cancels a check not yet started
 */
export function scheduleDeviceCheck(delayMs: number = DEVICE_CHECK_DELAY_MS): () => void {
  const timer = setTimeout(() => {
    void (async () => {
      if (readCookie('csrf_token') === null) await fetchSession();
      if (currentFingerprint() === null) await refreshFingerprint(api());
    })().catch((error: unknown) => console.warn('device check failed', error));
  }, delayMs);
  return () => clearTimeout(timer);
}

/** The media video token of the logged-in player (spec §7 updatetoken); null before the first answer. */
const mediaToken = signal<string | null>(null);
/** How often the media video token is reloaded, ms (spec §7: every 10 minutes). */
const MEDIA_TOKEN_REFRESH_MS = 10 * 60_000;

/**
 * Reloads the media video token now and every {@link MEDIA_TOKEN_REFRESH_MS} (`POST
 * /web-api/user/updatetoken`) into {@link mediaToken}; a failed reload keeps the last token.
 * @returns the function that stops it
 */
export function watchMediaToken(): () => void {
  const reload = () =>
    void api()
      .post<{ token: string }>('/web-api/user/updatetoken')
      .then((body) => (mediaToken.value = body.token))
      .catch((error: unknown) => console.warn('media token not reloaded', error));
  reload();
  const timer = setInterval(reload, MEDIA_TOKEN_REFRESH_MS);
  return () => clearInterval(timer);
}

/** Asks the server who is logged in. */
function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return api().get<SessionResponse>('/web-api/session', { auth: false, ...(signal ? { signal } : {}) });
}

/** Loads the player's balance into {@link balance}, formatted for the page's language. */
export async function loadBalance(): Promise<BalanceView> {
  const lang = urlLanguage();
  const body = await api().get<BalanceView>('/web-api/user/balance', lang ? { searchParams: { lang } } : {});
  balance.value = body;
  return body;
}

/** The main account of a balance (spec §3: type 0), or null. */
export function mainAccount(view: BalanceView | null): AccountView | null {
  return view?.all_accounts.find((account) => account.type === MAIN_ACCOUNT_TYPE) ?? null;
}

/**
 * Checks the auth status every {@link AUTH_REFRESH_MS} while the page is visible, and at once
 * when the page becomes visible after a missed check. `onChange` gets the server's state when it
 * differs from {@link auth} (logged in or out elsewhere, session expired).
 * @returns a function that stops the checks
 */
export function watchAuth(onChange: (next: AuthState) => void, periodMs = AUTH_REFRESH_MS): () => void {
  let lastCheck = Date.now();
  let stopped = false;
  const controller = new AbortController();
  const check = async () => {
    lastCheck = Date.now();
    try {
      const session = await fetchSession(controller.signal);
      if (stopped) return;
      const next = authStateOf(session.authenticated ? session.user_id : null);
      const current = auth.peek();
      if (!current) return;
      // The page's player, not named by the page, is the session's while both are logged in.
      if (current.authenticated && next.authenticated && current.userId === null) auth.value = next;
      else if (current.authenticated !== next.authenticated || (next.authenticated && current.userId !== next.userId)) onChange(next);
    } catch {
      // Spec §8: session failures are logged, not shown; the next check tries again.
    }
  };
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void check();
  }, periodMs);
  const onVisibility = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= periodMs) void check();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    controller.abort();
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Window event fired when the player's stream reports a settled coupon; `detail` = {@link CouponSettledDetail}. */
export const COUPON_SETTLED_EVENT = 'portal:coupon-settled';

/** Window event fired when the player's stream reports a verification change; `detail` = `{ status }`. */
export const VERIFICATION_CHANGED_EVENT = 'portal:verification-changed';

/**
 * Window event fired when the player's stream reports that staff answered the player's payment
 * request, ban appeal or support request; `detail` = {@link OfficeAnswerDetail}.
 */
export const OFFICE_ANSWER_EVENT = 'portal:office-answer';

/** What staff answered: `payment_request`, `appeal` or `support_request`, and its id. */
export interface OfficeAnswerDetail {
  topic: 'payment_request' | 'appeal' | 'support_request';
  id: number;
}

/** What the player's stream says of a settled coupon. */
export interface CouponSettledDetail {
  couponId: number;
  statusId: number;
  payoutMinor: number;
}

/**
 * Window event fired when the player's stream reports a settled lotto ticket, toto coupon or
 * virtual bet; `detail` = {@link ProductSettledDetail}.
 */
export const PRODUCT_SETTLED_EVENT = 'portal:product-settled';

/** The products whose settlement the player's stream reports (its event names). */
const SETTLED_PRODUCTS = ['lotto', 'toto', 'virtual'] as const;

/**
 * What the player's stream says of a settled product ticket: lotto ticket id, toto coupon id or
 * virtual bet id; status id (spec §4: 0 lost, 1 won, 2 returned); payout in minor units.
 */
export interface ProductSettledDetail {
  kind: (typeof SETTLED_PRODUCTS)[number];
  id: number;
  statusId: number;
  payoutMinor: number;
}

/**
 * Follows the logged-in player's events (`GET /web-api/user/events`, SSE): a settled coupon
 * reloads the balance and fires {@link COUPON_SETTLED_EVENT} on `window`, so the coupon and the bet
 * history re-read it at once (their polling stays as the fallback); a settled lotto ticket, toto
 * coupon or virtual bet reloads the balance and fires {@link PRODUCT_SETTLED_EVENT} (the header
 * tells the player); a verification decision by staff fires {@link VERIFICATION_CHANGED_EVENT}, and
 * staff's answer to a payment request, appeal or support request {@link OFFICE_ANSWER_EVENT}.
 * Data that is not JSON is ignored.
 * @returns a function that closes the stream
 */
export function watchPlayerEvents(url = '/web-api/user/events'): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(url);
  /** Relays a stream event to `window` as `windowEvent` (its JSON data as `detail`); `reload` re-reads the balance first. */
  const relay = <T,>(name: string, windowEvent: string, reload: boolean) =>
    source.addEventListener(name, (event) => {
      let detail: T;
      try {
        detail = JSON.parse((event as MessageEvent<string>).data) as T;
      } catch {
        return;
      }
      if (reload) void loadBalance().catch(() => {});
      window.dispatchEvent(new CustomEvent<T>(windowEvent, { detail }));
    });
  relay<CouponSettledDetail>('coupon', COUPON_SETTLED_EVENT, true);
  for (const product of SETTLED_PRODUCTS) relay<ProductSettledDetail>(product, PRODUCT_SETTLED_EVENT, true);
  relay<{ status: string }>('verification', VERIFICATION_CHANGED_EVENT, false);
  relay<OfficeAnswerDetail>('answer', OFFICE_ANSWER_EVENT, false);
  return () => source.close();
}

/** Resets the store and the client (stories and tests mount several pages in one document). */
export function resetSession(): void {
  auth.value = null;
  balance.value = null;
  dropToken();
  client = null;
}
