/**
 * `POST /game-server/api/action` (our game server): the next decision in the player's open round
 * of a multi-step game (video poker: `draw` with the 5 hold flags; blackjack: hit, stand, double,
 * split) → `{ round, balance, currency, allowed }` (src/server/game-server/multi-step.ts).
 * Refusals: 400 (a decision the hand does not allow), 404 (no such round of this player), 409 (the
 * round is over, or another decision was applied meanwhile), 422 insufficient_funds and the
 * wallet's refusals for an extra stake. No cookie identity: no CSRF.
 */
import type { APIRoute } from 'astro';
import { gsActionBody } from '../../../../schemas/game-server.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { playerOf } from '../../../server/game-server/service.ts';
import { applyDecision } from '../../../server/game-server/multi-step.ts';

export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = await readJson(request, gsActionBody);
    if (!body.token && !body.demo) throw new AppError('bad_request', 'Open a session first: send its token or demo id.');
    const database = await db();
    return applyDecision(database, await playerOf(database, body), body.round, body.action);
  });
