/**
 * `GET /web-api/bonuses`: the logged-in player's bonuses, newest first (schemas/bonus.ts
 * `playerBonusViewSchema`), after the player's own bonus sweep (an expiry passed is applied first).
 * 401 for a guest.
 */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../server/endpoint.ts';
import { ensureTemplates, playerBonusViews, sweepBonuses } from '../../../server/bonus/engine.ts';
import { feedNow } from '../../../server/feed/clock.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const database = await db();
    const { brand, lng } = context.locals;
    await ensureTemplates(database, brand);
    await sweepBonuses(database, feedNow(), playerId);
    return { bonuses: await playerBonusViews(database, playerId, lng, brand.defaultLanguage) };
  });
