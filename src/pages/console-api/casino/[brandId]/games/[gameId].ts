/**
 * `POST /console-api/casino/{brandId}/games/{gameId}` `{ enabled, position, reason }`: switches a
 * game on or off on a brand and sets its lobby position (`casino.edit` on the brand; 403 audited
 * otherwise), audited → `{ game }`. 400 bad body, 404 unknown brand or a game the brand does not offer.
 */
import type { APIRoute } from 'astro';
import { casinoBrandGameBody } from '../../../../../../schemas/casino-lobby.ts';
import { setBrandGame } from '../../../../../server/casino/console.ts';
import { brands } from '../../../../../server/brands.ts';
import { db, readJson } from '../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../server/staff/answer.ts';
import { casinoGameAnswer } from '../../../../../../schemas/console-answers.ts';
import { AppError } from '../../../../../server/errors.ts';
import { requestAddress, requireStaff } from '../../../../../server/staff/guard.ts';
import { positiveIdParam } from '../../../../../server/staff/params.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(casinoGameAnswer, async () => {
    const database = await db();
    const brandId = context.params.brandId ?? '';
    if (!brands.byId.has(brandId)) throw new AppError('not_found', 'No such brand.');
    const member = await requireStaff(database, context, 'casino.edit', brandId);
    const gameId = positiveIdParam(context.params.gameId, 'game');
    const body = await readJson(context.request, casinoBrandGameBody);
    return { game: await setBrandGame(database, member.id, brandId, gameId, body, requestAddress(context)) };
  });
