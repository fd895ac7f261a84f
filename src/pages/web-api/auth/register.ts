/**
 * `POST /web-api/auth/register`: fast (one-click), e-mail or phone registration (spec §4, §5, §6).
 * 201 `{ user_id, login?, password? }` (a fast registration's credentials are shown once) and the
 * player is logged in. Refused on VIP domains and when registration is off (403), without a
 * captcha solution (400 with `captcha.code` 112). The referral cookies the visitor carries
 * (src/domain/referral/capture.ts) are stored with the player.
 */
import type { APIRoute } from 'astro';
import { registerBody } from '../../../../schemas/auth-api.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { register } from '../../../server/auth/service.ts';
import { startSession } from '../../../server/auth/cookies.ts';
import { brandContext, requestContext } from '../../../server/auth/brand-context.ts';
import { referralOf } from '../../../domain/referral/capture.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, registerBody);
    const database = await db();
    const input =
      body.type === 'fast' ? body
      : body.type === 'email' ? body
      : { type: 'phone' as const, countryCode: body.country_code, phoneNumber: body.phone_number, password: body.password, smsCode: body.sms_code };
    const referral = referralOf((name) => context.cookies.get(name)?.value);
    const result = await register(database, brandContext(context), input, requestContext(context), referral);
    await startSession(database, context, result.playerId, false);
    return json({ user_id: result.playerId, ...('login' in result ? { login: result.login, password: result.password } : {}) }, { status: 201 });
  });
