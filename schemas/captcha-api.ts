/**
 * The captcha calls of spec §7 ("POST {api}/captcha/validate (captcha) returns success, type,
 * time, error_message; GET /captcha/update returns time; GET /captcha/gettime returns time"),
 * answered with this portal's self-hosted ALTCHA (src/server/auth/captcha.ts). `time` is always the
 * server's clock in unix seconds, the clock an ALTCHA challenge's `parameters.expiresAt` is read
 * against.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';

/** Spec §7 captcha `type`: 1 the visitor stays, 2 log out. ALTCHA never logs anyone out: always 1. */
export const CAPTCHA_TYPE_STAY = 1;

/** `POST {api}/captcha/validate`: `captcha`, the base64 ALTCHA payload the widget produced (as `X-Captcha-Solution`). */
export const captchaValidateBody = z.strictObject({
  captcha: safeString().min(1, 'solve the captcha first').max(10_000).regex(/^[A-Za-z0-9+/=]+$/, 'must be the base64 payload of the captcha widget'),
});

/** One JSON:API error object (src/server/http.ts ApiError). */
const apiError = z.object({ status: z.string(), code: z.string(), title: z.string(), detail: z.string() });

/**
 * The answer of `POST {api}/captcha/validate`: 200 `success: true` when the solution would be
 * accepted (it is not used up by the check), else 422 with `success: false`, the reason in the
 * request's language in `error_message` and the same as a JSON:API error in `errors`.
 */
export const captchaValidateAnswer = z.strictObject({
  success: z.boolean(),
  type: z.literal(CAPTCHA_TYPE_STAY),
  time: z.number().int(),
  error_message: z.string().nullable(),
  errors: z.array(apiError).optional(),
});

/** `GET /captcha/update` (and `{api}/captcha/update`): a fresh ALTCHA challenge and the server's time. */
export const captchaUpdateAnswer = z.strictObject({
  time: z.number().int(),
  challenge: z.object({ parameters: z.object({ expiresAt: z.number().int().optional() }).loose(), signature: z.string().optional() }).loose(),
});

/** `GET /captcha/gettime` (and `{api}/captcha/gettime`): the server's time. */
export const captchaTimeAnswer = z.strictObject({ time: z.number().int() });

/** The queries of the GET calls: none. */
export const captchaQuery = z.strictObject({});
