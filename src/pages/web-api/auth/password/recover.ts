/** `POST /web-api/auth/password/recover` `{ identifier }`: a recovery code by e-mail or SMS (captcha code 100); same answer for unknown accounts. */
import type { APIRoute } from 'astro';
import { recoverBody } from '../../../../../schemas/auth-api.ts';
import { db, handle, readJson } from '../../../../server/endpoint.ts';
import { requestPasswordReset } from '../../../../server/auth/service.ts';
import { requestContext } from '../../../../server/auth/brand-context.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, recoverBody);
    return requestPasswordReset(await db(), context.locals.brand.id, body.identifier, requestContext(context));
  });
