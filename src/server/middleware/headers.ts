/**
 * Headers step: every answer of the portal's chain and of the casino wallet API carries the
 * security headers (src/server/security-headers.ts), HSTS when the request came over HTTPS. The
 * staff console sets its own, stricter ones (src/server/staff/request.ts).
 */
import type { APIContext, MiddlewareHandler } from 'astro';
import { requestIsHttps } from '../client-request.ts';
import { applySecurityHeaders } from '../security-headers.ts';

/** Sets the security headers on `response` for the request of `context`; returns `response`. */
export function secured(response: Response, context: Pick<APIContext, 'request' | 'url'>): Response {
  applySecurityHeaders(response.headers, requestIsHttps(context.request, context.url));
  return response;
}

/** The step: the security headers on whatever the steps after it answer. */
export const securityHeaders: MiddlewareHandler = async (context, next) => secured(await next(), context);
