/**
 * `GET /pwa-sw.js?platform_type=web` (spec §7 "service worker at /pwa-sw.js; query parameter
 * platform_type"): the Host brand's service worker (src/server/pwa/service-worker.js), the same
 * for every platform (`serviceWorkerQuery`: a malformed platform or another parameter is 400). `no-cache`, so browsers check for a new worker on every
 * navigation; the text changes with the build and the brand's theme, which installs a new worker.
 */
import type { APIRoute } from 'astro';
import { serviceWorkerQuery } from '../../schemas/pwa.ts';
import { themeStamp } from '../../schemas/theme.ts';
import { handle, readQuery } from '../server/endpoint.ts';
import { BUILD_VERSION } from '../server/app-version.ts';
import { serviceWorkerConfig, serviceWorkerScript } from '../server/pwa/service-worker.ts';

export const GET: APIRoute = ({ url, locals }) =>
  handle(async () => {
    readQuery(url, serviceWorkerQuery);
    const script = serviceWorkerScript(serviceWorkerConfig(locals.brand, BUILD_VERSION, themeStamp(locals.brand.theme)));
    return new Response(script, {
      headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Host' },
    });
  });
