/**
 * `POST /game-server/api/tickets/cashout` (our game server): cashes out the player's open crash bet
 * at the multiplier of the server's feed clock now → `{ ticket, balance }`
 * (src/server/game-server/tickets.ts cashOut). 404 for no such bet of the player; 409 when it is
 * settled or cashed out already, the round has not started, or it crashed. No cookie identity: no CSRF.
 */
import type { APIRoute } from 'astro';
import { gsCashoutBody } from '../../../../../schemas/game-server.ts';
import { db, handle, readJson } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { playerOf } from '../../../../server/game-server/service.ts';
import { cashOut, ensureTicketSettlement } from '../../../../server/game-server/tickets.ts';

export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = await readJson(request, gsCashoutBody);
    if (!body.token && !body.demo) throw new AppError('bad_request', 'Open a session first: send its token or demo id.');
    const database = await db();
    ensureTicketSettlement(database);
    return cashOut(database, await playerOf(database, body), body.ticket);
  });
