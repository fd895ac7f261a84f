/**
 * The seamless wallet API of the casino (spec §2 Casino), operator side, modelled on
 * Hub88's wallet API: a game provider calls `POST /casino-wallet-api/v1/{providerId}/{call}` with
 * a JSON body signed by its Ed25519 key (header {@link WALLET_SIGNATURE_HEADER}: base64 of the
 * signature over the raw body bytes). Calls: `user/info`, `user/balance`, `transaction/bet`,
 * `transaction/win`, `transaction/rollback`. Every answer carries `status` and, once the token is
 * known, the balance. Amounts and balances are integers in MINOR units of the session's currency
 * (Hub88 counts 1/100000 of a unit; ours follows the ledger). Hub88's own protocol is served by the
 * same core on `/casino-wallet-api/hub88/…` (schemas/casino-wallet-hub88.ts, ARCHITECTURE.md
 * "Hub88 protocol: differences").
 *
 * HTTP status: 404 with `{status: 'RS_ERROR_UNKNOWN', error}` for a provider id not of the form
 * {@link walletProviderId} or an unknown call (before any database access), 401 for a missing or
 * bad signature (nothing is read further, nothing moves), 400 for a body that is not JSON or not the
 * call's shape (RS_ERROR_WRONG_SYNTAX), 200 with `status` otherwise. The Content-Type is not
 * looked at: the signed raw bytes are parsed as JSON whether it says application/json, text/plain
 * or nothing (no cross-site form check applies to this API: src/server/middleware/origin-check.ts).
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';

/** Header carrying the base64 Ed25519 signature of the raw request body. */
export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';

/** The statuses an answer carries (Hub88's names). */
const WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_LIMIT_REACHED',
] as const;
/** A wallet status. */
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/**
 * The provider id of the path (`/casino-wallet-api/v1/{providerId}/…`): the form of
 * `casino_providers.id` (lowercase letters, digits and dashes, 2–40). Anything else (a NUL byte,
 * an overlong or non-slug id) is 404 before any database access.
 */
export const walletProviderId = z.string().regex(/^[a-z0-9-]{2,40}$/);

/** The wallet calls, as the last two path segments. */
const WALLET_CALLS = ['user/info', 'user/balance', 'transaction/bet', 'transaction/win', 'transaction/rollback'] as const;
/** A wallet call. */
export type WalletCall = (typeof WALLET_CALLS)[number];

const uuidText = safeString().min(1).max(100);
/** The portal's player id as text, as the token's session knows it. */
const user = safeString().regex(/^\d{1,18}$/, 'must be the player id the session was opened for');
const token = safeString().min(16).max(200);
const gameCode = safeString().min(1).max(60);
const currency = safeString().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code');
/** Minor units, 0 … 10^15. */
const amount = z.number().int().min(0).max(1_000_000_000_000_000);

/** `user/info`: who the token's player is. */
export const walletInfoRequest = z.strictObject({ request_uuid: uuidText, token, user: user.optional() });
/** `user/balance`: the token's account balance (refreshes the token). */
export const walletBalanceRequest = z.strictObject({ request_uuid: uuidText, token, user: user.optional(), game_code: gameCode.optional(), currency: currency.optional() });

const transactionBase = {
  request_uuid: uuidText,
  transaction_uuid: uuidText,
  token,
  user,
  round: safeString().min(1).max(100),
  /**
   * True on the round's closing call: a win or rollback with it closes the round (no more bets,
   * wins or rollbacks of its bets, src/server/casino/wallet.ts "Round state"); on a bet it is ignored.
   */
  round_closed: z.boolean(),
  game_code: gameCode,
};

/** `transaction/bet`: debit `amount` for a round (responsible-gaming limits apply). */
export const walletBetRequest = z.strictObject({ ...transactionBase, currency, amount, bet: safeString().max(200).optional() });
/** `transaction/win`: credit `amount` for the bet `reference_transaction_uuid` (also after the token expired). */
export const walletWinRequest = z.strictObject({ ...transactionBase, currency, amount, reference_transaction_uuid: uuidText });
/** `transaction/rollback`: refund the bet `reference_transaction_uuid` once (also after the token expired). */
export const walletRollbackRequest = z.strictObject({ ...transactionBase, reference_transaction_uuid: uuidText });

export type WalletInfoRequest = z.infer<typeof walletInfoRequest>;
export type WalletBalanceRequest = z.infer<typeof walletBalanceRequest>;
export type WalletBetRequest = z.infer<typeof walletBetRequest>;
export type WalletWinRequest = z.infer<typeof walletWinRequest>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequest>;

/** Every answer: status, the request's uuid, and (when the token's session is known) user, currency and balance. */
export const walletResponse = z.object({
  status: z.enum(WALLET_STATUSES),
  request_uuid: z.string().optional(),
  user: z.string().optional(),
  currency: z.string().optional(),
  /** Minor units. */
  balance: z.number().int().optional(),
  /** `user/info` only. */
  country: z.string().nullable().optional(),
  /** Transactions only: the wallet's own id of the transaction. */
  transaction_id: z.number().int().optional(),
});
/** A wallet answer. */
export type WalletResponse = z.infer<typeof walletResponse>;

/** `POST /web-api/casino/launch`: open a real-money game session for the logged-in player. */
export const casinoLaunchBody = z.strictObject({
  gameId: z.number().int().positive(),
  /** The player's account to play from; the active main account when left out. */
  accountId: z.number().int().positive().optional(),
});

/**
 * A round flagged for risk staff (`casino_flagged_rounds`, drizzle/0043) as the console's
 * `/console/casino-risk` page shows it: the output allow-list — the parse drops every other field
 * of the row. Amounts in minor units of `currency` (`exponent` digits), `flaggedAt` ISO 8601 on the
 * feed clock, `reason` the cap that refused the win.
 */
export const consoleFlaggedRound = z.object({
  id: z.number().int(),
  brandId: z.string(),
  playerId: z.number().int(),
  providerId: z.string(),
  round: z.string(),
  gameName: z.string(),
  currency: z.string(),
  exponent: z.number().int().min(0).max(8),
  winMinor: z.number().int(),
  wonBeforeMinor: z.number().int(),
  stakesMinor: z.number().int(),
  capMinor: z.number().int(),
  reason: z.enum(['game_max_multiplier', 'provider_cap']),
  flaggedAt: z.string(),
});
/** A flagged round of the console. */
export type ConsoleFlaggedRound = z.infer<typeof consoleFlaggedRound>;
