/** `POST /web-api/auth/sms/send` `{ phone_number, country_code }`: an SMS code for login or phone registration (captcha code 113). */
import type { APIRoute } from 'astro';
import { smsSendBody } from '../../../../../schemas/auth-api.ts';
import { db, handle, readJson } from '../../../../server/endpoint.ts';
import { sendSmsCode } from '../../../../server/auth/service.ts';
import { requestContext } from '../../../../server/auth/brand-context.ts';
import { requestFingerprint } from '../../../../server/auth/fingerprint.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, smsSendBody);
    const database = await db();
    await requestFingerprint(database, context.request);
    return sendSmsCode(database, context.locals.brand, body.country_code, body.phone_number, requestContext(context));
  });
