/**
 * Money limits and payment keys over HTTP on the built server: a deposit or withdrawal above the
 * currency's limit, or one that would take the balance past its maximum, is a 422 with a JSON body
 * naming the limit; no balance gets past 2^53 minor units; the balance API reads the exact amount;
 * an idempotency key used by one player is invisible to another.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerPlayer, uniqueText } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');
const unique = uniqueText;

/** A registered, logged-in player with a JPY account (one yen is one minor unit). */
async function player() {
  const { client, accountId: main } = await registerPlayer(base(), 'limits');
  const added = await client.post('/web-api/user/account/add', { currency: 'JPY' });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const jpy = (await client.get('/web-api/user/balance')).body.all_accounts.find((a: { iso: string }) => a.iso === 'JPY').id as number;
  return { client, main, jpy };
}

describe('payment limits over HTTP', () => {
  let a: Awaited<ReturnType<typeof player>>;
  let b: Awaited<ReturnType<typeof player>>;
  beforeAll(async () => {
    a = await player();
    b = await player();
  }, 60_000);

  it('refuses two deposits that would take a balance past 2^53 with 422 JSON, and the balance stays exact', async () => {
    const half = String(2 ** 52 + 1);
    for (let i = 0; i < 2; i++) {
      const res = await a.client.post('/web-api/payments/deposit', { accountId: a.jpy, amount: half, provider: 'test', idempotencyKey: unique('big-') });
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body.errors[0]).toMatchObject({ status: '422', code: 'amount_limit', meta: { max: '10000000', currency: 'JPY' } });
    }
    const history = (await a.client.get('/web-api/payments/history')).body;
    expect(history.total_count).toBe(0);
    const account = (await a.client.get('/web-api/user/balance')).body.all_accounts.find((x: { id: number }) => x.id === a.jpy);
    expect(account.moneyMinor).toBe(0);
  });

  it('refuses a deposit past the maximum balance and a withdrawal above the limit with 422 JSON', async () => {
    for (let i = 0; i < 100; i++) {
      const res = await a.client.post('/web-api/payments/deposit', { accountId: a.jpy, amount: '10000000', provider: 'test', idempotencyKey: unique('max-') });
      expect(res.body.payment?.status, JSON.stringify(res.body)).toBe('success');
    }
    const over = await a.client.post('/web-api/payments/deposit', { accountId: a.jpy, amount: '1', provider: 'test', idempotencyKey: unique('over-') });
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toMatchObject({ code: 'balance_limit', meta: { max: '1000000000', currency: 'JPY' } });
    const withdrawal = await a.client.post('/web-api/payments/withdraw', { accountId: a.jpy, amount: '10000001', provider: 'test', idempotencyKey: unique('wd-') });
    expect(withdrawal.status).toBe(422);
    expect(withdrawal.body.errors[0].code).toBe('amount_limit');
    const account = (await a.client.get('/web-api/user/balance')).body.all_accounts.find((x: { id: number }) => x.id === a.jpy);
    expect(account).toMatchObject({ moneyMinor: 1_000_000_000, money: 1_000_000_000 });
  }, 60_000);

  it('keeps idempotency keys per player: B reusing A\'s key gets a payment of its own, A\'s retry gets A\'s', async () => {
    const key = unique('shared-key-');
    const first = await a.client.post('/web-api/payments/deposit', { accountId: a.main, amount: '10', provider: 'test', idempotencyKey: key });
    expect(first.body.payment.status).toBe('success');
    const other = await b.client.post('/web-api/payments/deposit', { accountId: b.main, amount: '25', provider: 'test', idempotencyKey: key });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.payment.status).toBe('success');
    expect(other.body.payment.id).not.toBe(first.body.payment.id);
    const retry = await a.client.post('/web-api/payments/deposit', { accountId: a.main, amount: '10', provider: 'test', idempotencyKey: key });
    expect(retry.body.payment.id).toBe(first.body.payment.id);
  });
});
