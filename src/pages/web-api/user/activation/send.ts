/**
 * `POST /web-api/user/activation/send` `{ email }`: sends the logged-in player an activation link
 * for the e-mail (the registered one again, or a new one), in the request's language (spec §2
 * user/activate, user/accountverify). 429 after 3 an hour; 409 for another player's e-mail.
 */
import type { APIRoute } from 'astro';
import { activationSendBody } from '../../../../../schemas/auth-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { sendActivationLink } from '../../../../server/auth/service.ts';
import { requestContext } from '../../../../server/auth/brand-context.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { email } = await readJson(context.request, activationSendBody);
    return sendActivationLink(await db(), context.locals.brand, playerId, email, requestContext(context));
  });
