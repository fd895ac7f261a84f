/**
 * `GET /console-api/players/{playerId}`: the player's details (accounts, balances, ledger
 * postings, coupons, payments, sessions, adjustments) for a staff member holding `players.view`
 * on the player's brand; another brand's player is a 403, audited. Issue 12, item 6.
 */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../../server/endpoint.ts';
import { playerIdParam, staffSource } from '../../../../server/staff/player-endpoint.ts';
import { playerFor } from '../../../../server/staff/player-access.ts';
import { playerDetail } from '../../../../server/staff/players.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const database = await db();
    const source = await staffSource(database, context, 'players.view');
    const playerId = playerIdParam(context);
    await playerFor(database, source, 'players.view', playerId, source.request);
    return playerDetail(database, playerId);
  });
