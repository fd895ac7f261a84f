/**
 * `POST /social-api/link/password` `{ password }`: the player consents to link the pending identity
 * to the account of its verified e-mail by entering that account's password
 * (src/server/auth/social.ts `linkWithPassword`); `{ user_id, redirectUrl }` with a session.
 * Refusals: 400 wrong password (captcha code 111 after 3), 403 (no verified e-mail of an account,
 * or two-step login: link by e-mail), 409 already linked, 429.
 */
import type { APIRoute } from 'astro';
import { socialDoneAnswer, socialLinkPasswordBody } from '../../../../schemas/social-login.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { startSession } from '../../../server/auth/cookies.ts';
import { requestContext } from '../../../server/auth/brand-context.ts';
import { afterSignIn, dropPending, linkWithPassword, readPending, SOCIAL_PENDING_COOKIE } from '../../../server/auth/social.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, socialLinkPasswordBody);
    const database = await db();
    const pending = await readPending(database, context.cookies.get(SOCIAL_PENDING_COOKIE)?.value);
    if (!pending) throw new AppError('time_up', 'The sign-in has expired. Sign in with the provider again.');
    const playerId = await linkWithPassword(database, context.locals.brand.id, pending, body.password, requestContext(context));
    await startSession(database, context, playerId, false);
    dropPending(context);
    return socialDoneAnswer.parse({ user_id: playerId, redirectUrl: afterSignIn(pending.returnTo, pending.lng) });
  });
