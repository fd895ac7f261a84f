/**
 * `POST /social-api/registration` `{ acceptTerms: true }`: finishes the social registration of the
 * identity waiting in the `social_pending` cookie (src/server/auth/social.ts
 * `registerWithIdentity`): 201 `{ user_id, redirectUrl }` with a session, like a password
 * registration. Refusals: 400 (no pending identity, terms not accepted), 403 registration closed,
 * 409 (the identity or its verified e-mail has an account: link instead), 429.
 */
import type { APIRoute } from 'astro';
import { socialDoneAnswer, socialRegistrationBody } from '../../../schemas/social-login.ts';
import { db, handle, readJson } from '../../server/endpoint.ts';
import { json } from '../../server/http.ts';
import { AppError } from '../../server/errors.ts';
import { startSession } from '../../server/auth/cookies.ts';
import { brandContext, requestContext } from '../../server/auth/brand-context.ts';
import { afterSignIn, dropPending, readPending, registerWithIdentity, SOCIAL_PENDING_COOKIE } from '../../server/auth/social.ts';
import { referralOf } from '../../domain/referral/capture.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    await readJson(context.request, socialRegistrationBody);
    const database = await db();
    const pending = await readPending(database, context.cookies.get(SOCIAL_PENDING_COOKIE)?.value);
    if (!pending) throw new AppError('time_up', 'The sign-in has expired. Sign in with the provider again.');
    const referral = referralOf((name) => context.cookies.get(name)?.value);
    const playerId = await registerWithIdentity(database, brandContext(context), pending, requestContext(context), referral);
    await startSession(database, context, playerId, false);
    dropPending(context);
    return json(socialDoneAnswer.parse({ user_id: playerId, redirectUrl: afterSignIn(pending.returnTo, pending.lng) }), { status: 201 });
  });
