/**
 * `GET /manifest.json?lang=` (spec §7 "Manifest at /manifest.json"): the web app manifest of the
 * Host's brand in the asked language (a language the brand does not offer a guest, or none, gives
 * the brand's default): brand name, start URL `/{lng}/?platform_type=pwa`, display standalone, the
 * theme's colours and one PNG icon per spec §9 size. Cached briefly per Host, as `/theme.css` is,
 * since the brand settings may change the name and colours at run time; a bad query is a 400.
 */
import type { APIRoute } from 'astro';
import { pwaLanguageQuery } from '../../schemas/pwa.ts';
import { themeStamp } from '../../schemas/theme.ts';
import { chooseLanguage } from '../domain/language.ts';
import { webAppManifest } from '../domain/pwa.ts';
import { handle, readQuery } from '../server/endpoint.ts';
import { tFor } from '../i18n/index.ts';

export const GET: APIRoute = ({ url, locals }) =>
  handle(async () => {
    const query = readQuery(url, pwaLanguageQuery);
    const { brand } = locals;
    const lng = chooseLanguage(brand, [query.lang], false);
    const manifest = webAppManifest({ name: brand.name, theme: brand.theme, themeStamp: themeStamp(brand.theme), lng, description: tFor(brand.id, lng)('pwa_description') });
    return new Response(JSON.stringify(manifest), {
      headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=300', Vary: 'Host' },
    });
  });
