/**
 * `POST /web-api/support/email` `{ name, email, subject, message }` (spec §4 "Support button: …
 * email opens a form"): a question answered by e-mail, from a guest or a player, in the request's
 * language (`X-Language`) → 201 `{ request }`. 400 naming each invalid field; 400 with
 * `captcha.code` 114 for a guest without a solved captcha; 413 over SUPPORT_BODY_LIMIT bytes; 429
 * with `retryAfterSeconds` past the sender's limit. CSRF like every `/web-api` write (middleware).
 */
import type { APIRoute } from 'astro';
import { supportEmailBody } from '../../../../schemas/support-api.ts';
import { SUPPORT_BODY_LIMIT } from '../../../domain/office/support-requests.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { createEmailRequest } from '../../../server/office/support-requests.ts';
import { supportSender } from '../../../server/office/support-endpoint.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, supportEmailBody, SUPPORT_BODY_LIMIT);
    const request = await createEmailRequest(await db(), supportSender(context), body);
    return json({ request }, { status: 201 });
  });
