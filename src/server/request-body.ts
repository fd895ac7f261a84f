/**
 * The one reader of request bodies under a size limit, for JSON endpoints (src/server/endpoint.ts)
 * and file uploads (src/server/uploads.ts): a declared `Content-Length` over the limit is refused
 * before anything is read, and a body without one (chunked) is counted while it streams and
 * refused as soon as it passes the limit (the rest is never read by the app: Node discards it as
 * it arrives). The middleware refuses a declared length over the path's limit before any endpoint
 * runs (src/server/middleware/body-limit.ts).
 */
import { AppError } from './errors.ts';

/** Largest JSON request body accepted, in bytes (the upload endpoints take their own limits). */
export const JSON_BODY_LIMIT = 64 * 1024;

/** The refusal of a body over `limit` bytes (413 payload_too_large, `meta.limit`). */
export function bodyTooLarge(limit: number): AppError {
  return new AppError('payload_too_large', `The request body is larger than ${limit} bytes.`, { limit });
}

/** Reads the whole body as bytes, at most `limit` bytes. @throws AppError payload_too_large (413) */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw bodyTooLarge(limit);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      throw bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a request body as UTF-8 text, at most `limit` bytes ({@link readBodyBytes}).
 * @throws AppError payload_too_large (413) over the limit; bad_request for bytes that are not UTF-8
 */
export async function readBodyText(request: Request, limit: number = JSON_BODY_LIMIT): Promise<string> {
  const bytes = await readBodyBytes(request, limit);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('bad_request', 'The request body is not UTF-8 text.');
  }
}
