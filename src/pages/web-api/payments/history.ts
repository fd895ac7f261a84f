/** `GET /web-api/payments/history?page&perPage&direction`: `{ entities, total_count }` (spec §3 Payment history entry). */
import type { APIRoute } from 'astro';
import { paymentHistoryQuery } from '../../../../schemas/wallet-api.ts';
import { db, handle, readQuery, requirePlayer } from '../../../server/endpoint.ts';
import { paymentHistory } from '../../../server/payments/history.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    return paymentHistory(await db(), playerId, readQuery(context.url, paymentHistoryQuery));
  });
