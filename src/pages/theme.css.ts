/**
 * `GET /theme.css`: the brand's validated theme tokens as CSS custom properties in `@layer brand`.
 * Served as a stylesheet so the page needs no inline styles under the CSP.
 */
import type { APIRoute } from 'astro';
import { themeToCss } from '../../schemas/theme.ts';

export const GET: APIRoute = ({ locals }) =>
  new Response(themeToCss(locals.brand.theme), {
    headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=300', Vary: 'Host' },
  });
