/**
 * `GET /console-api/payment-requests`: the players' payment requests of the brands the staff
 * member answers on (`payment_requests.answer`), open ones first → `{ requests }`.
 */
import type { APIRoute } from 'astro';
import { db } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { paymentRequestsAnswer } from '../../../../schemas/console-answers.ts';
import { staffSource } from '../../../server/staff/player-endpoint.ts';
import { staffRequests } from '../../../server/office/payment-requests.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(paymentRequestsAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'payment_requests.answer');
    return { requests: await staffRequests(database, source.actor) };
  });
