/**
 * `GET /web-api/tournaments/{slug}/live`: Server-Sent Events of the tournament's board — `event:
 * board`, `data:` the board of `GET /web-api/tournaments/{slug}` — at once and whenever it changes
 * (checked every {@link TICK_MS} ms), so every open tournament page follows the standings while
 * players play. 404 for a slug the brand does not run.
 */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { feedNow } from '../../../../server/feed/clock.ts';
import { sseResponse } from '../../../../server/live/sse.ts';
import { brandTournaments, tournamentBoard } from '../../../../server/tournaments/service.ts';

/** Ms between two checks of the board. */
const TICK_MS = 2000;

export const GET: APIRoute = (context) =>
  handle(async () => {
    const database = await db();
    const t = (await brandTournaments(database, context.locals.brand)).find((x) => x.slug === context.params.slug);
    if (!t) throw new AppError('not_found', 'No such tournament.');
    const viewer = context.locals.playerId;
    return sseResponse(context.request, async (send) => {
      let last = '';
      const tick = async () => {
        const board = await tournamentBoard(database, t, feedNow(), viewer);
        const { now: _now, ...state } = board;
        const text = JSON.stringify(state);
        if (text !== last) {
          last = text;
          send({ event: 'board', data: board });
        }
      };
      await tick();
      const timer = setInterval(() => void tick().catch(() => {}), TICK_MS);
      return () => clearInterval(timer);
    });
  });
