/**
 * Deposits and withdrawals through a payment-provider interface (spec §2 Payment returns, §3
 * Payment history entry). Money moves through the ledger only:
 * - deposit success: house cash_in → player account;
 * - withdrawal request: player account → house withdrawals_pending (held at once, so the money
 *   cannot be spent twice); success: withdrawals_pending → cash_out; failure: back to the player.
 * A withdrawal cannot be cancelled by the player once made. Each step is idempotent: a payment is
 * created once per player and idempotency key (keys are scoped to the player: another player's
 * keys are neither visible nor in the way) and settles once (the status moves only from pending;
 * the ledger entries have the keys `payment:{id}:hold|credit|payout|refund`).
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
 * Recovery: a payment whose request was interrupted (process killed between creating the payment
 * and settling it) stays pending. {@link sweepPendingPayments} asks the provider about every
 * pending payment older than the payment timeout ({@link paymentTimeoutMs}) and settles it with
 * the provider's final answer, or cancels it at the provider (a held withdrawal is refunded).
 * {@link startPaymentRecovery} runs the sweep when the server starts and then periodically.
 */
import { verificationState } from '../verification/service.ts';
import { withdrawalAllowed } from '../../domain/verification/rules.ts';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { getDatabase } from '../db/client.ts';
import { accounts, currencies, PAYMENT_STATUS, payments, players, testProviderPayments, type PaymentStatus } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { awardDepositBonus, forfeitForWithdrawal } from '../bonus/engine.ts';
import { rewardReferrer } from '../referral/service.ts';
import { awardBonusGameTickets } from '../bonus/bonus-games.ts';
import { brands } from '../brands.ts';
import { enforceSpend } from '../responsible/enforce.ts';
import { feedNow } from '../feed/clock.ts';
import { applyEntry, houseAccountId, translateDbError } from './ledger.ts';
import { ACCOUNT_TYPE, formatMinor, parseMajorAmount, toMajor } from '../../domain/money.ts';

/** What a provider says about a payment. */
export interface ProviderResult {
  /** Final or pending status. */
  status: PaymentStatus;
  /** The provider's reference. */
  providerRef: string;
  /** Message for the player. */
  message: string;
}

/** What a provider is asked to do. */
export interface ProviderRequest {
  paymentId: number;
  direction: 'deposit' | 'withdrawal';
  amountMinor: number;
  currencyIso: string;
  /** Provider-specific instruction from the client, e.g. the test provider's outcome. */
  instruction?: string;
}

/** Which payment a status query or a cancellation is about. */
export interface ProviderQuery {
  /** The portal's payment id (the merchant reference sent with `start`). */
  paymentId: number;
  direction: 'deposit' | 'withdrawal';
}

/** A payment provider. */
export interface PaymentProvider {
  /** Provider id, e.g. `test`. */
  id: string;
  /**
   * Starts a payment and says how it went (or that it is pending). Starting a payment the provider
   * already knows (same payment id) answers its recorded state and does nothing new.
   */
  start(request: ProviderRequest): Promise<ProviderResult>;
  /** What the provider knows of a payment: its current result, or null when it never received it. */
  status(query: ProviderQuery): Promise<ProviderResult | null>;
  /**
   * Cancels a payment that is pending at the provider or that it never received (so a late
   * `start` of it is refused), and answers its final result: `cancel`, or the final status it had
   * reached already.
   */
  cancel(query: ProviderQuery): Promise<ProviderResult>;
}

/** Providers by id. */
export type ProviderMap = Readonly<Record<string, PaymentProvider>>;

/** Outcomes the test provider can be asked for. */
export const TEST_OUTCOMES = ['success', 'fail', 'pending', 'cancel'] as const;

function testMessage(status: PaymentStatus, direction: 'deposit' | 'withdrawal'): string {
  const messages: Record<PaymentStatus, string> = {
    success: direction === 'deposit' ? 'Deposit credited.' : 'Withdrawal paid out.',
    fail: 'The payment was declined by the test provider.',
    pending: 'The payment is being processed.',
    cancel: 'The payment was cancelled at the provider.',
  };
  return messages[status];
}

/**
 * The test provider: completes, fails, cancels or leaves pending as asked (`instruction`,
 * default success), so players can fund accounts in the demo and tests can drive every path. It
 * keeps its own books in `test_provider_payments` (one row per payment id, written when it is
 * asked to start or to cancel), the way an external provider would, so its answers survive a
 * crash of the portal. A pending payment stays pending there until it is cancelled.
 * @param delayMs how long `start` takes, like a real provider's round trip: half before it records
 *   the payment, half after (`PORTAL_TEST_PROVIDER_DELAY_MS`, default 0)
 */
export function createTestProvider(db: Db, delayMs = Number(process.env.PORTAL_TEST_PROVIDER_DELAY_MS ?? 0) || 0): PaymentProvider {
  const wait = () => (delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs / 2)) : Promise.resolve());
  const result = (paymentId: number, status: PaymentStatus, direction: 'deposit' | 'withdrawal'): ProviderResult => ({
    status, providerRef: `test-${paymentId}`, message: testMessage(status, direction),
  });
  const record = async (paymentId: number) => {
    const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.paymentId, paymentId));
    return row;
  };
  return {
    id: 'test',
    async start({ paymentId, direction, instruction }) {
      const asked = (TEST_OUTCOMES as readonly string[]).includes(instruction ?? '') ? (instruction as PaymentStatus) : 'success';
      await wait();
      await db.insert(testProviderPayments).values({ paymentId, status: asked }).onConflictDoNothing();
      const recorded = (await record(paymentId))!.status;
      await wait();
      return result(paymentId, recorded, direction);
    },
    async status({ paymentId, direction }) {
      const row = await record(paymentId);
      return row ? result(paymentId, row.status, direction) : null;
    },
    async cancel({ paymentId, direction }) {
      await db.insert(testProviderPayments).values({ paymentId, status: 'cancel' }).onConflictDoNothing();
      await db.update(testProviderPayments).set({ status: 'cancel' }).where(and(eq(testProviderPayments.paymentId, paymentId), eq(testProviderPayments.status, 'pending')));
      return result(paymentId, (await record(paymentId))!.status, direction);
    },
  };
}

const providerCache = new WeakMap<Db, ProviderMap>();

/** The shipped providers for a database (the test provider keeps its books there). */
export function providersFor(db: Db): ProviderMap {
  let map = providerCache.get(db);
  if (!map) {
    map = { test: createTestProvider(db) };
    providerCache.set(db, map);
  }
  return map;
}

/** Default payment timeout: a payment pending this long is reconciled with its provider. */
export const DEFAULT_PAYMENT_TIMEOUT_MS = 10 * 60_000;

/**
 * The payment timeout, ms: `PORTAL_PAYMENT_TIMEOUT_MS` (at least 1000), default 10 minutes. It
 * must be longer than a provider takes to answer `start`, since a payment older than this is
 * reconciled (and possibly cancelled) even while its request is still waiting for the provider.
 */
export function paymentTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PORTAL_PAYMENT_TIMEOUT_MS);
  return Number.isSafeInteger(value) && value >= 1000 ? value : DEFAULT_PAYMENT_TIMEOUT_MS;
}

/** A payment row. */
export type Payment = typeof payments.$inferSelect;

interface StartInput {
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

/** Options of {@link deposit} and {@link withdraw}. */
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

/** Moves a pending payment to `result` with its ledger entry, in one transaction. */
async function applySettlement(db: Db, paymentId: number, result: ProviderResult): Promise<Settled> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: result.status, message: result.message, providerRef: result.providerRef, updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!payment) {
      const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      if (!current) throw new AppError('not_found', `No payment ${paymentId}.`);
      return { payment: current, changed: false };
    }
    if (result.status === 'pending') return { payment, changed: true };
    const { id, amount, currencyId, accountId } = payment;
    if (payment.direction === 'deposit' && result.status === 'success') {
      const cashIn = await houseAccountId(tx, 'cash_in', currencyId);
      await applyEntry(tx, { idempotencyKey: `payment:${id}:credit`, kind: 'deposit', postings: [{ accountId: cashIn, amount: -amount }, { accountId, amount }], meta: { paymentId: id } });
      // The bonus the deposit qualifies for, in a savepoint: it never holds the deposit up.
      await awardDepositBonus(tx, { id, playerId: payment.playerId, amount, currencyId }, feedNow());
      // The bring-a-friend reward of the player's referrer, once (src/server/referral/service.ts).
      const [owner] = await tx.select({ brandId: players.brandId }).from(players).where(eq(players.id, payment.playerId));
      await rewardReferrer(tx, (owner && brands.byId.get(owner.brandId)?.bringFriend) ?? null, { id, playerId: payment.playerId, amount, currencyId }, feedNow());
      // The bonus game tickets the deposit gives (src/server/bonus/bonus-games.ts).
      await awardBonusGameTickets(tx, (owner && brands.byId.get(owner.brandId)?.bonusGames) ?? [], { id, playerId: payment.playerId, amount }, feedNow());
    }
    if (payment.direction === 'withdrawal') {
      const pending = await houseAccountId(tx, 'withdrawals_pending', currencyId);
      const [key, kind, target] = result.status === 'success'
        ? [`payment:${id}:payout`, 'withdrawal_payout' as const, await houseAccountId(tx, 'cash_out', currencyId)]
        : [`payment:${id}:refund`, 'withdrawal_refund' as const, accountId];
      await applyEntry(tx, { idempotencyKey: key, kind, postings: [{ accountId: pending, amount: -amount }, { accountId: target, amount }], meta: { paymentId: id } });
    }
    return { payment, changed: true };
  });
}

/** A payment after a settlement attempt, and whether this attempt moved it. */
interface Settled {
  payment: Payment;
  changed: boolean;
}

async function settle(db: Db, paymentId: number, result: ProviderResult): Promise<Settled> {
  try {
    return await applySettlement(db, paymentId, result);
  } catch (error) {
    throw translateDbError(error);
  }
}

/**
 * Moves a pending payment to its provider result, with the ledger entry that goes with it, in one
 * transaction. A payment that is no longer pending is left as it is (settling twice moves nothing,
 * from any number of processes: the status update and the entry keys both allow one). A
 * confirmed deposit is always credited: its room under the maximum balance was reserved when the
 * payment was accepted (`checkLimits`).
 */
export async function settlePayment(db: Db, paymentId: number, result: ProviderResult): Promise<Payment> {
  return (await settle(db, paymentId, result)).payment;
}

/**
 * Settles a pending payment with what its provider says: the provider's final status when it has
 * one; otherwise the payment is cancelled at the provider (which answers `cancel`, or the final
 * status it reached meanwhile). A deposit is credited at most once, a held withdrawal is paid out
 * or refunded at most once. A payment of an unknown provider is cancelled.
 * @returns the payment as it is afterwards (unchanged when it was no longer pending)
 */
export async function reconcilePayment(db: Db, payment: Payment, providers: ProviderMap = providersFor(db)): Promise<Payment> {
  return (await reconcile(db, payment, providers)).payment;
}

/**
 * Payments pending for longer than `timeoutMs`, by the database's clock (the one that stamped
 * `created_at`), for the sweep and for a retried request alike.
 */
function pendingPastTimeout(timeoutMs: number) {
  return and(eq(payments.status, 'pending'), sql`${payments.createdAt} < now() - make_interval(secs => ${timeoutMs / 1000})`);
}

async function reconcile(db: Db, payment: Payment, providers: ProviderMap): Promise<Settled> {
  // The row may have been settled since it was read (a sweep's batch, another process): then there
  // is nothing to ask the provider.
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
  if (current && current.status !== 'pending') return { payment: current, changed: false };
  const provider = providers[payment.provider];
  const query: ProviderQuery = { paymentId: payment.id, direction: payment.direction };
  let result: ProviderResult;
  if (!provider) {
    result = { status: 'cancel', providerRef: payment.providerRef ?? '', message: 'The payment provider is no longer available.' };
  } else {
    const known = await provider.status(query);
    result = known && known.status !== 'pending' ? known : await provider.cancel(query);
    if (result.status === 'pending') throw new Error(`provider ${provider.id} left payment ${payment.id} pending after a cancellation`);
  }
  return settle(db, payment.id, result);
}

/** What a sweep did. */
export interface SweepResult {
  /** Pending payments older than the timeout that were looked at. */
  examined: number;
  /** Of those, payments this sweep settled (another process may have settled the rest). */
  settled: number;
  /** Payments whose reconciliation failed (left pending for the next sweep). */
  failed: number;
}

/**
 * Reconciles every payment pending for longer than `timeoutMs` (database clock) with its
 * provider ({@link reconcilePayment}), oldest first, in batches of `batch`. Safe to run in
 * several processes at once: each payment settles once.
 */
export async function sweepPendingPayments(
  db: Db,
  { timeoutMs = paymentTimeoutMs(), providers = providersFor(db), batch = 200 }: { timeoutMs?: number; providers?: ProviderMap; batch?: number } = {},
): Promise<SweepResult> {
  const outcome: SweepResult = { examined: 0, settled: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const due = await db
      .select()
      .from(payments)
      .where(and(pendingPastTimeout(timeoutMs), sql`${payments.id} > ${afterId}`))
      .orderBy(asc(payments.id))
      .limit(batch);
    for (const payment of due) {
      outcome.examined += 1;
      try {
        if ((await reconcile(db, payment, providers)).changed) outcome.settled += 1;
      } catch (error) {
        outcome.failed += 1;
        console.error(`payment ${payment.id} could not be reconciled`, error);
      }
    }
    if (due.length < batch) return outcome;
    afterId = due[due.length - 1]!.id;
  }
}

/** A running payment recovery. */
export interface PaymentRecovery {
  /** Runs a sweep now (after the current one, if one is going). */
  runNow(): Promise<SweepResult>;
  stop(): void;
}

/**
 * Sweeps pending payments ({@link sweepPendingPayments}) at once and then every `intervalMs`
 * (default: a quarter of the timeout, between 1 s and 60 s). Sweeps never overlap in a process.
 */
export function startPaymentRecovery(
  db: Db,
  { timeoutMs = paymentTimeoutMs(), intervalMs, providers = providersFor(db) }: { timeoutMs?: number; intervalMs?: number; providers?: ProviderMap } = {},
): PaymentRecovery {
  const every = intervalMs ?? Math.min(60_000, Math.max(1000, Math.floor(timeoutMs / 4)));
  let running: Promise<SweepResult> | null = null;
  const run = (): Promise<SweepResult> => {
    running ??= sweepPendingPayments(db, { timeoutMs, providers })
      .catch((error: unknown) => {
        console.error('payment sweep failed', error);
        return { examined: 0, settled: 0, failed: 0 };
      })
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void run(), every);
  timer.unref();
  void run();
  return {
    runNow: async () => {
      if (running) await running;
      return run();
    },
    stop: () => clearInterval(timer),
  };
}

let recovery: Promise<PaymentRecovery> | null = null;

/** Starts this process's payment recovery on the server's database once (the server's first request starts it). */
export function ensurePaymentRecovery(): Promise<PaymentRecovery> {
  recovery ??= getDatabase().then((database) => startPaymentRecovery(database.db)).catch((error: unknown) => {
    recovery = null;
    throw error;
  });
  return recovery;
}

async function run(db: Db, direction: 'deposit' | 'withdrawal', input: StartInput, options: PaymentOptions): Promise<Payment> {
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
  return run(db, 'deposit', input, options);
}

/**
 * Requests a withdrawal: the amount is held at once, then the provider pays it out or it is
 * refunded. @throws AppError as {@link deposit}, plus insufficient_funds and account_frozen
 */
export function withdraw(db: Db, input: StartInput, options: PaymentOptions = {}): Promise<Payment> {
  return run(db, 'withdrawal', input, options);
}

/** Spec: a withdrawal request cannot be cancelled by the player once made. @throws AppError payment_refused */
export function cancelWithdrawalByPlayer(): never {
  throw new AppError('payment_refused', 'A withdrawal request cannot be cancelled once it is made.');
}

/** A payment history entry (spec §3, team-cash check). */
export interface PaymentHistoryEntry {
  id: number;
  status_id: number;
  message: string;
  /** i18n key of the status text. */
  translate_message: string;
  /** Check code of the receipt: first 16 hex digits of sha256(id, amount, currency, time). */
  skks_hash: string;
  /** Creation time, Unix seconds. */
  timestamp: number;
  /** Last status change, ISO 8601. */
  date_payment: string;
  status_title: string;
  /** Amount in major units; negative for withdrawals. */
  summ: number;
  /** The payment id for deposits, null for withdrawals. */
  money_deposit_id: number | null;
  /** Currency ISO code. */
  currency: string;
}

/**
 * A page of a player's payment history, newest first.
 * @param page 1-based page number; `perPage` 1..100
 */
export async function paymentHistory(
  db: Db,
  playerId: number,
  { page = 1, perPage = 20, direction }: { page?: number; perPage?: number; direction?: 'deposit' | 'withdrawal' } = {},
): Promise<{ entities: PaymentHistoryEntry[]; total_count: number }> {
  const where = and(eq(payments.playerId, playerId), direction ? eq(payments.direction, direction) : undefined);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where);
  const rows = await db
    .select({ payment: payments, currency: currencies })
    .from(payments)
    .innerJoin(currencies, eq(currencies.id, payments.currencyId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const titles: Record<PaymentStatus, string> = { pending: 'Pending', success: 'Success', fail: 'Failed', cancel: 'Cancelled' };
  return {
    total_count: count?.n ?? 0,
    entities: rows.map(({ payment, currency }) => ({
      id: payment.id,
      status_id: PAYMENT_STATUS[payment.status],
      message: payment.message,
      translate_message: `payment_status_${payment.status}`,
      skks_hash: createHash('sha256').update(`${payment.id}:${payment.amount}:${currency.iso}:${payment.createdAt.toISOString()}`).digest('hex').slice(0, 16),
      timestamp: Math.floor(payment.createdAt.getTime() / 1000),
      date_payment: payment.updatedAt.toISOString(),
      status_title: titles[payment.status],
      summ: toMajor(payment.direction === 'withdrawal' ? -payment.amount : payment.amount, currency.exponent),
      money_deposit_id: payment.direction === 'deposit' ? payment.id : null,
      currency: currency.iso,
    })),
  };
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
