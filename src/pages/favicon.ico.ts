/**
 * `GET /favicon.ico`: the icon browsers ask for on their own, on player hosts (the Host brand's
 * colours) and on staff hosts (the console's colours), as a 32 × 32 ICO (src/server/pwa/icons.ts).
 * Cached for a day: a theme change reaches tabs within that time.
 */
import type { APIRoute } from 'astro';
import { handle } from '../server/endpoint.ts';
import { CONSOLE_ICON_COLOURS, faviconIco } from '../server/pwa/icons.ts';

export const GET: APIRoute = ({ locals }) =>
  handle(async () => {
    // A staff host resolves no brand (src/server/staff/request.ts).
    const colours = (locals.brand as typeof locals.brand | undefined)?.theme ?? CONSOLE_ICON_COLOURS;
    const ico = await faviconIco(colours);
    return new Response(new Uint8Array(ico), {
      status: 200,
      headers: { 'Content-Type': 'image/x-icon', 'Content-Length': String(ico.byteLength), 'Cache-Control': 'public, max-age=86400', Vary: 'Host' },
    });
  });
