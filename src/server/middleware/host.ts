/**
 * Host step: which chain answers a request. A staff host gets the staff console's chain
 * (src/server/staff/request.ts: its own session, CSRF token and stricter headers; a brand's domain
 * never serves the console). The casino wallet API is called by game providers, not browsers: no
 * brand, session, flags or CSRF apply (the provider's signature authenticates each call,
 * src/pages/casino-wallet-api/), only the security headers. Every other request takes the portal's
 * chain (src/middleware.ts).
 */
import type { MiddlewareHandler } from 'astro';
import { isStaffHost } from '../staff/hosts.ts';
import { handleStaffRequest } from '../staff/request.ts';
import { securityHeaders } from './headers.ts';

/** The step, handing brand-host requests other than the wallet API to `portal`. */
export function routeByHost(portal: MiddlewareHandler): MiddlewareHandler {
  return (context, next) => {
    if (isStaffHost(context.request.headers.get('host'))) return handleStaffRequest(context, next);
    if (context.url.pathname.startsWith('/casino-wallet-api/')) return securityHeaders(context, next);
    return portal(context, next);
  };
}
