/**
 * `POST /console-api/bonuses/{brandId}/tournaments` `{ tournament, reason }`: creates or changes the
 * brand's casino tournament with `tournament.slug` — metric, games, minimum stake, schedule (period
 * and anchor), prizes, on or off (`bonuses.edit` on the brand; 403 audited otherwise), audited →
 * `{ tournament }`. 400 bad body naming the field, 404 unknown brand, 422 a currency not the brand's.
 */
import type { APIRoute } from 'astro';
import { consoleTournamentBody } from '../../../../../schemas/tournament.ts';
import { saveTournament, tournamentInputOf } from '../../../../server/tournaments/service.ts';
import { brands } from '../../../../server/brands.ts';
import { db, handle, readJson } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { requestAddress, requireStaff } from '../../../../server/staff/guard.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const database = await db();
    const brandId = context.params.brandId ?? '';
    const brand = brands.byId.get(brandId);
    if (!brand) throw new AppError('not_found', 'No such brand.');
    const member = await requireStaff(database, context, 'bonuses.edit', brandId);
    const body = await readJson(context.request, consoleTournamentBody);
    return { tournament: tournamentInputOf(await saveTournament(database, member.id, brand, body.tournament, body.reason, requestAddress(context))) };
  });
