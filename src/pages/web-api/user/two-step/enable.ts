/** `POST /web-api/user/two-step/enable` `{ code }`: turns two-step login on after a correct code. Players only. */
import type { APIRoute } from 'astro';
import { enableTwoStepBody } from '../../../../../schemas/auth-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { confirmTwoStepSetup } from '../../../../server/auth/service.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { code } = await readJson(context.request, enableTwoStepBody);
    return confirmTwoStepSetup(await db(), playerId, code);
  });
