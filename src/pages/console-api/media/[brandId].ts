/**
 * The media library of a brand. `GET /console-api/media/{brandId}` → `{ items }`
 * (newest first; `?before=<ISO time>` pages), action `media.view`. `POST` (multipart/form-data:
 * `file`, `alt.<lng>`) uploads an image → `{ item, created }` (201 when new, 200 for the same bytes
 * uploaded again), action `media.upload`; audited as `media.upload`. 413 over 5 MiB, 415 for a
 * file that is not a JPEG, PNG, WebP, GIF or AVIF image (detected from its bytes), 400 naming the
 * field for missing alt text, 403 (audited) for a brand the staff member is not granted.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { db, readQuery } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { mediaListAnswer, mediaUploadAnswer } from '../../../../schemas/console-answers.ts';
import { AppError } from '../../../server/errors.ts';
import { brands } from '../../../server/brands.ts';
import { requestAddress, requireStaff } from '../../../server/staff/guard.ts';
import { listMedia, uploadMedia } from '../../../server/media/store.ts';
import { readUpload } from '../../../server/media/upload.ts';
import { clearMediaRenderCache } from '../../../server/media/render.ts';
import { safeString } from '../../../../schemas/primitives.ts';

const listQuery = z.object({ before: safeString().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?(?:Z|[+-]\d\d:\d\d)$/, 'must be an ISO time').optional() });

function brandOf(brandId: string | undefined) {
  const brand = brandId ? brands.byId.get(brandId) : undefined;
  if (!brand) throw new AppError('not_found', 'There is no such brand.');
  return brand;
}

export const GET: APIRoute = (context) =>
  consoleHandle(mediaListAnswer, async () => {
    const database = await db();
    const brand = brandOf(context.params.brandId);
    await requireStaff(database, context, 'media.view', brand.id);
    const query = readQuery(context.url, listQuery);
    return { items: await listMedia(database, brand.id, { before: query.before }) };
  });

export const POST: APIRoute = (context) =>
  consoleHandle(mediaUploadAnswer, async () => {
    const database = await db();
    const brand = brandOf(context.params.brandId);
    const actor = await requireStaff(database, context, 'media.upload', brand.id);
    const upload = await readUpload(context.request, brand);
    const result = await uploadMedia(database, {
      brandId: brand.id, bytes: upload.bytes, alt: upload.alt, staffId: actor.id,
      clientAddress: requestAddress(context), fileName: upload.fileName,
    });
    if (result.created) clearMediaRenderCache();
    return result;
  }, { status: (result) => (result.created ? 201 : 200) });
