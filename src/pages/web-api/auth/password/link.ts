/**
 * `POST /web-api/auth/password/link` `{ token, password }`: a new password through the reset link
 * of `user/passwordreset` (spec §2); the link works once and until it expires (time_up, else
 * wrong_code, spec §4); every session of the player ends.
 */
import type { APIRoute } from 'astro';
import { linkResetBody } from '../../../../../schemas/auth-api.ts';
import { db, handle, readJson } from '../../../../server/endpoint.ts';
import { resetPasswordByLink } from '../../../../server/auth/account-links.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, linkResetBody);
    return resetPasswordByLink(await db(), context.locals.brand.id, body.token, body.password);
  });
