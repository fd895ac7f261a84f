/**
 * News in Chromium (spec §2 `news/{slug}?`): a guest reads the list (newest first, each article
 * with its day), opens an article, follows its link to the product it announces, and reads the
 * same article in Russian through the language switcher; vip lists only what vip offers.
 */
import { test, expect, dict } from './support.ts';

const VIP = `http://vip.betportal.test:${process.env.E2E_PORT ?? 4399}`;

test('a guest reads the news list, an article and its Russian text', async ({ page }) => {
  await page.goto('/en/news');
  await expect(page.getByRole('heading', { level: 1, name: dict('en', 'news_title') })).toBeVisible();
  const items = page.locator('.cms-list-items > li');
  await expect(items).toHaveCount(5);
  // Newest first: the article of 21 November 2026 is last.
  await expect(items.last().getByRole('link')).toHaveText('Football line and live open on real matches');
  await expect(items.last().locator('time')).toHaveText('November 21, 2026');
  await expect(page.locator('.cms-paging')).toHaveCount(0);

  await items.getByRole('link', { name: 'Lotto, toto and virtual sports open' }).click();
  await expect(page).toHaveURL(/\/en\/news\/lotto-toto-virtual-sports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lotto, toto and virtual sports open' })).toBeVisible();
  await expect(page.locator('.cms-date time')).toHaveAttribute('datetime', '2026-11-23');
  await expect(page.getByText(/real published draws/)).toBeVisible();

  await page.locator('.language-switcher summary').click();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/news\/lotto-toto-virtual-sports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Открыты лото, тотализатор и виртуальный спорт' })).toBeVisible();
  await expect(page.locator('.cms-date time')).toHaveText('23 ноября 2026 г.');

  await page.getByRole('main').getByRole('link', { name: 'Лото', exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/lotto/);
});

test('vip news lists only what vip offers', async ({ page }) => {
  await page.goto(`${VIP}/en/news`);
  const links = page.locator('.cms-list-items > li > a');
  await expect(links).toHaveText([
    'The betting alphabet for members',
    'Responsible gaming tools in the personal office',
    'ATP tennis, the NFL and 19 more football leagues for members',
    'Football line and live for members, on real matches',
  ]);
  expect((await page.goto(`${VIP}/en/news/lotto-toto-virtual-sports`))?.status()).toBe(404);
});
