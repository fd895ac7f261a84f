/**
 * `GET`/`POST /web-api/office/payment-requests` (office `payment/requests`, `payment/create-request`):
 * GET answers the player's requests `{ requests }` (status, answer); POST files one
 * `{ topicId, subTopicId?, paymentId?, message }` → 201 with the request. 404 for a payment that is
 * not the player's, 400 when topic, sub-topic and payment do not fit. Players only.
 */
import type { APIRoute } from 'astro';
import { createPaymentRequestBody } from '../../../../schemas/office-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { createPaymentRequest, playerRequests } from '../../../server/office/payment-requests.ts';

export const GET: APIRoute = (context) =>
  handle(async () => json({ requests: await playerRequests(await db(), requirePlayer(context)) }, { cacheControl: 'private, no-store' }));

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const body = await readJson(context.request, createPaymentRequestBody);
    const request = await createPaymentRequest(await db(), { id: playerId, brandId: context.locals.brand.id }, body);
    return json({ request }, { status: 201 });
  });
