/**
 * `GET /console-api/players/{playerId}`: the player's details (accounts, balances, ledger
 * postings, coupons, payments, sessions, adjustments; the staff actions on the player with `audit.view`) for a staff member holding `players.view`
 * on the player's brand; another brand's player is a 403, audited. item 6.
 */
import type { APIRoute } from 'astro';
import { db } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { playerDetailAnswer } from '../../../../../schemas/console-answers.ts';
import { playerIdParam, staffSource } from '../../../../server/staff/player-endpoint.ts';
import { playerFor } from '../../../../server/staff/player-access.ts';
import { playerDetail } from '../../../../server/staff/players.ts';
import { can } from '../../../../domain/staff/roles.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(playerDetailAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'players.view');
    const playerId = playerIdParam(context);
    const player = await playerFor(database, source, 'players.view', playerId, source.request);
    return playerDetail(database, playerId, { withHistory: can(source.actor.grants, 'audit.view', player.brandId) });
  });
