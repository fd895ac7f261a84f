/**
 * `GET /robots.txt`: crawlers may read the brand's pages but not its APIs, the
 * personal office or the print view, and find the brand's sitemap on its canonical origin.
 */
import type { APIRoute } from 'astro';
import { canonicalOrigin } from '../domain/seo.ts';

export const GET: APIRoute = ({ locals }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /bff-api/',
    'Disallow: /web-api/',
    'Disallow: /*/office/',
    'Disallow: /*/print-coupon/',
    `Sitemap: ${canonicalOrigin(locals.brand.domains)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', Vary: 'Host' } });
};
