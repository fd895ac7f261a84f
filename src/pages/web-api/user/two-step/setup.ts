/** `POST /web-api/user/two-step/setup`: a new TOTP secret and its otpauth:// URI; active after `enable`. Players only. */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../../server/endpoint.ts';
import { beginTwoStepSetup } from '../../../../server/auth/service.ts';

export const POST: APIRoute = (context) =>
  handle(async () => beginTwoStepSetup(await db(), requirePlayer(context), context.locals.brand.name));
