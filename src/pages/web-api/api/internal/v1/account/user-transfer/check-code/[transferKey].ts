/**
 * `POST /web-api/api/internal/v1/account/user-transfer/check-code/{transferKey}` `{ code }` →
 * `{ status: 'ok', redirectToken }` (spec §7 Account and transfer): checks the SMS code; the
 * redirect token is the input of `user-data`. Refusals: wrong_code, time_up, 404 not_found for a
 * key that is not the logged-in player's.
 */
import type { APIRoute } from 'astro';
import { transferCheckCodeBody, transferKeyParam } from '../../../../../../../../../schemas/auth-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../../../../../server/endpoint.ts';
import { checkTransferCode } from '../../../../../../../../server/auth/transfer.ts';
import { AppError } from '../../../../../../../../server/errors.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const key = transferKeyParam.safeParse(context.params.transferKey);
    if (!key.success) throw new AppError('not_found', 'There is no such transfer.');
    const { code } = await readJson(context.request, transferCheckCodeBody);
    return checkTransferCode(await db(), { brandId: context.locals.brand.id, playerId }, key.data, code);
  });
