/**
 * The page shell across brands: home pages and redirects by Host, theme tokens in the page (and /theme.css), the
 * language switcher, text direction, maintenance and the 404 page.
 */
import type { Page } from '@playwright/test';
import { test, expect, brandJson, dict, heroTitle, hexToRgb } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const MAIN_ORIGIN = `http://127.0.0.1:${PORT}`;
const VIP_ORIGIN = `http://vip.betportal.test:${PORT}`;

/** Theme values the browser actually applied to the page. */
async function appliedTheme(page: Page) {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return {
      bgVar: root.getPropertyValue('--color-bg').trim(),
      accentVar: root.getPropertyValue('--color-accent').trim(),
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      colorScheme: root.colorScheme,
    };
  });
}

test.describe('brand home pages', () => {
  // A browser language neither brand offers, so the redirect falls back to the brand default.
  test.use({ locale: 'de-DE' });

  test('main brand: / redirects to the default language /ru and renders its home page', async ({ page }) => {
    const brand = brandJson('main');
    const response = await page.goto(`${MAIN_ORIGIN}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${MAIN_ORIGIN}/${brand.defaultLanguage}`);
    expect(brand.defaultLanguage).toBe('ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('main', 'ru'));
    await expect(page.getByRole('banner').getByRole('link', { name: brand.name, exact: true })).toBeVisible();
  });

  test('VIP brand: / redirects to /en and renders its own home page and name', async ({ page }) => {
    const brand = brandJson('vip');
    expect(brand.name).toBe('BetPortal VIP');
    const response = await page.goto(`${VIP_ORIGIN}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${VIP_ORIGIN}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'vip');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('vip', 'en'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'BetPortal VIP', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heroTitle('main', 'en'));
  });

  test('each brand gets its own theme', async ({ page }) => {
    const main = brandJson('main');
    const vip = brandJson('vip');
    expect(main.theme.background).not.toBe(vip.theme.background);

    await page.goto(`${MAIN_ORIGIN}/en`);
    const mainTheme = await appliedTheme(page);
    await page.goto(`${VIP_ORIGIN}/en`);
    const vipTheme = await appliedTheme(page);

    expect(mainTheme.bgVar).toBe(main.theme.background);
    expect(vipTheme.bgVar).toBe(vip.theme.background);
    expect(mainTheme.accentVar).toBe(main.theme.accent);
    expect(vipTheme.accentVar).toBe(vip.theme.accent);
    expect(mainTheme.bodyBackground).toBe(hexToRgb(main.theme.background));
    expect(vipTheme.bodyBackground).toBe(hexToRgb(vip.theme.background));
    expect(vipTheme.bodyBackground).not.toBe(mainTheme.bodyBackground);
    expect(mainTheme.colorScheme).toBe('light');
    expect(vipTheme.colorScheme).toBe('dark');
  });
});

test.describe('language', () => {
  test('the language switcher keeps the path and query', async ({ page }) => {
    await page.goto('/ru?foo=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const english = page.getByRole('link', { name: 'English', exact: true });
    await expect(english).toBeHidden();
    await page.getByLabel(dict('ru', 'header_choose_language')).click();
    await expect(english).toBeVisible();
    await english.click();
    await expect(page).toHaveURL('/en?foo=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('main', 'en'));
  });

  test('the chosen language is remembered for the next visit to /', async ({ page }) => {
    await page.goto('/az');
    await page.goto('/');
    await expect(page).toHaveURL('/az');
  });

  test('the VIP switcher lists only the languages a guest may use', async ({ page }) => {
    await page.goto(`${VIP_ORIGIN}/en`);
    await page.getByLabel('Choose a language').click();
    const switcher = page.locator('details.language-switcher');
    await expect(switcher.getByRole('link')).toHaveText(['English', 'Русский', 'עברית']);
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    // Turkish is hidden from guests: its prefix redirects to an allowed language.
    await page.goto(`${VIP_ORIGIN}/tr`);
    await expect(page).not.toHaveURL(/\/tr$/);
    await expect(page.locator('html')).not.toHaveAttribute('lang', 'tr');
  });

  test('Arabic is right-to-left, Russian left-to-right', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');

    await page.goto('/ru');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('ltr');
  });
});

test.describe('maintenance', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'maintenance', value: '1', domain: '127.0.0.1', path: '/' }]);
  });

  test('English page redirects to /en/maintenance with the English text', async ({ page }) => {
    await page.goto('/en');
    await expect(page).toHaveURL('/en/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance underway!');
    expect(dict('en', 'maintenance_title')).toBe('Maintenance underway!');
  });

  test('Russian page shows the Russian maintenance text', async ({ page }) => {
    await page.goto('/ru');
    await expect(page).toHaveURL('/ru/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict('ru', 'maintenance_title'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Идут технические работы!');
  });
});

test('an unknown page answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByRole('link', { name: dict('en', 'main_go_home') })).toHaveAttribute('href', '/en');
});
