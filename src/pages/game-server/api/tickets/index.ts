/**
 * `POST /game-server/api/tickets` (our game server): buys a TV keno ticket or places a crash bet for
 * the round taking bets at the feed clock's now → `{ ticket, balance }`
 * (src/server/game-server/tickets.ts). Refusals: 400 (picks, auto cash-out), 409 (the round is
 * running: `meta.opensAt` of the next; or 10 tickets already), 422
 * insufficient_funds and the wallet's refusals. No cookie identity: no CSRF.
 */
import type { APIRoute } from 'astro';
import { gsTicketBody } from '../../../../../schemas/game-server.ts';
import { db, handle, readJson } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { playerOf } from '../../../../server/game-server/service.ts';
import { buyTicket, ensureTicketSettlement, type TicketParams } from '../../../../server/game-server/tickets.ts';

export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = await readJson(request, gsTicketBody);
    if (!body.token && !body.demo) throw new AppError('bad_request', 'Open a session first: send its token or demo id.');
    const database = await db();
    ensureTicketSettlement(database);
    const params: TicketParams = body.game === 'tv-keno' ? { picks: body.picks } : body.game === 'crash' ? { autoCents: body.autoCents ?? null } : {};
    return buyTicket(database, await playerOf(database, body), body.game, params, body.stakeMinor);
  });
