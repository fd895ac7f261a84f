/**
 * The portal on a 390 px phone in Chromium: the bet-slip bar counts the picks and shows the
 * total coefficient, opens the coupon as a sheet where the express is placed and its receipt
 * seen; the header's navigation collapses into the "Menu" sheet; nothing fixed covers the odds
 * buttons (the bottom dock and the tab bar are the only fixed things and the page is padded for
 * them); and the main pages
 * have no horizontal overflow at 390 and 1366 px (their screenshots are attached to the report
 * as visual checks).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, registerWithDeposit, waitForHydration, outcomesReady } from './support.ts';
import { COEF_VIEW, formatCoef } from '../../src/domain/coupon/odds-format.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface LineGame {
  permanentId: number;
  start: number;
}

/** Whether the element's centre is the element (or inside it): nothing fixed covers it. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** Widest horizontal overflow of the document, px (0 when it fits its viewport). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('390 px phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('picks three outcomes, opens the slip from the bar, places the express and sees the receipt', async ({ page }) => {
    test.setTimeout(90_000);
    await registerWithDeposit(page, 'mobile', '500');
    const line = (await (await page.request.get('/bff-api/feed/line?sportId=1&limit=20')).json()) as { games: LineGame[]; serverTime: number };
    const games = line.games.filter((g) => g.start * 1000 > line.serverTime + 3 * 60_000).slice(0, 3);
    expect(games).toHaveLength(3);

    await page.goto('/en/line/all/football');
    await outcomesReady(page);
    await waitForHydration(page, 'BetSlipBar');
    const bar = page.locator('.slip-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-count', '0');
    // The coupon column is a closed sheet: not shown until the bar opens it.
    const sheet = page.locator('#coupon-sheet');
    await expect(sheet).toBeHidden();

    let product = 1;
    for (const game of games) {
      const home = page.locator(`[data-outcome="${game.permanentId}:1:1:"]`);
      await home.scrollIntoViewIfNeeded();
      expect(await uncovered(home), 'a fixed element covers the odds button').toBe(true);
      await home.tap();
      await expect(home).toHaveAttribute('aria-pressed', 'true');
      product *= Number(await home.getAttribute('data-coef'));
    }
    await expect(bar).toHaveAttribute('data-count', '3');
    await expect(bar.getByTestId('slip-bar-count')).toHaveText('Picks: 3');
    await expect(bar).toContainText(`Odds ${formatCoef(Math.round(product * 1000) / 1000, COEF_VIEW.decimal)}`);

    await bar.tap();
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    const dialog = page.getByRole('dialog', { name: 'Coupon' });
    await expect(dialog).toBeVisible();
    const coupon = dialog.getByTestId('coupon');
    await expect(coupon).toHaveAttribute('data-bets', '3');
    await expect(coupon).toHaveAttribute('data-type-id', '1');
    await page.screenshot({ path: test.info().outputPath('coupon-sheet-390.png') });
    await dialog.getByTestId('place-bet').tap();
    const receipt = dialog.getByTestId('coupon-receipt');
    await expect(receipt).toBeVisible();
    expect(Number(await receipt.getAttribute('data-coupon-id'))).toBeGreaterThan(0);

    // Escape closes the sheet and gives the focus back to the bar.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(bar).toBeFocused();
  });

  test("a guest's coupon loads only when the sheet is opened, and then holds the pick", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/en/line/all/football');
    await outcomesReady(page);
    await waitForHydration(page, 'BetSlipBar');
    const slot = page.locator('astro-island[component-url*="CouponSlot"]');
    await expect(slot).toHaveAttribute('ssr');
    const outcome = page.locator('[data-static-outcomes] button[data-outcome]:not([disabled])').first();
    await outcome.tap();
    await expect(outcome).toHaveAttribute('aria-pressed', 'true');
    // Picking counts in the bar without the coupon's script.
    await expect(page.locator('.slip-bar')).toHaveAttribute('data-count', '1');
    await expect(slot).toHaveAttribute('ssr');
    expect(scripts.some((path) => /\/(CouponSlot|Coupon)\./.test(path))).toBe(false);

    await page.locator('.slip-bar').tap();
    const coupon = page.getByRole('dialog', { name: 'Coupon' }).getByTestId('coupon');
    await expect(coupon).toHaveAttribute('data-bets', '1');
    await expect(slot).not.toHaveAttribute('ssr');
  });

  test('the header collapses into a menu and the support button stays clear of the odds', async ({ page }) => {
    await page.goto('/en/line/all/football');
    const banner = page.getByRole('banner');
    await expect(banner.locator('.product-bar')).toBeHidden();
    await waitForHydration(page, 'MenuSheet');
    await banner.getByRole('button', { name: 'Menu', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: 'Products' });
    await expect(sheet.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live', exact: true })).toBeVisible();
    await sheet.getByRole('button', { name: 'Close menu' }).tap();
    await expect(sheet).toBeHidden();

    // Scrolled to the bottom, the last odds button is above the dock, not under it.
    const last = page.locator('[data-outcome]').last();
    await last.scrollIntoViewIfNeeded();
    // The footer loads when it comes into view: wait for it before measuring the end of the page.
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await expect(page.locator('.site-footer').getByText(/^18\+/)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const dock = await page.locator('.bottom-dock').boundingBox();
    const footer = await page.locator('.site-footer').boundingBox();
    expect(dock && footer && footer.y + footer.height <= dock.y + 1, 'the dock covers the end of the page').toBe(true);
  });
});

test('a long line list sends its first rows and appends the next ones as the player scrolls', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/en/line/all/football?limit=300');
  await outcomesReady(page);
  const rows = page.locator('li.game');
  await expect(page.locator('.games-count')).toHaveAttribute('data-shown', '300');
  expect(await rows.count()).toBe(100);
  // Each champ keeps one section however its games are split between responses.
  for (let i = 0; i < 10 && (await rows.count()) < 300; i++) {
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(rows).toHaveCount(300);
  await expect(page.locator('a[data-rows-next]')).toHaveCount(0);
  const headings = await page.locator('section.champ').evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby')));
  expect(new Set(headings).size).toBe(headings.length);
  // An appended row's button works like the first ones.
  const last = page.locator('li.game [data-outcome]').last();
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'false');
});

const PAGES = [
  { name: 'home', path: '/en' },
  { name: 'line', path: '/en/line/all/football' },
  { name: 'live', path: '/en/live' },
  { name: 'casino-lobby', path: '/en/slots' },
  { name: 'office', path: '/en/office/account', player: true },
];

for (const viewport of [PHONE, DESKTOP]) {
  test(`main pages fit ${viewport.width} px without horizontal scrolling`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await registerWithDeposit(page, `fit${viewport.width}`, '100');
    const line = (await (await page.request.get('/bff-api/feed/line?sportId=1&limit=1')).json()) as { games: { href?: string; permanentId: number }[] };
    await page.goto('/en/line/all/football');
    const gameHref = await page.locator(`[data-game="${line.games[0]!.permanentId}"] a.game-teams`).first().getAttribute('href');
    for (const { name, path } of [...PAGES, { name: 'game', path: gameHref! }]) {
      await page.goto(path);
      await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage: false });
      expect(await overflow(page), `${path} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
    }
  });
}
