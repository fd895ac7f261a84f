/**
 * Request bodies and queries of the account and payment APIs (spec §7 Account and transfer;
 * payments). Amounts are major-unit decimal strings ("150.50"), converted exactly to minor
 * units with the account currency's exponent.
 */
import { z } from 'zod';
import { queryInteger, safeString } from './primitives.ts';

const id = z.number().int().positive();

/** `POST /web-api/user/account/switch`. */
export const switchAccountBody = z.strictObject({
  /** Account to make active. */
  id,
});

/** `POST /web-api/user/account/add`. */
export const addAccountBody = z.strictObject({
  /** ISO 4217 code of the new account's currency. @example "USD" */
  currency: safeString().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code'),
});

/** `POST /web-api/user/account/remove`. */
export const removeAccountBody = z.strictObject({
  /** Account to close. */
  id,
});

/** `POST /web-api/payments/deposit` and `/withdraw`. */
export const paymentBody = z.strictObject({
  /** The player's account to pay into or out of. */
  accountId: id,
  /** Amount in major units, e.g. "150.50". */
  amount: safeString().regex(/^\d+(\.\d+)?$/, 'must be a positive decimal such as 150.50'),
  /** Payment provider id. */
  provider: z.literal('test'),
  /** Client-chosen key; a retried request with the same key makes one payment. */
  idempotencyKey: safeString().min(8).max(100),
  /** Test provider only: the outcome to simulate. */
  testOutcome: z.enum(['success', 'fail', 'pending', 'cancel']).optional(),
  /** Withdrawal: the player confirms that an active bonus is forfeited (answered `bonus_forfeit_warning` without it). */
  forfeitBonus: z.boolean().optional(),
});

/** `GET /web-api/payments/history`. */
export const paymentHistoryQuery = z.strictObject({
  /** 1-based page. */
  page: queryInteger(1, 10_000).default(1),
  /** Entries per page. */
  perPage: queryInteger(1, 100).default(20),
  /** Only deposits or only withdrawals. */
  direction: z.enum(['deposit', 'withdrawal']).optional(),
});

/**
 * `GET /web-api/payments/test-provider`: the test provider's payment page, opened in the recharge
 * modal's iframe (spec §2 modals). The page posts the deposit itself with the outcome the player
 * picks there.
 */
/**
 * `POST /web-api/payments/deposit/prepare`: the step that sends the player to the provider (the
 * recharge modal, spec §2). The deposit is checked against every limit BEFORE the provider's page
 * opens; the answer names the page.
 */
export const depositPrepareBody = z.strictObject({
  /** The player's account to pay into. */
  accountId: id,
  /** Amount in major units, as in {@link paymentBody}. */
  amount: paymentBody.shape.amount,
  /** Payment provider id. */
  provider: paymentBody.shape.provider,
  /** The deposit's idempotency key, chosen by the modal (the provider's page posts the deposit with it). */
  idempotencyKey: paymentBody.shape.idempotencyKey,
});

/** Answer of `POST /web-api/payments/deposit/prepare`: the provider's page to open (same origin for the test provider). */
export const depositPrepareResponse = z.strictObject({
  /** Path of the provider's page, e.g. `/web-api/payments/test-provider?accountId=…&amount=…&key=…&lang=en`. */
  providerUrl: z.string(),
});
export type DepositPrepareResponse = z.infer<typeof depositPrepareResponse>;

export const testProviderPageQuery = z.strictObject({
  /** The player's account to pay into. */
  accountId: queryInteger(1, Number.MAX_SAFE_INTEGER),
  /** Amount in major units, as in {@link paymentBody}. */
  amount: paymentBody.shape.amount,
  /** The deposit's idempotency key, chosen by the modal. */
  key: paymentBody.shape.idempotencyKey,
  /** The page's language (read by the middleware, like every API's `lang`). @example "en" */
  lang: safeString().max(8).optional(),
});
