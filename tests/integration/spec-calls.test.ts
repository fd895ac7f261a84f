/**
 * The spec §7 calls whose path or shape differed, on the shared built server: phone countries and
 * masks, the office setting saved as `{ id, value }`, the service worker with `platform_type`, the
 * footer as a remote section (POST with a components body and the mf headers, `scriptsToLoad`
 * absolute), the captcha calls answered with ALTCHA (`validate`, `update`, `gettime`) and the
 * secure-data call with its per-host grant cookie.
 */
import { describe, expect, inject, it } from 'vitest';
import { createClient, exchange, registerPlayer, solveCaptcha, uniqueText } from '../helpers/http-client.ts';
import { get } from '../helpers/server.ts';
import { phoneCountriesAnswer, phoneMasksAnswer } from '../../schemas/phone-api.ts';
import { remoteSectionAnswer } from '../../schemas/api.ts';
import { captchaTimeAnswer, captchaUpdateAnswer, captchaValidateAnswer } from '../../schemas/captcha-api.ts';
import { secureDataAnswer } from '../../schemas/auth-api.ts';
import ru from '../../src/i18n/locales/ru.json' with { type: 'json' };

const base = () => inject('portalUrl');
const MAIN = 'betportal.test';
const VIP = 'vip.betportal.test';

describe('phone countries and masks', () => {
  it('lists every country with its id, name in the language asked for, code and calling code', async () => {
    const answer = await get(base(), '/web-api/phone/countries?lang=ru', { host: MAIN });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, max-age=3600');
    const { result } = phoneCountriesAnswer.parse(JSON.parse(answer.body));
    expect(result.length).toBeGreaterThan(240);
    expect(result).toContainEqual({ id: 158, name: 'Великобритания', country_code: 'gb', tel_code: '+44' });
    expect(result).toContainEqual({ id: 286, name: 'Казахстан', country_code: 'kz', tel_code: '+7' });
    expect(new Set(result.map((c) => c.id)).size).toBe(result.length);
    const names = result.map((c) => c.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'ru')));
    const he = phoneCountriesAnswer.parse(JSON.parse((await get(base(), '/web-api/phone/countries', { host: VIP, 'x-language': 'he' })).body)).result;
    expect(he.find((c) => c.country_code === 'il')).toEqual({ id: 220, name: 'ישראל', country_code: 'il', tel_code: '+972' });
  });

  it('gives each country a mask of its mobile numbers with their shortest and longest length', async () => {
    const answer = await get(base(), '/web-api/phone/masks', { host: MAIN });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const masks = phoneMasksAnswer.parse(JSON.parse(answer.body)).result;
    const countries = phoneCountriesAnswer.parse(JSON.parse((await get(base(), '/web-api/phone/countries?lang=en', { host: MAIN })).body)).result;
    expect(masks.map((m) => m.CountryId).toSorted((a, b) => a - b)).toEqual(countries.map((c) => c.id).toSorted((a, b) => a - b));
    expect(masks).toContainEqual({ CountryId: 158, Mask: 'XXXX XXXXXX', Max: 10, Min: 10 });
    expect(masks).toContainEqual({ CountryId: 463, Mask: 'XXX XXX XX XX', Max: 10, Min: 10 });
    for (const mask of masks) {
      const digits = mask.Mask.replace(/[^X]/g, '').length;
      expect(mask.Min, String(mask.CountryId)).toBeLessThanOrEqual(mask.Max);
      expect(digits, String(mask.CountryId)).toBeGreaterThanOrEqual(mask.Min);
      expect(digits, String(mask.CountryId)).toBeLessThanOrEqual(mask.Max);
    }
  });

  it('refuses a malformed language or another parameter (400, JSON)', async () => {
    for (const path of ['/web-api/phone/countries?lang=english', '/web-api/phone/countries?x=1', '/web-api/phone/masks?lang=en']) {
      const answer = await get(base(), path, { host: MAIN });
      expect(answer.status, path).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('office settings: save one setting as { id, value }', () => {
  it('saves a setting and a mailing setting by id, and names what is wrong', async () => {
    const guest = createClient(base(), MAIN);
    await guest.init();
    expect((await guest.post('/web-api/user/settings', { id: 'coefViewId', value: 2 })).status).toBe(401);
    const { client } = await registerPlayer(base(), 'oneset');
    const before = (await client.get('/web-api/user/settings')).body;
    const saved = await client.post('/web-api/user/settings', { id: 'coefViewId', value: 2 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...before, coefViewId: 2 });
    const mailing = await client.post('/web-api/user/settings', { id: 'enable_mail_news', value: true });
    expect(mailing.status).toBe(200);
    expect(mailing.body.mailing).toEqual({ ...before.mailing, enable_mail_news: true });
    expect((await client.get('/web-api/user/settings')).body).toEqual({ ...before, coefViewId: 2, mailing: { ...before.mailing, enable_mail_news: true } });
    // The older shape, a subset by name, still saves.
    expect((await client.post('/web-api/user/settings', { is12h: true })).body.is12h).toBe(true);

    const unknown = await client.post('/web-api/user/settings', { id: 'nope', value: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].meta.fields).toEqual(['id']);
    const bad = await client.post('/web-api/user/settings', { id: 'coefViewId', value: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].meta.fields).toEqual(['value']);
    expect((await client.post('/web-api/user/settings', { id: 'timeZone', value: 'Mars/Olympus' })).status).toBe(400);
    expect((await client.post('/web-api/user/settings', { id: 'language', value: 'he' })).status).toBe(422);
  });
});

describe('the service worker with platform_type', () => {
  it('answers the worker for every well-formed platform, and the page registers it with platform_type=web', async () => {
    for (const platform of ['web', 'pwa', 'android', 'ios', 'android-lite', 'windows_phone']) {
      const answer = await get(base(), `/pwa-sw.js?platform_type=${platform}`, { host: MAIN });
      expect(answer.status, platform).toBe(200);
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(answer.body).toMatch(/^const PWA_CONFIG = /);
    }
    for (const platform of ['%00', 'WEB', 'a%20b', 'x'.repeat(33), '']) {
      const answer = await get(base(), `/pwa-sw.js?platform_type=${platform}`, { host: MAIN });
      expect(answer.status, platform).toBe(400);
      expect(JSON.parse(answer.body).errors[0].detail).toContain('platform_type');
    }
    expect(String((await get(base(), '/en', { host: MAIN })).body)).toMatch(/<script type="module">[^<]*serviceWorker[^<]*\/pwa-sw\.js\?platform_type=web/);
  });
});

describe('the footer as a remote section', () => {
  const MF = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };

  it('answers the components asked for and the absolute URLs of the scripts that show it', async () => {
    const client = createClient(base(), MAIN);
    const answer = await client.post('/bff-api/footer/get?lang=en', { components: [{ name: 'links' }, { name: 'legal' }] }, MF);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = remoteSectionAnswer.parse(answer.body);
    expect(Object.keys(body).toSorted()).toEqual(['legal', 'links', 'scriptsToLoad']);
    const footer = JSON.parse((await get(base(), '/bff-api/footer/get?lang=en', { host: MAIN })).body);
    expect(body.links).toEqual(footer.links);
    expect(body.legal).toBe(footer.legal);
    expect(body.scriptsToLoad).toHaveLength(2);
    for (const script of body.scriptsToLoad) {
      const url = new URL(script);
      expect(url.origin).toBe(`http://${MAIN}`);
      expect(url.pathname).toMatch(/^\/_astro\/[^/]+\.js$/);
      const file = await get(base(), url.pathname, { host: MAIN });
      expect(file.status, script).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
    }
    expect(body.scriptsToLoad[1]).toMatch(/\/Footer\.[^/]+\.js$/);
    // The page's own footer island loads the same module.
    const page = String((await get(base(), '/en', { host: MAIN })).body);
    expect(page).toContain(`component-url="${new URL(body.scriptsToLoad[1]!).pathname}"`);
  });

  it('without a body answers every part, in the language of the request', async () => {
    const client = createClient(base(), VIP);
    // A same-origin POST without a body (as a browser's fetch from the page sends it).
    const answer = await client.request('POST', '/bff-api/footer/get', undefined, { ...MF, 'force-spa': 'true', 'x-language': 'he', origin: `http://${VIP}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = remoteSectionAnswer.parse(answer.body);
    expect(Object.keys(body).toSorted()).toEqual(['ageNotice', 'copyright', 'legal', 'links', 'products', 'scriptsToLoad', 'social']);
    expect(body.scriptsToLoad.every((script) => script.startsWith(`http://${VIP}/_astro/`))).toBe(true);
  });

  it('refuses other render modes, versions and bodies with 400 naming them, and a large body with 413', async () => {
    const client = createClient(base(), MAIN);
    const cases: [Record<string, string>, unknown, string][] = [
      [{}, { components: [{ name: 'links' }] }, 'mf-render-mode'],
      [{ ...MF, 'mf-render-mode': 'html' }, { components: [{ name: 'links' }] }, 'mf-render-mode'],
      [{ ...MF, 'mf-api-version': 'v1' }, { components: [{ name: 'links' }] }, 'mf-api-version'],
      [{ ...MF, 'force-spa': 'maybe' }, { components: [{ name: 'links' }] }, 'force-spa'],
      [MF, { components: [{ name: 'header' }] }, 'components.0.name'],
      [MF, { components: [{ name: 'links' }, { name: 'links' }] }, 'components'],
      [MF, { components: [] }, 'components'],
      [MF, { parts: [] }, 'parts'],
    ];
    for (const [headers, body, field] of cases) {
      const answer = await client.post('/bff-api/footer/get', body, headers);
      expect(answer.status, JSON.stringify({ headers, body })).toBe(400);
      expect(answer.body.errors[0].detail, JSON.stringify({ headers, body })).toContain(field);
    }
    const large = await client.post('/bff-api/footer/get', { components: [{ name: 'x'.repeat(5000) }] }, MF);
    expect(large.status).toBe(413);
  });
});

describe('captcha calls answered with ALTCHA', () => {
  it('update and gettime answer the server time (and a fresh challenge), at the spec paths and under /web-api', async () => {
    for (const path of ['/captcha/update', '/web-api/captcha/update']) {
      const answer = await get(base(), path, { host: MAIN });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const body = captchaUpdateAnswer.parse(JSON.parse(answer.body));
      expect(Math.abs(body.time - Date.now() / 1000)).toBeLessThan(30);
      expect(body.challenge.parameters.expiresAt! - body.time).toBeGreaterThan(590);
      expect(body.challenge.parameters.expiresAt! - body.time).toBeLessThanOrEqual(600);
    }
    for (const path of ['/captcha/gettime', '/web-api/captcha/gettime']) {
      const answer = await get(base(), path, { host: VIP });
      expect(answer.status, path).toBe(200);
      expect(Math.abs(captchaTimeAnswer.parse(JSON.parse(answer.body)).time - Date.now() / 1000)).toBeLessThan(30);
    }
    expect((await get(base(), '/captcha/gettime?x=1', { host: MAIN })).status).toBe(400);
  });

  it('validate says whether a solution would pass without using it up; used, forged or malformed ones are refused', async () => {
    const client = createClient(base(), MAIN);
    await client.init();
    const { challenge } = (await client.get('/web-api/captcha/update')).body;
    const solution = await solveCaptcha(challenge);
    for (let i = 0; i < 2; i++) {
      const ok = await client.post('/web-api/captcha/validate', { captcha: solution });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(captchaValidateAnswer.parse(ok.body)).toMatchObject({ success: true, type: 1, error_message: null });
    }
    // A request that needs a captcha takes it (password recovery, code 100) and uses it up.
    const recover = await client.post('/web-api/auth/password/recover', { identifier: `${uniqueText('nobody')}@example.test` }, { 'x-captcha-solution': solution });
    expect(recover.status, JSON.stringify(recover.body)).toBe(200);
    const used = await client.post('/web-api/captcha/validate', { captcha: solution }, { 'x-language': 'ru' });
    expect(used.status).toBe(422);
    expect(captchaValidateAnswer.parse(used.body)).toMatchObject({ success: false, type: 1, error_message: ru.captcha_used });
    expect(used.body.errors[0]).toMatchObject({ status: '422', code: 'captcha_used', detail: ru.captcha_used });

    const { challenge: other } = (await client.get('/web-api/captcha/update')).body;
    const forged = Buffer.from(JSON.stringify({ challenge: other, solution: { counter: 1, derivedKey: '00' } })).toString('base64');
    const refused = await client.post('/web-api/captcha/validate', { captcha: forged }, { 'x-language': 'ru' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, error_message: ru.captcha_failed });
    for (const body of [{ captcha: 'not base64!' }, { captcha: '' }, {}, { captcha: solution, extra: 1 }]) {
      expect((await client.post('/web-api/captcha/validate', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the secure-data call', () => {
  /** The grant cookie a response sets, as name=value and its attributes. */
  const grantCookie = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith('grant='));

  it('answers the visitor country and a 30-minute grant of the host, kept while valid', async () => {
    const client = createClient(base(), MAIN);
    const first = await client.get('/web-api/session/secure-data', { 'x-forwarded-for': '8.8.8.8' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const body = secureDataAnswer.parse(first.body);
    expect(body.ggru).toBe('us');
    expect(Math.round((Date.parse(body.expiresAt) - Date.now()) / 60_000)).toBe(30);
    const cookie = grantCookie(first.headers)!;
    expect(cookie.split('; ').toSorted()).toEqual([`grant=${body.grant}`, 'HttpOnly', 'Max-Age=1800', 'Path=/', 'SameSite=Lax'].toSorted());

    // The same browser keeps its grant (and the country it states) until it runs out.
    const again = await client.get('/web-api/session/secure-data', { 'x-forwarded-for': '10.0.0.1' });
    expect(again.body).toEqual(first.body);
    expect(grantCookie(again.headers)).toBeUndefined();

    // Another host does not take it: a grant of its own.
    const vip = await exchange(base(), 'GET', '/web-api/session/secure-data', { host: VIP, cookie: `grant=${body.grant}`, 'x-forwarded-for': '10.0.0.1' });
    const vipBody = secureDataAnswer.parse(JSON.parse(vip.text));
    expect(vipBody.grant).not.toBe(body.grant);
    expect(vipBody.ggru).toBeNull();
    expect(grantCookie(vip.headers)?.split('; ').toSorted()).toEqual([`grant=${vipBody.grant}`, 'HttpOnly', 'Max-Age=1800', 'Path=/', 'SameSite=Lax'].toSorted());

    // A forged grant is replaced.
    const [exp, subject] = body.grant.split('.');
    const forged = `${exp}.${Buffer.from(`${MAIN}|ru`).toString('base64url')}.${'A'.repeat(43)}`;
    expect(subject).not.toBe(forged.split('.')[1]);
    const replaced = await exchange(base(), 'GET', '/web-api/session/secure-data', { host: MAIN, cookie: `grant=${forged}`, 'x-forwarded-for': '8.8.8.8' });
    expect(secureDataAnswer.parse(JSON.parse(replaced.text))).toMatchObject({ ggru: 'us' });
    expect(grantCookie(replaced.headers)).toBeDefined();
    expect((await get(base(), '/web-api/session/secure-data?x=1', { host: MAIN })).status).toBe(400);
  });
});
