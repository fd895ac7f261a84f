/**
 * The security headers of every response (OWASP Secure Headers): set by the middleware on what
 * Astro renders, and by the HTTP server (scripts/serve.ts) as defaults on everything else the
 * framework answers by itself — static files, its own redirects and 400/403 refusals, and the
 * 400/431 of Node's HTTP parser. Plain JavaScript types only: scripts/serve.ts imports this file
 * directly.
 */

/**
 * Directives added to the Content-Security-Policy of every response. On pages Astro's CSP
 * (astro.config.mjs `security.csp`) already carries script-src and style-src with the hashes of
 * its inline scripts and styles; these are appended to it.
 */
const cspExtra = (frameAncestors: string) => `frame-ancestors ${frameAncestors}; form-action 'self'`;
/** The whole policy of responses without one of their own. */
const CSP_DEFAULT = "default-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'";

/** HSTS value: one year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The fixed headers of every response, as name → value. */
export const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * The Content-Security-Policy for a response: its own policy (if any) with the extra directives,
 * else the default policy with them. `frameAncestors` is `'self'` for the portal, `'none'` for the
 * staff console (never framed).
 */
export function contentSecurityPolicy(own: string | null | undefined, frameAncestors: "'self'" | "'none'" = "'self'"): string {
  return `${own ? own.replace(/;?\s*$/, '') : CSP_DEFAULT}; ${cspExtra(frameAncestors)}`;
}

/** All security headers for a response without a CSP of its own (the server's defaults). */
export function defaultSecurityHeaders(https: boolean): Record<string, string> {
  return { ...FIXED_SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(null), ...(https ? { 'Strict-Transport-Security': HSTS } : {}) };
}

/** Sets the security headers on a Fetch `Headers`, extending a CSP the response already has. */
export function applySecurityHeaders(headers: Headers, https: boolean): void {
  for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) headers.set(name, value);
  headers.set('Content-Security-Policy', contentSecurityPolicy(headers.get('Content-Security-Policy')));
  if (https) headers.set('Strict-Transport-Security', HSTS);
}
