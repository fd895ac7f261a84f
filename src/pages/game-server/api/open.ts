/**
 * `POST /game-server/api/open` (our game server): the player's open round of a multi-step game,
 * to resume it after a reload → `{ open: { round, balance, currency, allowed } | null }`
 * (src/server/game-server/multi-step.ts openRound). No cookie identity: no CSRF.
 */
import type { APIRoute } from 'astro';
import { gsOpenBody } from '../../../../schemas/game-server.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { playerOf } from '../../../server/game-server/service.ts';
import { openRound } from '../../../server/game-server/multi-step.ts';

export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = await readJson(request, gsOpenBody);
    if (!body.token && !body.demo) throw new AppError('bad_request', 'Open a session first: send its token or demo id.');
    const database = await db();
    return { open: await openRound(database, await playerOf(database, body), body.game) };
  });
