/** `GET /limit-service-api/api/external/web/v3/availablelimits`: the offered limit types with their measure and option list (spec §5). */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../../../../server/endpoint.ts';
import { limitRequest } from '../../../../../../server/responsible/endpoint.ts';
import { availableLimits } from '../../../../../../server/responsible/service.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const { playerId } = limitRequest(context);
    return availableLimits(await db(), playerId);
  });
