/**
 * `POST /web-api/user/verification/documents` (multipart/form-data: `documentType`, `file`):
 * the logged-in player uploads a verification document → 201 `{ document, verification }` (200
 * when the same file is still pending). The type is detected from the bytes: JPEG, PNG, WebP or
 * PDF, else 415; over 10 MiB 413; 400 naming the field for a missing type or file; 409 once
 * verified; 401 for guests. CSRF-checked by the middleware like every `/web-api` write.
 */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../../../server/endpoint.ts';
import { json } from '../../../../../server/http.ts';
import { uploadDocument, verificationView } from '../../../../../server/verification/service.ts';
import { readDocumentUpload } from '../../../../../server/verification/upload.ts';
import { serverDocumentFiles } from '../../../../../server/verification/files.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const upload = await readDocumentUpload(context.request);
    const database = await db();
    const result = await uploadDocument(database, serverDocumentFiles(), { playerId, ...upload });
    const verification = await verificationView(database, playerId);
    return json({ document: result.document, verification }, { status: result.created ? 201 : 200 });
  });
