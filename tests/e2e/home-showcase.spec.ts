/**
 * The home page as a showcase in Chromium at a desktop (1366 px) and a phone (390 px) width: the
 * casino row shows game pictures that load and open their games, and the promotions row shows the
 * brand's published promotions, both inside the page's width (no sideways scroll of the page).
 */
import { test, expect } from './support.ts';

for (const width of [1366, 390]) {
  test(`home shows the casino row and the promotions at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en');
    const row = page.getByTestId('home-casino-row').first();
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('heading', { name: 'Casino: top games' })).toBeVisible();
    const dice = row.getByTestId('home-casino-tile').filter({ hasText: 'Dice' });
    await expect(dice).toBeVisible();
    const picture = dice.locator('img');
    await expect(picture).toHaveAttribute('src', '/casino/art/dice.svg');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(row.getByRole('link', { name: 'See all: Casino: top games' })).toHaveAttribute('href', '/en/casino');

    const promotions = page.getByTestId('home-promotions');
    await promotions.scrollIntoViewIfNeeded();
    await expect(promotions.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    await expect(promotions.getByRole('link', { name: /Welcome bonus for sports or the casino/ })).toHaveAttribute('href', '/en/promotions/welcome-bonus');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll of the page').toBeLessThanOrEqual(width);

    await dice.getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/casino\/game\/\d+\/dice$/);
  });
}
