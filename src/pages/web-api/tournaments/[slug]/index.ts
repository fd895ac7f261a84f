/**
 * `GET /web-api/tournaments/{slug}`: the brand's tournament's current board (schemas/tournament.ts
 * `tournamentBoardSchema`), the logged-in viewer's row marked. 404 for a slug the brand does not run.
 */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { feedNow } from '../../../../server/feed/clock.ts';
import { brandTournaments, tournamentBoard } from '../../../../server/tournaments/service.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const database = await db();
    const t = (await brandTournaments(database, context.locals.brand)).find((x) => x.slug === context.params.slug);
    if (!t) throw new AppError('not_found', 'No such tournament.');
    return tournamentBoard(database, t, feedNow(), context.locals.playerId);
  });
