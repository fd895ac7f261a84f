/**
 * `POST /console-api/bonuses/{brandId}/tournaments` `{ tournament, reason }`: creates or changes the
 * brand's casino tournament with `tournament.slug` — metric, games, minimum stake, schedule (period
 * and anchor), prizes, on or off (`bonuses.edit` on the brand; 403 audited otherwise), audited →
 * `{ tournament }`. 400 bad body naming the field, 404 unknown brand, 422 a currency not the brand's.
 */
import type { APIRoute } from 'astro';
import { consoleTournamentBody } from '../../../../../schemas/tournament.ts';
import { saveTournament, tournamentInputOf } from '../../../../server/tournaments/service.ts';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { tournamentAnswer } from '../../../../../schemas/console-answers.ts';
import { requestAddress, requireStaffOnBrand } from '../../../../server/staff/guard.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(tournamentAnswer, async () => {
    const database = await db();
    const { brand, member } = await requireStaffOnBrand(database, context, 'bonuses.edit');
    const body = await readJson(context.request, consoleTournamentBody);
    return { tournament: tournamentInputOf(await saveTournament(database, member.id, brand, body.tournament, body.reason, requestAddress(context))) };
  });
