/**
 * Reading and checking file uploads (the media library's images, players' verification
 * documents): the body is read by src/server/request-body.ts, counted while it streams and refused
 * past its limit (413; the middleware refuses a larger declared length before reading,
 * src/server/middleware/body-limit.ts),
 * read as multipart/form-data (anything else 415), and the file's type is detected from its
 * bytes with file-type — never from its name or the type the browser declared.
 */
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors.ts';
import { readBodyBytes } from './request-body.ts';

/**
 * Reads a multipart/form-data body of at most `limit` bytes.
 * @param notMultipart the 415 message for a body of another type
 * @throws AppError unsupported_media_type (415) for another content type; payload_too_large (413)
 *   over the limit; bad_request for a body that does not parse
 */
export async function readMultipartForm(request: Request, limit: number, notMultipart: string): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(contentType)) throw new AppError('unsupported_media_type', notMultipart);
  const body = await readBodyBytes(request, limit);
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('bad_request', 'The form data cannot be read.');
  }
}

/** What {@link detectAcceptedType} checks against and says. */
export interface AcceptedTypes {
  /** Largest file, bytes. */
  maxBytes: number;
  /** MIME types accepted, as file-type names them. */
  accepted: readonly string[];
  /** The 413 message. */
  tooLarge: string;
  /** The 415 message for a detected type (null: not recognised). */
  refused: (detected: string | null) => string;
}

/**
 * Checks a file's size and detects its type from its bytes.
 * @returns the detected MIME type, one of `accepted`
 * @throws AppError payload_too_large (413, `meta.limit`) over `maxBytes`; unsupported_media_type
 *   (415, `meta.detected`, `meta.accepted`) for another or an unrecognised type
 */
export async function detectAcceptedType(bytes: Uint8Array, rule: AcceptedTypes): Promise<string> {
  if (bytes.byteLength > rule.maxBytes) throw new AppError('payload_too_large', rule.tooLarge, { limit: rule.maxBytes });
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !rule.accepted.includes(detected.mime)) {
    throw new AppError('unsupported_media_type', rule.refused(detected?.mime ?? null), { detected: detected?.mime ?? null, accepted: rule.accepted });
  }
  return detected.mime;
}
