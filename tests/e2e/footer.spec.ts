/**
 * The footer island loads separately from /bff-api/footer/get (spec §2) once it comes into view
 * (it hydrates when visible, so a page's first script does not include it), retries 3 times with
 * delays of 1 s, 2 s and 4 s, then shows the error state with a refresh button (spec §4).
 */
import { test, expect, dict } from './support.ts';

const FOOTER_API = '**/bff-api/footer/get**';
const year = new Date().getUTCFullYear();

test('the footer loads normally', async ({ page }) => {
  await page.goto('/ru');
  const footer = page.getByRole('contentinfo', { name: dict('ru', 'footer_label') });
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText(/^18\+/)).toBeVisible();
  await expect(footer.getByText(`© ${year} BetPortal`, { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Telegram' })).toBeVisible();
  await expect(footer.getByText(dict('ru', 'footer_loading'))).toHaveCount(0);
});

test('the VIP footer carries its own age limit and name', async ({ page }) => {
  await page.goto('http://vip.betportal.test:' + (process.env.E2E_PORT ?? 4399) + '/en');
  const footer = page.getByRole('contentinfo', { name: 'Site information' });
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText(/^21\+/)).toBeVisible();
  await expect(footer.getByText(`© ${year} BetPortal VIP`, { exact: true })).toBeVisible();
});

test('the footer retries 3 times (1 s, 2 s, 4 s), shows the error state, and recovers on Refresh', async ({ page }) => {
  test.setTimeout(60_000);
  const attempts: number[] = [];
  await page.route(FOOTER_API, async (route) => {
    attempts.push(Date.now());
    await route.abort('connectionrefused');
  });

  await page.goto('/en');
  const footer = page.getByRole('contentinfo', { name: 'Site information' });
  await footer.scrollIntoViewIfNeeded();
  const alert = footer.getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 25_000 });
  await expect(alert).toContainText('This part of the page could not be loaded');
  await expect(alert).toContainText('Refresh it to try again');
  expect(dict('en', 'main_dictionary_load_error')).toBe('This part of the page could not be loaded');
  expect(dict('en', 'main_dictionary_refresh_page')).toBe('Refresh it to try again');
  const refresh = alert.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeEnabled();

  // One first request and exactly 3 retries, spaced about 1 s, 2 s and 4 s apart.
  expect(attempts).toHaveLength(4);
  const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
  [1000, 2000, 4000].forEach((expected, i) => {
    expect(gaps[i], `gap before retry ${i + 1}: ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(expected - 100);
    expect(gaps[i], `gap before retry ${i + 1}: ${gaps.join(', ')} ms`).toBeLessThan(expected + 1500);
  });

  await page.unroute(FOOTER_API);
  // A real pointer click: fails if anything (e.g. the fixed support button) covers the button.
  await refresh.click({ timeout: 5_000 });
  await expect(footer.getByText(`© ${year} BetPortal`, { exact: true })).toBeVisible();
  await expect(footer.getByText(/^18\+/)).toBeVisible();
  await expect(alert).toHaveCount(0);
});
