/**
 * The CMS over HTTP on the built server: every route family serves its seeded content
 * on both brands (and 404 where the brand's settings or the content say so); pages carry title,
 * description, canonical and hreflang; news lists its dated articles newest first on both brands
 * and languages; sitemap.xml and robots.txt per brand; the footer comes from
 * the CMS; the console API refuses a bad block naming the field (422), a stale save (409), an
 * editor of another brand (403, audited); a preview link with a bad or expired signature is 404;
 * publishing reaches guests at once (the guest page cache is dropped).
 */
import { describe, expect, inject, it } from 'vitest';
import { get } from '../helpers/server.ts';
import { consoleClient, staffLogin } from '../helpers/console.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';
import { NEWS_PAGE_SIZE } from '../../src/server/pages/cms.ts';

const base = () => inject('portalUrl');
const MAIN = { host: 'betportal.test' };
const VIP = { host: 'vip.betportal.test' };
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A landing page in English. */
const landing = (html: string, extra: object[] = []) => ({
  schemaVersion: 2,
  root: { props: { title: { en: 'Integration landing' }, description: { en: 'A landing made by the integration test.' } } },
  content: [{ type: 'richText', props: { html: { en: html } } }, ...extra],
});

describe('route families on both brands', () => {
  const served: [string, typeof MAIN, string][] = [
    ['/en/information/about', MAIN, 'What BetPortal is'],
    ['/ru/information/rules/1', MAIN, 'Правила'],
    ['/en/information/rules/1/2', MAIN, 'express'],
    ['/en/information/terms', MAIN, 'Version 2'],
    ['/en/information/payment', MAIN, 'Payment'],
    ['/en/information/responsiblegaming', VIP, 'limit'],
    ['/en/information/terms', VIP, 'Version 1'],
    ['/en/betting-alphabet', MAIN, 'Bet types'],
    ['/en/betting-alphabet/odds', VIP, 'Decimal odds'],
    ['/en/betting-alphabet/markets/asian-handicap', MAIN, 'Asian handicap'],
    ['/en/landing/football', VIP, 'Real matches, replayed'],
    ['/en/promo', MAIN, 'bonus bet'],
    ['/en/promo', VIP, 'Welcome bonuses'],
    ['/en/promotions', MAIN, 'Bonus bet on express coupons'],
    ['/en/promotions', VIP, 'VIP welcome bonus'],
    ['/en/information/taxation', MAIN, 'No tax is withheld'],
    ['/en/information/taxation', VIP, 'holds no gambling licence'],
    ['/en/information/simpleidentification', MAIN, 'Simplified identification'],
    ['/ru/promotions/bonus-bet', MAIN, 'Бонусная ставка'],
    ['/en/ourpartners', MAIN, 'football-data.co.uk'],
    ['/ru/ourpartners/data', MAIN, 'GeoLite2'],
    ['/he/ourpartners/software', VIP, 'Apache-2.0'],
    ['/en/partners', VIP, 'No affiliate programme'],
    ['/en/mobile', MAIN, 'Home Screen'],
    ['/en/mobile/startdownloadapp', VIP, 'There is no app to download'],
    ['/en/desktop', MAIN, 'Supported browsers'],
    ['/en/news/tennis-nfl-and-more-football', MAIN, 'game by game'],
    ['/ru/news/responsible-gaming-tools', VIP, 'BetPortal VIP'],
  ];
  it.each(served)('%s on %o: 200 with its text', async (path, host, text) => {
    const page = await get(base(), path, host);
    expect(page.status, path).toBe(200);
    expect(page.body).toContain(text);
    expect(page.body).toMatch(/<title>[^<]+ · BetPortal( VIP)?<\/title>/);
    expect(page.body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(page.body).toContain(`<link rel="canonical" href="https://${host.host}${path}"`);
    expect(page.body).toContain('hreflang="en"');
  });

  const missing: [string, typeof MAIN][] = [
    ['/en/information/rules/1', VIP], // vip has no available route 47
    ['/en/information/rules/2', MAIN],
    ['/en/information/simpleidentification', VIP], // vip shows no identification (siteConfig isShowIdentification)
    ['/en/news/no-such-article', MAIN],
    ['/en/news/lotto-toto-virtual-sports', VIP], // vip has no lotto, toto or virtual sports: not announced there
    ['/en/landing/nothing-here', MAIN],
    ['/en/betting-alphabet/odds/decimal-odds/extra', MAIN],
    ['/en/betting-alphabet/no-such-category', MAIN],
  ];
  it.each(missing)('%s on %o: 404', async (path, host) => {
    expect((await get(base(), path, host)).status).toBe(404);
  });

  it('information defaults to rules/1, rules to rules/1; a page is written in each brand language', async () => {
    expect((await get(base(), '/en/information', MAIN)).headers['location']).toBe('/en/information/rules/1');
    expect((await get(base(), '/en/information/rules', MAIN)).headers['location']).toBe('/en/information/rules/1');
    const az = await get(base(), '/az/information/about', MAIN);
    expect(az.status).toBe(200);
    // In Azerbaijani itself, not a fallback with the language shown.
    expect(az.body).toContain('<article class="cms-page">');
    expect(az.body).not.toContain('class="cms-language-notice"');
    expect(az.body).toContain('BetPortal nədir');
    // Content links get the page language.
    expect((await get(base(), '/en/information/rules/1', MAIN)).body).toMatch(/href="\/en\/information\/rules\/1\/\d"/);
  });

  it('sitemap.xml lists published pages × languages the brand serves; robots.txt points at it', async () => {
    const main = await get(base(), '/sitemap.xml', MAIN);
    expect(main.status).toBe(200);
    expect(main.headers['content-type']).toContain('application/xml');
    expect(main.body).toContain('<loc>https://betportal.test/en/information/rules/1/2</loc>');
    expect(main.body).toContain('<loc>https://betportal.test/az/betting-alphabet/odds/decimal-odds</loc>');
    expect(main.body).toContain('hreflang="kk" href="https://betportal.test/kz/promo"');
    const vip = await get(base(), '/sitemap.xml', VIP);
    expect(vip.body).toContain('<loc>https://vip.betportal.test/he/information/terms</loc>');
    expect(vip.body).not.toContain('/information/rules/');
    // Languages hidden from guests (vip: tr) are not listed.
    expect(vip.body).not.toContain('vip.betportal.test/tr/');
    const robots = await get(base(), '/robots.txt', VIP);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Sitemap: https://vip.betportal.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /web-api/');
  });

  it('the footer is CMS content: links and the legal text', async () => {
    const footer = await get(base(), '/bff-api/footer/get?lang=en', MAIN);
    expect(footer.status).toBe(200);
    const body = JSON.parse(footer.body);
    expect(body.links).toContainEqual({ label: 'Rules', href: '/en/information/rules/1' });
    expect(body.legal).toContain('demonstration');
  });
});

describe('news', () => {
  // Newest first; articles of one day in slug order (content/<brand>/news/*.md `date`).
  const order: [typeof MAIN, string[]][] = [
    [MAIN, ['betting-rules-and-alphabet', 'lotto-toto-virtual-sports', 'responsible-gaming-tools', 'tennis-nfl-and-more-football', 'football-line-and-live']],
    [VIP, ['betting-alphabet', 'responsible-gaming-tools', 'tennis-nfl-and-more-football', 'football-line-and-live']],
  ];
  const cases = order.flatMap(([host, slugs]) => ['en', 'ru'].map((lng) => [host, lng, slugs] as const));

  /** The article links of a list page, in order. */
  const listed = (body: string, lng: string) => [...body.matchAll(new RegExp(`<li><a href="/${lng}/news/([a-z0-9-]+)"`, 'g'))].map((m) => m[1]);

  it.each(cases)('%o /%s/news lists every article newest first, each with its day; one page, so ?page=2 is 404', async (host, lng, slugs) => {
    expect(slugs.length).toBeLessThanOrEqual(NEWS_PAGE_SIZE);
    const page = await get(base(), `/${lng}/news`, host);
    expect(page.status).toBe(200);
    expect(listed(page.body, lng)).toEqual(slugs);
    expect(page.body).toContain(`<title>${lng === 'en' ? 'News' : 'Новости'} · BetPortal`);
    expect(page.body).toContain(`<link rel="canonical" href="https://${host.host}/${lng}/news"`);
    expect(page.body).toContain('<time class="cms-date" datetime="2026-11-21" data-moment="longCalendarDate">');
    expect(page.body).toContain('<time class="cms-date" datetime="2026-11-23" data-moment="longCalendarDate">');
    // Everything fits on page 1: no paging links, and page 2 does not exist.
    expect(page.body).not.toContain('rel="next"');
    const first = await get(base(), `/${lng}/news?page=1`, host);
    expect(first.status).toBe(200);
    expect(listed(first.body, lng)).toEqual(slugs);
    expect((await get(base(), `/${lng}/news?page=2`, host)).status).toBe(404);
    expect((await get(base(), `/${lng}/news?page=0`, host)).status).toBe(404);
    expect((await get(base(), `/${lng}/news?page=x`, host)).status).toBe(404);
  });

  it.each(cases)('%o /%s/news/{slug}: title, description, canonical, hreflang and the day', async (host, lng, slugs) => {
    for (const slug of slugs) {
      const path = `/${lng}/news/${slug}`;
      const page = await get(base(), path, host);
      expect(page.status, path).toBe(200);
      expect(page.body).toMatch(/<title>[^<]+ · BetPortal( VIP)?<\/title>/);
      expect(page.body).toMatch(/<meta name="description" content="[^"]{20,160}"/);
      expect(page.body).toContain(`<link rel="canonical" href="https://${host.host}${path}"`);
      expect(page.body).toContain(`hreflang="en" href="/en/news/${slug}"`);
      expect(page.body).toContain(`hreflang="ru" href="/ru/news/${slug}"`);
      expect(page.body).toMatch(/<p class="cms-date"><time datetime="2026-11-2[13]" data-moment="longCalendarDate">/);
      // The text is in the page language, not a fallback.
      expect(page.body).toContain(`<article class="cms-page">`);
    }
  });

  it('the article text links to the product it announces, with the page language', async () => {
    const main = await get(base(), '/ru/news/lotto-toto-virtual-sports', MAIN);
    expect(main.body).toContain('Powerball');
    expect(main.body).toContain('href="/ru/lotto"');
  });

  it('sitemap.xml lists the articles of each brand', async () => {
    const main = await get(base(), '/sitemap.xml', MAIN);
    expect(main.body).toContain('<loc>https://betportal.test/en/news/football-line-and-live</loc>');
    expect(main.body).toContain('<loc>https://betportal.test/ru/news/lotto-toto-virtual-sports</loc>');
    const vip = await get(base(), '/sitemap.xml', VIP);
    expect(vip.body).toContain('<loc>https://vip.betportal.test/ru/news/betting-alphabet</loc>');
    expect(vip.body).not.toContain('/news/lotto-toto-virtual-sports');
  });
});

describe('console CMS API', () => {
  it('creates, refuses a bad block naming block index and field (422), refuses a stale save with the current version (409)', async () => {
    const editor = await staffLogin(base(), 'editor@console.test');
    const slug = unique('it');
    const bad = await editor.post('/console-api/cms/documents', { brandId: 'main', family: 'landing', slug, language: 'en', page: landing('<p>x</p>', [{ type: 'cta', props: { label: { en: 'Go' }, href: 'javascript:alert(1)' } }]) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].meta.fields).toEqual(['content[1].props.href']);
    const unknown = await editor.post('/console-api/cms/documents', { brandId: 'main', family: 'landing', slug, language: 'en', page: { ...landing('<p>x</p>'), content: [{ type: 'marquee', props: {} }] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].detail).toContain('content[0].type: unknown block type "marquee"');
    const script = await editor.post('/console-api/cms/documents', { brandId: 'main', family: 'landing', slug, language: 'en', page: landing('<p>x</p><script>alert(1)</script>') });
    expect(script.body.errors[0].meta.fields).toEqual(['content[0].props.html.en']);

    const created = await editor.post('/console-api/cms/documents', { brandId: 'main', family: 'landing', slug, language: 'en', page: landing('<p>First text</p>') });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as number;
    const saved = await editor.request('PUT', `/console-api/cms/documents/${id}`, { baseVersion: 1, page: landing('<p>Second text</p>') });
    expect(saved.body.version).toBe(2);
    const stale = await editor.request('PUT', `/console-api/cms/documents/${id}`, { baseVersion: 1, page: landing('<p>Lost text</p>') });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].meta.current.version).toBe(2);
    const diff = await editor.get(`/console-api/cms/documents/${id}/diff?from=1&to=2`);
    expect(diff.body.changes).toEqual([{ path: 'content[0].props.html.en', before: '<p>First text</p>', after: '<p>Second text</p>' }]);

    // Not on the site until published; published, guests see it at once (the page cache is dropped).
    expect((await get(base(), `/en/landing/${slug}`, MAIN)).status).toBe(404);
    expect((await editor.post(`/console-api/cms/documents/${id}/state`, { action: 'publish', baseVersion: 2 })).body.state).toBe('published');
    expect((await get(base(), `/en/landing/${slug}`, MAIN)).body).toContain('Second text');
    expect((await editor.post(`/console-api/cms/documents/${id}/restore`, { baseVersion: 2, version: 1 })).body.version).toBe(3);
    expect((await get(base(), `/en/landing/${slug}`, MAIN)).body).toContain('Second text');
    await editor.post(`/console-api/cms/documents/${id}/state`, { action: 'publish', baseVersion: 3 });
    expect((await get(base(), `/en/landing/${slug}`, MAIN)).body).toContain('First text');
    // Another brand's domain does not serve it.
    expect((await get(base(), `/en/landing/${slug}`, VIP)).status).toBe(404);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await editor.post(`/console-api/cms/documents/${id}/state`, { action: 'schedule', baseVersion: 3, publishAt: later })).body).toMatchObject({ state: 'scheduled', scheduledVersion: 3 });
    expect((await editor.post(`/console-api/cms/documents/${id}/state`, { action: 'unpublish' })).body.state).toBe('draft');
    expect((await get(base(), `/en/landing/${slug}`, MAIN)).status).toBe(404);
  });

  it('an editor of one brand gets 403 on another brand; other roles have no content actions', async () => {
    const admin = await staffLogin(base(), 'admin@console.test');
    const email = `${unique('vip-editor')}@console.test`;
    const made = await admin.post('/console-api/staff', { email, name: 'VIP Editor', grants: [{ brandId: 'vip', role: 'content_editor' }], reason: 'vip content editor' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const token = new URL(made.body.enrolUrl).searchParams.get('token')!;
    const vipEditor = consoleClient(base());
    await vipEditor.get(`/console/enrol?token=${token}`);
    const step = await vipEditor.post('/console-api/auth/enrol', { token, password: 'vip editor passphrase 2026' });
    expect((await vipEditor.post('/console-api/auth/totp', { ticket: step.body.ticket, code: staffTotp(step.body.secret, email).generate() })).status).toBe(200);

    const refused = await vipEditor.post('/console-api/cms/documents', { brandId: 'main', family: 'landing', slug: unique('x'), language: 'en', page: landing('<p>x</p>') });
    expect(refused.status).toBe(403);
    const list = await admin.get('/console-api/cms/documents?brandId=main&family=information');
    const about = (list.body.documents as { id: number; slug: string; language: string }[]).find((d) => d.slug === 'about' && d.language === 'en')!;
    expect((await vipEditor.get(`/console-api/cms/documents/${about.id}`)).status).toBe(403);
    expect((await vipEditor.request('PUT', `/console-api/cms/documents/${about.id}`, { baseVersion: 1, page: landing('<p>x</p>') })).status).toBe(403);
    expect((await vipEditor.get(`/console/content/main/${about.id}`)).status).toBe(403);
    // Its own brand is fine, and the list holds only vip pages.
    const own = await vipEditor.get('/console-api/cms/documents');
    expect(new Set((own.body.documents as { brandId: string }[]).map((d) => d.brandId))).toEqual(new Set(['vip']));

    const support = await staffLogin(base(), 'support@console.test');
    expect((await support.get('/console-api/cms/documents')).status).toBe(403);
    expect((await support.get('/console/content')).status).toBe(403);
  });

  it('a preview link shows the draft on its brand only; a bad or expired signature is 404', async () => {
    const editor = await staffLogin(base(), 'editor@console.test');
    const slug = unique('preview');
    const created = await editor.post('/console-api/cms/documents', { brandId: 'vip', family: 'landing', slug, language: 'en', page: landing('<p>Draft only</p>') });
    const link = await editor.post(`/console-api/cms/documents/${created.body.id}/preview`, { version: 1 });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^http:\/\/vip\.betportal\.test(:\d+)?\/en\/cms-preview\/\d+\/1\?exp=\d+&sig=/);
    const path = link.body.path as string;
    const page = await get(base(), path, VIP);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Draft only');
    expect(page.headers['cache-control']).toContain('no-store');
    expect((await get(base(), path, MAIN)).status).toBe(404);
    expect((await get(base(), path.replace(/sig=[^&]+/, 'sig=AAAA'), VIP)).status).toBe(404);
    expect((await get(base(), path.replace(/exp=\d+/, `exp=${Math.floor(Date.now() / 1000) - 10}`), VIP)).status).toBe(404);
    expect((await get(base(), path.replace('/1?', '/2?'), VIP)).status).toBe(404);
    expect((await get(base(), `/en/landing/${slug}`, VIP)).status).toBe(404);
  });
});
