/**
 * Deposits and withdrawals through a payment-provider interface (issue 3; spec §2 Payment returns,
 * §3 Payment history entry). Money moves through the ledger only:
 * - deposit success: house cash_in → player account;
 * - withdrawal request: player account → house withdrawals_pending (held at once, so the money
 *   cannot be spent twice); success: withdrawals_pending → cash_out; failure: back to the player.
 * A withdrawal cannot be cancelled by the player once made. Each step is idempotent: a payment is
 * created once per idempotency key and settles once (the status moves only from pending).
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { ACCOUNT_TYPE, accounts, currencies, PAYMENT_STATUS, payments, type PaymentStatus } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { applyEntry, houseAccountId, translateDbError } from './ledger.ts';
import { toMajor } from './accounts.ts';
import { parseMajorAmount } from '../../domain/money.ts';

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

/** A payment provider. */
export interface PaymentProvider {
  /** Provider id, e.g. `test`. */
  id: string;
  /** Starts a payment and says how it went (or that it is pending). */
  start(request: ProviderRequest): Promise<ProviderResult>;
}

/** Outcomes the test provider can be asked for. */
export const TEST_OUTCOMES = ['success', 'fail', 'pending', 'cancel'] as const;

/**
 * The test provider: completes, fails, cancels or leaves pending as asked (`instruction`,
 * default success), so players can fund accounts in the demo and tests can drive every path.
 */
export const testProvider: PaymentProvider = {
  id: 'test',
  async start({ paymentId, direction, instruction }) {
    const status = (TEST_OUTCOMES as readonly string[]).includes(instruction ?? '') ? (instruction as PaymentStatus) : 'success';
    const messages: Record<PaymentStatus, string> = {
      success: direction === 'deposit' ? 'Deposit credited.' : 'Withdrawal paid out.',
      fail: 'The payment was declined by the test provider.',
      pending: 'The payment is being processed.',
      cancel: 'The payment was cancelled at the provider.',
    };
    return { status, providerRef: `test-${paymentId}`, message: messages[status] };
  },
};

/** Providers by id. */
export const PROVIDERS: Record<string, PaymentProvider> = { [testProvider.id]: testProvider };

/** A payment row. */
export type Payment = typeof payments.$inferSelect;

interface StartInput {
  playerId: number;
  accountId: number;
  /** Amount in minor units, positive. */
  amountMinor: number;
  providerId: string;
  /** Client-chosen key: a retried request creates one payment. */
  idempotencyKey: string;
  instruction?: string;
}

async function playerMoneyAccount(tx: Tx, playerId: number, accountId: number) {
  const [account] = await tx.select().from(accounts).where(and(eq(accounts.id, accountId), eq(accounts.playerId, playerId)));
  if (!account || account.closedAt) throw new AppError('unknown_account', 'You have no such account.', { accountId });
  if (account.type === ACCOUNT_TYPE.bonus) throw new AppError('payment_refused', 'The bonus account cannot be used for payments.');
  return account;
}

/** Creates the payment row once per key; a replay returns the existing row when the content matches. */
async function createPayment(db: Db, direction: 'deposit' | 'withdrawal', input: StartInput, hold: boolean): Promise<{ payment: Payment; created: boolean }> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw new AppError('bad_request', 'The amount must be a positive whole number of minor units.');
  if (!PROVIDERS[input.providerId]) throw new AppError('bad_request', `Unknown payment provider ${input.providerId}.`);
  try {
    return await db.transaction(async (tx) => {
      const account = await playerMoneyAccount(tx, input.playerId, input.accountId);
      const [row] = await tx
        .insert(payments)
        .values({
          playerId: input.playerId, accountId: account.id, direction, provider: input.providerId, amount: input.amountMinor,
          currencyId: account.currencyId, status: 'pending', idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: payments.idempotencyKey })
        .returning();
      if (!row) {
        const [existing] = await tx.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey));
        const same = existing && existing.playerId === input.playerId && existing.accountId === input.accountId && existing.amount === input.amountMinor && existing.direction === direction;
        if (!same) throw new AppError('idempotency_conflict', 'This idempotency key was already used for a different payment.');
        return { payment: existing, created: false };
      }
      if (hold) {
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
 * Moves a pending payment to its provider result, with the ledger entry that goes with it, in one
 * transaction. A payment that is no longer pending is left as it is (settling twice moves nothing).
 */
export async function settlePayment(db: Db, paymentId: number, result: ProviderResult): Promise<Payment> {
  try {
    return await db.transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({ status: result.status, message: result.message, providerRef: result.providerRef, updatedAt: new Date() })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
        .returning();
      if (!payment) {
        const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId));
        if (!current) throw new AppError('not_found', `No payment ${paymentId}.`);
        return current;
      }
      if (result.status === 'pending') return payment;
      const { id, amount, currencyId, accountId } = payment;
      if (payment.direction === 'deposit' && result.status === 'success') {
        const cashIn = await houseAccountId(tx, 'cash_in', currencyId);
        await applyEntry(tx, { idempotencyKey: `payment:${id}:credit`, kind: 'deposit', postings: [{ accountId: cashIn, amount: -amount }, { accountId, amount }], meta: { paymentId: id } });
      }
      if (payment.direction === 'withdrawal') {
        const pending = await houseAccountId(tx, 'withdrawals_pending', currencyId);
        const [key, kind, target] = result.status === 'success'
          ? [`payment:${id}:payout`, 'withdrawal_payout' as const, await houseAccountId(tx, 'cash_out', currencyId)]
          : [`payment:${id}:refund`, 'withdrawal_refund' as const, accountId];
        await applyEntry(tx, { idempotencyKey: key, kind, postings: [{ accountId: pending, amount: -amount }, { accountId: target, amount }], meta: { paymentId: id } });
      }
      return payment;
    });
  } catch (error) {
    throw translateDbError(error);
  }
}

async function run(db: Db, direction: 'deposit' | 'withdrawal', input: StartInput): Promise<Payment> {
  const { payment, created } = await createPayment(db, direction, input, direction === 'withdrawal');
  if (!created || payment.status !== 'pending') return payment;
  const provider = PROVIDERS[payment.provider]!;
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
 * Deposits through a provider. @returns the payment after the provider's answer
 * @throws AppError bad_request | unknown_account | payment_refused | idempotency_conflict
 */
export function deposit(db: Db, input: StartInput): Promise<Payment> {
  return run(db, 'deposit', input);
}

/**
 * Requests a withdrawal: the amount is held at once, then the provider pays it out or it is
 * refunded. @throws AppError as {@link deposit}, plus insufficient_funds and account_frozen
 */
export function withdraw(db: Db, input: StartInput): Promise<Payment> {
  return run(db, 'withdrawal', input);
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
