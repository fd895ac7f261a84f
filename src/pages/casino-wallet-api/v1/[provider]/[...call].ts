/**
 * `POST /casino-wallet-api/v1/{providerId}/{user/info|user/balance|transaction/bet|transaction/win|transaction/rollback}`:
 * the seamless wallet API game providers call (schemas/casino-wallet.ts, src/server/casino/wallet.ts).
 * The signature is checked over the raw body before anything else: missing or bad → 401
 * RS_ERROR_INVALID_SIGNATURE and nothing is read further; a body not of the call's shape → 400
 * RS_ERROR_WRONG_SYNTAX; otherwise 200 with the call's status. A provider id not of the id form
 * (NUL byte, overlong, not a slug) or an unknown call → 404 `{status: 'RS_ERROR_UNKNOWN', error}`
 * before the body is read or the database opened. Not a browser API: no session, no CSRF and no
 * cross-site form check (the signature authenticates the provider), so the Content-Type —
 * application/json, text/plain or none — does not change the answer.
 */
import type { APIRoute } from 'astro';
import type { z } from 'zod';
import {
  WALLET_SIGNATURE_HEADER, walletBalanceRequest, walletBetRequest, walletInfoRequest, walletProviderId, walletRollbackRequest, walletWinRequest, type WalletResponse,
} from '../../../../../schemas/casino-wallet.ts';
import { db } from '../../../../server/endpoint.ts';
import { readBodyText } from '../../../../server/request-body.ts';
import { json } from '../../../../server/http.ts';
import { isAppError } from '../../../../server/errors.ts';
import { providerKey, signatureValid } from '../../../../server/casino/signature.ts';
import { walletBalance, walletBet, walletInfo, walletRollback, walletWin } from '../../../../server/casino/wallet.ts';
import { feedNow } from '../../../../server/feed/clock.ts';
import type { Db } from '../../../../server/db/client.ts';

type Handler = { schema: z.ZodType; run: (db: Db, provider: string, body: never, now: number) => Promise<WalletResponse> };
const CALLS: Record<string, Handler> = {
  'user/info': { schema: walletInfoRequest, run: walletInfo },
  'user/balance': { schema: walletBalanceRequest, run: walletBalance },
  'transaction/bet': { schema: walletBetRequest, run: walletBet },
  'transaction/win': { schema: walletWinRequest, run: walletWin },
  'transaction/rollback': { schema: walletRollbackRequest, run: walletRollback },
};

const NO_STORE = 'no-store';

export const POST: APIRoute = async ({ params, request }) => {
  const provider = walletProviderId.safeParse(params.provider ?? '');
  if (!provider.success) return json({ status: 'RS_ERROR_UNKNOWN', error: 'unknown provider' }, { status: 404, cacheControl: NO_STORE });
  const name = params.call ?? '';
  const call = Object.hasOwn(CALLS, name) ? CALLS[name] : undefined;
  if (!call) return json({ status: 'RS_ERROR_UNKNOWN', error: 'unknown wallet call' }, { status: 404, cacheControl: NO_STORE });
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (isAppError(error)) return json({ status: 'RS_ERROR_WRONG_SYNTAX', error: error.detail }, { status: error.status, cacheControl: NO_STORE });
    throw error;
  }
  const database = await db();
  const key = await providerKey(database, provider.data);
  if (!key || !signatureValid(key, Buffer.from(text, 'utf8'), request.headers.get(WALLET_SIGNATURE_HEADER))) {
    return json({ status: 'RS_ERROR_INVALID_SIGNATURE' }, { status: 401, cacheControl: NO_STORE });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ status: 'RS_ERROR_WRONG_SYNTAX', error: 'body is not JSON' }, { status: 400, cacheControl: NO_STORE });
  }
  const parsed = call.schema.safeParse(body);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    return json({ status: 'RS_ERROR_WRONG_SYNTAX', error: detail }, { status: 400, cacheControl: NO_STORE });
  }
  try {
    return json(await call.run(database, provider.data, parsed.data as never, feedNow()), { cacheControl: NO_STORE });
  } catch (error) {
    console.error('casino wallet call failed', error);
    return json({ status: 'RS_ERROR_UNKNOWN' }, { status: 500, cacheControl: NO_STORE });
  }
};
