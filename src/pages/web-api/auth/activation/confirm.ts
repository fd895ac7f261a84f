/**
 * `POST /web-api/auth/activation/confirm` `{ token }`: confirms the e-mail of an activation link
 * (spec §2 user/activate), without login: `{ activation_type }` (spec §4). The link works once and
 * until it expires (time_up, else wrong_code); 409 already_registered when the e-mail has become
 * another player's.
 */
import type { APIRoute } from 'astro';
import { activationConfirmBody } from '../../../../../schemas/auth-api.ts';
import { db, handle, readJson } from '../../../../server/endpoint.ts';
import { activateByLink } from '../../../../server/auth/account-links.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const { token } = await readJson(context.request, activationConfirmBody);
    const { activationType } = await activateByLink(await db(), context.locals.brand.id, token);
    return { activation_type: activationType };
  });
