/**
 * No page is wider than a phone's screen (spec §2 default layout): one page of every page type —
 * home, line, live, a game, results, the casino lobby and a casino game, virtual sports, toto,
 * lotto, promotions, news, an information page and the office pages of a logged-in player (whose
 * header, with deposit and balance, is the widest) — is opened and measured at 320, 390 and 430 px:
 * `document.documentElement.scrollWidth` never exceeds `innerWidth`, so nothing scrolls sideways or
 * cuts off odds. The header stays one row at each width.
 */
import type { Page } from '@playwright/test';
import { test, expect, registerWithDeposit } from './support.ts';

const WIDTHS = [320, 390, 430] as const;

const PAGES = [
  '/en',
  '/en/line',
  '/en/live',
  '/en/results',
  '/en/casino',
  '/en/casino/dice',
  '/en/virtualsports',
  '/en/toto',
  '/en/lotto',
  '/en/promotions',
  '/en/news',
  '/en/information/about',
  '/en/office/account',
  '/en/office/history',
  '/en/office/recharge',
  '/en/office/settings',
];

/** The document's width and the viewport's, px. */
const widths = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));

test('every page type fits 320, 390 and 430 px screens, with a one-row header', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await registerWithDeposit(page, 'width', '100');
  await page.goto('/en/line/all/football');
  const gameHref = await page.locator('li.game a.game-teams').first().getAttribute('href');
  expect(gameHref).toMatch(/^\/en\/line\//);
  for (const path of [...PAGES, gameHref!]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const { scroll, inner } = await widths(page);
      expect.soft(scroll, `${path} is ${scroll} px wide at ${width} px`).toBeLessThanOrEqual(inner);
      const header = await page.locator('.site-header').boundingBox();
      expect.soft(header!.height, `${path}: the header wraps at ${width} px`).toBeLessThanOrEqual(64);
    }
  }
});
