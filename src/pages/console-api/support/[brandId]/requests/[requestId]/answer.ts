/**
 * `POST /console-api/support/{brandId}/requests/{requestId}/answer` `{ answer }`: answers a
 * support request of the brand once (`support_requests.answer` on the brand; 403 audited
 * otherwise) → `{ request }`. In one transaction: open → answered, the audit row, and the e-mail
 * to the visitor in the outbox; then a player's open pages are told (`event: answer`, topic
 * `support_request`). 400 for a blank or too long answer, 404 for an unknown request or brand,
 * 409 when it is answered already.
 */
import type { APIRoute } from 'astro';
import { answerSupportRequestBody } from '../../../../../../../schemas/support-api.ts';
import { SUPPORT_BODY_LIMIT } from '../../../../../../domain/office/support-requests.ts';
import { db, readJson } from '../../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../../server/staff/answer.ts';
import { supportRequestAnswer } from '../../../../../../../schemas/console-answers.ts';
import { requestAddress, requireStaffOnBrand } from '../../../../../../server/staff/guard.ts';
import { positiveIdParam } from '../../../../../../server/staff/params.ts';
import { answerSupportRequest } from '../../../../../../server/office/support-requests.ts';
import { notifyOfficeAnswer } from '../../../../../../server/office/notify.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(supportRequestAnswer, async () => {
    const database = await db();
    const { brand, member } = await requireStaffOnBrand(database, context, 'support_requests.answer');
    const requestId = positiveIdParam(context.params.requestId, 'request');
    const { answer } = await readJson(context.request, answerSupportRequestBody, SUPPORT_BODY_LIMIT);
    const request = await answerSupportRequest(database, member, brand, requestId, answer, { clientAddress: requestAddress(context) });
    if (request.playerId !== null) await notifyOfficeAnswer(request.playerId, 'support_request', request.id);
    return { request };
  });
