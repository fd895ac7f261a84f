/**
 * `GET /media/{id}/{width}.webp`: one stored rendition of a media library image.
 * On a brand's domain only that brand's images are served, with `Cache-Control: public,
 * max-age=31536000, immutable` (the id is a hash of the bytes: new bytes, new URL) and an ETag;
 * on the staff host (the console's previews) to a staff member who may view that brand's media.
 * Anything else is 404: an unknown id or width, another brand's image, another extension.
 */
import type { APIRoute } from 'astro';
import { can } from '../../../domain/staff/roles.ts';
import { MEDIA_CACHE_CONTROL, MEDIA_CONTENT_TYPE, MEDIA_FORMAT, parseRenditionFile } from '../../../domain/media.ts';
import { MEDIA_ID_PATTERN } from '../../../../schemas/blocks.ts';
import { db } from '../../../server/endpoint.ts';
import { readRendition } from '../../../server/media/store.ts';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export const GET: APIRoute = async ({ params, locals, request }) => {
  const id = params.id ?? '';
  const file = parseRenditionFile(params.file ?? '');
  if (!MEDIA_ID_PATTERN.test(id) || !file || file.ext !== MEDIA_FORMAT) return notFound();
  const found = await readRendition(await db(), id, file.width, file.ext);
  if (!found) return notFound();
  const onBrand = locals.brand !== undefined;
  if (onBrand ? found.brandId !== locals.brand!.id : !(locals.staff && can(locals.staff.grants, 'media.view', found.brandId))) return notFound();
  const etag = `"${id}-${file.width}"`;
  const headers = new Headers({
    'Content-Type': MEDIA_CONTENT_TYPE,
    'Cache-Control': onBrand ? MEDIA_CACHE_CONTROL : 'private, no-store',
    ETag: etag,
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(found.bytes.byteLength));
  return new Response(new Uint8Array(found.bytes), { status: 200, headers });
};
