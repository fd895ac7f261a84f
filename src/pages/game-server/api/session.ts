/**
 * `POST /game-server/api/session` (our game server, src/server/game-server/service.ts): opens or
 * resumes play for the game page: with `token` (a wallet session of a launch) real money, with
 * `demo` that demo wallet, with neither a new demo wallet. Answers
 * `{ mode, demo, balance, currency, seed }` (seed: server seed hash, client seed, next nonce).
 * Refusals: 400, 401 (token unknown or expired: `meta.status` is the wallet's), 404 (demo over).
 * No cookie carries identity here (the token or demo id is in the body), so no CSRF token applies.
 */
import type { APIRoute } from 'astro';
import { gsSessionBody } from '../../../../schemas/game-server.ts';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { activeSeed, playerOf } from '../../../server/game-server/service.ts';

export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = await readJson(request, gsSessionBody);
    const database = await db();
    const player = await playerOf(database, body);
    return { mode: player.mode, demo: player.demoId ?? null, balance: player.balance, currency: player.currency, seed: await activeSeed(database, player.owner) };
  });
