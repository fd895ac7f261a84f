/**
 * `POST /game-server/api/play` (our game server): plays one round of a game for the player of
 * `token` (real money through the wallet API) or `demo` (fun money) and answers
 * `{ round, balance, currency }`; for video poker and blackjack it deals the round (open, with
 * `allowed` decisions for `/api/action`). Refusals: 400 (parameters the game refuses), 401 (token), 403
 * (wallet: user disabled or a responsible-gaming limit; `meta.status`), 404 (demo over), 422
 * insufficient_funds (`meta.balance`), 503 (the wallet did not answer). No cookie identity: no CSRF.
 */
import type { APIRoute } from 'astro';
import { gsPlayBody } from '../../../../schemas/game-server.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { playGameRound, playerOf } from '../../../server/game-server/service.ts';
import { startMultiStep } from '../../../server/game-server/multi-step.ts';
import { MULTI_STEP_GAMES } from '../../../../schemas/game-server.ts';

export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = await readJson(request, gsPlayBody);
    if (!body.token && !body.demo) throw new AppError('bad_request', 'Open a session first: send its token or demo id.');
    const database = await db();
    const player = await playerOf(database, body);
    // Video poker and blackjack are dealt here and go on with /api/action.
    if ((MULTI_STEP_GAMES as readonly string[]).includes(body.params.game)) return startMultiStep(database, player, body.params, body.stakeMinor);
    return playGameRound(database, player, body.params, body.stakeMinor);
  });
