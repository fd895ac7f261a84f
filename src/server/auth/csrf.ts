/**
 * CSRF protection for cookie-authenticated writes (OWASP ASVS 5 V3.5; OWASP CSRF Cheat Sheet,
 * "signed double-submit cookie"): the `csrf_token` cookie (SameSite=Strict, readable by the page
 * script) holds `<nonce>.<mac>`, mac = HMAC-SHA-256 with the server's `csrf_hmac` secret of
 * `<session id>.<nonce>` (`guest.<nonce>` before login). Every POST/PUT/PATCH/DELETE to `/web-api`
 * must echo the cookie in `X-CSRF-Token`, and the token must be bound to the request's session: a
 * cookie/header pair that is equal but was not issued for this session (planted by a sibling
 * domain, or left from another session) fails. The cookie is set on every page and `/web-api`
 * response when missing or not bound to the session, and renewed when a session starts or ends.
 * Requests that carry only a bearer token (no cookies) are exempt: a browser never attaches those
 * by itself.
 */
import { createHmac } from 'node:crypto';
import type { AstroCookies } from 'astro';
import type { Db } from '../db/client.ts';
import { randomToken, safeEqual } from './crypto.ts';
import { serverSecret } from './secrets.ts';

/** The token cookie's name. */
export const CSRF_COOKIE = 'csrf_token';
/** The header a write echoes the token in. */
const CSRF_HEADER = 'x-csrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The HMAC key of the tokens. */
export function csrfSecret(db: Db): Promise<string> {
  return serverSecret(db, 'csrf_hmac');
}

const mac = (secret: string, sessionId: string | undefined, nonce: string) =>
  createHmac('sha256', secret).update(`${sessionId ?? 'guest'}.${nonce}`).digest('base64url');

/** A new token bound to the session (or to no session, for a guest). */
export function csrfTokenFor(secret: string, sessionId: string | undefined): string {
  const nonce = randomToken(16);
  return `${nonce}.${mac(secret, sessionId, nonce)}`;
}

/** True when `token` was issued by this server for this session (or guest). */
export function csrfTokenValid(secret: string, sessionId: string | undefined, token: string | null | undefined): boolean {
  const match = TOKEN.exec(token ?? '');
  return match !== null && safeEqual(match[2]!, mac(secret, sessionId, match[1]!));
}

/** Sets a new token cookie for the session and returns the token. */
export function issueCsrfCookie(cookies: AstroCookies, https: boolean, secret: string, sessionId: string | undefined): string {
  const token = csrfTokenFor(secret, sessionId);
  cookies.set(CSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure: https, httpOnly: false, maxAge: 30 * 24 * 3600 });
  return token;
}

/** The visitor's token: the cookie when it is bound to the session, else a new one set as the cookie. */
export function ensureCsrfCookie(cookies: AstroCookies, https: boolean, secret: string, sessionId: string | undefined): string {
  const existing = cookies.get(CSRF_COOKIE)?.value;
  if (csrfTokenValid(secret, sessionId, existing)) return existing!;
  return issueCsrfCookie(cookies, https, secret, sessionId);
}

/** True when a write request passes the CSRF check (safe methods always pass). */
export function csrfPasses(request: Request, cookies: AstroCookies, secret: string, sessionId: string | undefined): boolean {
  if (!UNSAFE.has(request.method)) return true;
  const hasCookies = (request.headers.get('cookie') ?? '').trim() !== '';
  if (!hasCookies && request.headers.get('authorization')?.startsWith('Bearer ')) return true;
  const cookie = cookies.get(CSRF_COOKIE)?.value;
  const header = request.headers.get(CSRF_HEADER);
  return Boolean(cookie && header && safeEqual(cookie, header) && csrfTokenValid(secret, sessionId, header));
}
