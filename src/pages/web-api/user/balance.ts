/** `GET /web-api/user/balance`: balance and accounts fetch (spec §7). Players only. */
import type { APIRoute } from 'astro';
import { LANGUAGES } from '../../../../schemas/language.ts';
import { db, handle, requirePlayer } from '../../../server/endpoint.ts';
import { getBalance } from '../../../server/ledger/accounts.ts';

export const GET: APIRoute = (context) =>
  handle(async () => getBalance(await db(), requirePlayer(context), LANGUAGES[context.locals.lng].htmlLang));
