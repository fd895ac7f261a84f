/**
 * The payment-provider interface of the payments (spec §2 Payment returns), the shipped providers
 * and the payment row type every payment action shares. A provider starts a payment, answers what it
 * knows of one and cancels one; the test provider keeps its own books in `test_provider_payments`.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments, testProviderPayments, type PaymentStatus } from '../db/schema.ts';

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
interface ProviderRequest {
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

/** A payment row. */
export type Payment = typeof payments.$inferSelect;
