/**
 * `GET /pwa-icon/{size}.png?v=` (spec §9 Apple touch icon sizes 72, 96, 128, 144, 152, 192, 384,
 * 512): the Host brand's icon, drawn from its theme colours on first request
 * (src/server/pwa/icons.ts). With `v` equal to the theme's current stamp (the URLs the manifest
 * and the layout write) the answer is immutable for a year; otherwise it is cached for an hour.
 * Another size or extension is 404, a bad query 400.
 */
import type { APIRoute } from 'astro';
import { pwaIconQuery } from '../../../schemas/pwa.ts';
import { themeStamp } from '../../../schemas/theme.ts';
import { parsePwaIconFile } from '../../domain/pwa.ts';
import { handle, readQuery } from '../../server/endpoint.ts';
import { pwaIconPng } from '../../server/pwa/icons.ts';

export const GET: APIRoute = ({ params, url, locals, request }) =>
  handle(async () => {
    const query = readQuery(url, pwaIconQuery);
    const size = parsePwaIconFile(params.file ?? '');
    if (size === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
    const { theme } = locals.brand;
    const stamp = themeStamp(theme);
    const etag = `"pwa-${stamp}-${size}"`;
    const headers = new Headers({
      'Content-Type': 'image/png',
      'Cache-Control': query.v === stamp ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      ETag: etag,
      Vary: 'Host',
    });
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const png = await pwaIconPng(theme, size);
    headers.set('Content-Length', String(png.byteLength));
    return new Response(new Uint8Array(png), { status: 200, headers });
  });
