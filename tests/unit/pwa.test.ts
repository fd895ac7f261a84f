/**
 * The installable app's pure rules (src/domain/pwa.ts; spec §7 manifest and platform_type, §9
 * Apple touch icon sizes): icon file names, the manifest of a brand in a language, the icon drawing.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PWA_ICON_SIZES, parsePwaIconFile, pwaIconSvg, pwaStartUrl, webAppManifest } from '../../src/domain/pwa.ts';
import { serviceWorkerConfig, serviceWorkerScript } from '../../src/server/pwa/service-worker.ts';

describe('icon files', () => {
  it('name exactly the spec §9 sizes as PNG', () => {
    expect(PWA_ICON_SIZES).toEqual([72, 96, 128, 144, 152, 192, 384, 512]);
    for (const size of PWA_ICON_SIZES) expect(parsePwaIconFile(`${size}.png`)).toBe(size);
    for (const file of ['64.png', '072.png', '72.PNG', '72.webp', '72', '.png', '512.png.png', '1e2.png', '-72.png', '72.png\u0000']) {
      expect(parsePwaIconFile(file), file).toBeNull();
    }
  });

  it('are drawn at their size in the brand colours', async () => {
    const svg = pwaIconSvg({ accent: '#0b7a43', accentText: '#ffffff' }, 152);
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.width, meta.height]).toEqual([152, 152]);
    expect(svg).toContain('fill="#0b7a43"');
    expect(svg).toContain('fill="#ffffff"');
  });
});

describe('the manifest', () => {
  const manifest = webAppManifest({ name: 'BetPortal', theme: { accent: '#0b7a43', background: '#f4f6f5' }, themeStamp: 'abc', lng: 'ua', description: 'd' });

  it('starts the app on the home page of its language marked platform_type=pwa, standalone', () => {
    expect(pwaStartUrl('en')).toBe('/en/?platform_type=pwa');
    expect(manifest).toMatchObject({ start_url: '/ua/?platform_type=pwa', lang: 'uk', dir: 'ltr', display: 'standalone', scope: '/', theme_color: '#0b7a43', background_color: '#f4f6f5' });
  });

  it('lists one PNG per spec §9 size, and 192 and 512 as maskable, at versioned URLs', () => {
    expect(manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.src)).toEqual(PWA_ICON_SIZES.map((size) => `/pwa-icon/${size}.png?v=abc`));
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  });
});

describe('the service worker', () => {
  const brand = { id: 'vip', languages: ['en', 'ru', 'tr', 'he'] as const, hiddenLanguages: ['tr'] as const, defaultLanguage: 'en' as const };

  it("precaches the offline page of each guest language and bypasses every API", () => {
    const config = serviceWorkerConfig({ ...brand, languages: [...brand.languages], hiddenLanguages: [...brand.hiddenLanguages] }, 'b1', 's1');
    expect(config.cache).toBe('pwa-vip-b1-s1');
    expect(config.offlinePages).toEqual({ en: '/pwa-offline?lang=en', ru: '/pwa-offline?lang=ru', he: '/pwa-offline?lang=he' });
    expect(config.bypass).toEqual(expect.arrayContaining(['/web-api/', '/bff-api/', '/pwa-sw.js']));
  });

  it('writes its configuration in front of the worker, with no way to close a script element', () => {
    const config = serviceWorkerConfig({ ...brand, id: '</script>', languages: ['en'], hiddenLanguages: [] }, 'b', 's');
    const script = serviceWorkerScript(config);
    expect(script.startsWith('const PWA_CONFIG = {')).toBe(true);
    expect(script).not.toContain('</script>');
    expect(script).toContain("self.addEventListener('fetch'");
  });
});
