/** `POST /web-api/user/account/switch` `{ id }` → `{ success, message: 'main_account_will_set', id }` (spec §4, §7). */
import type { APIRoute } from 'astro';
import { switchAccountBody } from '../../../../../schemas/wallet-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { switchAccount } from '../../../../server/ledger/accounts.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { id } = await readJson(context.request, switchAccountBody);
    return { success: true, ...(await switchAccount(await db(), playerId, id)) };
  });
