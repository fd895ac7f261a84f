/**
 * Hub88's wallet API on the wallet core (src/server/casino/wallet.ts): an adapter that checks
 * Hub88's signature, parses Hub88's bodies (schemas/casino-wallet-hub88.ts), converts Hub88 amounts
 * (1/100,000 of a unit) to minor units and back, and calls the core's public functions, so every
 * rule of money, idempotency, round state, limits and maximum payout is the core's, once.
 *
 * Public source (written from it): docs.hub88.io — "Operator API → Wallet API" (calls `/user/info`,
 * `/user/balance`, `/transaction/bet`, `/transaction/win`, `/transaction/rollback`, their fields,
 * X-Hub88-Signature), "Seamless Wallet response statuses - Operator API" (the status list), and the
 * Supplier API overview ("Request signing": RSA-SHA256 over the body, base64).
 *
 * Answers (always HTTP 200, status in the body):
 * - provider unknown, disabled or not set to protocol `hub88` → RS_ERROR_INVALID_PARTNER (nothing read
 *   further); signature missing, malformed or not the provider's → RS_ERROR_INVALID_SIGNATURE
 *   (nothing parsed, nothing moves);
 * - body not a JSON object or a required field missing → RS_ERROR_WRONG_SYNTAX; a field of the wrong
 *   JSON type (string amount, fractional or unsafe integer, number token) → RS_ERROR_WRONG_TYPES;
 * - an amount that is not a whole number of our minor units of the currency (Hub88 356001 in USD is
 *   3.56001 $, below a cent) → RS_ERROR_WRONG_TYPES, nothing moves: the value does not fit the type of
 *   the wallet's amounts, and rounding would create or lose money; a currency the platform does not
 *   hold → RS_ERROR_WRONG_CURRENCY;
 * - a bet with `is_free: true` → RS_ERROR_UNKNOWN, nothing moves: a free bet spends a Hub88 reward,
 *   and this operator grants none (Hub88's Freebets API is not used), so no such reward exists;
 * - `/user/info` (Hub88 sends only `user`): the player's id and country, for a player who has opened
 *   a game session with this provider; any other user → RS_ERROR_UNKNOWN (Hub88's list has no status
 *   for an unknown user, and a provider learns nothing about players it never saw);
 * - everything else is the core's answer, status names unchanged (the core uses Hub88's names),
 *   balance converted to Hub88 units. A repeated `transaction_uuid` with the same content answers the
 *   stored first answer (RS_OK with the balance then); with another reference, amount, currency,
 *   round, user or game (Hub88's definition), or another token or round_closed (a retry resends
 *   the same body), RS_ERROR_DUPLICATE_TRANSACTION. A rollback of a bet not yet known is recorded
 *   (RS_ERROR_TRANSACTION_DOES_NOT_EXIST) and the late bet with that uuid is refused
 *   (RS_ERROR_TRANSACTION_ROLLED_BACK).
 * Hub88 documents no signature on the operator's answers; none is sent.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import {
  hub88BalanceRequest, hub88BetRequest, hub88InfoRequest, hub88Response, hub88RollbackRequest, hub88WinRequest,
  type Hub88BalanceRequest, type Hub88BetRequest, type Hub88Call, type Hub88InfoRequest, type Hub88Response, type Hub88RollbackRequest, type Hub88Status, type Hub88WinRequest,
} from '../../../schemas/casino-wallet-hub88.ts';
import type { WalletResponse } from '../../../schemas/casino-wallet.ts';
import { currencyExponent, hub88ToMinor, minorToHub88 } from '../../domain/casino/hub88-amounts.ts';
import { hub88ProviderKey, hub88SignatureValid } from './hub88-signature.ts';
import { walletBalance, walletBet, walletRollback, walletWin } from './wallet.ts';

/** A core answer in Hub88's shape: balance in Hub88 units, the core's own fields (transaction_id) left out. */
function fromCore(answer: WalletResponse): Hub88Response {
  const exponent = answer.currency === undefined ? null : currencyExponent(answer.currency);
  return hub88Response.parse({
    status: answer.status,
    ...(answer.request_uuid !== undefined ? { request_uuid: answer.request_uuid } : {}),
    ...(answer.user !== undefined ? { user: answer.user } : {}),
    ...(answer.currency !== undefined ? { currency: answer.currency } : {}),
    ...(answer.balance !== undefined && exponent !== null ? { balance: minorToHub88(answer.balance, exponent) } : {}),
  });
}

const bare = (status: Hub88Status, requestUuid?: string): Hub88Response => ({ status, ...(requestUuid ? { request_uuid: requestUuid } : {}) });

/**
 * The status of a body that is not the call's shape: a missing required field (or a body that is
 * not an object) is syntax, a present field of another type is types, any other rule (length,
 * range) is syntax.
 */
function shapeStatus(body: unknown, issues: z.core.$ZodIssue[]): Hub88Status {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'RS_ERROR_WRONG_SYNTAX';
  const record = body as Record<string, unknown>;
  const missing = issues.some((issue) => issue.path.length > 0 && record[String(issue.path[0])] === undefined);
  if (missing) return 'RS_ERROR_WRONG_SYNTAX';
  return issues.some((issue) => issue.code === 'invalid_type') ? 'RS_ERROR_WRONG_TYPES' : 'RS_ERROR_WRONG_SYNTAX';
}

/** `/user/info`: a player this provider has opened a session for (module docstring). */
async function userInfo(db: Db, providerId: string, request: Hub88InfoRequest): Promise<Hub88Response> {
  if (!/^\d{1,18}$/.test(request.user)) return bare('RS_ERROR_UNKNOWN', request.request_uuid);
  const rows = ((await db.execute(sql`select p.id, p.country_code from players p
    where p.id = ${request.user}::bigint and exists (select 1 from casino_sessions s where s.player_id = p.id and s.provider_id = ${providerId})`)) as unknown as { rows: { id: string; country_code: string | null }[] }).rows;
  const row = rows[0];
  if (!row) return bare('RS_ERROR_UNKNOWN', request.request_uuid);
  return hub88Response.parse({ status: 'RS_OK', request_uuid: request.request_uuid, user: String(row.id), ...(row.country_code ? { country: row.country_code } : {}) });
}

/** `/user/balance`: the core's balance of the token. */
async function userBalance(db: Db, providerId: string, request: Hub88BalanceRequest, now: number): Promise<Hub88Response> {
  return fromCore(await walletBalance(db, providerId, { request_uuid: request.request_uuid, token: request.token, ...(request.user !== undefined ? { user: request.user } : {}) }, now));
}

/** The amount in minor units, or the refusal (unknown currency, amount below the currency's minor unit). */
function minorAmount(currency: string, amount: number, requestUuid: string): number | Hub88Response {
  const exponent = currencyExponent(currency);
  if (exponent === null) return bare('RS_ERROR_WRONG_CURRENCY', requestUuid);
  const minor = hub88ToMinor(amount, exponent);
  return minor === null ? bare('RS_ERROR_WRONG_TYPES', requestUuid) : minor;
}

/** The core's transaction fields of a Hub88 transaction (what a repeat is compared on). */
function coreBase(request: Hub88BetRequest | Hub88WinRequest | Hub88RollbackRequest) {
  return {
    request_uuid: request.request_uuid, transaction_uuid: request.transaction_uuid, token: request.token, user: request.user,
    round: request.round, round_closed: request.round_closed ?? false, game_code: request.game_code,
  };
}

async function bet(db: Db, providerId: string, request: Hub88BetRequest, now: number): Promise<Hub88Response> {
  if (request.is_free === true) return bare('RS_ERROR_UNKNOWN', request.request_uuid);
  const amount = minorAmount(request.currency, request.amount, request.request_uuid);
  if (typeof amount !== 'number') return amount;
  return fromCore(await walletBet(db, providerId, { ...coreBase(request), currency: request.currency, amount }, now));
}

async function win(db: Db, providerId: string, request: Hub88WinRequest, now: number): Promise<Hub88Response> {
  const amount = minorAmount(request.currency, request.amount, request.request_uuid);
  if (typeof amount !== 'number') return amount;
  return fromCore(await walletWin(db, providerId, { ...coreBase(request), currency: request.currency, amount, reference_transaction_uuid: request.reference_transaction_uuid }, now));
}

async function rollback(db: Db, providerId: string, request: Hub88RollbackRequest, now: number): Promise<Hub88Response> {
  return fromCore(await walletRollback(db, providerId, { ...coreBase(request), reference_transaction_uuid: request.reference_transaction_uuid }, now));
}

type Handler = { schema: z.ZodType; run: (db: Db, providerId: string, body: never, now: number) => Promise<Hub88Response> };
const HANDLERS: Record<Hub88Call, Handler> = {
  'user/info': { schema: hub88InfoRequest, run: (db, providerId, body) => userInfo(db, providerId, body) },
  'user/balance': { schema: hub88BalanceRequest, run: userBalance },
  'transaction/bet': { schema: hub88BetRequest, run: bet },
  'transaction/win': { schema: hub88WinRequest, run: win },
  'transaction/rollback': { schema: hub88RollbackRequest, run: rollback },
};

/**
 * Answers one Hub88 wallet call (module docstring): `body` the raw request bytes as received,
 * `signature` the X-Hub88-Signature header, `now` the feed clock (ms).
 * @throws whatever the database throws on failure (the endpoint answers RS_ERROR_UNKNOWN)
 */
export async function hub88Call(db: Db, providerId: string, call: Hub88Call, body: Uint8Array, signature: string | null, now: number): Promise<Hub88Response> {
  const key = await hub88ProviderKey(db, providerId);
  if (!key) return bare('RS_ERROR_INVALID_PARTNER');
  if (!hub88SignatureValid(key, body, signature)) return bare('RS_ERROR_INVALID_SIGNATURE');
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return bare('RS_ERROR_WRONG_SYNTAX');
  }
  const handler = HANDLERS[call];
  const checked = handler.schema.safeParse(parsed);
  if (!checked.success) {
    const requestUuid = typeof (parsed as { request_uuid?: unknown } | null)?.request_uuid === 'string' ? String((parsed as { request_uuid: string }).request_uuid).slice(0, 100) : undefined;
    return bare(shapeStatus(parsed, checked.error.issues), requestUuid);
  }
  return handler.run(db, providerId, checked.data as never, now);
}
