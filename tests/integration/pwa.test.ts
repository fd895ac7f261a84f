/**
 * The installable app over HTTP on the shared built server (spec §7 "Manifest at /manifest.json,
 * service worker at /pwa-sw.js; query parameter platform_type", §9 Apple touch icon sizes): each
 * brand's manifest (name, start URL with platform_type, standalone, theme colours, one PNG per
 * spec §9 size in the language asked for), icons that really are those pixel sizes, the worker
 * script's type, caching and configuration, the localized offline page, and the default layout's
 * head linking all of them. Bad queries are 400.
 */
import { describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import { get, getBytes as getBytesFrom } from '../helpers/server.ts';
import mainBrand from '../../brands/main/brand.json' with { type: 'json' };
import vipBrand from '../../brands/vip/brand.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import he from '../../src/i18n/locales/he.json' with { type: 'json' };
import ru from '../../src/i18n/locales/ru.json' with { type: 'json' };

const base = () => inject('portalUrl');
const SPEC_SIZES = [72, 96, 128, 144, 152, 192, 384, 512];

const BRANDS = [
  { host: 'betportal.test', brand: mainBrand, otherLanguage: 'ar', otherDir: 'rtl' },
  { host: 'vip.betportal.test', brand: vipBrand, otherLanguage: 'he', otherDir: 'rtl' },
] as const;

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const getBytes = (path: string, headers: Record<string, string>) => getBytesFrom(base(), path, headers);

async function manifestOf(host: string, query = ''): Promise<Manifest> {
  const answer = await get(base(), `/manifest.json${query}`, { host });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('public, max-age=300');
  expect(String(answer.headers.vary).split(', ')).toContain('Host');
  return JSON.parse(answer.body) as Manifest;
}

describe.each(BRANDS)('the manifest of $host', ({ host, brand, otherLanguage, otherDir }) => {
  it("carries the brand's name and colours, a standalone start URL marked platform_type=pwa and every spec §9 icon size", async () => {
    const manifest = await manifestOf(host);
    expect(manifest).toMatchObject({
      id: '/',
      name: brand.name,
      short_name: brand.name,
      scope: '/',
      display: 'standalone',
      theme_color: brand.theme.accent,
      background_color: brand.theme.background,
      start_url: `/${brand.defaultLanguage}/?platform_type=pwa`,
    });
    const any = manifest.icons.filter((icon) => icon.purpose === 'any');
    expect(any.map((icon) => icon.sizes)).toEqual(SPEC_SIZES.map((size) => `${size}x${size}`));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(icon.src).toMatch(/^\/pwa-icon\/\d+\.png\?v=[0-9a-z]+$/);
    }
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  });

  it('is written in the asked language; one the brand does not offer a guest gives its default', async () => {
    const other = await manifestOf(host, `?lang=${otherLanguage}`);
    expect(other.start_url).toBe(`/${otherLanguage}/?platform_type=pwa`);
    expect(other.dir).toBe(otherDir);
    const refused = await manifestOf(host, `?lang=${brand.hiddenLanguages[0] ?? 'de'}`);
    expect(refused.start_url).toBe(`/${brand.defaultLanguage}/?platform_type=pwa`);
  });

  it('links icons that are PNGs of exactly their pixel size, immutable at the written URL', async () => {
    const manifest = await manifestOf(host);
    for (const icon of manifest.icons) {
      const answer = await getBytes(icon.src, { host });
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(answer.body).metadata();
      const size = Number(icon.sizes.split('x')[0]);
      expect({ format: meta.format, width: meta.width, height: meta.height }, icon.src).toEqual({ format: 'png', width: size, height: size });
      // The brand's accent fills the square around the mark (sharp's dominant colour is binned).
      const { dominant } = await sharp(answer.body).stats();
      const accent = [1, 3, 5].map((at) => parseInt(brand.theme.accent.slice(at, at + 2), 16));
      const off = Math.max(...[dominant.r, dominant.g, dominant.b].map((channel, i) => Math.abs(channel - accent[i]!)));
      expect(off, `${icon.src}: dominant ${JSON.stringify(dominant)} vs ${brand.theme.accent}`).toBeLessThan(24);
    }
  });
});

describe('icons', () => {
  it('answer 304 to their ETag, a short cache without the current stamp, 404 for a size outside spec §9, 400 for a bad query', async () => {
    const first = await getBytes('/pwa-icon/72.png', { host: 'betportal.test' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(first.headers.etag);
    expect((await getBytes('/pwa-icon/72.png', { host: 'betportal.test', 'if-none-match': etag })).status).toBe(304);
    // Each brand draws its own icon.
    const vip = await getBytes('/pwa-icon/72.png', { host: 'vip.betportal.test' });
    expect(vip.body.equals(first.body)).toBe(false);
    for (const path of ['/pwa-icon/64.png', '/pwa-icon/072.png', '/pwa-icon/72.webp', '/pwa-icon/72']) {
      expect((await getBytes(path, { host: 'betportal.test' })).status, path).toBe(404);
    }
    for (const query of ['?v=%00', '?v=abc&x=1', '?v=ABC']) {
      expect((await getBytes(`/pwa-icon/72.png${query}`, { host: 'betportal.test' })).status, query).toBe(400);
    }
  });
});

describe('queries', () => {
  it('the manifest, worker and offline page refuse NUL, malformed languages and unknown parameters (400)', async () => {
    for (const path of ['/manifest.json?lang=%00', '/manifest.json?lang=e%00', '/manifest.json?lang=english', '/manifest.json?x=1', '/pwa-sw.js?x=1', '/pwa-offline?lang=%00', '/pwa-offline?v=1']) {
      const answer = await get(base(), path, { host: 'betportal.test' });
      expect(answer.status, path).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('the service worker', () => {
  it.each(BRANDS)('is JavaScript, never cached, precaching the offline page of every guest language of $host and bypassing the APIs', async ({ host, brand }) => {
    const answer = await get(base(), '/pwa-sw.js', { host });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const config = JSON.parse(/^const PWA_CONFIG = (.*);$/m.exec(answer.body)![1]!) as { cache: string; languages: string[]; defaultLanguage: string; offlinePages: Record<string, string>; bypass: string[] };
    const guestLanguages = brand.languages.filter((code) => !(brand.hiddenLanguages as string[]).includes(code));
    expect(config.languages).toEqual(guestLanguages);
    expect(config.defaultLanguage).toBe(brand.defaultLanguage);
    expect(Object.keys(config.offlinePages)).toEqual(guestLanguages);
    expect(config.cache).toMatch(new RegExp(`^pwa-${brand.id}-`));
    expect(config.bypass).toEqual(expect.arrayContaining(['/web-api/', '/bff-api/']));
    expect(answer.body).toContain("request.method !== 'GET'");
  });
});

describe('the offline page', () => {
  it.each([
    { host: 'betportal.test', lang: 'ru', dict: ru, brand: mainBrand },
    { host: 'betportal.test', lang: 'en', dict: en, brand: mainBrand },
    { host: 'vip.betportal.test', lang: 'he', dict: he, brand: vipBrand },
  ])('is a localized page with a retry button ($host, $lang)', async ({ host, lang, dict, brand }) => {
    const answer = await get(base(), `/pwa-offline?lang=${lang}`, { host });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toContain(`<html lang="${lang}"`);
    expect(answer.body).toContain(`<h1>${dict.pwa_offline_title}</h1>`);
    expect(answer.body).toContain(`>${dict.pwa_offline_retry}</button>`);
    expect(answer.body).toContain(brand.name);
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    // The retry script is inline and allowed by a hash of the page's own policy.
    expect(String(answer.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
  });
});

describe('the default layout', () => {
  it.each(BRANDS)('links the manifest in the page language and an apple-touch-icon of every spec §9 size ($host)', async ({ host, brand }) => {
    const page = (await get(base(), `/${brand.defaultLanguage}`, { host })).body;
    expect(page).toContain(`<link rel="manifest" href="/manifest.json?lang=${brand.defaultLanguage}">`);
    expect(page).toContain(`<meta name="theme-color" content="${brand.theme.accent}">`);
    const sizes = [...page.matchAll(/<link rel="apple-touch-icon" sizes="(\d+)x\1" href="\/pwa-icon\/(\d+)\.png\?v=[0-9a-z]+">/g)].map((m) => Number(m[2]));
    expect(sizes).toEqual(SPEC_SIZES);
    // The registration is an inline module script (Astro hashes it into the page's policy).
    expect(page).toMatch(/<script type="module">[^<]*serviceWorker[^<]*\/pwa-sw\.js/);
  });

  it.each(BRANDS)('serves the start URL with platform_type=pwa ($host)', async ({ host, brand }) => {
    const answer = await get(base(), `/${brand.defaultLanguage}/?platform_type=pwa`, { host });
    expect(answer.status).toBe(200);
  });
});
