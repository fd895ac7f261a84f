/**
 * `POST /casino-wallet-api/v1/{providerId}/{call}`: the seamless wallet API game providers call,
 * as an Astro endpoint for `astro dev`; the built server answers these paths before the page
 * pipeline (src/server/direct/). Both answer through src/server/casino/wallet-http.ts (its
 * docstring is the contract).
 */
import type { APIRoute } from 'astro';
import { WALLET_SIGNATURE_HEADER } from '../../../../../schemas/casino-wallet.ts';
import { readBodyText } from '../../../../server/request-body.ts';
import { json } from '../../../../server/http.ts';
import { walletHttpCall } from '../../../../server/casino/wallet-http.ts';
import { feedNow } from '../../../../server/feed/clock.ts';

export const POST: APIRoute = async ({ params, request }) => {
  const answer = await walletHttpCall(params.provider ?? '', params.call ?? '', () => readBodyText(request), request.headers.get(WALLET_SIGNATURE_HEADER), feedNow);
  return json(answer.body, { status: answer.status, cacheControl: 'no-store' });
};
