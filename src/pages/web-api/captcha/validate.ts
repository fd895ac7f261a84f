/**
 * `POST /web-api/captcha/validate` `{ captcha }` (spec §7 "POST {api}/captcha/validate (captcha)
 * returns success, type, time, error_message"; {api} is /web-api): whether the ALTCHA solution
 * `captcha` (the widget's base64 payload) would be accepted now by a request that needs a captcha.
 * The check does not use it up. 200 `{ success: true, type: 1, time, error_message: null }`;
 * refused (invalid, expired or used already) 422 `{ success: false, type: 1, time, error_message,
 * errors }` with the reason in the request's language. `type` 2 (log out) never occurs. Guests and
 * players (CSRF token as on every /web-api write).
 */
import type { APIRoute } from 'astro';
import { captchaValidateAnswer, captchaValidateBody, CAPTCHA_TYPE_STAY } from '../../../../schemas/captcha-api.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { captchaRefusal, captchaTime, type CaptchaRefusal } from '../../../server/auth/captcha.ts';
import { tFor } from '../../../i18n/index.ts';

/** The dictionary key of each refusal's message. */
const REFUSAL_TEXT: Record<CaptchaRefusal, string> = { invalid: 'captcha_failed', expired: 'captcha_expired', used: 'captcha_used' };

export const POST: APIRoute = (context) =>
  handle(async () => {
    const { captcha } = await readJson(context.request, captchaValidateBody, 12 * 1024);
    const refusal = await captchaRefusal(await db(), captcha);
    const time = captchaTime();
    if (!refusal) return json(captchaValidateAnswer.parse({ success: true, type: CAPTCHA_TYPE_STAY, time, error_message: null }));
    const message = tFor(context.locals.brand.id, context.locals.lng)(REFUSAL_TEXT[refusal]);
    return json(captchaValidateAnswer.parse({
      success: false, type: CAPTCHA_TYPE_STAY, time, error_message: message,
      errors: [{ status: '422', code: `captcha_${refusal}`, title: `captcha ${refusal}`, detail: message }],
    }), { status: 422 });
  });
