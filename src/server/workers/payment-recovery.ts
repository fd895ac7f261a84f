/**
 * The payment recovery worker (src/server/payments/recover.ts): settles or cancels, with the
 * provider's final answer, payments left pending past the payment timeout by an interrupted
 * request. Its interval is a quarter of the timeout (`PORTAL_PAYMENT_TIMEOUT_MS`, default 10
 * minutes), between 1 s and 60 s, read when the server starts.
 */
import { getDatabase } from '../database.ts';
import { paymentTimeoutMs, startPaymentRecovery } from '../payments/recover.ts';
import type { Worker } from './registry.ts';

/** The sweep's interval for a payment timeout of `timeoutMs`, ms. */
export function paymentRecoveryIntervalMs(timeoutMs: number = paymentTimeoutMs()): number {
  return Math.min(60_000, Math.max(1000, Math.floor(timeoutMs / 4)));
}

const intervalMs = paymentRecoveryIntervalMs();

/** The payment recovery worker. */
export const paymentRecoveryWorker: Worker = {
  name: 'payment recovery',
  intervalMs,
  onceAcrossInstances:
    'one process runs it on PostgreSQL (leadership.ts), and a run elsewhere still acts once: a payment row is re-read before its provider is asked, its status moves only from pending, and its ledger entries have the keys payment:{id}:hold|credit|payout|refund',
  start: async () => startPaymentRecovery((await getDatabase()).db, { intervalMs }),
};
