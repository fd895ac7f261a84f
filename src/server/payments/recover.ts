/**
 * Recovery of interrupted payments. A payment whose request was interrupted (process killed between
 * creating the payment and settling it) stays pending. {@link sweepPendingPayments} asks the
 * provider about every pending payment older than the payment timeout ({@link paymentTimeoutMs})
 * and settles it with the provider's final answer, or cancels it at the provider (a held withdrawal
 * is refunded: src/server/payments/cancel.ts). {@link startPaymentRecovery} runs the sweep at once
 * and then periodically; the server runs it as a worker (src/server/workers/payment-recovery.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { providersFor, type ProviderMap } from './provider.ts';
import { reconcile } from './cancel.ts';

/** Default payment timeout: a payment pending this long is reconciled with its provider. */
const DEFAULT_PAYMENT_TIMEOUT_MS = 10 * 60_000;

/**
 * The payment timeout, ms: `PORTAL_PAYMENT_TIMEOUT_MS` (at least 1000), default 10 minutes. It
 * must be longer than a provider takes to answer `start`, since a payment older than this is
 * reconciled (and possibly cancelled) even while its request is still waiting for the provider.
 */
export function paymentTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PORTAL_PAYMENT_TIMEOUT_MS);
  return Number.isSafeInteger(value) && value >= 1000 ? value : DEFAULT_PAYMENT_TIMEOUT_MS;
}

/**
 * Payments pending for longer than `timeoutMs`, by the database's clock (the one that stamped
 * `created_at`), for the sweep and for a retried request alike.
 */
export function pendingPastTimeout(timeoutMs: number) {
  return and(eq(payments.status, 'pending'), sql`${payments.createdAt} < now() - make_interval(secs => ${timeoutMs / 1000})`);
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
