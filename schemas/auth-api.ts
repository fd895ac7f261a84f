/**
 * Request bodies of the identity APIs (spec §7 Session and auth: field names as the
 * spec's login calls — uLogin, uPassword, save, phone_number, country_code).
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';

const password = safeString().min(1, 'enter a password').max(1024);
const phoneNumber = safeString().regex(/^[\d\s()-]{4,20}$/, 'must be a phone number');
const countryCode = safeString().regex(/^\+*\d{1,4}$/, 'must be a country dialling code such as +44');
const code = safeString().regex(/^\d{6}$/, 'must be the 6-digit code');

/** `POST /web-api/auth/register`. */
export const registerBody = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('fast') }),
  z.strictObject({ type: z.literal('email'), email: safeString().max(320), password }),
  z.strictObject({ type: z.literal('phone'), phone_number: phoneNumber, country_code: countryCode, password, sms_code: code }),
]);

/** `POST /web-api/auth/login` in the form modes of spec §4. */
export const loginBody = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('login_password'), uLogin: safeString().min(1).max(320), uPassword: password, save: z.boolean().default(false) }),
  z.strictObject({ mode: z.literal('phone_password'), phone_number: phoneNumber, country_code: countryCode, uPassword: password, save: z.boolean().default(false) }),
  z.strictObject({ mode: z.literal('sms'), phone_number: phoneNumber, country_code: countryCode, code, save: z.boolean().default(false) }),
]);

/** `POST /web-api/auth/two-step` (mode login_password_two_step_code). */
export const twoStepBody = z.strictObject({ challenge: safeString().min(20).max(100), code });

/** `POST /web-api/session/fingerprint`: the browser's device hash (ThumbmarkJS, hex). */
export const fingerprintBody = z.strictObject({ hash: safeString().regex(/^[0-9a-f]{16,128}$/, 'must be the device hash in hexadecimal') });

/** `POST /web-api/auth/sms/send`. */
export const smsSendBody = z.strictObject({ phone_number: phoneNumber, country_code: countryCode });

/** `POST /web-api/auth/password/recover`: e-mail or phone in international format. */
export const recoverBody = z.strictObject({ identifier: safeString().min(3).max(320) });

/** `POST /web-api/auth/password/reset`. */
export const resetBody = z.strictObject({ identifier: safeString().min(3).max(320), code, password });

/** A link token of the account pages (src/server/auth/account-links.ts): 32 bytes base64url. */
const linkToken = safeString().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of the link');

/** `POST /web-api/auth/password/link`: a new password through a reset link. */
export const linkResetBody = z.strictObject({ token: linkToken, password });

/** `POST /web-api/auth/activation/confirm`: an e-mail confirmed through an activation link. */
export const activationConfirmBody = z.strictObject({ token: linkToken });

/** `POST /web-api/user/activation/send`: an activation link for the player's (new) e-mail. */
export const activationSendBody = z.strictObject({ email: safeString().min(3).max(320) });

/** `POST /web-api/user/phone/confirm`: a phone confirmed by the SMS code sent to it. */
export const phoneConfirmBody = z.strictObject({ phone_number: phoneNumber, country_code: countryCode, code });

/** `POST /web-api/user/two-step/enable`. */
export const enableTwoStepBody = z.strictObject({ code });

/** `POST /web-api/user/bonus-choice` (spec §4: decline, sports bonus, casino bonus). */
export const bonusChoiceBody = z.strictObject({ choice: z.enum(['none', 'sports', 'casino']) });

/** `{transferKey}` of the user transfer calls (spec §7 Account and transfer): base64url, as issued. */
export const transferKeyParam = safeString().regex(/^[A-Za-z0-9_-]{16,64}$/);

/**
 * `POST /web-api/api/internal/v1/account/user-transfer/send-code/{transferKey}` (spec §7:
 * country_code, phone, captcha). The captcha solution may come in the body or, as on every other
 * call, in the `X-Captcha-Solution` header.
 */
export const transferSendCodeBody = z.strictObject({ country_code: countryCode, phone: phoneNumber, captcha: safeString().min(1).max(10_000).optional() });

/** `POST .../user-transfer/check-code/{transferKey}` (spec §7: code). */
export const transferCheckCodeBody = z.strictObject({ code });

/** `POST .../user-transfer/user-data` (spec §7: redirectToken). */
export const transferUserDataBody = z.strictObject({ redirectToken: safeString().min(20).max(100) });

/**
 * `GET /web-api/session/secure-data` (spec §7 "Secure-data call returns ggru and a per-host grant
 * value written to cookies (grant cookie 30 minutes)", src/server/auth/grant.ts) takes no
 * parameters; it answers the visitor's country in lower case (null when unknown), the signed grant
 * of this host (also in the HttpOnly cookie `grant`) and when it runs out (ISO 8601 UTC).
 */
export const secureDataQuery = z.strictObject({});

/** The answer of `GET /web-api/session/secure-data`. */
export const secureDataAnswer = z.strictObject({
  ggru: z.string().regex(/^[a-z]{2}$/).nullable(),
  grant: z.string().regex(/^\d+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/),
  expiresAt: z.iso.datetime(),
});
