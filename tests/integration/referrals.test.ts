/**
 * Referrals over HTTP on the shared built server (spec §1 referral capture, §9 cookie lifetimes, §2
 * office bringfriend): a page opened through a referral link sets the referral cookies with their
 * lifetimes (an API call does not); the visitor who then registers is stored as the referrer's
 * friend; the friend's first qualifying deposit pays the referrer the brand's reward once (a second
 * deposit pays nothing more), the referrer's bring-a-friend page counts the friend, and support sees
 * the referral on the console's player page.
 */
import { describe, expect, inject, it } from 'vitest';
import { createClient, registerPlayer, TEST_PASSWORD, uniqueText } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';

const base = () => inject('portalUrl');

describe('referrals over HTTP', () => {
  it('captures a referral link, stores it at registration and pays the bring-a-friend reward once', async () => {
    const referrer = await registerPlayer(base(), 'referrer');
    const balance = async (c: typeof referrer.client) => ((await c.get('/web-api/user/balance')).body.all_accounts as { type: number; moneyMinor: number }[]).find((a) => a.type === 0)!.moneyMinor;
    const before = await balance(referrer.client);

    const visitor = createClient(base());
    const api = await visitor.get(`/web-api/session?bf=${referrer.userId}`);
    expect(api.headers.getSetCookie().some((c) => c.startsWith('refererid=')), 'an API call captures nothing').toBe(false);
    const landing = await visitor.get(`/en/?bf=${referrer.userId}&click_id=c-42&subid=s_9&x=1`);
    expect(landing.status).toBe(200);
    const set = new Map(landing.headers.getSetCookie().map((c) => [c.split('=')[0]!, c]));
    expect(set.get('refererid')).toMatch(new RegExp(`^refererid=${referrer.userId};.*Max-Age=5184000`));
    expect(set.get('reflinkid')).toMatch(/Max-Age=5184000/);
    expect(set.get('referral_values')).toMatch(/Max-Age=86400/);
    expect(set.get('ref_partner_id')).toMatch(/^ref_partner_id=c-42;.*Max-Age=2592000/);
    expect(set.get('subid')).toMatch(/^subid=s_9;.*Max-Age=5184000/);
    expect(set.get('postback_watcher')).toMatch(/Max-Age=4/);
    expect(set.get('refererid')).toMatch(/HttpOnly/i);
    expect((await visitor.get('/en/?bf=not-a-number')).headers.getSetCookie().some((c) => c.startsWith('refererid=')), 'junk is ignored').toBe(false);

    await visitor.init();
    const registered = await visitor.withCaptcha('POST', '/web-api/auth/register', { type: 'email', email: `${uniqueText('friend')}@example.com`, password: TEST_PASSWORD });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const accountId = ((await visitor.get('/web-api/user/balance')).body.all_accounts as { id: number; type: number }[]).find((a) => a.type === 0)!.id;
    expect((await visitor.post('/web-api/payments/deposit', { accountId, amount: '499', provider: 'test', idempotencyKey: `friend-${Date.now()}-1` })).status).toBe(200);
    expect(await balance(referrer.client), 'below the 500 RUB minimum: no reward').toBe(before);
    expect((await visitor.post('/web-api/payments/deposit', { accountId, amount: '500', provider: 'test', idempotencyKey: `friend-${Date.now()}-2` })).status).toBe(200);
    expect(await balance(referrer.client)).toBe(before + 50_000);
    expect((await visitor.post('/web-api/payments/deposit', { accountId, amount: '800', provider: 'test', idempotencyKey: `friend-${Date.now()}-3` })).status).toBe(200);
    expect(await balance(referrer.client), 'once per friend').toBe(before + 50_000);

    const support = await staffLogin(base(), 'support@console.test');
    expect((await support.get(`/console-api/players/${registered.body.user_id}`)).body.referral).toEqual({ referrerId: referrer.userId, reflinkid: `bf:${referrer.userId}`, refPartnerId: 'c-42', subid: 's_9' });
    const page = String((await referrer.client.get('/en/office/bringfriend')).body);
    expect(page).toContain('data-testid="friends-registered">1<');
    expect(page).toContain('data-testid="friends-deposited">1<');
    expect(page).toContain('data-testid="friends-rewarded">1<');
  });
});
