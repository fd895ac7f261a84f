/** `GET /limit-service-api/api/external/web/v3/reasons/selfexclude`: `{ reasons: [{ id, title }] }` in the request's language. */
import type { APIRoute } from 'astro';
import { handle } from '../../../../../../../server/endpoint.ts';
import { limitRequest } from '../../../../../../../server/responsible/endpoint.ts';
import { selfExclusionReasons } from '../../../../../../../server/responsible/service.ts';

export const GET: APIRoute = (context) =>
  handle(async () => selfExclusionReasons(limitRequest(context).t));
