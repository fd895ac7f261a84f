/**
 * The ledger, accounts and payments on PGlite and on PostgreSQL: money moves all-or-nothing,
 * once per key, never below zero, and every refusal is a typed error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { accountBalance, houseAccountId, postEntry, requestHash } from '../../src/server/ledger/ledger.ts';
import {
  addCurrencyAccount, createPlayer, getBalance, playerAccountIds, removeCurrencyAccount, setFrozen, switchAccount,
} from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { settlePayment } from '../../src/server/payments/confirm.ts';
import { cancelWithdrawalByPlayer } from '../../src/server/payments/cancel.ts';
import { withdraw } from '../../src/server/payments/withdraw.ts';
import { paymentHistory } from '../../src/server/payments/history.ts';
import { AppError, errorResponse } from '../../src/server/errors.ts';

const ENGINES = await engines();

/** Expects `promise` to reject with an AppError of `code`. */
async function refused(promise: Promise<unknown>, code: string): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error, `expected ${code}`).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

describe.each(ENGINES)('ledger on %s', (kind) => {
  let t: TestDatabase;
  let key = 0;
  const k = (label: string) => `${label}:${++key}`;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(() => t.dispose());

  async function fundedPlayer(amountMinor: number, iso = 'RUB') {
    const playerId = await createPlayer(t.db, 'main', iso);
    const ids = await playerAccountIds(t.db, playerId);
    if (amountMinor > 0) await deposit(t.db, { playerId, accountId: ids.main, amountMinor, providerId: 'test', idempotencyKey: k('dep') });
    return { playerId, ...ids };
  }

  it('a successful test deposit credits the main account from house cash-in', async () => {
    const { playerId, main } = await fundedPlayer(0);
    const cashIn = await houseAccountId(t.db, 'cash_in', 1);
    const before = await accountBalance(t.db, cashIn);
    const payment = await deposit(t.db, { playerId, accountId: main, amountMinor: 150_00, providerId: 'test', idempotencyKey: k('dep') });
    expect(payment).toMatchObject({ status: 'success', amount: 150_00, direction: 'deposit' });
    expect(await accountBalance(t.db, main)).toBe(150_00);
    expect(await accountBalance(t.db, cashIn)).toBe(before - 150_00);
  });

  it('a failed or cancelled deposit moves nothing; a pending one credits once when it settles', async () => {
    const { playerId, main } = await fundedPlayer(0);
    expect((await deposit(t.db, { playerId, accountId: main, amountMinor: 500, providerId: 'test', idempotencyKey: k('d'), instruction: 'fail' })).status).toBe('fail');
    expect((await deposit(t.db, { playerId, accountId: main, amountMinor: 500, providerId: 'test', idempotencyKey: k('d'), instruction: 'cancel' })).status).toBe('cancel');
    const pending = await deposit(t.db, { playerId, accountId: main, amountMinor: 700, providerId: 'test', idempotencyKey: k('d'), instruction: 'pending' });
    expect(pending.status).toBe('pending');
    expect(await accountBalance(t.db, main)).toBe(0);
    const done = { status: 'success' as const, providerRef: 'x', message: 'ok' };
    await settlePayment(t.db, pending.id, done);
    await settlePayment(t.db, pending.id, done);
    expect(await accountBalance(t.db, main)).toBe(700);
  });

  it('a retried deposit request with the same key creates one payment and credits once', async () => {
    const { playerId, main } = await fundedPlayer(0);
    const request = { playerId, accountId: main, amountMinor: 1_000, providerId: 'test', idempotencyKey: k('retry') };
    const [a, b] = await Promise.all([deposit(t.db, request), deposit(t.db, request)]);
    expect(a.id).toBe(b.id);
    expect(await deposit(t.db, request)).toMatchObject({ id: a.id });
    expect(await accountBalance(t.db, main)).toBe(1_000);
    await refused(deposit(t.db, { ...request, amountMinor: 2_000 }), 'idempotency_conflict');
  });

  it('an entry replayed with the same key moves nothing; other content under the key is refused', async () => {
    const a = await fundedPlayer(10_000);
    const b = await fundedPlayer(0);
    const request = { idempotencyKey: k('tr'), kind: 'transfer' as const, postings: [{ accountId: a.main, amount: -2_500 }, { accountId: b.main, amount: 2_500 }] };
    const first = await postEntry(t.db, request);
    const again = await postEntry(t.db, { ...request, postings: [...request.postings].reverse() });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
    expect(await accountBalance(t.db, a.main)).toBe(7_500);
    expect(await accountBalance(t.db, b.main)).toBe(2_500);
    await refused(postEntry(t.db, { ...request, postings: [{ accountId: a.main, amount: -1 }, { accountId: b.main, amount: 1 }] }), 'idempotency_conflict');
  });

  it('refuses to take a player account below zero, in the database, moving nothing', async () => {
    const a = await fundedPlayer(1_000);
    const stakes = await houseAccountId(t.db, 'stakes_held', 1);
    const stakesBefore = await accountBalance(t.db, stakes);
    const request = { idempotencyKey: k('stake'), kind: 'stake' as const, postings: [{ accountId: a.main, amount: -1_001 }, { accountId: stakes, amount: 1_001 }] };
    const error = await refused(postEntry(t.db, request), 'insufficient_funds');
    expect(error.status).toBe(422);
    expect(await accountBalance(t.db, a.main)).toBe(1_000);
    expect(await accountBalance(t.db, stakes)).toBe(stakesBefore);
    // The key was not consumed by the refused attempt.
    const ok = await postEntry(t.db, { ...request, postings: [{ accountId: a.main, amount: -1_000 }, { accountId: stakes, amount: 1_000 }] });
    expect(ok.replayed).toBe(false);
    expect(await accountBalance(t.db, a.main)).toBe(0);
  });

  it('the database itself refuses a negative balance, a direct balance update, unbalanced and edited postings', async () => {
    const a = await fundedPlayer(100);
    const exec = (q: ReturnType<typeof sql>) => t.db.execute(q).then(() => 'ok', (e: unknown) => String((e as Error).message + ' ' + String((e as { cause?: Error }).cause?.message ?? '')));
    expect(await exec(sql`update accounts set balance = 1000000 where id = ${a.main}`)).toMatch(/change only through postings/);
    expect(await exec(sql`delete from postings`)).toMatch(/append-only/);
    expect(await exec(sql`update journal_entries set kind = 'x'`)).toMatch(/append-only/);
    const unbalanced = await t.db
      .transaction(async (tx) => {
        const [entry] = await tx.execute<{ id: number }>(sql`insert into journal_entries (idempotency_key, kind, request_hash) values (${k('raw')}, 'transfer', 'x') returning id`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
        await tx.execute(sql`insert into postings (entry_id, account_id, currency_id, amount) values (${entry!.id}, ${a.main}, 1, 50)`);
      })
      .then(() => 'ok', (e: unknown) => String((e as Error).message + ' ' + String((e as { cause?: Error }).cause?.message ?? '')));
    expect(unbalanced).toMatch(/does not balance/);
    expect(await accountBalance(t.db, a.main)).toBe(100);
  });

  it('checks the balance of every INSERT statement into postings per entry, and refuses an unknown account without a foreign key', async () => {
    const a = await fundedPlayer(100);
    const b = await fundedPlayer(100);
    const failure = (e: unknown) => String((e as Error).message + ' ' + String((e as { cause?: Error }).cause?.message ?? ''));
    // Two journal entries of its own per attempt: `id` and `other`.
    const attempt = (postings: (id: number, other: number) => ReturnType<typeof sql>) => t.db
      .transaction(async (tx) => {
        const entries = await tx.execute<{ id: number }>(sql`insert into journal_entries (idempotency_key, kind, request_hash) values (${k('raw')}, 'transfer', 'x'), (${k('raw')}, 'transfer', 'x') returning id`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
        await tx.execute(postings(Number(entries[0]!.id), Number(entries[1]!.id)));
      })
      .then(() => 'ok', failure);
    // Two entries in one statement, each unbalanced though the statement sums to zero.
    expect(await attempt((id, other) => sql`insert into postings (entry_id, account_id, currency_id, amount) values (${id}, ${a.main}, 1, -50), (${other}, ${b.main}, 1, 50)`)).toMatch(/does not balance/);
    // A balanced statement moves both balances; an account that does not exist is refused by the posting trigger.
    expect(await attempt((id) => sql`insert into postings (entry_id, account_id, currency_id, amount) values (${id}, ${a.main}, 1, -50), (${id}, ${b.main}, 1, 50)`)).toBe('ok');
    expect(await accountBalance(t.db, a.main)).toBe(50);
    expect(await accountBalance(t.db, b.main)).toBe(150);
    expect(await attempt((id) => sql`insert into postings (entry_id, account_id, currency_id, amount) values (${id}, ${a.main}, 1, -10), (${id}, 987654321, 1, 10)`)).toMatch(/unknown, closed or not in currency/);
    expect(await attempt((id) => sql`insert into postings (entry_id, account_id, currency_id, amount) values (${id}, ${a.main}, 1, -10), (${id}, ${b.main}, 2, 10)`)).toMatch(/unknown, closed or not in currency/);
    expect(await accountBalance(t.db, a.main)).toBe(50);
  });

  it('keeps the rows money rows name: currencies, accounts, games, casino providers and games are never deleted', async () => {
    const a = await fundedPlayer(0);
    const exec = (q: ReturnType<typeof sql>) => t.db.execute(q).then(() => 'ok', (e: unknown) => String((e as Error).message + ' ' + String((e as { cause?: Error }).cause?.message ?? '')));
    expect(await exec(sql`delete from accounts where id = ${a.main}`)).toMatch(/accounts rows are kept/);
    expect(await exec(sql`delete from currencies where iso = 'KWD'`)).toMatch(/currencies rows are kept/);
    expect(await exec(sql`delete from games`)).toMatch(/games rows are kept/);
    expect(await exec(sql`delete from casino_providers`)).toMatch(/casino_providers rows are kept/);
    expect(await exec(sql`delete from casino_games`)).toMatch(/casino_games rows are kept/);
    expect(await exec(sql`truncate currencies cascade`)).toMatch(/rows are kept/);
    expect(await accountBalance(t.db, a.main)).toBe(0);
    expect(Number(((await t.db.execute(sql`select count(*)::int as n from currencies where iso = 'KWD'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });

  it('frozen accounts refuse debits and accept credits', async () => {
    const a = await fundedPlayer(5_000);
    const b = await fundedPlayer(5_000);
    await setFrozen(t.db, a.main, true);
    const error = await refused(postEntry(t.db, { idempotencyKey: k('f'), kind: 'transfer', postings: [{ accountId: a.main, amount: -1 }, { accountId: b.main, amount: 1 }] }), 'account_frozen');
    expect(error.status).toBe(403);
    await postEntry(t.db, { idempotencyKey: k('f'), kind: 'transfer', postings: [{ accountId: b.main, amount: -1 }, { accountId: a.main, amount: 1 }] });
    expect(await accountBalance(t.db, a.main)).toBe(5_001);
    expect((await getBalance(t.db, a.playerId)).isAccountFrozen).toBe(true);
    await refused(withdraw(t.db, { playerId: a.playerId, accountId: a.main, amountMinor: 100, providerId: 'test', idempotencyKey: k('w') }), 'account_frozen');
    await setFrozen(t.db, a.main, false);
  });

  it('refuses unknown accounts, mixed currencies and unbalanced requests', async () => {
    const rub = await fundedPlayer(5_000);
    const eur = await fundedPlayer(5_000, 'EUR');
    await refused(postEntry(t.db, { idempotencyKey: k('u'), kind: 'transfer', postings: [{ accountId: rub.main, amount: -1 }, { accountId: 99_999_999, amount: 1 }] }), 'unknown_account');
    const mixed = await refused(postEntry(t.db, { idempotencyKey: k('c'), kind: 'transfer', postings: [{ accountId: rub.main, amount: -100 }, { accountId: eur.main, amount: 100 }] }), 'currency_mismatch');
    expect(mixed.status).toBe(422);
    await refused(postEntry(t.db, { idempotencyKey: k('b'), kind: 'transfer', postings: [{ accountId: rub.main, amount: -100 }, { accountId: rub.bonus, amount: 99 }] }), 'unbalanced_entry');
    await refused(postEntry(t.db, { idempotencyKey: k('o'), kind: 'transfer', postings: [{ accountId: rub.main, amount: -100 }] }), 'unbalanced_entry');
    await refused(postEntry(t.db, { idempotencyKey: k('z'), kind: 'transfer', postings: [{ accountId: rub.main, amount: 0.5 }, { accountId: rub.bonus, amount: -0.5 }] }), 'bad_request');
    expect(await accountBalance(t.db, rub.main)).toBe(5_000);
  });

  it('a withdrawal holds the money at once, pays out on success and refunds on failure; the player cannot cancel it', async () => {
    const a = await fundedPlayer(10_000);
    const pendingHouse = await houseAccountId(t.db, 'withdrawals_pending', 1);
    const pendingBefore = await accountBalance(t.db, pendingHouse);
    const held = await withdraw(t.db, { playerId: a.playerId, accountId: a.main, amountMinor: 4_000, providerId: 'test', idempotencyKey: k('w'), instruction: 'pending' });
    expect(held.status).toBe('pending');
    expect(await accountBalance(t.db, a.main)).toBe(6_000);
    expect(await accountBalance(t.db, pendingHouse)).toBe(pendingBefore + 4_000);
    expect(() => cancelWithdrawalByPlayer()).toThrow('A withdrawal request cannot be cancelled once it is made.');
    await settlePayment(t.db, held.id, { status: 'success', providerRef: 'p', message: 'paid' });
    expect(await accountBalance(t.db, pendingHouse)).toBe(pendingBefore);
    const failed = await withdraw(t.db, { playerId: a.playerId, accountId: a.main, amountMinor: 1_000, providerId: 'test', idempotencyKey: k('w'), instruction: 'fail' });
    expect(failed.status).toBe('fail');
    expect(await accountBalance(t.db, a.main)).toBe(6_000);
    const tooMuch = await refused(withdraw(t.db, { playerId: a.playerId, accountId: a.main, amountMinor: 6_001, providerId: 'test', idempotencyKey: k('w') }), 'insufficient_funds');
    expect(tooMuch.detail).toBe('There is not enough money on the account.');
    expect((await paymentHistory(t.db, a.playerId, { direction: 'withdrawal' })).total_count).toBe(2);
  });

  it('answers the balance fetch, switches, adds and removes currency accounts as the spec says', async () => {
    const a = await fundedPlayer(123_45);
    const balance = await getBalance(t.db, a.playerId, 'en');
    expect(balance).toMatchObject({ balance: 123.45, bonus: 0, is_available_first_deposit_bonus: false, isAccountFrozen: false });
    expect(balance.all_accounts.map((x) => [x.type, x.iso, x.isActive])).toEqual([[0, 'RUB', true], [4, 'RUB', false]]);
    expect(balance.all_accounts[0]).toMatchObject({ money: 123.45, moneyMinor: 12_345, labelWithSymbol: 'RUB\u00a0123.45', currencyId: 1 });
    expect((await getBalance(t.db, (await fundedPlayer(0)).playerId)).is_available_first_deposit_bonus).toBe(true);

    const added = await addCurrencyAccount(t.db, a.playerId, 'jpy');
    expect(added.message).toBe('The JPY account is open.');
    await refused(addCurrencyAccount(t.db, a.playerId, 'JPY'), 'account_refused');
    await refused(addCurrencyAccount(t.db, a.playerId, 'RUB'), 'account_refused');
    await refused(addCurrencyAccount(t.db, a.playerId, 'XXX'), 'bad_request');
    expect(await switchAccount(t.db, a.playerId, added.accountId)).toEqual({ message: 'main_account_will_set', id: added.accountId });
    await refused(removeCurrencyAccount(t.db, a.playerId, added.accountId), 'account_refused');
    await switchAccount(t.db, a.playerId, a.main);
    await refused(switchAccount(t.db, a.playerId, a.bonus), 'unknown_account');
    await refused(removeCurrencyAccount(t.db, a.playerId, a.main), 'account_refused');
    await deposit(t.db, { playerId: a.playerId, accountId: added.accountId, amountMinor: 500, providerId: 'test', idempotencyKey: k('jpy') });
    const jpy = (await getBalance(t.db, a.playerId)).all_accounts.find((x) => x.iso === 'JPY')!;
    expect(jpy).toMatchObject({ type: 9, money: 500, moneyMinor: 500, labelWithSymbol: '¥500' });
    const withMoney = await refused(removeCurrencyAccount(t.db, a.playerId, added.accountId), 'account_refused');
    expect(withMoney.detail).toBe('Withdraw or move the money before removing this account.');
    await withdraw(t.db, { playerId: a.playerId, accountId: added.accountId, amountMinor: 500, providerId: 'test', idempotencyKey: k('jpyw') });
    expect(await removeCurrencyAccount(t.db, a.playerId, added.accountId)).toEqual({ message: 'The account is removed.' });
    expect((await getBalance(t.db, a.playerId)).all_accounts).toHaveLength(2);
    await refused(deposit(t.db, { playerId: a.playerId, accountId: added.accountId, amountMinor: 1, providerId: 'test', idempotencyKey: k('closed') }), 'unknown_account');
    const other = await fundedPlayer(0);
    await refused(switchAccount(t.db, other.playerId, a.main), 'unknown_account');
  });

  it('pages the payment history with the spec fields, newest first', async () => {
    const a = await fundedPlayer(0);
    for (let i = 1; i <= 5; i++) {
      await deposit(t.db, { playerId: a.playerId, accountId: a.main, amountMinor: i * 100, providerId: 'test', idempotencyKey: k('h'), instruction: i === 3 ? 'fail' : 'success' });
    }
    const first = await paymentHistory(t.db, a.playerId, { page: 1, perPage: 2 });
    const third = await paymentHistory(t.db, a.playerId, { page: 3, perPage: 2 });
    expect(first.total_count).toBe(5);
    expect(first.entities.map((e) => e.summ)).toEqual([5, 4]);
    expect(third.entities.map((e) => e.summ)).toEqual([1]);
    const failed = (await paymentHistory(t.db, a.playerId, { page: 2, perPage: 2 })).entities.find((e) => e.summ === 3)!;
    expect(failed).toMatchObject({ status_id: 3, status_title: 'Failed', translate_message: 'payment_status_fail', currency: 'RUB' });
    expect(failed.skks_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(Object.keys(failed)).toEqual(expect.arrayContaining(['id', 'status_id', 'message', 'translate_message', 'skks_hash', 'timestamp', 'date_payment', 'status_title', 'summ', 'money_deposit_id']));
  });
});

describe('errors become HTTP answers the client can show', () => {
  it.each([
    ['insufficient_funds', 422], ['unknown_account', 404], ['account_frozen', 403], ['currency_mismatch', 422], ['idempotency_conflict', 409],
  ] as const)('%s → %i with a JSON body', async (code, status) => {
    const response = errorResponse(new AppError(code, 'Readable detail.', { accountId: 7 }));
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ errors: [{ status: String(status), code, title: code.replaceAll('_', ' '), detail: 'Readable detail.', meta: { accountId: 7 } }] });
  });

  it('hides unexpected errors behind a 500', async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const response = errorResponse(new Error('connection string with password'));
      expect(response.status).toBe(500);
      expect(JSON.stringify(await response.json())).not.toContain('password');
    } finally {
      console.error = original;
    }
  });

  it('hashes a request independently of posting order', () => {
    const a = requestHash({ idempotencyKey: 'x', kind: 'transfer', postings: [{ accountId: 1, amount: -5 }, { accountId: 2, amount: 5 }], meta: { b: 1, a: 2 } });
    const b = requestHash({ idempotencyKey: 'y', kind: 'transfer', postings: [{ accountId: 2, amount: 5 }, { accountId: 1, amount: -5 }], meta: { a: 2, b: 1 } });
    expect(a).toBe(b);
  });
});
