/**
 * `POST /console-api/payment-requests/{requestId}/answer` {answer}: answers a player's payment
 * request once (`payment_requests.answer` on the player's brand; 403 audited otherwise; 409 when
 * answered already), audited → `{ request }`; the player's open pages are told (`event: answer`).
 */
import type { APIRoute } from 'astro';
import { answerPaymentRequestBody } from '../../../../../schemas/office-api.ts';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { paymentRequestAnswer } from '../../../../../schemas/console-answers.ts';
import { staffSource } from '../../../../server/staff/player-endpoint.ts';
import { positiveIdParam } from '../../../../server/staff/params.ts';
import { answerPaymentRequest } from '../../../../server/office/payment-requests.ts';
import { notifyOfficeAnswer } from '../../../../server/office/notify.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(paymentRequestAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'payment_requests.answer');
    const requestId = positiveIdParam(context.params.requestId, 'request');
    const { answer } = await readJson(context.request, answerPaymentRequestBody);
    const request = await answerPaymentRequest(database, source.actor, requestId, answer, source);
    await notifyOfficeAnswer(request.playerId, 'payment_request', request.id);
    return { request };
  });
