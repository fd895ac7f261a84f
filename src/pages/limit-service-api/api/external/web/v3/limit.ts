/**
 * `DELETE /limit-service-api/api/external/web/v3/limit?limitId=`: cancels a pending change, or asks
 * to remove an active limit (pending 24 h; a money limit answers 202 with the PGSI questions
 * first); 403 for self-exclusion and time-out (cannot be cancelled); 404 for another player's limit.
 */
import type { APIRoute } from 'astro';
import { deleteLimitQuery } from '../../../../../../../schemas/limits-api.ts';
import { db, handle, readQuery } from '../../../../../../server/endpoint.ts';
import { json } from '../../../../../../server/http.ts';
import { limitRequest } from '../../../../../../server/responsible/endpoint.ts';
import { deleteLimit } from '../../../../../../server/responsible/service.ts';

export const DELETE: APIRoute = (context) =>
  handle(async () => {
    const { playerId, now, t } = limitRequest(context);
    const { limitId } = readQuery(context.url, deleteLimitQuery);
    const result = await deleteLimit(await db(), playerId, limitId, now, t);
    return json(result, { status: result.status === 202 ? 202 : 200 });
  });
