/**
 * The installable app in Chromium (spec §7 "service worker at /pwa-sw.js"): the home page
 * registers the worker under the page's CSP; once it is active its cache holds the offline pages
 * and static build assets only (no API answer, nothing but GETs). Offline, a navigation to another
 * page shows the offline page in that page's language, at the address asked for; back online,
 * its retry button loads the real page.
 */
import { test, expect, brandJson, collectCspViolations, dict, hexToRgb } from './support.ts';

// Service workers are blocked in the other browser tests (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

test('the worker is active after the home page; offline, another page is the localized offline page and retry loads it once online', async ({ page, context }) => {
  const violations = await collectCspViolations(page);
  await page.goto('/en');
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const active = registration.active!;
    if (active.state !== 'activated') await new Promise((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve(null)));
    return { script: new URL(active.scriptURL).pathname, scope: new URL(registration.scope).pathname, state: active.state };
  });
  expect(worker).toEqual({ script: '/pwa-sw.js', scope: '/', state: 'activated' });

  // The page's own API calls (footer, session, version) went by; none of them is stored.
  await page.goto('/en/information/about');
  const cached = await page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        entries.push(`${request.method} ${url.pathname}${url.search}`);
      }
    }
    return entries;
  });
  expect(cached).toEqual(expect.arrayContaining(['GET /pwa-offline?lang=en', 'GET /pwa-offline?lang=ar', 'GET /pwa-offline?lang=ru']));
  expect(cached.some((entry) => entry.startsWith('GET /_astro/'))).toBe(true);
  for (const entry of cached) expect(entry).toMatch(/^GET \/(?:pwa-offline\?lang=[a-z]{2}$|_astro\/|theme\.css|favicon\.svg|pwa-icon\/)/);

  await context.setOffline(true);
  await page.goto('/en/information/rules');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict('en', 'pwa_offline_title'));
  expect(new URL(page.url()).pathname).toBe('/en/information/rules');
  // The precached stylesheets apply offline too: the global styles and the brand's theme colour.
  await expect(page.getByRole('button', { name: dict('en', 'pwa_offline_retry') })).toHaveCSS('background-color', hexToRgb(brandJson('main').theme.accent));

  await page.goto('/ar/line');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict('ar', 'pwa_offline_title'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Still offline: a retry shows the offline page again.
  await page.getByRole('button', { name: dict('ar', 'pwa_offline_retry') }).click();
  await expect(page.getByTestId('offline-page')).toBeVisible();

  await context.setOffline(false);
  await page.goto('/en/information/rules');
  await context.setOffline(true);
  await page.goto('/en/information/about');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await context.setOffline(false);
  const loaded = page.waitForEvent('load');
  await page.getByRole('button', { name: dict('en', 'pwa_offline_retry') }).click();
  await loaded;
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/en/information/about');
  await expect(page.locator('#content')).toBeVisible();

  expect(await violations()).toEqual([]);
});
