/**
 * Block state over HTTP on the shared built server (spec §4 Block state, §6 VIP rule, §7
 * block/light). The server runs behind one trusted proxy (TRUST_PROXY=1), so a request stands for
 * a visitor of a country with `X-Forwarded-For`: 8.8.8.8 (US, blocked on main), 213.230.64.1 (UZ,
 * coming soon on main), 81.2.69.160 (GB, a VIP-rule country of vip), 85.214.132.117 (DE, listed by
 * no default). The endpoint answers the spec shape; a page request from a blocked country lands
 * on /{lng}/block and the block page shows; Internet Explorer lands on block-ie; a private or
 * unknown address is never blocked; force_geo_off=1 lifts the geo block; the verify route is
 * exempt; a brand manager's change of the brand's countries in the console takes effect.
 */
import { describe, expect, inject, it } from 'vitest';
import { get } from '../helpers/server.ts';
import { staffLogin } from '../helpers/console.ts';

const base = () => inject('portalUrl');
const PATH = '/blocks-api/api/v1/block/light';
const US = '8.8.8.8';
const UZ = '213.230.64.1';
const GB = '81.2.69.160';
const DE = '85.214.132.117';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const MAIN = 'localhost';
const VIP = 'vip.betportal.test';

const from = (address: string | null, extra: Record<string, string> = {}, host = MAIN) => ({ host, ...(address ? { 'x-forwarded-for': address } : {}), ...extra });
const answer = async (address: string | null, query = '', extra: Record<string, string> = {}, host = MAIN) => {
  const response = await get(base(), `${PATH}${query}`, from(address, extra, host));
  return { status: response.status, headers: response.headers, body: JSON.parse(response.body) };
};

describe('GET /blocks-api/api/v1/block/light', () => {
  it('answers { data: { displayTypeId, templateTypeId, authNeed, countryCode } } for the visitor, private and uncached', async () => {
    const us = await answer(US);
    expect(us.status).toBe(200);
    expect(us.body).toEqual({ data: { displayTypeId: 1, templateTypeId: 1, authNeed: false, countryCode: 'US' } });
    expect(us.headers['cache-control']).toBe('private, no-store');
    expect((await answer(UZ)).body.data).toMatchObject({ displayTypeId: 1, templateTypeId: 8, countryCode: 'UZ' });
    expect((await answer(DE)).body.data).toEqual({ displayTypeId: 0, templateTypeId: null, authNeed: false, countryCode: 'DE' });
    expect((await answer(null, '', { 'user-agent': IE11 })).body.data).toEqual({ displayTypeId: 1, templateTypeId: 17, authNeed: false, countryCode: null });
  });

  it('takes the spec query: referral parameters lift coming-soon, stage is echoed outside production, the VIP rule answers authNeed', async () => {
    expect((await answer(UZ, `?referralParams=${encodeURIComponent('tag=aff1')}`)).body.data).toMatchObject({ displayTypeId: 0, templateTypeId: null });
    expect((await answer(UZ, '?referralWHNMobile=m1')).body.data.displayTypeId).toBe(0);
    expect((await answer(US, '?referralParams=tag%3Daff1')).body.data.templateTypeId).toBe(1);
    expect((await answer(null, '?stage=dev&auth=0')).body.data).toEqual({ displayTypeId: 0, templateTypeId: null, authNeed: false, countryCode: null, stage: 'dev' });
    expect((await answer(GB, '', {}, VIP)).body.data).toMatchObject({ displayTypeId: 0, authNeed: true, countryCode: 'GB' });
    expect((await answer(null, '?mainVipDomainAuthNeed=1', {}, VIP)).body.data.authNeed).toBe(true);
    expect((await answer(null, '?mainVipDomainAuthNeed=1')).body.data.authNeed).toBe(false);
  });

  it('refuses a malformed query with a 400 naming the parameter', async () => {
    const flag = await answer(null, '?auth=yes');
    expect(flag.status).toBe(400);
    expect(flag.body.errors[0].detail).toContain('auth');
    const nul = await answer(null, '?referralParams=tag%3D%00');
    expect(nul.status).toBe(400);
    expect(nul.body.errors[0].detail).toContain('referralParams');
  });

  it('never blocks a private or unknown address', async () => {
    for (const address of [null, '127.0.0.1', '10.0.0.8', '192.168.1.20', '::1', '203.0.113.5', 'garbage']) {
      expect((await answer(address)).body.data, String(address)).toEqual({ displayTypeId: 0, templateTypeId: null, authNeed: false, countryCode: null });
    }
  });
});

describe('page requests of a blocked visitor', () => {
  it('from a blocked country land on /{lng}/block, and the block page shows', async () => {
    const home = await get(base(), '/en/line', from(US));
    expect(home.status).toBe(302);
    expect(home.headers.location).toBe('/en/block');
    const blockPage = await get(base(), '/en/block', from(US));
    expect(blockPage.status).toBe(200);
    expect(blockPage.body).toContain('Access to the site is restricted');
    const ru = await get(base(), '/ru', from(US));
    expect(ru.headers.location).toBe('/ru/block');
    expect((await get(base(), '/ru/block', from(US))).body).toContain('Доступ к сайту ограничен');
    // A coming-soon country lands on coming-soon; by a referral link it gets in.
    expect((await get(base(), '/en', from(UZ))).headers.location).toBe('/en/coming-soon');
    expect((await get(base(), '/en/coming-soon', from(UZ))).status).toBe(200);
    expect((await get(base(), '/en?tag=aff1', from(UZ))).status).toBe(200);
  });

  it('with Internet Explorer land on block-ie', async () => {
    const ie = await get(base(), '/en', from(null, { 'user-agent': IE11 }));
    expect(ie.status).toBe(302);
    expect(ie.headers.location).toBe('/en/block-ie');
    const page = await get(base(), '/en/block-ie', from(null, { 'user-agent': IE11 }));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Internet Explorer is not supported');
  });

  it('from a private address are not blocked, and a block page without a reason goes home', async () => {
    expect((await get(base(), '/en', from('127.0.0.1'))).status).toBe(200);
    expect((await get(base(), '/en', from('192.168.0.7'))).status).toBe(200);
    const stray = await get(base(), '/en/block', from('10.1.1.1'));
    expect(stray.status).toBe(302);
    expect(stray.headers.location).toBe('/en');
  });

  it('with force_geo_off=1 are let through a geo block (spec §4), not an IE block; the verify route is exempt', async () => {
    expect((await get(base(), '/en', from(US, { cookie: 'force_geo_off=1' }))).status).toBe(200);
    expect((await get(base(), '/en', from(null, { cookie: 'force_geo_off=1', 'user-agent': IE11 }))).headers.location).toBe('/en/block-ie');
    const verify = await get(base(), '/en/user/accountverify', from(US));
    expect(verify.headers.location ?? '').not.toContain('block');
  });

  it('under the VIP rule (spec §6) a guest is sent to the login form, home stays open', async () => {
    const line = await get(base(), '/en/line', from(GB, {}, VIP));
    expect(line.status).toBe(302);
    expect(line.headers.location).toBe(`/en?${new URLSearchParams({ login: '1', returnUrl: '/en/line' })}`);
    expect((await get(base(), '/en', from(GB, {}, VIP))).status).toBe(200);
    expect((await get(base(), '/en/line', from(DE, {}, MAIN))).status).toBe(200);
  });
});

describe('the brand\'s countries in the console', () => {
  it('a brand manager adds a blocked country; it takes effect within 2 s; a code that is not ISO is refused naming the field; reset restores', async () => {
    const manager = await staffLogin(base(), 'manager@console.test');
    const key = 'blocking.blockedCountries';
    const read = async () => (await manager.get('/console-api/brands/main/settings')).body.settings.find((s: { key: string }) => s.key === key);
    const before = await read();
    expect(before).toMatchObject({ kind: { type: 'countries' }, group: 'access', effective: expect.arrayContaining(['US']) });
    const page = await manager.get('/console/brands/main/settings');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(key);

    const bad = await manager.request('PUT', '/console-api/brands/main/settings', { domain: '', changes: [{ key, value: ['US', 'XX'], version: before.version }], reason: 'integration test' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].meta.field).toBe(key);
    expect(bad.body.errors[0].detail).toContain('XX');

    expect((await get(base(), '/en', from(DE))).status).toBe(200);
    const saved = await manager.request('PUT', '/console-api/brands/main/settings', { domain: '', changes: [{ key, value: [...before.effective, 'de'], version: before.version }], reason: 'block Germany for the test' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings.find((s: { key: string }) => s.key === key).effective).toContain('DE');
    try {
      await within(2000, async () => (await get(base(), '/en', from(DE))).headers.location === '/en/block');
      expect((await answer(DE)).body.data).toMatchObject({ displayTypeId: 1, templateTypeId: 1, countryCode: 'DE' });
    } finally {
      const current = await read();
      const reset = await manager.request('PUT', '/console-api/brands/main/settings', { domain: '', changes: [{ key, reset: true, version: current.version }], reason: 'end of the test' });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    }
    await within(2000, async () => (await get(base(), '/en', from(DE))).status === 200);
  });
});

/** Polls `check` until true. @throws after `limitMs` */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (await check()) return;
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

