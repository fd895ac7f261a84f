/**
 * Recovery of payments interrupted by a crash, on PGlite and PostgreSQL: a payment whose request
 * died between creating the payment and settling it stays pending until the sweep asks the
 * provider; then a deposit is credited exactly once (when the provider took it) and a held
 * withdrawal is paid out or refunded exactly once, even with two sweepers running at once (two
 * connection pools on PostgreSQL, like two server instances). Payments younger than the timeout
 * are left alone; a retry with the same key after recovery answers the final state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import type { Database, Db } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/database.ts';
import { journalEntries, payments, testProviderPayments } from '../../src/server/db/schema.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { createTestProvider, providersFor, type Payment, type ProviderMap } from '../../src/server/payments/provider.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { startPaymentRecovery, sweepPendingPayments } from '../../src/server/payments/recover.ts';
import { withdraw } from '../../src/server/payments/withdraw.ts';

const ENGINES = await engines();
const TIMEOUT_MS = 60_000;

/** Providers whose `start` dies like a killed process: before reaching the provider, or after it answered. */
function crashing(db: Db, when: 'before' | 'after'): ProviderMap {
  const real = createTestProvider(db);
  return {
    test: {
      ...real,
      start: async (request) => {
        if (when === 'after') await real.start(request);
        throw new Error('process killed');
      },
    },
  };
}

/** Makes a payment look `ageMs` old (database clock). */
async function age(db: Db, paymentId: number, ageMs: number) {
  await db.update(payments).set({ createdAt: sql`now() - make_interval(secs => ${ageMs / 1000})` }).where(eq(payments.id, paymentId));
}

/** The player's payment with `key` (the request that created it died before answering). */
async function byKey(db: Db, playerId: number, key: string): Promise<Payment> {
  const [row] = await db.select().from(payments).where(and(eq(payments.playerId, playerId), eq(payments.idempotencyKey, key)));
  return row!;
}

/** Ledger entries of a payment by step. */
async function entriesOf(db: Db, paymentId: number): Promise<string[]> {
  const rows = await db.select({ key: journalEntries.idempotencyKey }).from(journalEntries).where(like(journalEntries.idempotencyKey, `payment:${paymentId}:%`));
  return rows.map((r) => r.key.split(':')[2]!).sort();
}

describe.each(ENGINES)('payment recovery on %s', (kind) => {
  let t: TestDatabase;
  let second: Database | null = null;
  let n = 0;
  const key = (label: string) => `${label}-${++n}-key`;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    // A second instance on the same database: its own pool on PostgreSQL; PGlite is one process.
    if (kind === 'pg') second = await openDatabase({ kind: 'pg', url: t.location!, poolSize: 4 });
  });
  afterAll(async () => {
    await second?.close();
    await t.dispose();
  });

  async function player(fundMinor = 0) {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const { main } = await playerAccountIds(t.db, playerId);
    if (fundMinor > 0) await deposit(t.db, { playerId, accountId: main, amountMinor: fundMinor, providerId: 'test', idempotencyKey: key('fund') });
    return { playerId, main };
  }

  /** Starts a payment whose request dies; returns the pending payment it left. */
  async function interrupted(direction: 'deposit' | 'withdrawal', who: { playerId: number; main: number }, amountMinor: number, when: 'before' | 'after', instruction?: string) {
    const idempotencyKey = key(direction);
    const start = direction === 'deposit' ? deposit : withdraw;
    await expect(start(t.db, { playerId: who.playerId, accountId: who.main, amountMinor, providerId: 'test', idempotencyKey, instruction }, { providers: crashing(t.db, when) }))
      .rejects.toThrow('process killed');
    const payment = await byKey(t.db, who.playerId, idempotencyKey);
    expect(payment.status).toBe('pending');
    return payment;
  }

  it('credits an interrupted deposit the provider took, cancels one it never got, and leaves young ones alone', async () => {
    const a = await player();
    const took = await interrupted('deposit', a, 300_00, 'after');
    const never = await interrupted('deposit', a, 200_00, 'before');
    const young = await interrupted('deposit', a, 100_00, 'after');
    await age(t.db, took.id, 2 * TIMEOUT_MS);
    await age(t.db, never.id, 10 * TIMEOUT_MS);
    await age(t.db, young.id, TIMEOUT_MS / 2);
    expect(await accountBalance(t.db, a.main)).toBe(0);

    const sweep = await sweepPendingPayments(t.db, { timeoutMs: TIMEOUT_MS });
    expect(sweep.failed).toBe(0);
    expect(sweep.settled).toBeGreaterThanOrEqual(2);
    expect((await byKey(t.db, a.playerId, took.idempotencyKey)).status).toBe('success');
    expect((await byKey(t.db, a.playerId, never.idempotencyKey)).status).toBe('cancel');
    expect((await byKey(t.db, a.playerId, young.idempotencyKey)).status).toBe('pending');
    expect(await accountBalance(t.db, a.main)).toBe(300_00);
    expect(await entriesOf(t.db, took.id)).toEqual(['credit']);
    expect(await entriesOf(t.db, never.id)).toEqual([]);
    // The provider now refuses a late start of the payment it never got: it was cancelled there.
    const [record] = await t.db.select().from(testProviderPayments).where(eq(testProviderPayments.paymentId, never.id));
    expect(record?.status).toBe('cancel');
  });

  it('pays out or refunds interrupted withdrawals exactly once', async () => {
    const a = await player(1_000_00);
    const paid = await interrupted('withdrawal', a, 400_00, 'after');
    const lost = await interrupted('withdrawal', a, 250_00, 'before');
    const declined = await interrupted('withdrawal', a, 50_00, 'after', 'fail');
    expect(await accountBalance(t.db, a.main)).toBe(300_00); // all three held
    for (const p of [paid, lost, declined]) await age(t.db, p.id, 2 * TIMEOUT_MS);

    await sweepPendingPayments(t.db, { timeoutMs: TIMEOUT_MS });
    await sweepPendingPayments(t.db, { timeoutMs: TIMEOUT_MS });
    expect((await byKey(t.db, a.playerId, paid.idempotencyKey)).status).toBe('success');
    expect((await byKey(t.db, a.playerId, lost.idempotencyKey)).status).toBe('cancel');
    expect((await byKey(t.db, a.playerId, declined.idempotencyKey)).status).toBe('fail');
    expect(await entriesOf(t.db, paid.id)).toEqual(['hold', 'payout']);
    expect(await entriesOf(t.db, lost.id)).toEqual(['hold', 'refund']);
    expect(await entriesOf(t.db, declined.id)).toEqual(['hold', 'refund']);
    expect(await accountBalance(t.db, a.main)).toBe(600_00);
  });

  it('a payment left pending at the provider is cancelled after the timeout, or credited when the provider completed it', async () => {
    const a = await player();
    const stillPending = await deposit(t.db, { playerId: a.playerId, accountId: a.main, amountMinor: 70_00, providerId: 'test', idempotencyKey: key('p'), instruction: 'pending' });
    const completedLater = await deposit(t.db, { playerId: a.playerId, accountId: a.main, amountMinor: 30_00, providerId: 'test', idempotencyKey: key('p'), instruction: 'pending' });
    expect([stillPending.status, completedLater.status]).toEqual(['pending', 'pending']);
    await t.db.update(testProviderPayments).set({ status: 'success' }).where(eq(testProviderPayments.paymentId, completedLater.id));
    await age(t.db, stillPending.id, 2 * TIMEOUT_MS);
    await age(t.db, completedLater.id, 2 * TIMEOUT_MS);
    await sweepPendingPayments(t.db, { timeoutMs: TIMEOUT_MS });
    expect((await byKey(t.db, a.playerId, stillPending.idempotencyKey)).status).toBe('cancel');
    expect((await byKey(t.db, a.playerId, completedLater.idempotencyKey)).status).toBe('success');
    expect(await accountBalance(t.db, a.main)).toBe(30_00);
  });

  it('a retry with the same key answers the final state: settled by the sweep, or reconciled by the retry itself', async () => {
    const a = await player(500_00);
    const swept = await interrupted('deposit', a, 10_00, 'after');
    await age(t.db, swept.id, 2 * TIMEOUT_MS);
    await sweepPendingPayments(t.db, { timeoutMs: TIMEOUT_MS });
    const retry = await deposit(t.db, { playerId: a.playerId, accountId: a.main, amountMinor: 10_00, providerId: 'test', idempotencyKey: swept.idempotencyKey }, { timeoutMs: TIMEOUT_MS });
    expect(retry).toMatchObject({ id: swept.id, status: 'success' });

    const unswept = await interrupted('withdrawal', a, 20_00, 'before');
    await age(t.db, unswept.id, 2 * TIMEOUT_MS);
    const retried = await withdraw(t.db, { playerId: a.playerId, accountId: a.main, amountMinor: 20_00, providerId: 'test', idempotencyKey: unswept.idempotencyKey }, { timeoutMs: TIMEOUT_MS });
    expect(retried).toMatchObject({ id: unswept.id, status: 'cancel' });
    expect(await entriesOf(t.db, unswept.id)).toEqual(['hold', 'refund']);
    expect(await accountBalance(t.db, a.main)).toBe(510_00);
  });

  it('two sweepers at once settle 40 interrupted payments of various ages exactly once', async () => {
    const players = await Promise.all([player(2_000_00), player(2_000_00), player(2_000_00), player(2_000_00)]);
    const before = new Map<number, number>();
    for (const p of players) before.set(p.main, await accountBalance(t.db, p.main));
    const made: { payment: Payment; who: (typeof players)[number]; took: boolean; young: boolean }[] = [];
    for (let i = 0; i < 40; i++) {
      const who = players[i % players.length]!;
      const direction = i % 3 === 0 ? 'withdrawal' : 'deposit';
      const took = i % 2 === 0;
      const payment = await interrupted(direction, who, 10_00 + i, took ? 'after' : 'before');
      // Ages from 1.5× to 41.5× the timeout; every fifth one younger than the timeout.
      const young = i % 5 === 4;
      await age(t.db, payment.id, young ? TIMEOUT_MS / 3 : TIMEOUT_MS * (1.5 + i));
      made.push({ payment, who, took, young });
    }
    const other = second?.db ?? t.db;
    const [one, two] = await Promise.all([
      sweepPendingPayments(t.db, { timeoutMs: TIMEOUT_MS, batch: 7 }),
      sweepPendingPayments(other, { timeoutMs: TIMEOUT_MS, providers: providersFor(other), batch: 5 }),
    ]);
    expect(one.failed + two.failed).toBe(0);
    expect(one.settled + two.settled).toBe(32);

    const expected = new Map(before);
    for (const { payment, who, took, young } of made) {
      const now = await byKey(t.db, who.playerId, payment.idempotencyKey);
      if (young) {
        expect(now.status).toBe('pending');
        if (payment.direction === 'withdrawal') expected.set(who.main, expected.get(who.main)! - payment.amount);
        continue;
      }
      expect(now.status).toBe(took ? 'success' : 'cancel');
      const steps = await entriesOf(t.db, payment.id);
      if (payment.direction === 'deposit') {
        expect(steps).toEqual(took ? ['credit'] : []);
        if (took) expected.set(who.main, expected.get(who.main)! + payment.amount);
      } else {
        expect(steps).toEqual(took ? ['hold', 'payout'] : ['hold', 'refund']);
        if (took) expected.set(who.main, expected.get(who.main)! - payment.amount);
      }
    }
    for (const p of players) expect(await accountBalance(t.db, p.main)).toBe(expected.get(p.main));
    const [{ stale }] = (await t.db.execute(sql`select count(*)::int as stale from payments where status = 'pending' and created_at < now() - interval '60 seconds'`) as unknown as { rows: { stale: number }[] }).rows as [{ stale: number }];
    expect(stale).toBe(0);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('the recovery worker sweeps when it starts', async () => {
    const a = await player();
    const left = await interrupted('deposit', a, 5_00, 'after');
    await age(t.db, left.id, 2 * TIMEOUT_MS);
    const worker = startPaymentRecovery(t.db, { timeoutMs: TIMEOUT_MS, intervalMs: 60_000 });
    try {
      await worker.runNow();
      expect((await byKey(t.db, a.playerId, left.idempotencyKey)).status).toBe('success');
      expect(await accountBalance(t.db, a.main)).toBe(5_00);
    } finally {
      worker.stop();
    }
  });
});
