/**
 * `POST /web-api/api/internal/v1/account/user-transfer/user-data` `{ redirectToken }` →
 * `{ status: 'ok', user: { id, password }, account: { id, type, currency, opened } }` (spec §3
 * User transfer data, §7 Account and transfer): completes the transfer and returns the
 * transferred credentials, once. Refusals: not_found (unknown or used token), time_up.
 */
import type { APIRoute } from 'astro';
import { transferUserDataBody } from '../../../../../../../../schemas/auth-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../../../../server/endpoint.ts';
import { completeTransfer } from '../../../../../../../server/auth/transfer.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { redirectToken } = await readJson(context.request, transferUserDataBody);
    const { brand } = context.locals;
    return completeTransfer(await db(), { brandId: brand.id, playerId }, brand.siteConfig.geoCurrency.iso, redirectToken, context.locals.sessionId);
  });
