/**
 * `POST /web-api/support/callback` `{ name, phone, preferredTime, message? }` (spec §4 "Support
 * button: callback … opens a form"; §6 callback for authenticated players when the language is not
 * in `langsHiddenCallback` and `isAvailableCallback` is on) → 201 `{ request }`. `phone` is
 * international (`+44 20 7946 0000`), stored as E.164. 400 naming each invalid field; 401 for a
 * guest; 403 where the callback is not offered; 413 over SUPPORT_BODY_LIMIT bytes; 429 past the
 * player's limit. CSRF like every `/web-api` write (middleware).
 */
import type { APIRoute } from 'astro';
import { supportCallbackBody } from '../../../../schemas/support-api.ts';
import { SUPPORT_BODY_LIMIT } from '../../../domain/office/support-requests.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { createCallbackRequest } from '../../../server/office/support-requests.ts';
import { supportSender } from '../../../server/office/support-endpoint.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    requirePlayer(context);
    const body = await readJson(context.request, supportCallbackBody, SUPPORT_BODY_LIMIT);
    const request = await createCallbackRequest(await db(), supportSender(context), context.locals.brand.siteConfig, body);
    return json({ request }, { status: 201 });
  });
