/** `POST /web-api/auth/two-step` `{ challenge, code }`: second login step with a TOTP code (spec §4 login_password_two_step_code). */
import type { APIRoute } from 'astro';
import { twoStepBody } from '../../../../schemas/auth-api.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { completeTwoStep } from '../../../server/auth/service.ts';
import { startSession } from '../../../server/auth/cookies.ts';
import { requestFingerprint } from '../../../server/auth/fingerprint.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, twoStepBody);
    const database = await db();
    await requestFingerprint(database, context.request);
    const outcome = await completeTwoStep(database, context.locals.brand.id, body.challenge, body.code);
    if (outcome.status !== 'ok') throw new Error('two-step cannot ask for another step');
    await startSession(database, context, outcome.playerId, outcome.remember);
    return { status: 'ok', user_id: outcome.playerId };
  });
