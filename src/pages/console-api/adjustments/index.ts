/**
 * `GET /console-api/adjustments`: the pending balance adjustments of the players of the brands
 * the staff member may approve on (`adjustments.approve`), newest first → `{ pending }`.
 * item 6.
 */
import type { APIRoute } from 'astro';
import { db } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { pendingAdjustmentsAnswer } from '../../../../schemas/console-answers.ts';
import { staffSource } from '../../../server/staff/player-endpoint.ts';
import { pendingAdjustments } from '../../../server/staff/adjustments.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(pendingAdjustmentsAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'adjustments.approve');
    return { pending: await pendingAdjustments(database, source.actor) };
  });
