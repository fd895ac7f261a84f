/**
 * `POST /console-api/players/{playerId}/bonuses/{bonusId}/cancel` `{ reason }`: support cancels a
 * player's active or waiting bonus; its bonus money goes back to the house (`players.bonus` on the
 * player's brand; another brand → 403, audited). 404 not the player's bonus, 409 already ended.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../../server/staff/answer.ts';
import { bonusCancelAnswer } from '../../../../../../../schemas/console-answers.ts';
import { consoleCancelBonusBody } from '../../../../../../../schemas/bonus.ts';
import { playerIdParam, staffSource } from '../../../../../../server/staff/player-endpoint.ts';
import { playerFor } from '../../../../../../server/staff/player-access.ts';
import { positiveIdParam } from '../../../../../../server/staff/params.ts';
import { staffCancelBonus } from '../../../../../../server/bonus/console.ts';
import { feedNow } from '../../../../../../server/feed/clock.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(bonusCancelAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'players.bonus');
    const playerId = playerIdParam(context);
    const { brandId } = await playerFor(database, source, 'players.bonus', playerId, source.request);
    const bonusId = positiveIdParam(context.params.bonusId, 'bonus');
    const { reason } = await readJson(context.request, consoleCancelBonusBody);
    await staffCancelBonus(database, source.actor.id, brandId, playerId, bonusId, reason, feedNow(), source.clientAddress);
    return { ok: true };
  });
