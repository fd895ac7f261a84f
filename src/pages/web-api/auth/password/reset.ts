/** `POST /web-api/auth/password/reset` `{ identifier, code, password }`: new password; wrong_code or time_up (spec §4); all sessions end. */
import type { APIRoute } from 'astro';
import { resetBody } from '../../../../../schemas/auth-api.ts';
import { db, handle, readJson } from '../../../../server/endpoint.ts';
import { resetPassword } from '../../../../server/auth/service.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, resetBody);
    return resetPassword(await db(), context.locals.brand.id, body.identifier, body.code, body.password);
  });
