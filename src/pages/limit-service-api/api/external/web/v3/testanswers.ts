/**
 * `POST /limit-service-api/api/external/web/v3/testanswers` `{ tokenGuid, answers: [{ questionId,
 * value }] }`: scores the PGSI (src/domain/responsible/pgsi.ts) and answers `{ questionsResult,
 * success, limitsData }`; 404 for an unknown or another player's token, 400 naming `answers`.
 */
import type { APIRoute } from 'astro';
import { testAnswersBody } from '../../../../../../../schemas/limits-api.ts';
import { db, handle, readJson } from '../../../../../../server/endpoint.ts';
import { limitRequest } from '../../../../../../server/responsible/endpoint.ts';
import { testAnswers } from '../../../../../../server/responsible/service.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const { playerId, now } = limitRequest(context);
    const body = await readJson(context.request, testAnswersBody);
    return testAnswers(await db(), playerId, body.tokenGuid, body.answers, now);
  });
