/**
 * Request shapes of the verification documents (spec §2 office `verification`/`identification`):
 * the player's upload form field and the console's review body, shared by the islands and the
 * endpoints `/web-api/user/verification/documents` and
 * `/console-api/verification/documents/{id}/review`.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { DOCUMENT_TYPES, REVIEW_DECISIONS } from '../src/domain/verification/rules.ts';

/** The `documentType` field of the upload form. */
export const documentTypeField = z.enum(DOCUMENT_TYPES);

/**
 * `POST /console-api/verification/documents/{id}/review`: the decision; `reason` (shown to the
 * player) is required for `reject` and `request_additional`, `requestedDocumentType` for
 * `request_additional`.
 */
export const reviewBody = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS),
    reason: safeString().trim().max(500).optional(),
    requestedDocumentType: z.enum(DOCUMENT_TYPES).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision !== 'approve' && (body.reason ?? '').length < 3) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'give the player a reason of at least 3 characters' });
    }
    if (body.decision === 'request_additional' && !body.requestedDocumentType) {
      ctx.addIssue({ code: 'custom', path: ['requestedDocumentType'], message: 'choose the document to ask for' });
    }
  });
