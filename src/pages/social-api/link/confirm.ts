/**
 * `GET /social-api/link/confirm?token=…&lang=…`: the e-mailed consent link. Links the identity to
 * the account the link was sent to (once, within 30 min; src/server/auth/social.ts `confirmLink`),
 * starts a session and goes (303) to the office account page. Refusals: 400 JSON (bad, used or
 * expired link), 409 (the identity is linked meanwhile).
 */
import type { APIRoute } from 'astro';
import { socialLinkConfirmQuery } from '../../../../schemas/social-login.ts';
import { db, handle, readQuery } from '../../../server/endpoint.ts';
import { startSession } from '../../../server/auth/cookies.ts';
import { confirmLink, dropPending } from '../../../server/auth/social.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const { token } = readQuery(context.url, socialLinkConfirmQuery);
    const database = await db();
    const playerId = await confirmLink(database, context.locals.brand.id, token);
    await startSession(database, context, playerId, false);
    dropPending(context);
    return new Response(null, { status: 303, headers: { location: `/${context.locals.lng}/office/account`, 'cache-control': 'no-store' } });
  });
