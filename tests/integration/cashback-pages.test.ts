/**
 * The office cashback and rewards pages over HTTP on the shared built server: main runs both
 * cashback programmes and club points (pages served, menu links them, a claim without a finished
 * loss is refused with its reason); a brand without a programme leaves it out (tests/unit/office-menu.test.ts).
 */
import { describe, expect, inject, it } from 'vitest';
import { createClient, registerPlayer } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');

describe('cashback and rewards pages over HTTP', () => {
  it('serves the programmes a brand runs, and only those', async () => {
    const { client } = await registerPlayer(base(), 'cashback');
    for (const path of ['/en/office/casino/premiumcashback', '/en/office/casino/vipcashback', '/en/office/rewards']) {
      const page = await client.get(path);
      expect(page.status, path).toBe(200);
    }
    expect(String((await client.get('/en/office/casino/premiumcashback')).body)).toContain('data-testid="cashback-current"');
    const menu = String((await client.get('/en/office/account')).body);
    expect(menu).toContain('href="/en/office/casino/vipcashback"');
    expect(menu).toContain('href="/en/office/rewards"');
    const refused = await client.post('/web-api/bonuses/cashback', { program: 'premium' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].meta.reason).toBe('nothing_due');
    expect((await client.post('/web-api/bonuses/points/exchange', { points: 10, idempotencyKey: 'too-few-points' })).status).toBe(422);
    const guest = createClient(base(), 'vip.betportal.test');
    await guest.init();
    expect((await guest.post('/web-api/bonuses/cashback', { program: 'vip' })).status, 'a guest').toBe(401);
    expect((await guest.get('/en/office/rewards')).status, 'a guest is sent to log in').toBe(302);

  });

  it('lists the player\'s promotions on the office promotion page', async () => {
    const { client } = await registerPlayer(base(), 'promotion');
    const before = String((await client.get('/en/office/promotion')).body);
    expect(before).toContain('href="/en/bonuses/free-bet-500"');
    expect(before).not.toContain('data-testid="promotion-free-bets"');
    expect((await client.post('/web-api/bonuses/promo-code', { code: 'FREEBET500' })).status).toBe(200);
    const after = String((await client.get('/en/office/promotion')).body);
    expect(after).toContain('data-testid="promotion-free-bets"');
    expect(after).toContain('FREEBET500');
    expect(String((await client.get('/en/office/account')).body)).toContain('href="/en/office/promotion"');
  });
});
