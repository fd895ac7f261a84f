/**
 * `POST /web-api/auth/login` in the form modes login_password, phone_password and sms (spec §4,
 * §7). `{ status: 'ok', user_id }` with a new session cookie, or `{ status: 'two_step_required',
 * challenge }` for `POST /web-api/auth/two-step`. Wrong details: 400 "Wrong login or password."
 * whether or not the account exists; limits (src/server/auth/rate-limit.ts): captcha (code 111)
 * after 3 failures of the identifier, 429 after 5 from one address or device, or after 20 from
 * unknown devices; the known-device cookie of an earlier login of the account keeps its owner in.
 */
import type { APIRoute } from 'astro';
import { loginBody } from '../../../../schemas/auth-api.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { loginWithPassword, loginWithPhone, loginWithSms } from '../../../server/auth/service.ts';
import { startSession } from '../../../server/auth/cookies.ts';
import { requestContext } from '../../../server/auth/brand-context.ts';
import { DEVICE_COOKIE, readKnownDevice } from '../../../server/auth/known-device.ts';
import { requestFingerprint } from '../../../server/auth/fingerprint.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, loginBody);
    const database = await db();
    // A fingerprint header must be one this server signed and still valid (spec §3 Fingerprint).
    await requestFingerprint(database, context.request);
    const brandId = context.locals.brand.id;
    const ctx = { ...requestContext(context), knownDevice: await readKnownDevice(database, context.cookies.get(DEVICE_COOKIE)?.value) };
    const outcome =
      body.mode === 'login_password' ? await loginWithPassword(database, brandId, body.uLogin, body.uPassword, body.save, ctx)
      : body.mode === 'phone_password' ? await loginWithPhone(database, brandId, body.country_code, body.phone_number, body.uPassword, body.save, ctx)
      : await loginWithSms(database, brandId, body.country_code, body.phone_number, body.code, body.save);
    if (outcome.status === 'two_step_required') return outcome;
    await startSession(database, context, outcome.playerId, outcome.remember);
    return { status: 'ok', user_id: outcome.playerId };
  });
