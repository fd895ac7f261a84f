/**
 * Paths that skip the page chain (language prefix, guards): the service APIs of spec §7 and the
 * per-brand assets. Everything else is a page path.
 */
import { MANIFEST_PATH, OFFLINE_PAGE_PATH, PWA_ICON_DIR, SERVICE_WORKER_PATH } from '../domain/pwa.ts';

/** API prefixes of spec §7, implemented by this app. */
export const API_PREFIXES = [
  '/bff-api/',
  '/web-api/',
  '/limit-service-api/',
  '/redirects-api/',
  '/blocks-api/',
  '/social-api/',
  '/casino-wallet-api/',
  '/game-server/',
  '/fatman-api/',
] as const;

/**
 * Per-brand assets and files served by endpoints (the favicon, and the media library's images under `/media/`,
 * the app icons under `/pwa-icon/`), with the installable app's manifest, worker and offline page
 * (spec §7), and the two captcha calls spec §7 writes without an API prefix.
 */
const PASS_THROUGH_EXACT = ['/favicon.ico', '/theme.css', '/version.json', '/robots.txt', '/sitemap.xml', MANIFEST_PATH, SERVICE_WORKER_PATH, OFFLINE_PAGE_PATH, '/captcha/update', '/captcha/gettime'];

/** Cookie holding the visitor's chosen language. */
export const LANGUAGE_COOKIE = 'lng';

/** True for a path handled by an endpoint or asset, not by the page chain. */
export function isPassThrough(pathname: string): boolean {
  return (
    API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    PASS_THROUGH_EXACT.includes(pathname) ||
    pathname.startsWith('/_astro/') ||
    pathname.startsWith('/media/') ||
    pathname.startsWith(PWA_ICON_DIR) ||
    pathname.startsWith('/_server-islands/')
  );
}

/** True for a path under one of the API prefixes. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
