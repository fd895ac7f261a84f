/**
 * The cross-site form check of every non-GET request (what Astro's `security.checkOrigin` does,
 * applied by the middleware instead so that one API can be left out): a POST, PUT, PATCH or DELETE
 * whose `Origin` is not the request's own origin is refused with 403 when it could be a browser
 * form submission — a form-like Content-Type (`application/x-www-form-urlencoded`,
 * `multipart/form-data`, `text/plain`) or none at all. JSON requests from other origins pass here
 * (browsers cannot send them cross-site without CORS, which the portal never grants) and meet the
 * CSRF token check of /web-api writes.
 *
 * Left out: the casino wallet API (`/casino-wallet-api/`), called server-to-server by game
 * providers whose Ed25519 signature authenticates every body (src/pages/casino-wallet-api/): it
 * answers its own protocol whatever the Content-Type. The first check of the middleware, on every host.
 */
import type { MiddlewareHandler } from 'astro';
import { secured } from './headers.ts';

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for the paths the check leaves out (the casino wallet API). */
function originCheckExempt(pathname: string): boolean {
  return pathname.startsWith('/casino-wallet-api/');
}

/**
 * The refusal of a cross-site form-like request, or null when it may go on.
 * @param request the incoming request; `url` its URL (the origin compared with `Origin`)
 * @returns a 403 text/plain response, or null (safe method, same origin, JSON, prerendered, or an exempt path)
 */
export function crossSiteFormRefusal(request: Request, url: URL, isPrerendered: boolean): Response | null {
  if (isPrerendered || SAFE_METHODS.has(request.method) || originCheckExempt(url.pathname)) return null;
  if (request.headers.get('origin') === url.origin) return null;
  const contentType = request.headers.get('content-type');
  if (contentType !== null && !FORM_CONTENT_TYPES.some((type) => contentType.toLowerCase().includes(type))) return null;
  return new Response(`Cross-site ${request.method} form submissions are forbidden`, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** The step: a refused request gets its 403 with the security headers; any other goes on. */
export const originCheck: MiddlewareHandler = (context, next) => {
  const refused = crossSiteFormRefusal(context.request, context.url, context.isPrerendered);
  return refused ? secured(refused, context) : next();
};
