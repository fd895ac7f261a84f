/** `POST /web-api/user/account/remove` `{ id }` → `{ success, data: { message } }` (spec §7). */
import type { APIRoute } from 'astro';
import { removeAccountBody } from '../../../../../schemas/wallet-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { removeCurrencyAccount } from '../../../../server/ledger/accounts.ts';
import { walletRefusal } from '../../../../server/wallet-refusal.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { id } = await readJson(context.request, removeAccountBody);
    return walletRefusal(async () => ({ success: true, data: await removeCurrencyAccount(await db(), playerId, id) }));
  });
