/**
 * `POST /limit-service-api/api/external/web/v3/BlockUser` `{ days, reasonId? }` (spec §7 `POST
 * {path}/BlockUser`): self-exclusion for `days` (spec §5 list), answers `{ success }`. Every session
 * of the person (every brand, src/server/responsible/login.ts) ends at once, this one included.
 */
import type { APIRoute } from 'astro';
import { blockUserBody } from '../../../../../../../schemas/limits-api.ts';
import { db, handle, readJson } from '../../../../../../server/endpoint.ts';
import { limitRequest } from '../../../../../../server/responsible/endpoint.ts';
import { blockUser } from '../../../../../../server/responsible/service.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const { playerId, now, t } = limitRequest(context);
    const body = await readJson(context.request, blockUserBody);
    return blockUser(await db(), playerId, body.days, body.reasonId, now, t);
  });
