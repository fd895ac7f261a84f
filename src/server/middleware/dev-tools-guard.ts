/**
 * Dev tools step: the dev tools (src/server/dev-tools.ts) are guarded here, once for all of
 * /web-api/dev/*: 404 when off, 401 without the token, before any session or CSRF work.
 */
import type { MiddlewareHandler } from 'astro';
import { devToolsRefusal } from '../dev-tools.ts';

/**
 * True for a path under /web-api/dev/, also when spelled with percent-escapes, repeated slashes
 * or another letter case, so that no spelling the router might still match skips the guard.
 */
export function isDevToolsPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judge the raw path
  }
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  return path === '/web-api/dev' || path.startsWith('/web-api/dev/');
}

/** The step: the refusal of a dev-tools request that may not go on; any other request goes on. */
export const devToolsGuard: MiddlewareHandler = (context, next) => {
  const refused = isDevToolsPath(context.url.pathname) ? devToolsRefusal(context.request, import.meta.env.DEV) : null;
  return refused ?? next();
};
