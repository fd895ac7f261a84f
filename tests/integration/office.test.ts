/**
 * The personal office over HTTP on the built server: `GET /web-api/office/menu` (spec §7 office
 * menu: menuCategories and menuUserData), the office pages of this part (account, historypay,
 * recharge, deduce) for players and guests, the test provider's page of the recharge iframe, and
 * the ban rule of withdrawals (spec §4: deduce only at ban level 45, 53 for ban version 1).
 */
import { builtOfficeRows } from '../../src/domain/office/menu.ts';
import { describe, expect, inject, it } from 'vitest';
import { createClient, registerPlayer, uniqueText } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');

describe('office menu', () => {
  it('answers 401 to a guest and the menu with the user data to a player', async () => {
    const guest = createClient(base());
    expect((await guest.get('/web-api/office/menu')).status).toBe(401);
    const { client, email } = await registerPlayer(base(), 'menu');
    const res = await client.get('/web-api/office/menu?lang=en');
    expect(res.status).toBe(200);
    const categories = res.body.menuCategories as { id: string; key: string; items: { path: string; key: string; href: string }[] }[];
    expect(categories.map((c) => c.id)).toEqual(expect.arrayContaining(['profile', 'payments', 'bets', 'responsible']));
    expect(categories.find((c) => c.id === 'payments')!.items).toEqual([
      { path: 'recharge', key: 'office_menu_recharge', href: '/en/office/recharge' },
      { path: 'deduce', key: 'office_menu_deduce', href: '/en/office/deduce' },
      { path: 'historypay', key: 'office_menu_historypay', href: '/en/office/historypay' },
      { path: 'payment/requests', key: 'office_menu_payment_requests', href: '/en/office/payment/requests' },
    ]);
    expect(res.body.menuUserData).toEqual({ bonus_balance: 0, country_code: '', recharge_allow: true, email, name: '' });
    expect(res.body.bonusLabel).toMatch(/0[.,]00/);
  });

  it('follows the ban: at level 45 deduce stays and deposits are not allowed; at level 10 deduce goes', async () => {
    const { client, userId } = await registerPlayer(base(), 'menuban');
    const paths = async () => ((await client.get('/web-api/office/menu?lang=en')).body.menuCategories as { items: { path: string }[] }[]).flatMap((c) => c.items.map((i) => i.path));
    expect((await client.devPost('/web-api/dev/player', { playerId: userId, banLevel: 45 })).status).toBe(200);
    // Account data, verification, payment history and support stay for a banned player; deduce only at the deduce level.
    expect(await paths()).toEqual(['account', 'verification', 'deduce', 'historypay', 'support']);
    expect((await client.get('/web-api/office/menu')).body.menuUserData.recharge_allow).toBe(false);
    expect((await client.devPost('/web-api/dev/player', { playerId: userId, banLevel: 10 })).status).toBe(200);
    expect(await paths()).toEqual(['account', 'verification', 'historypay', 'support']);
  });
});

describe('office pages', () => {
  it('answer a page to a player and the login form to a guest', async () => {
    const { client } = await registerPlayer(base(), 'pages');
    const guest = createClient(base());
    for (const path of ['account', 'historypay', 'recharge', 'deduce']) {
      const page = await client.get(`/en/office/${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control')).toMatch(/private/);
      expect(String(page.body)).toContain('data-testid="office-menu"');
      const refused = await guest.get(`/en/office/${path}`);
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toBe(`/en?login=1&returnUrl=${encodeURIComponent(`/en/office/${path}`)}`);
    }
  });

  it('frame every built office page in the office shell with the page marked current', async () => {
    const { client } = await registerPlayer(base(), 'frame');
    const paths = builtOfficeRows().map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['account', 'security', 'settings', 'support', 'manager', 'share-idea', 'payment/requests']));
    for (const path of paths) {
      const page = await client.get(`/en/office/${path}`);
      expect(page.status, path).toBe(200);
      const html = String(page.body);
      expect(html.match(/data-testid="office-menu"/g), `${path}: one shell`).toHaveLength(1);
      expect(html, path).toMatch(new RegExp(`aria-current="page" data-office-path="${path}"`));
    }
  });

  it('pages the payment history and reads unknown query values leniently', async () => {
    const { client, accountId } = await registerPlayer(base(), 'hpay');
    for (let i = 0; i < 21; i++) {
      const res = await client.post('/web-api/payments/deposit', { accountId, amount: '1', provider: 'test', idempotencyKey: uniqueText('hp-') });
      expect(res.body.payment.status).toBe('success');
    }
    const first = String((await client.get('/en/office/historypay')).body);
    expect(first.match(/data-payment-id=/g)).toHaveLength(20);
    expect(first).toContain('href="/en/office/historypay?page=2"');
    const second = String((await client.get('/en/office/historypay?page=2')).body);
    expect(second.match(/data-payment-id=/g)).toHaveLength(1);
    const lenient = await client.get('/en/office/historypay?page=abc&direction=sideways');
    expect(lenient.status).toBe(200);
    expect(String(lenient.body).match(/data-payment-id=/g)).toHaveLength(20);
    expect(String((await client.get('/en/office/historypay?direction=withdrawal')).body)).not.toContain('data-payment-id=');
  }, 60_000);
});

describe('test provider page', () => {
  it('asks the outcome for the player\'s own account, in the page language', async () => {
    const { client, accountId } = await registerPlayer(base(), 'tp');
    const res = await client.get(`/web-api/payments/test-provider?accountId=${accountId}&amount=12.50&key=dep-${uniqueText('k')}&lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = String(res.body);
    expect(html).toContain('<h1>Test payment provider</h1>');
    expect(html).toContain('Amount: 12.50 RUB');
    for (const outcome of ['success', 'fail', 'pending', 'cancel']) expect(html).toContain(`data-outcome="${outcome}"`);
    expect(html).toContain('<script src="/test-provider.js"></script>');
  });

  it('refuses a guest (401), a bad query (400 naming the field) and another player\'s account (404)', async () => {
    const guest = createClient(base());
    expect((await guest.get('/web-api/payments/test-provider?accountId=1&amount=1&key=dep-12345678')).status).toBe(401);
    const a = await registerPlayer(base(), 'tpa');
    const b = await registerPlayer(base(), 'tpb');
    const bad = await a.client.get(`/web-api/payments/test-provider?accountId=${a.accountId}&amount=ten&key=dep-12345678`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].detail).toMatch(/^amount: /);
    const extra = await a.client.get(`/web-api/payments/test-provider?accountId=${a.accountId}&amount=1&key=dep-12345678&x=1`);
    expect(extra.status).toBe(400);
    const other = await a.client.get(`/web-api/payments/test-provider?accountId=${b.accountId}&amount=1&key=dep-12345678`);
    expect(other.status).toBe(404);
    expect(other.body.errors[0].code).toBe('unknown_account');
  });
});

describe('withdrawals and the ban', () => {
  it('a banned player withdraws only at the deduce level; a refusal holds nothing', async () => {
    const { client, userId, accountId } = await registerPlayer(base(), 'wdban');
    expect((await client.post('/web-api/payments/deposit', { accountId, amount: '100', provider: 'test', idempotencyKey: uniqueText('d-') })).body.payment.status).toBe('success');
    const withdraw = () => client.post('/web-api/payments/withdraw', { accountId, amount: '10', provider: 'test', idempotencyKey: uniqueText('w-') });
    await client.devPost('/web-api/dev/player', { playerId: userId, banLevel: 10 });
    const refused = await withdraw();
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ code: 'forbidden', detail: 'Withdrawals are not available while your account is blocked.' });
    expect((await client.get('/web-api/user/balance')).body.balance).toBe(100);
    expect((await client.get('/web-api/payments/history')).body.total_count).toBe(1);
    await client.devPost('/web-api/dev/player', { playerId: userId, banLevel: 45 });
    expect((await withdraw()).body.payment.status).toBe('success');
    await client.devPost('/web-api/dev/player', { playerId: userId, banLevel: 53, banVersion: 1 });
    expect((await withdraw()).body.payment.status).toBe('success');
    await client.devPost('/web-api/dev/player', { playerId: userId, banLevel: 45, banVersion: 1 });
    expect((await withdraw()).status).toBe(403);
    expect((await client.get('/web-api/user/balance')).body.balance).toBe(80);
  });
});
