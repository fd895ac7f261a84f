/**
 * `POST /casino-wallet-api/hub88/{providerId}/{user/info|user/balance|transaction/bet|transaction/win|transaction/rollback}`:
 * Hub88's seamless wallet API (schemas/casino-wallet-hub88.ts) for providers set to protocol
 * `hub88`, answered by the wallet core through src/server/casino/hub88.ts. Every Hub88 call answers
 * HTTP 200 with `status` in the body, refusals included (Hub88 reads the status, not the HTTP code):
 * invalid partner, signature (checked over the raw body bytes before anything is parsed), syntax,
 * types, and the core's statuses. A body over {@link JSON_BODY_LIMIT} is RS_ERROR_WRONG_SYNTAX,
 * unread. A provider id not of the id form or a path that is not a Hub88 call is 404
 * `{status: 'RS_ERROR_UNKNOWN'}` before the body is read or the database opened. Not a browser
 * API: no session, no CSRF, no cross-site form check (src/server/middleware/origin-check.ts).
 */
import type { APIRoute } from 'astro';
import { HUB88_CALLS, HUB88_SIGNATURE_HEADER, type Hub88Call } from '../../../../../schemas/casino-wallet-hub88.ts';
import { walletProviderId } from '../../../../../schemas/casino-wallet.ts';
import { db } from '../../../../server/endpoint.ts';
import { JSON_BODY_LIMIT, readBodyBytes } from '../../../../server/request-body.ts';
import { json } from '../../../../server/http.ts';
import { isAppError } from '../../../../server/errors.ts';
import { hub88Call } from '../../../../server/casino/hub88.ts';
import { feedNow } from '../../../../server/feed/clock.ts';

const NO_STORE = 'no-store';

export const POST: APIRoute = async ({ params, request }) => {
  const provider = walletProviderId.safeParse(params.provider ?? '');
  if (!provider.success) return json({ status: 'RS_ERROR_UNKNOWN', error: 'unknown provider' }, { status: 404, cacheControl: NO_STORE });
  const call = (HUB88_CALLS as readonly string[]).includes(params.call ?? '') ? (params.call as Hub88Call) : null;
  if (!call) return json({ status: 'RS_ERROR_UNKNOWN', error: 'unknown wallet call' }, { status: 404, cacheControl: NO_STORE });
  let body: Buffer;
  try {
    body = await readBodyBytes(request, JSON_BODY_LIMIT);
  } catch (error) {
    if (isAppError(error)) return json({ status: 'RS_ERROR_WRONG_SYNTAX' }, { cacheControl: NO_STORE });
    throw error;
  }
  try {
    return json(await hub88Call(await db(), provider.data, call, body, request.headers.get(HUB88_SIGNATURE_HEADER), feedNow()), { cacheControl: NO_STORE });
  } catch (error) {
    console.error('hub88 wallet call failed', error);
    return json({ status: 'RS_ERROR_UNKNOWN' }, { cacheControl: NO_STORE });
  }
};
