/** `POST /web-api/user/account/add` `{ currency }` → `{ success, data: { message, accountId } }` (spec §7). */
import type { APIRoute } from 'astro';
import { addAccountBody } from '../../../../../schemas/wallet-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { addCurrencyAccount } from '../../../../server/ledger/accounts.ts';
import { walletRefusal } from '../../../../server/wallet-refusal.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { currency } = await readJson(context.request, addAccountBody);
    return walletRefusal(async () => ({ success: true, data: await addCurrencyAccount(await db(), playerId, currency) }));
  });
