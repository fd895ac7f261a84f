/**
 * Every product one tap away (spec §2 default layout; src/domain/navigation/products.ts), for both
 * brands in Chromium, as a guest starting from the home page: at 390 px each product opens in at
 * most two taps — Sports, Live and Casino from the tab bar (one tap), every other product from the
 * menu sheet (the header's menu button, then the product) — and at 1366 px in one click, every
 * product being in the header's product bar with no "More" menu needed. Each link answers 200
 * with the product's page. The brands' product lists: main serves all twelve products; vip (its
 * brand.json flags) serves sports, live, casino, poker, promotions (its welcome bonus is published
 * in content/vip/promotions/), tournaments and news.
 */
import type { Page } from '@playwright/test';
import { test, expect, dict, waitForHydration } from './support.ts';
import { PRODUCTS, type ProductKey } from '../../src/domain/navigation/products.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const BRANDS: { name: string; origin: string; products: readonly ProductKey[] }[] = [
  { name: 'main', origin: `http://localhost:${PORT}`, products: PRODUCTS.map((p) => p.key) },
  { name: 'vip', origin: `http://vip.betportal.test:${PORT}`, products: ['sports', 'live', 'casino', 'poker', 'promotions', 'tournaments', 'news'] },
];
const TAB_PRODUCTS: readonly ProductKey[] = ['sports', 'live', 'casino'];

const productOf = (key: ProductKey) => PRODUCTS.find((p) => p.key === key)!;
const label = (key: ProductKey) => dict('en', productOf(key).labelKey);

/** Runs `act` and answers the status of the page it opened, which must be `/en{path}`. */
async function opens(page: Page, origin: string, key: ProductKey, act: () => Promise<void>): Promise<void> {
  const href = `${origin}/en${productOf(key).path}`;
  const [response] = await Promise.all([page.waitForResponse((r) => r.url() === href && r.request().isNavigationRequest()), act()]);
  expect(response.status(), href).toBe(200);
  await expect(page).toHaveURL(href);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
}

for (const brand of BRANDS) {
  test.describe(`${brand.name} at 390 px`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('every product is one tap away in the tab bar or two through the menu sheet', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`${brand.origin}/en`);
      // The sheet lists exactly the brand's products, in order.
      await waitForHydration(page, 'MenuSheet');
      await page.getByRole('button', { name: dict('en', 'header_menu'), exact: true }).click();
      const sheet = page.getByRole('dialog', { name: dict('en', 'header_products') });
      await expect(sheet.locator('a[data-product]')).toHaveText(brand.products.map(label));
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      for (const key of brand.products) {
        await page.goto(`${brand.origin}/en`);
        if (TAB_PRODUCTS.includes(key)) {
          const tab = page.getByRole('navigation', { name: dict('en', 'tabbar_label') }).getByRole('link', { name: label(key), exact: true });
          await opens(page, brand.origin, key, () => tab.click());
        } else {
          await waitForHydration(page, 'MenuSheet');
          await page.getByRole('button', { name: dict('en', 'header_menu'), exact: true }).click();
          const link = page.getByRole('dialog', { name: dict('en', 'header_products') }).getByRole('link', { name: label(key), exact: true });
          await opens(page, brand.origin, key, () => link.click());
        }
      }
    });
  });

  test.describe(`${brand.name} at 1366 px`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test('every product is one click away in the product bar', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`${brand.origin}/en`);
      const bar = page.locator('.product-bar-list');
      await expect(bar.locator('a[data-product]')).toHaveText(brand.products.map(label));
      for (const key of brand.products) await expect(bar.getByRole('link', { name: label(key), exact: true })).toBeVisible();
      await expect(page.locator('.product-more')).toBeHidden();
      for (const key of brand.products) {
        await page.goto(`${brand.origin}/en`);
        await opens(page, brand.origin, key, () => bar.getByRole('link', { name: label(key), exact: true }).click());
      }
    });
  });
}
