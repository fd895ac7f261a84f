/**
 * `POST /console-api/players/{playerId}/ban` {banLevel, banVersion?, reason}: sets the player's
 * ban level (spec §4 Ban; 0 lifts it), `players.ban` on the player's brand, audited →
 * `{ banLevel, banVersion }`. item 6.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { banAnswer } from '../../../../../schemas/console-answers.ts';
import { banBody } from '../../../../../schemas/console-players.ts';
import { playerIdParam, staffSource } from '../../../../server/staff/player-endpoint.ts';
import { playerFor } from '../../../../server/staff/player-access.ts';
import { banPlayer } from '../../../../server/staff/players.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(banAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'players.ban');
    const playerId = playerIdParam(context);
    await playerFor(database, source, 'players.ban', playerId, source.request);
    const body = await readJson(context.request, banBody);
    return banPlayer(database, { ...source, reason: body.reason }, playerId, { banLevel: body.banLevel, banVersion: body.banVersion });
  });
