/**
 * `POST /game-server/api/seed` (our game server): rotates the player's seed pair — the server
 * seed in use is revealed (`previous.serverSeed`, so every round played with it can be verified)
 * and a new pair starts at nonce 0 with `clientSeed` (or a random one). Answers
 * `{ previous, current }`. Refusals as `/game-server/api/session`. No cookie identity: no CSRF.
 */
import type { APIRoute } from 'astro';
import { gsSeedBody } from '../../../../schemas/game-server.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { playerOf, rotateSeed } from '../../../server/game-server/service.ts';

export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = await readJson(request, gsSeedBody);
    if (!body.token && !body.demo) throw new AppError('bad_request', 'Open a session first: send its token or demo id.');
    const database = await db();
    const player = await playerOf(database, body);
    return rotateSeed(database, player.owner, body.clientSeed);
  });
