/**
 * Visual comparisons (Playwright `toHaveScreenshot`) of the screens players, editors and brand
 * managers see most — home, line, a live game, the coupon open, the casino lobby, a game, office
 * account, bet history, responsible gaming, promotions, console settings and the CMS editor — at
 * 390 and 1366 px, on both brands and in Arabic (right to left). Baselines are committed under
 * tests/e2e/__screenshots__/; `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`
 * renews them after an intended change (look at every changed picture before committing).
 *
 * Stable by construction: the screens come from a server of their own (port E2E_PORT + 1000, a
 * fresh database) whose feed clock stays at the pinned instant — the shared e2e server's clock is
 * moved by other specs — animations are off, the caret hidden, and what differs between runs by
 * design (a new player's login and dates, the game page's session timer) is masked.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, apiPost, registerViaApi, mainAccount, outcomesReady, consoleLoginPage } from './support.ts';
import { startBuiltServer, type RunningServer } from '../helpers/server.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399) + 1000;
const MAIN = `http://127.0.0.1:${PORT}`;
const VIP = `http://vip.betportal.test:${PORT}`;
const CONSOLE = `http://admin.localhost:${PORT}`;
const WIDTHS = [390, 1366] as const;
const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1366: 900 };

test.use({ baseURL: MAIN });
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(420_000);
  server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40' }, PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

/** Compares the page's first screen with its baseline `<name>-<width>.png`. */
async function screen(page: Page, name: string, width: number, mask: Locator[] = []): Promise<void> {
  // Web fonts and images settle before the comparison (toHaveScreenshot also waits for two equal shots).
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}-${width}.png`, { animations: 'disabled', caret: 'hide', mask, maxDiffPixelRatio: 0.002 });
}

/** What differs for every new player: the account's number, e-mail and registration date, and any time. */
const playerMask = (page: Page): Locator[] => [page.locator('[data-testid="account-profile"] dd, .office-user-name, .office-user-email, time')];

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT[width] } });

    test(`guest screens of main in English and Arabic at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const lng of ['en', 'ar'] as const) {
        await page.goto(`${MAIN}/${lng}`);
        await screen(page, `main-${lng}-home`, width);
        await page.goto(`${MAIN}/${lng}/line/all/football`);
        await outcomesReady(page);
        await screen(page, `main-${lng}-line`, width);
        await page.goto(`${MAIN}/${lng}/casino`);
        await screen(page, `main-${lng}-casino`, width);
      }
      await page.goto(`${MAIN}/en/live`);
      const live = await page.locator('li.game[data-status="live"] a.game-teams').first().getAttribute('href');
      expect(live).toBeTruthy();
      await page.goto(`${MAIN}${live}`);
      await screen(page, 'main-en-live-game', width);
      await page.goto(`${MAIN}/en/promotions`);
      await screen(page, 'main-en-promotions', width);
    });

    test(`guest screens of vip at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const lng of ['en', 'he'] as const) {
        await page.goto(`${VIP}/${lng}`);
        await screen(page, `vip-${lng}-home`, width);
      }
      await page.goto(`${VIP}/en/casino`);
      await screen(page, 'vip-en-casino', width);
    });

    test(`a player's screens at ${width} px`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.goto(`${MAIN}/en`);
      await registerViaApi(page, 'visual');
      const account = await mainAccount(page);
      const deposit = await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount: '500', provider: 'test', idempotencyKey: `visual-${width}-${Date.now()}` });
      expect(deposit.status(), await deposit.text()).toBe(200);

      // The coupon open with one outcome of the first football game.
      await page.goto(`${MAIN}/en/line/all/football`);
      const outcome = page.locator('[data-outcome]').first();
      await outcomesReady(page, outcome);
      await outcome.click();
      await expect(page.getByTestId('coupon').locator('[data-coupon-bet]')).toHaveCount(1);
      await page.getByTestId('coupon').scrollIntoViewIfNeeded();
      await screen(page, 'main-en-coupon', width);

      // A game of our game server, framed in its casino page, before the first round.
      await page.goto(`${MAIN}/en/slots/game/1/dice`);
      await page.getByTestId('casino-play-real').click();
      const frame = page.frameLocator('[data-testid="casino-frame"]');
      await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
      await screen(page, 'main-en-dice', width, [frame.getByTestId('gs-session-time'), frame.getByTestId('gs-seed-hash'), frame.locator('.gs-seeds input')]);

      for (const [path, name] of [['/en/office/account', 'account'], ['/en/office/history', 'history'], ['/en/office/responsible', 'responsible'], ['/ar/office/account', 'account']] as const) {
        await page.goto(`${MAIN}${path}`);
        await screen(page, `main-${path.slice(1, 3)}-office-${name}`, width, playerMask(page));
      }
    });
  });
}

// One login for both widths: a TOTP time step is accepted once.
test('console screens at 390 and 1366 px', async ({ browser }) => {
  test.setTimeout(240_000);
  const staff = await consoleLoginPage(browser, CONSOLE, 'admin', '/console/brands/main/settings');
  for (const width of WIDTHS) {
    await staff.setViewportSize({ width, height: HEIGHT[width] });
    await staff.goto(`${CONSOLE}/console/brands/main/settings`);
    await screen(staff, 'console-settings', width);
    await staff.goto(`${CONSOLE}/console/content`);
    await staff.locator('a[href^="/console/content/main/"]').first().click();
    await expect(staff).toHaveURL(/\/console\/content\/main\/\d+$/);
    await expect(staff.locator('[class*="Puck"]').first()).toBeVisible({ timeout: 20_000 });
    await screen(staff, 'console-cms-editor', width, [staff.locator('time')]);
  }
  await staff.close();
});
