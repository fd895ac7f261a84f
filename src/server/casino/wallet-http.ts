/**
 * One seamless-wallet call over HTTP, whatever serves it (the direct route of scripts/serve.ts,
 * src/server/direct/, or the Astro endpoint `src/pages/casino-wallet-api/v1/[provider]/[...call].ts`
 * under `astro dev`): `POST /casino-wallet-api/v1/{providerId}/{user/info|user/balance|
 * transaction/bet|transaction/win|transaction/rollback}` (schemas/casino-wallet.ts,
 * src/server/casino/wallet.ts).
 * The signature is checked over the raw body before anything else: missing or bad → 401
 * RS_ERROR_INVALID_SIGNATURE and nothing is read further; a body not of the call's shape → 400
 * RS_ERROR_WRONG_SYNTAX (a body over 64 KiB → 413, not UTF-8 → 400); otherwise 200 with the call's
 * status. A provider id not of the id form (NUL byte, overlong, not a slug) or an unknown call →
 * 404 `{status: 'RS_ERROR_UNKNOWN', error}` before the body is read or the database opened. Not a
 * browser API: no session, no CSRF and no cross-site form check (the signature authenticates the
 * provider), so the Content-Type — application/json, text/plain or none — does not change the answer.
 */
import type { z } from 'zod';
import {
  walletBalanceRequest, walletBetRequest, walletInfoRequest, walletProviderId, walletRollbackRequest, walletWinRequest, type WalletResponse,
} from '../../../schemas/casino-wallet.ts';
import { db } from '../endpoint.ts';
import { isAppError } from '../errors.ts';
import { providerKey, signatureValid } from './signature.ts';
import { walletBalance, walletBet, walletInfo, walletRollback, walletWin } from './wallet.ts';
import type { Db } from '../db/client.ts';

/** Path prefix of the wallet API. */
export const WALLET_PATH_PREFIX = '/casino-wallet-api/v1/';

type Handler = { schema: z.ZodType; run: (db: Db, provider: string, body: never, now: number) => Promise<WalletResponse> };
const CALLS: Record<string, Handler> = {
  'user/info': { schema: walletInfoRequest, run: walletInfo },
  'user/balance': { schema: walletBalanceRequest, run: walletBalance },
  'transaction/bet': { schema: walletBetRequest, run: walletBet },
  'transaction/win': { schema: walletWinRequest, run: walletWin },
  'transaction/rollback': { schema: walletRollbackRequest, run: walletRollback },
};

/** An answer: HTTP status and the JSON body (sent with `Cache-Control: no-store`). */
export interface WalletHttpAnswer {
  status: number;
  body: WalletResponse | { status: string; error?: string };
}

/**
 * Answers one wallet call (see the module).
 * @param providerParam the `{providerId}` path segment; `callName` the rest of the path
 * @param readText reads the raw body as UTF-8; throws AppError payload_too_large or bad_request
 * @param signature the `X-Wallet-Signature` header, or null
 * @param now the feed clock (src/server/feed/clock.ts `feedNow`), read when the call runs, UTC ms
 */
export async function walletHttpCall(
  providerParam: string, callName: string, readText: () => Promise<string>, signature: string | null, now: () => number,
): Promise<WalletHttpAnswer> {
  const provider = walletProviderId.safeParse(providerParam);
  if (!provider.success) return { status: 404, body: { status: 'RS_ERROR_UNKNOWN', error: 'unknown provider' } };
  const call = Object.hasOwn(CALLS, callName) ? CALLS[callName] : undefined;
  if (!call) return { status: 404, body: { status: 'RS_ERROR_UNKNOWN', error: 'unknown wallet call' } };
  let text: string;
  try {
    text = await readText();
  } catch (error) {
    if (isAppError(error)) return { status: error.status, body: { status: 'RS_ERROR_WRONG_SYNTAX', error: error.detail } };
    throw error;
  }
  const database = await db();
  const key = await providerKey(database, provider.data);
  if (!key || !signatureValid(key, Buffer.from(text, 'utf8'), signature)) return { status: 401, body: { status: 'RS_ERROR_INVALID_SIGNATURE' } };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, body: { status: 'RS_ERROR_WRONG_SYNTAX', error: 'body is not JSON' } };
  }
  const parsed = call.schema.safeParse(body);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    return { status: 400, body: { status: 'RS_ERROR_WRONG_SYNTAX', error: detail } };
  }
  try {
    return { status: 200, body: await call.run(database, provider.data, parsed.data as never, now()) };
  } catch (error) {
    console.error('casino wallet call failed', error);
    return { status: 500, body: { status: 'RS_ERROR_UNKNOWN' } };
  }
}
