/**
 * Page cookies step: a page answer keeps the visitor's language in the `lng` cookie (one year,
 * readable by scripts) and, for a GET reached through a referral link, the referral cookies of
 * spec §1 (src/domain/referral/capture.ts). Other requests go on untouched.
 */
import type { MiddlewareHandler } from 'astro';
import { referralCookies } from '../../domain/referral/capture.ts';
import { requestIsHttps } from '../client-request.ts';
import { LANGUAGE_COOKIE } from '../paths.ts';

const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * True when a GET page answer in `lng` sets none of these cookies: the `lng` cookie (`current`)
 * already holds the language and the query has no referral parameter. The direct guest page path
 * (src/server/direct/page-hit.ts) serves only such requests: a stored page carries no cookie.
 */
export function pageSetsNoCookie(current: string | undefined, lng: string, query: URLSearchParams): boolean {
  return current === lng && referralCookies(query).length === 0;
}

/** The step: sets the cookies of a page decision, then goes on. */
export const pageCookies: MiddlewareHandler = ({ request, url, cookies, locals }, next) => {
  const decision = locals.decision;
  if (decision?.kind !== 'page') return next();
  const secure = requestIsHttps(request, url);
  if (cookies.get(LANGUAGE_COOKIE)?.value !== decision.lng) {
    cookies.set(LANGUAGE_COOKIE, decision.lng, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax', secure, httpOnly: false });
  }
  if (request.method === 'GET') {
    for (const cookie of referralCookies(url.searchParams)) {
      cookies.set(cookie.name, cookie.value, { path: '/', maxAge: cookie.maxAgeS, sameSite: 'lax', secure, httpOnly: true });
    }
  }
  return next();
};
