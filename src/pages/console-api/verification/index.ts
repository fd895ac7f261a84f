/**
 * `GET /console-api/verification`: the queue of pending verification documents of the staff
 * member's brands, oldest first → `{ queue }` (action `verification.view`).
 */
import type { APIRoute } from 'astro';
import { db } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { verificationQueueAnswer } from '../../../../schemas/console-answers.ts';
import { staffSource } from '../../../server/staff/player-endpoint.ts';
import { reviewQueue } from '../../../server/verification/service.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(verificationQueueAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'verification.view');
    return { queue: await reviewQueue(database, source) };
  });
