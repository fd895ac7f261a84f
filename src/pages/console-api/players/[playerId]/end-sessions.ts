/**
 * `POST /console-api/players/{playerId}/end-sessions` {reason}: ends every session of the player
 * (the next request is a guest's), `players.sessions.end` on the player's brand, audited →
 * `{ ended }` (how many were live). item 6.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { endSessionsAnswer } from '../../../../../schemas/console-answers.ts';
import { endSessionsBody } from '../../../../../schemas/console-players.ts';
import { playerIdParam, staffSource } from '../../../../server/staff/player-endpoint.ts';
import { playerFor } from '../../../../server/staff/player-access.ts';
import { endPlayerSessions } from '../../../../server/staff/players.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(endSessionsAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'players.sessions.end');
    const playerId = playerIdParam(context);
    await playerFor(database, source, 'players.sessions.end', playerId, source.request);
    const body = await readJson(context.request, endSessionsBody);
    return endPlayerSessions(database, { ...source, reason: body.reason }, playerId);
  });
