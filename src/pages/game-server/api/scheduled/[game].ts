/**
 * `GET /game-server/api/scheduled/{game}?round=N` (our game server; game = crash | bingo | tv-keno):
 * the public view of a scheduled round (schemas/casino-scheduled.ts) at the feed clock's now —
 * the current round without `round`. The seed hash is there from the start, the server seed once
 * the round is over (for the verify page). 404 for another game, 400 for a bad round number.
 */
import type { APIRoute } from 'astro';
import { db, handle, readQuery } from '../../../../server/endpoint.ts';
import { AppError } from '../../../../server/errors.ts';
import { feedNow } from '../../../../server/feed/clock.ts';
import { scheduledGameSchema, scheduledRoundQuery } from '../../../../../schemas/casino-scheduled.ts';
import { roundAt } from '../../../../domain/casino/scheduled.ts';
import { scheduledRoundAt } from '../../../../server/casino/scheduled.ts';

export const GET: APIRoute = ({ params, url }) =>
  handle(async () => {
    const game = scheduledGameSchema.safeParse(params.game);
    if (!game.success) throw new AppError('not_found', 'There is no such game.');
    const query = readQuery(url, scheduledRoundQuery);
    const now = feedNow();
    const round = query.round ?? roundAt(game.data, now).round;
    return { round: await scheduledRoundAt(await db(), game.data, round, now) };
  });
