/** `POST /web-api/user/two-step/disable` `{ code }`: turns two-step login off after a current code. 409 when it is off. Players only. */
import type { APIRoute } from 'astro';
import { disableTwoStepBody } from '../../../../../schemas/office-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { disableTwoStep } from '../../../../server/office/security.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { code } = await readJson(context.request, disableTwoStepBody);
    return disableTwoStep(await db(), playerId, code);
  });
