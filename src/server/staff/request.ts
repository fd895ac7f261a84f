/**
 * The request chain on a staff host (ARCHITECTURE "Staff console"): only the console's
 * paths are served there (`/` goes to `/console`, anything else 404); the staff session is read
 * from its own cookie; writes to `/console-api` need the signed CSRF token bound to the staff
 * session; every answer carries the console's strict headers (no framing, no caching, no
 * referrer) — the console never shares a response.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { getDatabase } from '../database.ts';
import { csrfPasses, csrfSecret, ensureCsrfCookie } from '../auth/csrf.ts';
import { requestIsHttps } from '../client-request.ts';
import { AppError, errorResponse } from '../errors.ts';
import { contentSecurityPolicy, FIXED_SECURITY_HEADERS, HSTS } from '../security-headers.ts';
import { isConsolePath } from './hosts.ts';
import { demoStaffOn, ensureDemoStaff } from './demo.ts';
import { resolveStaffSession, STAFF_COOKIE } from './sessions.ts';
import { consoleLanguage, CONSOLE_LANGUAGE_COOKIE } from '../../i18n/console.ts';

/** The CSRF binding of a staff session (never equal to a player session's). */
export function staffCsrfBinding(sessionId: string | undefined): string {
  return sessionId ? `staff:${sessionId}` : 'staff';
}

/** Sets the console's security headers: the page's CSP with no framing at all, no caching. */
function applyConsoleHeaders(headers: Headers, https: boolean): void {
  for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) headers.set(name, value);
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'no-referrer');
  headers.set('Cache-Control', 'no-store');
  headers.set('Content-Security-Policy', contentSecurityPolicy(headers.get('Content-Security-Policy'), "'none'"));
  if (https) headers.set('Strict-Transport-Security', HSTS);
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** Answers a request on a staff host. */
export async function handleStaffRequest(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { request, url, cookies, locals } = context;
  const https = requestIsHttps(request, url);
  const finish = (response: Response) => {
    applyConsoleHeaders(response.headers, https);
    return response;
  };
  if (url.pathname === '/') return finish(new Response(null, { status: 302, headers: { Location: '/console' } }));
  // Built assets (scripts, styles of the console's islands) are served as on any host.
  if (url.pathname.startsWith('/_astro/')) return finish(await next());
  // The tab icon browsers ask for on their own (src/pages/favicon.ico.ts, in the console's colours).
  if (url.pathname === '/favicon.ico' && request.method === 'GET') return finish(await next());
  // The media library's images, for the console's previews (checked per brand by the endpoint).
  const isMedia = url.pathname.startsWith('/media/') && request.method === 'GET';
  if (!isConsolePath(url.pathname) && !isMedia) return finish(notFound());

  const { db } = await getDatabase();
  if (demoStaffOn(import.meta.env.DEV)) await ensureDemoStaff(db);
  const member = await resolveStaffSession(db, cookies.get(STAFF_COOKIE)?.value);
  if (member) locals.staff = member;
  const secret = await csrfSecret(db);
  const binding = staffCsrfBinding(member?.sessionId);
  if (url.pathname.startsWith('/console-api/') && !csrfPasses(request, cookies, secret, binding)) {
    return finish(errorResponse(new AppError('csrf_failed', 'The page is out of date. Reload it and try again.')));
  }
  locals.csrfToken = ensureCsrfCookie(cookies, https, secret, binding);
  locals.consoleLng = consoleLanguage(url.searchParams.get('lang') ?? cookies.get(CONSOLE_LANGUAGE_COOKIE)?.value, request.headers.get('accept-language'));
  if (url.searchParams.get('lang') === locals.consoleLng) {
    cookies.set(CONSOLE_LANGUAGE_COOKIE, locals.consoleLng, { path: '/', sameSite: 'strict', secure: https, httpOnly: false, maxAge: 365 * 24 * 3600 });
  }
  return finish(await next());
}
