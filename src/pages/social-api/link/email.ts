/**
 * `POST /social-api/link/email` `{}`: the player asks to confirm linking the pending identity by
 * e-mail: a one-time link goes to the account's verified address through the outbox
 * (src/server/auth/social.ts `sendLinkEmail`); `{ sent: true, expiresInSeconds }`.
 * Refusals: 400 no pending identity, 403 no verified e-mail of an account, 429.
 */
import type { APIRoute } from 'astro';
import { socialLinkEmailBody, socialLinkSentAnswer } from '../../../../schemas/social-login.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { brandContext, requestContext } from '../../../server/auth/brand-context.ts';
import { activeProvider } from '../../../server/auth/social-config.ts';
import { portalOrigin, readPending, sendLinkEmail, SOCIAL_PENDING_COOKIE } from '../../../server/auth/social.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    await readJson(context.request, socialLinkEmailBody);
    const database = await db();
    const pending = await readPending(database, context.cookies.get(SOCIAL_PENDING_COOKIE)?.value);
    if (!pending) throw new AppError('time_up', 'The sign-in has expired. Sign in with the provider again.');
    const providerName = activeProvider(context.locals.brand.id, pending.provider)?.name ?? pending.provider;
    return socialLinkSentAnswer.parse(await sendLinkEmail(database, brandContext(context), pending, providerName, portalOrigin(context), requestContext(context)));
  });
