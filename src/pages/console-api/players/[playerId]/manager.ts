/**
 * `POST /console-api/players/{playerId}/manager` {staffId | null, phone?, reason}: gives the player
 * a personal manager (spec §2 office `manager`) — a staff member with a role on the player's brand —
 * with an optional direct line, or takes it away (`staffId: null`). `players.manager` on the
 * player's brand (another brand → 403, audited); 422 manager_invalid for staff without a role on
 * the brand. Audited → `{ manager }` (null when taken away).
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { managerAnswer } from '../../../../../schemas/console-answers.ts';
import { managerBody } from '../../../../../schemas/console-players.ts';
import { playerIdParam, staffSource } from '../../../../server/staff/player-endpoint.ts';
import { playerFor } from '../../../../server/staff/player-access.ts';
import { assignManager } from '../../../../server/office/manager.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(managerAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'players.manager');
    const playerId = playerIdParam(context);
    await playerFor(database, source, 'players.manager', playerId, source.request);
    const body = await readJson(context.request, managerBody);
    return { manager: await assignManager(database, { ...source, reason: body.reason }, playerId, { staffId: body.staffId, phone: body.phone ?? null }) };
  });
