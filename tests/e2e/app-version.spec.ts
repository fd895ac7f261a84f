/**
 * The update notice in Chromium (spec §7 `/version.json`, §8 Update notice): with the server's own
 * version the page shows nothing; when a newer build answers (a deploy, played here by routing
 * `/version.json` to another version — the endpoint itself is tested over HTTP in
 * tests/integration/app-version.test.ts), the notice offers a reload, "Later" closes it, and
 * "Reload" loads the page again. A malformed answer shows nothing.
 */
import { test, expect } from './support.ts';

test('a newer served version offers a reload; the same or a malformed one shows nothing', async ({ page }) => {
  await page.goto('/en/information/about');
  const polled = page.waitForResponse((r) => r.url().includes('/version.json'));
  await polled;
  await expect(page.getByTestId('update-notice')).toHaveCount(0);

  await page.route('**/version.json*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"not":"a version"}' }));
  await page.reload();
  await page.waitForResponse((r) => r.url().includes('/version.json'));
  await expect(page.getByTestId('update-notice')).toHaveCount(0);

  await page.unroute('**/version.json*');
  await page.route('**/version.json*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '"a-newer-build"' }));
  await page.reload();
  const notice = page.getByTestId('update-notice');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('A new version of the site');
  await notice.getByRole('button', { name: 'Later' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(notice).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('update-reload').click();
  await reloaded;
});
