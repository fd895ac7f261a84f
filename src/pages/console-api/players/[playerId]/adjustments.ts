/**
 * `POST /console-api/players/{playerId}/adjustments` {accountId, direction, amount, reason,
 * idempotencyKey}: a balance adjustment through the ledger (`players.adjust` on the player's
 * brand), applied at once at or below the currency's four-eyes threshold, else pending a second
 * staff member's approval → `{ adjustment, replayed }` (201 when new, 200 for a replay of the key).
 * item 6; src/server/staff/adjustments.ts.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { adjustmentRequestAnswer } from '../../../../../schemas/console-answers.ts';
import { adjustmentBody } from '../../../../../schemas/console-players.ts';
import { playerIdParam, staffSource } from '../../../../server/staff/player-endpoint.ts';
import { playerFor } from '../../../../server/staff/player-access.ts';
import { requestAdjustment } from '../../../../server/staff/adjustments.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(adjustmentRequestAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'players.adjust');
    const playerId = playerIdParam(context);
    await playerFor(database, source, 'players.adjust', playerId, source.request);
    const body = await readJson(context.request, adjustmentBody);
    return requestAdjustment(database, source, playerId, body);
  }, { status: (result) => (result.replayed ? 200 : 201) });
