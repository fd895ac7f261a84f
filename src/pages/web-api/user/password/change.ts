/**
 * `POST /web-api/user/password/change` `{ oldPassword, newPassword }` (office `security`, spec §3
 * protection method is_changed_password): changes the password; the player's other sessions end.
 * 400 invalid_credentials for a wrong current password, 400 bad_request for a refused new one.
 */
import type { APIRoute } from 'astro';
import { changePasswordBody } from '../../../../../schemas/office-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { changePassword } from '../../../../server/office/security.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { oldPassword, newPassword } = await readJson(context.request, changePasswordBody);
    return changePassword(await db(), playerId, context.locals.sessionId ?? '', oldPassword, newPassword);
  });
