/**
 * The built server over HTTP: brand by Host, language redirects, route redirects and 404s,
 * maintenance, block state, the config and footer APIs, security headers.
 */
import { describe, expect, inject, it } from 'vitest';
import { get } from '../helpers/server.ts';
import { createClient } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');
const MAIN = { host: 'localhost' };
const VIP = { host: 'vip.betportal.test' };

describe('brand by Host', () => {
  it.each([
    ['localhost', 'main', '/ru'],
    ['127.0.0.1:4321', 'main', '/ru'],
    ['betportal.test', 'main', '/ru'],
    ['vip.betportal.test', 'vip', '/en'],
  ])('%s is brand %s with default language %s', async (host, brand, location) => {
    const redirect = await get(base(), '/', { host });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe(location);
    const page = await get(base(), location, { host });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`data-brand="${brand}"`);
  });

  it('answers 421 for a domain no brand claims', async () => {
    const res = await get(base(), '/ru', { host: 'other.test' });
    expect(res.status).toBe(421);
  });

  it('ignores the development brand override in production', async () => {
    const byQuery = await get(base(), '/ru?brand=vip', MAIN);
    expect(byQuery.body).toContain('data-brand="main"');
    const byHeader = await get(base(), '/ru', { ...MAIN, 'x-portal-brand': 'vip' });
    expect(byHeader.body).toContain('data-brand="main"');
  });

  it("serves each brand's theme", async () => {
    const main = await get(base(), '/theme.css', MAIN);
    const vip = await get(base(), '/theme.css', VIP);
    expect(main.headers['content-type']).toMatch(/^text\/css/);
    expect(main.body).toContain('--color-accent: #0b7a43;');
    expect(vip.body).toContain('--color-accent: #d4a84b;');
  });

  it("renders each brand's home page from its page schema", async () => {
    const main = await get(base(), '/en', MAIN);
    expect(main.body).toContain('<h1>Football, tennis and the NFL: every match, before kick-off and live</h1>');
    const vip = await get(base(), '/en', VIP);
    expect(vip.body).toContain('<h1>High limits. Personal manager. Top football.</h1>');
    expect(vip.body).toContain('BetPortal VIP');
  });
});

describe('languages', () => {
  it('redirects a missing prefix to the Accept-Language choice, keeping path and query', async () => {
    const res = await get(base(), '/line/football?tab=2', { ...MAIN, 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.5' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/ua/line/football?tab=2');
  });

  it('prefers the language cookie over Accept-Language', async () => {
    const res = await get(base(), '/', { ...MAIN, cookie: 'lng=az', 'accept-language': 'en' });
    expect(res.headers.location).toBe('/az');
  });

  it('remembers the page language in a cookie', async () => {
    const res = await get(base(), '/en', MAIN);
    const cookies = res.headers['set-cookie'] as string[];
    expect(cookies.find((c) => c.startsWith('lng='))).toMatch(/^lng=en; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith('csrf_token='))).toMatch(/^csrf_token=[\w-]{22}\.[\w-]{43}; Max-Age=2592000; Path=\/; SameSite=Strict$/);
  });

  it('redirects a language the brand does not offer', async () => {
    expect((await get(base(), '/tr', MAIN)).headers.location).toBe('/ru');
    expect((await get(base(), '/ar', VIP)).headers.location).toBe('/en');
  });

  it('excludes a hidden language for guests', async () => {
    const res = await get(base(), '/tr', { ...VIP, 'accept-language': 'tr' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en');
  });

  it('answers 404 for a prefix that is not two lowercase letters', async () => {
    const res = await get(base(), '/EN/line', { ...MAIN, 'accept-language': 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toContain('This page could not be found');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    const russian = await get(base(), '/e1/line', MAIN);
    expect(russian.status).toBe(404);
    expect(russian.body).toContain('<h1>Страница не найдена</h1>');
  });

  it.each([
    ['/ru', 'ru', 'ltr'],
    ['/ua', 'uk', 'ltr'],
    ['/kz', 'kk', 'ltr'],
    ['/ar', 'ar', 'rtl'],
  ])('%s has <html lang="%s" dir="%s">', async (path, lang, dir) => {
    const res = await get(base(), path, MAIN);
    expect(res.body).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}"`));
  });

  it('lists hreflang alternates for the available languages', async () => {
    const res = await get(base(), '/en', VIP);
    const alternates = [...res.body.matchAll(/<link rel="alternate" hreflang="([a-z]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(alternates).toEqual(['en /en', 'ru /ru', 'he /he']);
  });
});

describe('routes', () => {
  it.each([
    ['/ru/user/registration.php', 302, '/ru/registration'],
    ['/ru/user/action.php?action=forgot', 302, '/ru/user/passwordreset'],
    ['/ru/user/action.php?action=x', 302, '/ru/user/activate'],
    ['/en/user/forgotpassword', 302, '/en?showForgotPasswordModal=1'],
    ['/en/user/coupon', 302, '/en'],
    ['/en/tvgames/view/poker', 302, '/en/poker'],
    ['/en/vulkan', 302, '/en/slots/vulkan'],
    ['/en/fastgames-daily-tournament', 302, '/en/promotions'],
    ['/en/promotions/daily_drops', 302, '/en/promotions/dropsnwins'],
    ['/en/promotions/happy_birthday', 302, '/en/promotions/wishing_you_a_happy_birthday'],
    ['/en/bonus/slot_first_deposit', 301, '/en/casino/slot-first-deposit'],
    ['/en/bonuses-offers/5', 302, '/en/bonuses/5'],
  ])('main %s → %s %s', async (path, status, location) => {
    const res = await get(base(), path, MAIN);
    expect(res.status).toBe(status);
    expect(res.headers.location).toBe(location);
  });

  it('uses the offer family on the VIP brand (promoBonusToOffer on)', async () => {
    const res = await get(base(), '/en/bonuses/5', VIP);
    expect(res.headers.location).toBe('/en/bonuses-offers/5');
  });

  it.each([
    ['/en/no-such-page', MAIN],
    ['/en/print-coupon/12a', MAIN],
    ['/en/user/profile', MAIN],
    ['/en/fishinghunting', MAIN],
    ['/en/slots/vulkan', MAIN],
    ['/en/registration', VIP],
    ['/en/cyber', VIP],
    ['/en/line/all/football/eerste-divisie', MAIN],
    ['/en/cyber', MAIN],
    ['/en/ufc', MAIN],
  ])('%s answers the 404 page', async (path, headers) => {
    const res = await get(base(), path, headers);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('This page could not be found');
  });

  it('serves the 500 page with status 500', async () => {
    const res = await get(base(), '/en/500', MAIN);
    expect(res.status).toBe(500);
    expect(res.body).toContain('Something went wrong on our side');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get(base(), '/bff-api/nothing/here', MAIN);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({
      errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'No API at /bff-api/nothing/here' }],
    });
  });
});

describe('maintenance and block state', () => {
  it('sends every page to the maintenance page while the cookie is 1, and back home after', async () => {
    const away = await get(base(), '/en', { ...MAIN, cookie: 'maintenance=1' });
    expect(away.status).toBe(302);
    expect(away.headers.location).toBe('/en/maintenance');
    const page = await get(base(), '/en/maintenance', { ...MAIN, cookie: 'maintenance=1' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Maintenance underway!</h1>');
    const back = await get(base(), '/en/maintenance', MAIN);
    expect(back.headers.location).toBe('/en');
  });

  it.each([
    ['/ru/maintenance', 'Идут технические работы!'],
    ['/az/maintenance', 'Идут технические работы!'],
    ['/ar/maintenance', 'Maintenance underway!'],
  ])('%s is shown in the spec language', async (path, heading) => {
    const res = await get(base(), path, { ...MAIN, cookie: 'maintenance=1' });
    expect(res.body).toContain(`<h1>${heading}</h1>`);
  });

  it('keeps Internet Explorer on the block-ie page', async () => {
    const ie = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
    const away = await get(base(), '/en', { ...MAIN, 'user-agent': ie });
    expect(away.headers.location).toBe('/en/block-ie');
    const page = await get(base(), '/en/block-ie', { ...MAIN, 'user-agent': ie });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Internet Explorer is not supported');
    const notBlocked = await get(base(), '/en/block-ie', MAIN);
    expect(notBlocked.headers.location).toBe('/en');
  });
});

describe('config API (spec §7)', () => {
  it('GET /bff-api/config/all.json answers the brand site config', async () => {
    const main = JSON.parse((await get(base(), '/bff-api/config/all.json?lang=ru', MAIN)).body);
    const vip = JSON.parse((await get(base(), '/bff-api/config/all.json?lang=en', { ...VIP, 'x-geoip-country-code': 'TR' })).body);
    expect(main).toMatchObject({ isVipDomain: false, isRegistrationAllowed: true, minAge: 18, geoCountryCode: 'ru' });
    expect(vip).toMatchObject({ isVipDomain: true, isRegistrationAllowed: false, minAge: 21, geoCountryCode: 'tr' });
    expect(Object.keys(main.maintenance)).toEqual(['started_at', 'ended_at', 'notify_started_at', 'notify_ended_at', 'isActive', 'web_state']);
  });

  it('GET /bff-api/config/group/get answers the named groups, cacheable', async () => {
    const res = await get(base(), '/bff-api/config/group/get?groups=age,layout&lang=en', VIP);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=300');
    expect(JSON.parse(res.body)).toEqual({
      age: { minAge: 21, needShowAgePopup: true },
      layout: { isSnowfallVisible: false, isShowBtnScrollToTop: true, scrollToTopType: 1, homepageType: 0 },
    });
  });

  it('answers 400 with a readable body for a bad query', async () => {
    const res = await get(base(), '/bff-api/config/group/get?groups=age,secret', MAIN);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body);
    expect(body.errors[0]).toMatchObject({ status: '400', code: 'bad_request', source: { parameter: 'groups' } });
    expect(body.errors[0].detail).toMatch(/unknown group "secret"/);
    const lang = await get(base(), '/bff-api/config/all.json?lang=english', MAIN);
    expect(lang.status).toBe(400);
    expect(JSON.parse(lang.body).errors[0].source).toEqual({ parameter: 'lang' });
  });

  it('GET /bff-api/footer/get answers the footer in the language asked', async () => {
    const res = await get(base(), '/bff-api/footer/get?lang=ru', MAIN);
    const body = JSON.parse(res.body);
    expect(body.ageNotice).toMatch(/^18\+ /);
    expect(body.legal).toMatch(/^BetPortal — демонстрационный портал/);
    expect(body.copyright).toMatch(/^© \d{4} BetPortal$/);
    expect(body.social.map((s: { name: string }) => s.name)).toEqual(['Telegram', 'YouTube']);
    // No footer link may point at a page this brand does not serve yet.
    for (const link of body.links) expect((await get(base(), link.href, MAIN)).status).toBe(200);
  });
});

describe('security headers', () => {
  it('pages carry CSP with script hashes, framing and sniffing protection', async () => {
    const res = await get(base(), '/en', MAIN);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('APIs carry a restrictive CSP too', async () => {
    const res = await get(base(), '/bff-api/config/all.json', MAIN);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('wallet APIs and payment return pages', () => {
  it.each([
    ['/web-api/user/balance'],
    ['/web-api/payments/history'],
  ])('GET %s asks a guest to log in with 401 JSON', async (path) => {
    const res = await get(base(), path, MAIN);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toEqual({ errors: [{ status: '401', code: 'unauthorized', title: 'unauthorized', detail: 'Log in to continue.' }] });
  });

  it.each([
    ['/en/onpay/success', 'Payment received'],
    ['/en/onpay/fail', 'The payment did not go through'],
    ['/en/onpay/pending', 'The payment is being processed'],
    ['/en/onpay/cancel', 'The payment was cancelled'],
    ['/en/onpay/withdraw/success', 'Withdrawal sent'],
    ['/en/onpay/withdraw/pending', 'Withdrawal requested'],
  ])('%s shows "%s"', async (path, heading) => {
    const res = await get(base(), path, MAIN);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<h1>${heading}</h1>`);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers 404 for a payment result the spec does not name', async () => {
    expect((await get(base(), '/en/onpay/refunded', MAIN)).status).toBe(404);
  });
});

describe('wallet writes', () => {
  it.each([
    ['POST', '/web-api/payments/deposit'],
    ['POST', '/web-api/payments/withdraw'],
    ['DELETE', '/web-api/payments/withdraw'],
    ['POST', '/web-api/user/account/add'],
    ['POST', '/web-api/user/account/remove'],
    ['POST', '/web-api/user/account/switch'],
  ])('%s %s: 403 without the CSRF token, 401 for a guest with it', async (method, path) => {
    const bare = await fetch(base() + path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
    expect(bare.status).toBe(403);
    expect((await bare.json()).errors[0].code).toBe('csrf_failed');
    const client = createClient(base());
    await client.init();
    const res = await client.request(method, path, method === 'POST' ? {} : undefined);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].code).toBe('unauthorized');
  });
});
