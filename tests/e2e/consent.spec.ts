/**
 * The cookie-consent banner (spec §6) and the real-user measurements it gates (spec §7 collector)
 * in Chromium: a first visit sees the banner; "Necessary only" hides it for good and nothing is
 * sent; after "Choose" → functional → "Save", the page view and its web vitals are sent to
 * `/fatman-api/main` when the page is hidden.
 */
import { CONSENT_COOKIE, parseConsentCookie } from '../../src/domain/visitor-choices.ts';
import { expect, test, waitForHydration } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);

test.use({ cookieChoice: false });

test('necessary only: the banner goes for good and no measurement is sent', async ({ page }) => {
  const beacons: string[] = [];
  page.on('request', (request) => request.url().includes('/fatman-api/') && beacons.push(request.url()));
  await page.goto('/en/information/about');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/en/information/cookies');
  await waitForHydration(page, 'CookieConsent');
  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toBeHidden();
  // The server no longer puts the banner in the page.
  expect(await (await page.request.get('/en/information/contacts')).text()).not.toContain('data-testid="cookie-consent"');
  await page.goto('/en/information/contacts');
  await expect(page.locator('footer')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/en/information/about');
  expect(beacons).toEqual([]);
});

test('the banner is in the page before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/en/information/about`);
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('functional consent: the page view and its web vitals reach the collector when the page is left', async ({ page }) => {
  await page.goto('/en/information/about');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await waitForHydration(page, 'CookieConsent');
  await banner.getByRole('button', { name: 'Choose' }).click();
  await expect(banner.getByRole('checkbox', { name: /Functional/ })).toBeChecked();
  await expect(banner.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
  await banner.getByRole('button', { name: 'Save my choice' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
  expect(parseConsentCookie(cookie?.value)).toMatchObject({ functional: true, marketing: false });
  // Kept a year.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

  // A fresh page view under the consent: an interaction, then the page is hidden (as when the
  // player switches tabs or leaves), which sends the batch.
  await page.goto('/en/information/about');
  // The largest paint is recorded before the interaction that ends it (on a loaded machine the click
  // could come first, and no LCP would be measured).
  await page.evaluate(() => new Promise<void>((resolve) => {
    new PerformanceObserver((list) => { if (list.getEntries().length > 0) resolve(); }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));
  // web-vitals finalises the LCP on a trusted input it has seen (the hidden event below is synthetic),
  // so the click comes after the measurement started (src/client/shell/measurement.ts marks the page).
  await expect(page.locator('html[data-measurement="on"]')).toHaveCount(1);
  await page.locator('h1').first().click();
  // The batch as the server receives it (a beacon's body is not exposed on Playwright's request).
  const received = new Promise<string>((resolve) => {
    void page.route('**/fatman-api/main', async (route) => {
      resolve(route.request().postDataBuffer()?.toString('utf8') ?? '');
      await route.continue();
    });
  });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const body = JSON.parse((await received) || '{}') as { pageType: string; events: { type: string; name?: string }[] };
  expect(body.pageType).toBe('cms');
  expect(body.events[0]).toEqual({ type: 'route' });
  expect(body.events.some((event) => event.name === 'LCP')).toBe(true);
});
