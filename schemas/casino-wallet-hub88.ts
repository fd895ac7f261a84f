/**
 * Hub88's seamless wallet API as the operator answers it (public source: docs.hub88.io, "Operator
 * API → Wallet API" and "Seamless Wallet response statuses - Operator API"), served by the same
 * wallet core as our own protocol (src/server/casino/wallet.ts) through the adapter
 * src/server/casino/hub88.ts, on `POST /casino-wallet-api/hub88/{providerId}/{call}` for providers
 * whose `casino_providers.protocol` is `hub88`.
 *
 * - Signature: RSA-SHA256 over the raw body bytes with the provider's private key, base64 in
 *   {@link HUB88_SIGNATURE_HEADER}, verified with its RSA public key (`hub88_public_key`).
 * - Amounts and balances: integers in 1/100,000 of the currency's major unit (Hub88: "multiplied by
 *   100000", $3.56 = 356000), converted exactly to and from our minor units
 *   (src/domain/casino/hub88-amounts.ts).
 * - Every answer is HTTP 200 with `status` from {@link HUB88_STATUSES} (Hub88 reads the status from the
 *   body); only a route that is not a Hub88 call (unknown provider id form, unknown call) is 404.
 * - Request bodies are objects that may carry fields not named here (Hub88 adds optional fields over
 *   time, e.g. `is_billable` in 2026, "existing integrations keep working unchanged"): they are
 *   ignored. A body that is not a JSON object or lacks a required field is RS_ERROR_WRONG_SYNTAX; a
 *   field present with the wrong JSON type (a string `amount`, a fractional or unsafe integer) is
 *   RS_ERROR_WRONG_TYPES (Hub88: "The type of parameters in the request body don't match expected
 *   types").
 */
import { z } from 'zod';

/** Header carrying the base64 RSA-SHA256 signature of the raw request body. */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

/** The statuses of Hub88's list ("Seamless Wallet response statuses - Operator API"). */
const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_LIMIT_REACHED',
] as const;
/** A Hub88 status. */
export type Hub88Status = (typeof HUB88_STATUSES)[number];

/** Hub88's calls, as the last two path segments (its paths under the operator's wallet URL). */
export const HUB88_CALLS = ['user/info', 'user/balance', 'transaction/bet', 'transaction/win', 'transaction/rollback'] as const;
/** A Hub88 call. */
export type Hub88Call = (typeof HUB88_CALLS)[number];

/** A text field of bounded length (ids, uuids, codes). */
const text = (max: number) => z.string().min(1).max(max);
/** Optional text Hub88 may send as null. */
const optionalText = (max: number) => z.string().max(max).nullable().optional();
/** Hub88 amount: Int64 in 1/100,000 of a unit; here a non-negative safe integer (JSON numbers above 2^53 lose digits). */
const hub88Amount = z.number().int().min(0);

/** `/user/info`: `user` (the operator's user id) and `request_uuid`; no token. */
export const hub88InfoRequest = z.object({ request_uuid: text(100), user: text(40) });
/** `/user/balance`: the token's balance; `user` may be left out, `game_code` may be null. */
export const hub88BalanceRequest = z.object({ request_uuid: text(100), token: text(200), user: text(40).optional(), game_code: optionalText(60) });

const transactionFields = {
  request_uuid: text(100),
  transaction_uuid: text(100),
  token: text(200),
  user: text(40),
  round: text(100),
  round_closed: z.boolean().nullable().optional(),
  game_code: text(60),
  supplier_user: optionalText(200),
  supplier_transaction_id: optionalText(200),
  meta: z.unknown().optional(),
};
/** `/transaction/bet`: debit `amount` (Hub88 units); `is_free` bets name a Hub88 reward. */
export const hub88BetRequest = z.object({
  ...transactionFields,
  currency: text(10),
  amount: hub88Amount,
  bet: optionalText(200),
  is_free: z.boolean().nullable().optional(),
  is_aggregated: z.boolean().nullable().optional(),
  reward_uuid: optionalText(100),
});
/** `/transaction/win`: credit `amount` (Hub88 units) for the bet `reference_transaction_uuid`. */
export const hub88WinRequest = z.object({
  ...transactionFields,
  currency: text(10),
  amount: hub88Amount,
  reference_transaction_uuid: text(100),
  bet: optionalText(200),
  is_free: z.boolean().nullable().optional(),
  is_aggregated: z.boolean().nullable().optional(),
  reward_uuid: optionalText(100),
});
/** `/transaction/rollback`: refund the bet `reference_transaction_uuid`. */
export const hub88RollbackRequest = z.object({ ...transactionFields, reference_transaction_uuid: text(100) });

export type Hub88InfoRequest = z.infer<typeof hub88InfoRequest>;
export type Hub88BalanceRequest = z.infer<typeof hub88BalanceRequest>;
export type Hub88BetRequest = z.infer<typeof hub88BetRequest>;
export type Hub88WinRequest = z.infer<typeof hub88WinRequest>;
export type Hub88RollbackRequest = z.infer<typeof hub88RollbackRequest>;

/**
 * Every answer (Hub88's "Wallet API response"): `status`, the request's `request_uuid`, and once
 * the player is known `user`, `currency` and `balance` (Hub88 units); `/user/info` adds `country`.
 * Strict on the way out: nothing else leaves the operator.
 */
export const hub88Response = z.strictObject({
  status: z.enum(HUB88_STATUSES),
  request_uuid: z.string().optional(),
  user: z.string().optional(),
  currency: z.string().optional(),
  /** Hub88 units (1/100,000 of a major unit). */
  balance: z.number().int().optional(),
  /** `/user/info` only: ISO 3166-1 alpha-2, when known. */
  country: z.string().optional(),
});
/** A Hub88 answer. */
export type Hub88Response = z.infer<typeof hub88Response>;
