/**
 * `POST /web-api/auth/password/recover` `{ identifier }`: a recovery code and reset link by e-mail or
 * SMS in the request's language (captcha code 100; per-address and per-account limits, 429); same
 * answer for unknown accounts.
 */
import type { APIRoute } from 'astro';
import { recoverBody } from '../../../../../schemas/auth-api.ts';
import { db, handle, readJson } from '../../../../server/endpoint.ts';
import { requestPasswordReset } from '../../../../server/auth/service.ts';
import { requestContext } from '../../../../server/auth/brand-context.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, recoverBody);
    return requestPasswordReset(await db(), context.locals.brand, body.identifier, requestContext(context));
  });
