/**
 * Request shapes of the verification documents (spec §2 office `verification`/`identification`):
 * the player's upload form field and the console's review body, shared by the islands and the
 * endpoints `/web-api/user/verification/documents` and
 * `/console-api/verification/documents/{id}/review`.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { DOCUMENT_TYPES, REVIEW_DECISIONS, reviewProblems } from '../src/domain/verification/rules.ts';

/** The `documentType` field of the upload form. */
export const documentTypeField = z.enum(DOCUMENT_TYPES);

/**
 * `POST /console-api/verification/documents/{id}/review`: the decision; `reason` (shown to the
 * player) is required for `reject` and `request_additional`, `requestedDocumentType` for
 * `request_additional` — the rule of `reviewProblems` (src/domain/verification/rules.ts), each
 * problem reported on its field.
 */
export const reviewBody = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS),
    reason: safeString().trim().optional(),
    requestedDocumentType: z.enum(DOCUMENT_TYPES).optional(),
  })
  .superRefine((body, ctx) => {
    for (const problem of reviewProblems(body)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
