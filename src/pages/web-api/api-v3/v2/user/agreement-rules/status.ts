/**
 * `GET /web-api/api-v3/v2/user/agreement-rules/status` (spec §7): `{ result, updatedAt }` where
 * `result` is true when the player has accepted the current terms. Players only.
 */
import type { APIRoute } from 'astro';
import { handle, requirePlayer } from '../../../../../../server/endpoint.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    requirePlayer(context);
    const config = context.locals.brand.siteConfig;
    return { result: context.locals.player!.termsVersion >= config.termsVersion, updatedAt: config.termsUpdatedAt };
  });
