/**
 * `POST /console-api/verification/documents/{documentId}/review` {decision, reason?,
 * requestedDocumentType?}: decides a pending document — approve, reject (reason required) or
 * request_additional (reason and the document type asked for required) — and moves the player's
 * verification, audited (action `verification.review` on the player's brand; 403 audited
 * otherwise; 404 for none; 409 when decided already) → `{ document, verification }`.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../server/staff/answer.ts';
import { documentReviewAnswer } from '../../../../../../schemas/console-answers.ts';
import { staffSource } from '../../../../../server/staff/player-endpoint.ts';
import { positiveIdParam } from '../../../../../server/staff/params.ts';
import { reviewDocument } from '../../../../../server/verification/service.ts';
import { notifyVerification } from '../../../../../server/verification/notify.ts';
import { reviewBody } from '../../../../../../schemas/verification-api.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(documentReviewAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'verification.review');
    const body = await readJson(context.request, reviewBody);
    const documentId = positiveIdParam(context.params.documentId, 'document');
    const result = await reviewDocument(database, source, documentId, {
      decision: body.decision, reason: body.reason ?? null, requestedDocumentType: body.requestedDocumentType ?? null,
    }, source.request);
    await notifyVerification(result.playerId, result.state.status);
    return { document: result.document, verification: result.state };
  });
