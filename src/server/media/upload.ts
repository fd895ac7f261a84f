/**
 * Reading an upload of the media library: `POST /console-api/media/{brandId}`
 * as `multipart/form-data` with the image in the field `file` and its alt text in `alt.<lng>`
 * fields (the brand's default language required, other languages of the brand optional). The
 * body is counted while it streams and refused past {@link MEDIA_UPLOAD_BODY_LIMIT} (413); the
 * middleware refuses a larger declared length before reading.
 */
import { z } from 'zod';
import { safeString } from '../../../schemas/primitives.ts';
import type { LocalizedText } from '../../../schemas/blocks.ts';
import { MEDIA_MAX_BYTES } from '../../domain/media.ts';
import { AppError } from '../errors.ts';
import { readMultipartForm } from '../uploads.ts';
import type { LoadedBrand } from '../brands.ts';

/** Largest upload request body, bytes: the image limit and room for the form's other fields. */
export const MEDIA_UPLOAD_BODY_LIMIT = MEDIA_MAX_BYTES + 256 * 1024;

/** True for the upload endpoint's path (`/console-api/media/{brandId}`). */
export function isMediaUploadPath(pathname: string): boolean {
  return /^\/console-api\/media\/[a-z0-9][a-z0-9_-]{0,63}\/?$/.test(pathname);
}

const altTextSchema = safeString().trim().min(1, 'must not be empty').max(300);

/** A read upload. */
export interface ParsedUpload {
  bytes: Buffer;
  fileName: string | null;
  alt: LocalizedText;
}

/**
 * Reads and checks an upload for `brand`.
 * @throws AppError payload_too_large (413) for a body or image over the limits;
 *   unsupported_media_type (415) for a body that is not multipart/form-data; bad_request (400,
 *   `meta.fields`) for a missing file, missing alt text in the brand's default language, alt text of
 *   a language the brand does not have, or alt text that is empty, too long or holds NUL
 */
export async function readUpload(request: Request, brand: LoadedBrand): Promise<ParsedUpload> {
  const form = await readMultipartForm(request, MEDIA_UPLOAD_BODY_LIMIT, 'Send the image as multipart/form-data with the fields file and alt.<language>.');
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) {
    throw new AppError('bad_request', 'file: choose an image to upload.', { fields: ['file'] });
  }
  if (file.size > MEDIA_MAX_BYTES) {
    throw new AppError('payload_too_large', `The image is larger than ${MEDIA_MAX_BYTES} bytes (5 MiB).`, { limit: MEDIA_MAX_BYTES });
  }
  const alt: Record<string, string> = {};
  const problems: { field: string; message: string }[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith('alt.')) continue;
    const lng = name.slice(4);
    if (!(brand.languages as readonly string[]).includes(lng)) {
      problems.push({ field: name, message: `the brand has no language "${lng}"` });
      continue;
    }
    if (typeof value !== 'string') {
      problems.push({ field: name, message: 'must be text' });
      continue;
    }
    if (value.trim() === '') continue;
    const parsed = altTextSchema.safeParse(value);
    if (parsed.success) alt[lng] = parsed.data;
    else problems.push({ field: name, message: parsed.error.issues.map((issue) => issue.message).join('; ') });
  }
  const required = `alt.${brand.defaultLanguage}`;
  if (!alt[brand.defaultLanguage] && !problems.some((p) => p.field === required)) {
    problems.push({ field: required, message: `alt text in the brand's default language (${brand.defaultLanguage}) is required` });
  }
  if (problems.length > 0) {
    throw new AppError('bad_request', problems.map((p) => `${p.field}: ${p.message}`).join('; '), { fields: problems.map((p) => p.field) });
  }
  const name = file instanceof File ? file.name : '';
  return { bytes: Buffer.from(await file.arrayBuffer()), fileName: name && z.string().max(500).safeParse(name).success ? name : null, alt };
}
