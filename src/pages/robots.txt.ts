/**
 * `GET /robots.txt` (issue 13 item 5): crawlers may read the brand's pages but not its APIs, the
 * personal office or the print view, and find the brand's sitemap on the request's origin.
 */
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ url }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /bff-api/',
    'Disallow: /web-api/',
    'Disallow: /*/office/',
    'Disallow: /*/print-coupon/',
    `Sitemap: ${new URL('/sitemap.xml', url).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', Vary: 'Host' } });
};
