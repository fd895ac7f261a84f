/**
 * `POST /console-api/adjustments/{adjustmentId}/reject` {reason}: rejects a pending adjustment (no money moves)
 * (`adjustments.approve` on the player's brand, never the requester's own; 409 when decided
 * already), audited → the adjustment. item 6.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { adjustmentDecisionAnswer } from '../../../../../schemas/console-answers.ts';
import { decisionBody } from '../../../../../schemas/console-players.ts';
import { adjustmentIdParam, staffSource } from '../../../../server/staff/player-endpoint.ts';
import { decideAdjustment } from '../../../../server/staff/adjustments.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(adjustmentDecisionAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'adjustments.approve');
    const adjustmentId = adjustmentIdParam(context);
    const body = await readJson(context.request, decisionBody);
    return { adjustment: await decideAdjustment(database, { ...source, reason: body.reason }, adjustmentId, 'reject', source.request) };
  });
