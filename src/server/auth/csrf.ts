/**
 * CSRF protection for cookie-authenticated writes (OWASP ASVS 5 V3.5): a double-submit token.
 * The `csrf_token` cookie (random, SameSite=Strict, readable by the page script) is set on every
 * page and on `GET /web-api/session`; every POST/PUT/PATCH/DELETE to `/web-api` must echo it in
 * the `X-CSRF-Token` header. Requests that carry only a bearer token (no cookies) are exempt: a
 * browser never attaches those by itself.
 */
import type { AstroCookies } from 'astro';
import { randomToken, safeEqual } from './crypto.ts';

/** Cookie and header names. */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The CSRF token of the visitor, set as a cookie when missing. */
export function ensureCsrfCookie(cookies: AstroCookies, https: boolean): string {
  const existing = cookies.get(CSRF_COOKIE)?.value;
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const token = randomToken();
  cookies.set(CSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure: https, httpOnly: false, maxAge: 30 * 24 * 3600 });
  return token;
}

/** True when a write request passes the CSRF check (safe methods always pass). */
export function csrfPasses(request: Request, cookies: AstroCookies): boolean {
  if (!UNSAFE.has(request.method)) return true;
  const hasCookies = (request.headers.get('cookie') ?? '').trim() !== '';
  if (!hasCookies && request.headers.get('authorization')?.startsWith('Bearer ')) return true;
  const cookie = cookies.get(CSRF_COOKIE)?.value;
  const header = request.headers.get(CSRF_HEADER);
  return Boolean(cookie && header && safeEqual(cookie, header));
}
