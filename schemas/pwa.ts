/**
 * Query shapes of the installable app's endpoints (spec §7 /manifest.json, /pwa-sw.js; spec §9
 * icon sizes). Strings refuse NUL (safeString); an unknown parameter is refused.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { LANGUAGE_PREFIX_RE } from './language.ts';

/** A language code in a query: two lowercase letters; the brand's languages decide the rest. */
const queryLanguage = safeString().regex(LANGUAGE_PREFIX_RE, 'must be two lowercase letters, e.g. en');

/**
 * `GET /manifest.json?lang=` and `GET /pwa-offline?lang=`: the language of the manifest or page;
 * one the brand does not offer a guest (or none) gives the brand's default.
 */
export const pwaLanguageQuery = z.strictObject({
  lang: queryLanguage.optional(),
});

/** `GET /pwa-icon/{size}.png?v=`: the theme stamp the URL was written with (a cache key only). */
export const pwaIconQuery = z.strictObject({
  v: safeString().regex(/^[0-9a-z]{1,16}$/, 'must be a theme stamp such as 1x2y3z').optional(),
});

/**
 * `GET /pwa-sw.js?platform_type=` (spec §7 "service worker at /pwa-sw.js; query parameter
 * platform_type"): the platform the page registers the worker from (`web`; `pwa`, `android`,
 * `ios`, `android-lite` of spec §9's app platforms). Any well-formed value is taken, since a
 * browser must always get its worker (the worker is the same for every platform); only a malformed
 * one (not 1–32 lowercase letters, digits, `-` or `_`) is refused.
 */
export const serviceWorkerQuery = z.strictObject({
  platform_type: safeString().regex(/^[a-z0-9_-]{1,32}$/, 'must be a platform such as web, android or ios').optional(),
});
