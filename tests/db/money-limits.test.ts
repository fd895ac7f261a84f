/**
 * Money limits and per-player payment keys, on PGlite and PostgreSQL: per-currency maximum deposit
 * and withdrawal per payment and a maximum balance (refused with 422 before a payment exists, and
 * by the ledger itself in the posting), so no balance gets near 2^53 minor units and every amount
 * read back is exact; payment idempotency keys belong to one player.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { currencies, MONEY_HARD_LIMIT_MINOR, payments } from '../../src/server/db/schema.ts';
import { accountBalance, houseAccountId, postEntry } from '../../src/server/ledger/ledger.ts';
import { addCurrencyAccount, createPlayer, getBalance, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { settlePayment } from '../../src/server/payments/confirm.ts';
import { withdraw } from '../../src/server/payments/withdraw.ts';
import { paymentHistory } from '../../src/server/payments/history.ts';
import { AppError, errorResponse } from '../../src/server/errors.ts';
import { formatMinor } from '../../src/domain/money.ts';

const ENGINES = await engines();
const TWO_POW_53 = 2 ** 53;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each(ENGINES)('money limits on %s', (kind) => {
  let t: TestDatabase;
  let n = 0;
  const key = (label: string) => `${label}-${++n}-key`;
  beforeAll(async () => {
    t = await freshDatabase(kind, { poolSize: 8 });
  });
  afterAll(() => t.dispose());

  /** A player with a JPY account (exponent 0: one yen is one minor unit). */
  async function jpyPlayer() {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const { accountId } = await addCurrencyAccount(t.db, playerId, 'JPY');
    return { playerId, accountId };
  }

  async function jpy() {
    const [row] = await t.db.select().from(currencies).where(eq(currencies.iso, 'JPY'));
    return row!;
  }

  it('every currency has limits well inside 2^53 minor units', async () => {
    const rows = await t.db.select().from(currencies);
    expect(rows.length).toBeGreaterThan(0);
    for (const c of rows) {
      expect(c.maxDeposit).toBeGreaterThan(0);
      expect(c.maxDeposit).toBeLessThanOrEqual(c.maxBalance);
      expect(c.maxBalance * 100).toBeLessThanOrEqual(MONEY_HARD_LIMIT_MINOR);
    }
    expect(MONEY_HARD_LIMIT_MINOR).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('two deposits that would take a balance past 2^53 are refused with 422 and leave no payment', async () => {
    const a = await jpyPlayer();
    const half = TWO_POW_53 / 2 + 1;
    for (let i = 0; i < 2; i++) {
      const error = await refusal(deposit(t.db, { playerId: a.playerId, accountId: a.accountId, amountMinor: half, providerId: 'test', idempotencyKey: key('big') }));
      expect(error.code).toBe('amount_limit');
      expect(error.status).toBe(422);
      const body = await errorResponse(error).json();
      expect(body.errors[0]).toMatchObject({ status: '422', code: 'amount_limit', meta: { currency: 'JPY', max: '10000000' } });
    }
    expect(await accountBalance(t.db, a.accountId)).toBe(0);
    expect(await t.db.select().from(payments).where(eq(payments.playerId, a.playerId))).toEqual([]);
  });

  it('1,024 big deposits (half of them beyond 2^53 / 2) end in success or 422, none pending, the balance at most its maximum and read exactly', async () => {
    const a = await jpyPlayer();
    const currency = await jpy();
    const codes = new Map<string, number>();
    const queue = Array.from({ length: 1024 }, (_, i) => i);
    await Promise.all(Array.from({ length: 8 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        const amountMinor = i % 2 === 0 ? currency.maxDeposit : Number.MAX_SAFE_INTEGER;
        const outcome = await deposit(t.db, { playerId: a.playerId, accountId: a.accountId, amountMinor, providerId: 'test', idempotencyKey: key(`many${i}`) })
          .then((p) => p.status, (e: unknown) => (e instanceof AppError && e.status === 422 ? e.code : `unexpected ${String((e as { cause?: unknown }).cause ?? e)}`));
        codes.set(outcome, (codes.get(outcome) ?? 0) + 1);
      }
    }));
    const successes = currency.maxBalance / currency.maxDeposit;
    expect(Object.fromEntries(codes)).toEqual({
      success: successes, amount_limit: 512, ...(codes.has('fail') ? { fail: codes.get('fail') } : {}), balance_limit: 512 - successes - (codes.get('fail') ?? 0),
    });
    expect(await accountBalance(t.db, a.accountId)).toBe(currency.maxBalance);
    const pending = await t.db.select().from(payments).where(sql`${payments.playerId} = ${a.playerId} and ${payments.status} = 'pending'`);
    expect(pending).toEqual([]);
    // What the APIs answer equals the database exactly.
    const [raw] = (await t.db.execute(sql`select balance::text as balance from accounts where id = ${a.accountId}`) as unknown as { rows: { balance: string }[] }).rows;
    const view = (await getBalance(t.db, a.playerId)).all_accounts.find((x) => x.id === a.accountId)!;
    expect(String(view.moneyMinor)).toBe(raw!.balance);
    expect(Number.isSafeInteger(view.moneyMinor)).toBe(true);
    expect(String(view.money)).toBe(formatMinor(view.moneyMinor, currency.exponent));
    const history = await paymentHistory(t.db, a.playerId, { perPage: 1 });
    expect(String(history.entities[0]!.summ)).toBe(formatMinor(currency.maxDeposit, currency.exponent));
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('a withdrawal above the currency maximum is refused with 422 and holds nothing', async () => {
    const a = await jpyPlayer();
    const currency = await jpy();
    await deposit(t.db, { playerId: a.playerId, accountId: a.accountId, amountMinor: currency.maxDeposit, providerId: 'test', idempotencyKey: key('w') });
    await deposit(t.db, { playerId: a.playerId, accountId: a.accountId, amountMinor: currency.maxDeposit, providerId: 'test', idempotencyKey: key('w') });
    const error = await refusal(withdraw(t.db, { playerId: a.playerId, accountId: a.accountId, amountMinor: currency.maxWithdrawal + 1, providerId: 'test', idempotencyKey: key('w') }));
    expect([error.code, error.status]).toEqual(['amount_limit', 422]);
    expect(await accountBalance(t.db, a.accountId)).toBe(2 * currency.maxDeposit);
  });

  it('the ledger itself refuses a credit above the maximum balance, but not a refund or a payout the player is owed', async () => {
    const a = await jpyPlayer();
    const currency = await jpy();
    const cashIn = await houseAccountId(t.db, 'cash_in', currency.id);
    const payouts = await houseAccountId(t.db, 'payouts', currency.id);
    await postEntry(t.db, { idempotencyKey: key('l'), kind: 'deposit', postings: [{ accountId: cashIn, amount: -currency.maxBalance }, { accountId: a.accountId, amount: currency.maxBalance }] });
    const over = await refusal(postEntry(t.db, { idempotencyKey: key('l'), kind: 'transfer', postings: [{ accountId: cashIn, amount: -1 }, { accountId: a.accountId, amount: 1 }] }));
    expect([over.code, over.status]).toEqual(['balance_limit', 422]);
    await postEntry(t.db, { idempotencyKey: key('l'), kind: 'payout', postings: [{ accountId: payouts, amount: -5 }, { accountId: a.accountId, amount: 5 }] });
    expect(await accountBalance(t.db, a.accountId)).toBe(currency.maxBalance + 5);
    // The hard limit of every balance, whatever the kind of movement.
    const hard = await refusal(postEntry(t.db, { idempotencyKey: key('l'), kind: 'payout', postings: [{ accountId: payouts, amount: -MONEY_HARD_LIMIT_MINOR }, { accountId: a.accountId, amount: MONEY_HARD_LIMIT_MINOR }] }));
    expect(hard.status).toBe(422);
  });

  it('a pending deposit reserves its room under the maximum balance: a later deposit past it is refused, and the confirmed one is credited', async () => {
    const a = await jpyPlayer();
    const currency = await jpy();
    const cashIn = await houseAccountId(t.db, 'cash_in', currency.id);
    await postEntry(t.db, { idempotencyKey: key('r'), kind: 'deposit', postings: [{ accountId: cashIn, amount: -(currency.maxBalance - 100) }, { accountId: a.accountId, amount: currency.maxBalance - 100 }] });
    const waiting = await deposit(t.db, { playerId: a.playerId, accountId: a.accountId, amountMinor: 60, providerId: 'test', idempotencyKey: key('r'), instruction: 'pending' });
    expect(waiting.status).toBe('pending');
    // 60 are reserved: 41 more would pass the maximum once the first is confirmed.
    const over = await refusal(deposit(t.db, { playerId: a.playerId, accountId: a.accountId, amountMinor: 41, providerId: 'test', idempotencyKey: key('r') }));
    expect([over.code, over.status]).toEqual(['balance_limit', 422]);
    const fits = await deposit(t.db, { playerId: a.playerId, accountId: a.accountId, amountMinor: 40, providerId: 'test', idempotencyKey: key('r') });
    expect(fits.status).toBe('success');
    // The provider confirms the first: the player gets it, up to exactly the maximum.
    const confirmed = await settlePayment(t.db, waiting.id, { status: 'success', providerRef: 'late', message: '' });
    expect(confirmed.status).toBe('success');
    expect(await accountBalance(t.db, a.accountId)).toBe(currency.maxBalance);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('parallel deposits near a full balance: one credited, the others refused or failed, none pending', async () => {
    const a = await jpyPlayer();
    const currency = await jpy();
    const cashIn = await houseAccountId(t.db, 'cash_in', currency.id);
    await postEntry(t.db, { idempotencyKey: key('f'), kind: 'deposit', postings: [{ accountId: cashIn, amount: -(currency.maxBalance - 10) }, { accountId: a.accountId, amount: currency.maxBalance - 10 }] });
    const results = await Promise.all(Array.from({ length: 4 }, () =>
      deposit(t.db, { playerId: a.playerId, accountId: a.accountId, amountMinor: 10, providerId: 'test', idempotencyKey: key('f') }).then((p) => p.status, (e: AppError) => e.code)));
    expect(results.filter((r) => r === 'success')).toHaveLength(1);
    expect(results.every((r) => ['success', 'fail', 'balance_limit'].includes(r))).toBe(true);
    expect(await accountBalance(t.db, a.accountId)).toBe(currency.maxBalance);
    expect(await t.db.select().from(payments).where(sql`${payments.playerId} = ${a.playerId} and ${payments.status} = 'pending'`)).toEqual([]);
  });
});

describe.each(ENGINES)('payment idempotency keys on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(() => t.dispose());

  it('belong to one player: another player using the same key gets a payment of their own', async () => {
    const players = await Promise.all([createPlayer(t.db, 'main', 'RUB'), createPlayer(t.db, 'main', 'RUB')]);
    const [a, b] = await Promise.all(players.map(async (playerId) => ({ playerId, main: (await playerAccountIds(t.db, playerId)).main })));
    const shared = 'same-key-for-both';
    const first = await deposit(t.db, { playerId: a!.playerId, accountId: a!.main, amountMinor: 100_00, providerId: 'test', idempotencyKey: shared });
    const other = await deposit(t.db, { playerId: b!.playerId, accountId: b!.main, amountMinor: 7_00, providerId: 'test', idempotencyKey: shared });
    expect(other.status).toBe('success');
    expect(other.id).not.toBe(first.id);
    expect(await accountBalance(t.db, b!.main)).toBe(7_00);
    // Each player's retry answers their own payment; a different payment under a player's own key is a conflict.
    expect(await deposit(t.db, { playerId: a!.playerId, accountId: a!.main, amountMinor: 100_00, providerId: 'test', idempotencyKey: shared })).toMatchObject({ id: first.id });
    expect(await deposit(t.db, { playerId: b!.playerId, accountId: b!.main, amountMinor: 7_00, providerId: 'test', idempotencyKey: shared })).toMatchObject({ id: other.id });
    expect((await refusal(deposit(t.db, { playerId: b!.playerId, accountId: b!.main, amountMinor: 8_00, providerId: 'test', idempotencyKey: shared }))).code).toBe('idempotency_conflict');
    expect(await accountBalance(t.db, a!.main)).toBe(100_00);
    expect(await accountBalance(t.db, b!.main)).toBe(7_00);
  });
});
