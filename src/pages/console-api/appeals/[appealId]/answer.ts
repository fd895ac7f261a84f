/**
 * `POST /console-api/appeals/{appealId}/answer` {decision: upheld|lifted, reply}: answers a banned
 * player's appeal once (spec §4 Ban; the reply is shown on the player's `block-appeal-history`),
 * `players.ban` on the player's brand (another brand → 403, audited); `lifted` sets the ban level
 * to 0. → the answered appeal (the player's open pages are told: `event: answer`). 409 when
 * answered already or the ban changed since.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { appealAnswer } from '../../../../../schemas/console-answers.ts';
import { appealAnswerBody } from '../../../../../schemas/console-players.ts';
import { staffSource } from '../../../../server/staff/player-endpoint.ts';
import { positiveIdParam } from '../../../../server/staff/params.ts';
import { playerFor } from '../../../../server/staff/player-access.ts';
import { answerAppeal, appealPlayer } from '../../../../server/office/appeals.ts';
import { AppError } from '../../../../server/errors.ts';
import { notifyOfficeAnswer } from '../../../../server/office/notify.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(appealAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'players.ban');
    const appealId = positiveIdParam(context.params.appealId, 'appeal');
    const playerId = await appealPlayer(database, appealId);
    if (playerId === null) throw new AppError('not_found', 'No such appeal.');
    await playerFor(database, source, 'players.ban', playerId, source.request);
    const body = await readJson(context.request, appealAnswerBody);
    const answered = await answerAppeal(database, source, appealId, body);
    await notifyOfficeAnswer(playerId, 'appeal', appealId);
    return answered;
  });
