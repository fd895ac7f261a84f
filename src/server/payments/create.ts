/**
 * Deposits and withdrawals through a payment-provider interface (spec §2 Payment returns): the
 * creation of a payment and the request that carries it to its provider. Money moves through the
 * ledger only:
 * - deposit success: house cash_in → player account (src/server/payments/confirm.ts);
 * - withdrawal request: player account → house withdrawals_pending (held at once, in the
 *   transaction that creates the payment, so the money cannot be spent twice); success:
 *   withdrawals_pending → cash_out; failure: back to the player (src/server/payments/confirm.ts).
 * Each step is idempotent: a payment is created once per player and idempotency key (keys are
 * scoped to the player: another player's keys are neither visible nor in the way) and settles once
 * (the status moves only from pending; the ledger entries have the keys
 * `payment:{id}:hold|credit|payout|refund`).
 *
 * Limits (per currency, `currencies` in schema.ts): a deposit above `maxDeposit`, a withdrawal
 * above `maxWithdrawal` (amount_limit) and a deposit that would take the balance, with the
 * account's deposits still pending, above `maxBalance` (balance_limit) are refused with 422 before
 * any payment row exists, one payment of an account at a time: the room is reserved, so the credit of
 * a confirmed deposit is owed and the ledger does not cap it (drizzle/0009_money_limits.sql).
 *
 * Responsible gaming: a deposit is checked against the player's deposit limits and refused during a
 * time-out, a self-exclusion or a ban of the person (any brand) inside the transaction that creates
 * the payment, by `enforceSpend` (src/server/responsible/enforce.ts, 403 limit_reached /
 * player_banned), on the feed clock. Before the player is sent to the provider's page,
 * {@link checkDeposit} runs the same checks (currency limits and `rg_spend`) and rolls them back,
 * so a deposit the portal would refuse is refused before the player pays.
 *
 * A retried request of a payment left pending past the payment timeout is settled at once, like the
 * recovery sweep would (src/server/payments/recover.ts).
 */
import { verificationState } from '../verification/service.ts';
import { withdrawalAllowed } from '../../domain/verification/rules.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { accounts, currencies, payments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { forfeitForWithdrawal } from '../bonus/engine.ts';
import { enforceSpend } from '../responsible/enforce.ts';
import { feedNow } from '../feed/clock.ts';
import { applyEntry, houseAccountId, translateDbError } from '../ledger/ledger.ts';
import { ACCOUNT_TYPE, formatMinor, parseMajorAmount } from '../../domain/money.ts';
import { providersFor, type Payment, type ProviderMap } from './provider.ts';
import { settlePayment } from './confirm.ts';
import { reconcilePayment } from './cancel.ts';
import { paymentTimeoutMs, pendingPastTimeout } from './recover.ts';

/** What a new payment is: whose, from which account, how much, through which provider. */
export interface StartInput {
  playerId: number;
  accountId: number;
  /** Amount in minor units, positive. */
  amountMinor: number;
  providerId: string;
  /** Client-chosen key: a retried request of the same player creates one payment. */
  idempotencyKey: string;
  instruction?: string;
  /** The payment's instant on the feed clock, UTC ms (deposit limits count by it; default feedNow()). */
  now?: number;
  /** Withdrawal only: the player confirmed that an active bonus is forfeited (src/server/bonus/engine.ts). */
  forfeitBonus?: boolean;
}

/** Options of {@link deposit} and `withdraw` (src/server/payments/withdraw.ts). */
export interface PaymentOptions {
  /** Providers to use (default {@link providersFor}). */
  providers?: ProviderMap;
  /** Payment timeout for a retried pending payment (default {@link paymentTimeoutMs}). */
  timeoutMs?: number;
}

/**
 * The player's account with its currency. New payments of one account are accepted one after the
 * other: a transaction-scoped advisory lock on the account is taken before its balance is read (an
 * advisory lock, not a row lock, so settlements crediting the account never wait on it).
 */
async function playerMoneyAccount(tx: Tx, playerId: number, accountId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment-account:${accountId}`}, 0))`);
  const [row] = await tx
    .select({ account: accounts, currency: currencies })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(and(eq(accounts.id, accountId), eq(accounts.playerId, playerId)));
  if (!row || row.account.closedAt) throw new AppError('unknown_account', 'You have no such account.', { accountId });
  if (row.account.type === ACCOUNT_TYPE.bonus) throw new AppError('payment_refused', 'The bonus account cannot be used for payments.');
  return row;
}

/** The player's payment with this key, if any. */
async function paymentByKey(db: Db | Tx, playerId: number, key: string): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.playerId, playerId), eq(payments.idempotencyKey, key)));
  return row;
}

function sameRequest(existing: Payment, direction: 'deposit' | 'withdrawal', input: StartInput): Payment {
  const same = existing.accountId === input.accountId && existing.amount === input.amountMinor && existing.direction === direction;
  if (!same) throw new AppError('idempotency_conflict', 'This idempotency key was already used for a different payment.');
  return existing;
}

/**
 * Refuses an amount above the currency's limit for the direction, or a deposit that would take
 * the balance, with the account's deposits still pending (`reserved`, minor units), above the
 * currency's maximum balance: the room is reserved when the payment is accepted, so a deposit the
 * provider confirms can always be credited. @throws AppError amount_limit | balance_limit
 */
function checkLimits(direction: 'deposit' | 'withdrawal', amountMinor: number, balance: number, reserved: number, currency: typeof currencies.$inferSelect): void {
  const max = direction === 'deposit' ? currency.maxDeposit : currency.maxWithdrawal;
  if (amountMinor > max) {
    throw new AppError('amount_limit', `The largest ${direction} is ${formatMinor(max, currency.exponent)} ${currency.iso}.`, {
      max: formatMinor(max, currency.exponent), currency: currency.iso,
    });
  }
  if (direction === 'deposit' && balance + reserved + amountMinor > currency.maxBalance) {
    throw new AppError('balance_limit', `The balance of an account cannot exceed ${formatMinor(currency.maxBalance, currency.exponent)} ${currency.iso}.`, {
      max: formatMinor(currency.maxBalance, currency.exponent), currency: currency.iso,
    });
  }
}

/**
 * The account's balance and the sum of its deposits still pending, minor units, read in ONE
 * statement: under READ COMMITTED each statement has its own snapshot, and a settlement committing
 * between two reads would move an amount from "pending" to "balance" unseen by both.
 */
async function balanceAndPendingDeposits(tx: Tx, accountId: number): Promise<{ balance: number; pending: number }> {
  const [row] = await tx
    .select({
      balance: sql<string>`${accounts.balance}::text`,
      // Spelled out: drizzle leaves column names unqualified inside a one-table select.
      pending: sql<string>`(select coalesce(sum(p.amount), 0) from payments p where p.account_id = accounts.id and p.direction = 'deposit' and p.status = 'pending')::text`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return { balance: Number(row!.balance), pending: Number(row!.pending) };
}

/**
 * The player's account for a new payment (its payment lock taken) once the currency's limits
 * accept the amount ({@link checkLimits}: the deposit's room under the maximum balance counts the
 * account's deposits still pending). @throws AppError unknown_account | payment_refused |
 * amount_limit | balance_limit
 */
async function acceptedAccount(tx: Tx, direction: 'deposit' | 'withdrawal', input: Pick<StartInput, 'playerId' | 'accountId' | 'amountMinor'>) {
  const { account, currency } = await playerMoneyAccount(tx, input.playerId, input.accountId);
  const { balance, pending } = await balanceAndPendingDeposits(tx, account.id);
  checkLimits(direction, input.amountMinor, balance, direction === 'deposit' ? pending : 0, currency);
  return { account, currency };
}

/** Thrown to roll back the transaction of {@link checkDeposit} once its checks passed. */
class CheckPassed extends Error {}

/**
 * The check BEFORE the provider (spec §2 "A recharge iframe modal"; ARCHITECTURE "Money"): whether
 * a deposit of `amountMinor` (minor units) into the player's account would be accepted — the
 * currency's maximum deposit and maximum balance, and `rg_spend` (deposit limits 20–22 of the
 * player, and a time-out, self-exclusion or ban of the person on any brand) — by running exactly
 * the checks of the payment's creation in a transaction that is then rolled back: nothing is
 * recorded, no payment row exists, the provider is not called. The same checks run again in the
 * transaction that creates the payment (the limits may change in between).
 * @param input.now the feed clock's instant, UTC ms (default feedNow())
 * @throws AppError bad_request | unknown_account | payment_refused | amount_limit | balance_limit
 *   (422, `meta.max` in major units) | limit_reached | limit_currency | player_banned (403)
 */
export async function checkDeposit(db: Db, input: { playerId: number; accountId: number; amountMinor: number; providerId: string; now?: number }, providers: ProviderMap = providersFor(db)): Promise<void> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw new AppError('bad_request', 'The amount must be a positive whole number of minor units.');
  if (!providers[input.providerId]) throw new AppError('bad_request', `Unknown payment provider ${input.providerId}.`);
  try {
    await db.transaction(async (tx) => {
      const { account } = await acceptedAccount(tx, 'deposit', input);
      await enforceSpend(tx, {
        playerId: input.playerId, currencyId: account.currencyId, kind: 'deposit', amountMinor: input.amountMinor, now: input.now ?? feedNow(),
        ref: `deposit-check:${input.playerId}:${account.id}`,
      });
      throw new CheckPassed();
    });
  } catch (error) {
    if (error instanceof CheckPassed) return;
    throw translateDbError(error);
  }
}

/** Creates the payment row once per player and key; a replay returns the existing row when the content matches. */
async function createPayment(db: Db, direction: 'deposit' | 'withdrawal', input: StartInput, providers: ProviderMap): Promise<{ payment: Payment; created: boolean }> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw new AppError('bad_request', 'The amount must be a positive whole number of minor units.');
  if (!providers[input.providerId]) throw new AppError('bad_request', `Unknown payment provider ${input.providerId}.`);
  try {
    return await db.transaction(async (tx) => {
      const existing = await paymentByKey(tx, input.playerId, input.idempotencyKey);
      if (existing) return { payment: sameRequest(existing, direction, input), created: false };
      const { account } = await acceptedAccount(tx, direction, input);
      const [row] = await tx
        .insert(payments)
        .values({
          playerId: input.playerId, accountId: account.id, direction, provider: input.providerId, amount: input.amountMinor,
          currencyId: account.currencyId, status: 'pending', idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: [payments.playerId, payments.idempotencyKey] })
        .returning();
      if (!row) {
        const raced = await paymentByKey(tx, input.playerId, input.idempotencyKey);
        return { payment: sameRequest(raced!, direction, input), created: false };
      }
      if (direction === 'deposit') {
        // Deposit limits and the deposit time-out, in this transaction (src/server/responsible/enforce.ts).
        await enforceSpend(tx, { playerId: input.playerId, currencyId: account.currencyId, kind: 'deposit', amountMinor: row.amount, now: input.now ?? feedNow(), ref: `payment:${row.id}:deposit`, paymentId: row.id });
      }
      if (direction === 'withdrawal') {
        // The verification rule for withdrawals (src/domain/verification/rules.ts), read in this transaction.
        const verification = await verificationState(tx, input.playerId);
        if (!withdrawalAllowed(verification)) {
          throw new AppError('verification_required', 'Upload the additional document we asked for on your verification page before you withdraw.', { requestedDocumentType: verification.requestedDocumentType });
        }
        // An active bonus: warned first, forfeited once the player confirmed (src/server/bonus/engine.ts).
        await forfeitForWithdrawal(tx, input.playerId, input.forfeitBonus === true, input.now ?? feedNow());
        const pending = await houseAccountId(tx, 'withdrawals_pending', account.currencyId);
        await applyEntry(tx, {
          idempotencyKey: `payment:${row.id}:hold`,
          kind: 'withdrawal',
          postings: [{ accountId: account.id, amount: -row.amount }, { accountId: pending, amount: row.amount }],
          meta: { paymentId: row.id },
        });
      }
      return { payment: row, created: true };
    });
  } catch (error) {
    throw translateDbError(error);
  }
}

/**
 * Creates the payment (or finds the player's payment with the same key), asks its provider to start
 * it and settles it with the provider's answer. A retry of a payment left pending past the timeout
 * is reconciled with its provider instead (src/server/payments/cancel.ts).
 * @throws AppError as {@link deposit} and src/server/payments/withdraw.ts `withdraw`
 */
export async function startPayment(db: Db, direction: 'deposit' | 'withdrawal', input: StartInput, options: PaymentOptions): Promise<Payment> {
  const providers = options.providers ?? providersFor(db);
  const { payment, created } = await createPayment(db, direction, input, providers);
  if (!created) {
    // A retry of an interrupted request: past the timeout it is settled now, like the sweep would.
    const timeoutMs = options.timeoutMs ?? paymentTimeoutMs();
    if (payment.status !== 'pending') return payment;
    const [due] = await db.select({ id: payments.id }).from(payments).where(and(eq(payments.id, payment.id), pendingPastTimeout(timeoutMs)));
    return due ? reconcilePayment(db, payment, providers) : payment;
  }
  const provider = providers[payment.provider]!;
  const result = await provider.start({
    paymentId: payment.id, direction, amountMinor: payment.amount, currencyIso: await currencyIso(db, payment.currencyId), instruction: input.instruction,
  });
  return settlePayment(db, payment.id, result);
}

async function currencyIso(db: Db, currencyId: number): Promise<string> {
  const [row] = await db.select({ iso: currencies.iso }).from(currencies).where(eq(currencies.id, currencyId));
  return row!.iso;
}

/**
 * Deposits through a provider. @returns the payment after the provider's answer (a retry of a key
 * already used by the player answers that payment, settled first when it was left pending past
 * the timeout)
 * @throws AppError bad_request | unknown_account | payment_refused | idempotency_conflict |
 *   amount_limit | balance_limit
 */
export function deposit(db: Db, input: StartInput, options: PaymentOptions = {}): Promise<Payment> {
  return startPayment(db, 'deposit', input, options);
}

/**
 * Converts a major-unit amount typed by the player for one of their accounts into minor units.
 * @throws AppError unknown_account | bad_request (naming the currency's decimals)
 */
export async function amountForAccount(db: Db, playerId: number, accountId: number, text: string): Promise<number> {
  const [row] = await db
    .select({ exponent: currencies.exponent, iso: currencies.iso })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(and(eq(accounts.id, accountId), eq(accounts.playerId, playerId)));
  if (!row) throw new AppError('unknown_account', 'You have no such account.', { accountId });
  const minor = parseMajorAmount(text, row.exponent);
  if (minor === null || minor === 0) {
    throw new AppError('bad_request', `Enter a positive amount in ${row.iso} with at most ${row.exponent} decimal places.`);
  }
  return minor;
}
