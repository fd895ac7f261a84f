/**
 * `POST /game-server/api/tickets/list` (our game server): the player's latest tickets of a game →
 * `{ tickets, balance }`, after settling the draws that are over (each exactly once; the same
 * settlement runs every 2 s on every instance). No cookie identity: no CSRF.
 */
import type { APIRoute } from 'astro';
import { gsTicketListBody } from '../../../../../schemas/game-server.ts';
import { db, handle, readJson } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { playerOf } from '../../../../server/game-server/service.ts';
import { ensureTicketSettlement, settleDueTickets, ticketsOf } from '../../../../server/game-server/tickets.ts';

export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = await readJson(request, gsTicketListBody);
    if (!body.token && !body.demo) throw new AppError('bad_request', 'Open a session first: send its token or demo id.');
    const database = await db();
    ensureTicketSettlement(database);
    await settleDueTickets(database);
    const player = await playerOf(database, body);
    return { tickets: await ticketsOf(database, player, body.game), balance: player.balance };
  });
