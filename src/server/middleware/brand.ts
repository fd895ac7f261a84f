/**
 * Brand step: the brand of the request's Host (src/server/brands.ts; on localhost under `astro dev`
 * the `X-Portal-Brand` header or `?brand=` may pick one) with the settings of the brand and of this
 * domain as they are now (src/server/settings/state.ts) into `locals.brand`. A console path on a
 * brand's domain is 404; a Host no brand serves is 421 (both text/plain).
 */
import type { MiddlewareHandler } from 'astro';
import { brands, hostnameOf, resolveBrand } from '../brands.ts';
import { isConsolePath } from '../staff/hosts.ts';
import { effectiveBrand, ensureSettings } from '../settings/state.ts';

/** Development-only ways to pick a brand on localhost; ignored in production builds. */
const BRAND_OVERRIDE_HEADER = 'x-portal-brand';
const BRAND_OVERRIDE_QUERY = 'brand';
const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };

let settingsFailureLogged = false;

/**
 * Waits for the first load of the brand settings. When the database cannot be read, the request
 * is served with brand.json alone (said once in the log) and the next request tries again.
 */
async function settingsReady(): Promise<void> {
  try {
    await ensureSettings();
    settingsFailureLogged = false;
  } catch (error) {
    if (!settingsFailureLogged) console.error('brand settings not loaded; serving brand.json until the database answers', error);
    settingsFailureLogged = true;
  }
}

/** The step: sets `locals.brand`, or answers 404 / 421. */
export const brandStep: MiddlewareHandler = async ({ request, url, locals }, next) => {
  if (isConsolePath(url.pathname)) return new Response('Not found', { status: 404, headers: TEXT });
  const override = request.headers.get(BRAND_OVERRIDE_HEADER) ?? url.searchParams.get(BRAND_OVERRIDE_QUERY);
  const bundled = resolveBrand(brands, request.headers.get('host'), override, import.meta.env.DEV);
  if (!bundled) return new Response('This domain is not served here.', { status: 421, headers: TEXT });
  await settingsReady();
  locals.brand = effectiveBrand(bundled, hostnameOf(request.headers.get('host')));
  return next();
};
