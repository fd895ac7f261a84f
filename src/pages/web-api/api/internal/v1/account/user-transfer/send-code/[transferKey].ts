/**
 * `POST /web-api/api/internal/v1/account/user-transfer/send-code/{transferKey}`
 * `{ country_code, phone, captcha? }` → `{ status: 'ok', expiresInSeconds }` (spec §7 Account and
 * transfer): the transfer code by SMS. Captcha code 113; the logged-in player's own transfer key,
 * else 404 not_found.
 */
import type { APIRoute } from 'astro';
import { transferKeyParam, transferSendCodeBody } from '../../../../../../../../../schemas/auth-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../../../../../server/endpoint.ts';
import { requestContext } from '../../../../../../../../server/auth/brand-context.ts';
import { sendTransferCode } from '../../../../../../../../server/auth/transfer.ts';
import { AppError } from '../../../../../../../../server/errors.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const key = transferKeyParam.safeParse(context.params.transferKey);
    if (!key.success) throw new AppError('not_found', 'There is no such transfer.');
    const body = await readJson(context.request, transferSendCodeBody);
    const ctx = requestContext(context);
    return sendTransferCode(await db(), { brandId: context.locals.brand.id, playerId }, key.data, body.country_code, body.phone, {
      ...ctx,
      captchaHeader: ctx.captchaHeader ?? body.captcha ?? null,
    });
  });
