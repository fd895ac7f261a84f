/**
 * Reading a player's document upload: `POST /web-api/user/verification/documents` as
 * multipart/form-data with `documentType` (one of the document types) and `file`. The body is
 * read by the shared upload reader (src/server/uploads.ts): counted while it streams and refused
 * past {@link DOCUMENT_UPLOAD_BODY_LIMIT} (413; the middleware refuses a larger declared length
 * first), anything but multipart 415.
 */
import { documentTypeField } from '../../../schemas/verification-api.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_UPLOAD_BODY_LIMIT, type DocumentType } from '../../domain/verification/rules.ts';
import { AppError } from '../errors.ts';
import { readMultipartForm } from '../uploads.ts';

export { DOCUMENT_UPLOAD_BODY_LIMIT };

/** The upload endpoint's path. */
export const DOCUMENT_UPLOAD_PATH = '/web-api/user/verification/documents';

/** True for the upload endpoint's path. */
export function isDocumentUploadPath(pathname: string): boolean {
  return pathname === DOCUMENT_UPLOAD_PATH || pathname === `${DOCUMENT_UPLOAD_PATH}/`;
}

/**
 * Reads the form.
 * @throws AppError unsupported_media_type (415) for a body that is not multipart/form-data;
 *   payload_too_large (413) over the limits; bad_request (400, `meta.fields`) for a missing or
 *   unknown document type or a missing file
 */
export async function readDocumentUpload(request: Request): Promise<{ documentType: DocumentType; bytes: Buffer }> {
  const form = await readMultipartForm(request, DOCUMENT_UPLOAD_BODY_LIMIT, 'Send the document as multipart/form-data with the fields documentType and file.');
  const type = documentTypeField.safeParse(form.get('documentType'));
  if (!type.success) throw new AppError('bad_request', 'documentType: choose the kind of document.', { fields: ['documentType'] });
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw new AppError('bad_request', 'file: choose a file to upload.', { fields: ['file'] });
  if (file.size > DOCUMENT_MAX_BYTES) {
    throw new AppError('payload_too_large', `The document is larger than ${DOCUMENT_MAX_BYTES} bytes (10 MiB).`, { limit: DOCUMENT_MAX_BYTES });
  }
  return { documentType: type.data, bytes: Buffer.from(await file.arrayBuffer()) };
}
