/**
 * The update notice in Chromium (spec §7 `/version.json`, §8 Update notice): with the server's own
 * version the page shows nothing; when a newer build answers (a deploy, played here by routing
 * `/version.json` to another version — the endpoint itself is tested over HTTP in
 * tests/integration/app-version.test.ts), the notice offers a reload, "Later" closes it, and
 * "Reload" loads the page again. A malformed answer shows nothing. The first poll is due 60 s after
 * load (spec §9): the page's clock is moved on to it, and no poll goes out before.
 */
import type { Page } from '@playwright/test';
import { VERSION_POLL_MS } from '../../src/domain/player/app-version.ts';
import { test, expect } from './support.ts';

/** Moves the page's clock to its first version poll and waits for the poll's answer. */
async function firstPoll(page: Page): Promise<void> {
  const polled = page.waitForResponse((r) => r.url().includes('/version.json'));
  await page.clock.fastForward(VERSION_POLL_MS);
  await polled;
}

test('a newer served version offers a reload; the same or a malformed one shows nothing', async ({ page }) => {
  const polls: string[] = [];
  page.on('request', (request) => request.url().includes('/version.json') && polls.push(request.url()));
  await page.clock.install();
  await page.goto('/en/information/about');
  await page.waitForLoadState('networkidle');
  // Nothing polled (nor the notice's script loaded) while the page loads.
  expect(polls).toEqual([]);
  await firstPoll(page);
  await expect(page.getByTestId('update-notice')).toHaveCount(0);

  await page.route('**/version.json*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"not":"a version"}' }));
  await page.reload();
  await firstPoll(page);
  await expect(page.getByTestId('update-notice')).toHaveCount(0);

  await page.unroute('**/version.json*');
  await page.route('**/version.json*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '"a-newer-build"' }));
  await page.reload();
  await firstPoll(page);
  const notice = page.getByTestId('update-notice');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('A new version of the site');
  await notice.getByRole('button', { name: 'Later' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await firstPoll(page);
  await expect(notice).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('update-reload').click();
  await reloaded;
});
