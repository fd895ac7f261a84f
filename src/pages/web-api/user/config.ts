/** `GET /web-api/user/config`: the user config of spec §3 (result). Players only. */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../server/endpoint.ts';
import { userConfig } from '../../../server/office/user-config.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    requirePlayer(context);
    return { result: await userConfig(await db(), context.locals.player!) };
  });
