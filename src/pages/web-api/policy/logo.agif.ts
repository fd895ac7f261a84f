/**
 * `GET /web-api/policy/logo.agif` (spec §7, §9): the brand's policy logo as a GIF image
 * (src/domain/policy-logo.ts), drawn with sharp once per brand and kept in this process; 404 for a
 * brand whose geo country shows none. Cached by browsers for a day.
 */
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { jsonError } from '../../../server/http.ts';
import { policyLogoSvg, showsPolicyLogo } from '../../../domain/policy-logo.ts';

const drawn = new Map<string, Promise<Buffer>>();

export const GET: APIRoute = async ({ locals }) => {
  const { brand } = locals;
  if (!showsPolicyLogo(brand.siteConfig.geoCountryId)) {
    return jsonError([{ status: '404', code: 'not_found', title: 'Not found', detail: 'This brand shows no policy logo.' }]);
  }
  const svg = policyLogoSvg({ name: brand.name, minAge: brand.siteConfig.minAge, accent: brand.theme.accent, accentText: brand.theme.accentText });
  let gif = drawn.get(svg);
  if (!gif) {
    gif = sharp(Buffer.from(svg)).gif().toBuffer();
    drawn.set(svg, gif);
    gif.catch(() => drawn.delete(svg));
  }
  return new Response(new Uint8Array(await gif), { headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'public, max-age=86400', Vary: 'Host' } });
};
