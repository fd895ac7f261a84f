/**
 * `GET /web-api/lotto/tickets`: the logged-in player's latest lotto tickets, newest first
 * (`{ tickets }`, at most 50; src/server/lotto/tickets.ts). 401 for guests.
 */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../server/endpoint.ts';
import { playerTickets } from '../../../server/lotto/tickets.ts';
import { feedNow } from '../../../server/feed/clock.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    return { tickets: await playerTickets(await db(), playerId, feedNow(), 50) };
  });
