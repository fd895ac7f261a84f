/**
 * The casino lobby in Chromium against the built server: a guest opens the lobby and sees the
 * skeleton of 16 tiles, then the game tiles (RTP and volatility on each); searches the misspelled
 * "rulette" and finds European Roulette, whose tile opens the game page. A player adds the game to
 * favourites from its tile and finds it in my-casino/favorites. A brand manager switches Mines off
 * for the brand in the console (audited, with a reason) and it leaves the lobby; switched back on,
 * it returns.
 */
import type { Page } from '@playwright/test';
import { test, expect, registerViaApi, waitForHydration } from './support.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/staff/demo.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const CONSOLE = `http://admin.localhost:${PORT}`;

/** Holds the island scripts back a moment, so the server-rendered skeleton is on screen first. */
async function slowIslands(page: Page): Promise<void> {
  await page.route('**/_astro/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

test('a guest sees the skeleton, then the tiles, and finds a misspelled game', async ({ page }) => {
  await slowIslands(page);
  await page.goto('/en/slots');
  const skeleton = page.getByTestId('casino-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator('li')).toHaveCount(16);
  const tiles = page.getByTestId('casino-tile');
  await expect(tiles.first()).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await expect(tiles).toHaveCount(14);
  await expect(tiles.filter({ hasText: 'Dice' })).toContainText('RTP 99.00 %');
  await expect(tiles.filter({ hasText: 'Dice' })).toContainText('Volatility: medium');

  await page.getByTestId('casino-search-input').fill('rulette');
  await page.getByTestId('casino-search-input').press('Enter');
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toContainText('European Roulette');
  await tiles.first().click();
  await expect(page).toHaveURL(/\/en\/slots\/game\/\d+\/european-roulette$/);
});

test('a player adds a game to favourites and finds it in my-casino/favorites', async ({ page }) => {
  await page.goto('/en');
  await registerViaApi(page, 'lobby');
  await page.goto('/en/fast-games');
  const tile = page.getByTestId('casino-tile').filter({ hasText: 'European Roulette' });
  await tile.getByTestId('casino-favorite').click();
  await expect(tile.getByTestId('casino-favorite')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en/my-casino/favorites');
  const tiles = page.getByTestId('casino-tile');
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toContainText('European Roulette');
});

test('a brand manager switches a game off and it leaves the lobby', async ({ page, context }) => {
  const manager = DEMO_STAFF.find((m) => m.role === 'brand_manager')!;
  await page.goto(`${CONSOLE}/console/login?next=${encodeURIComponent('/console/casino/main')}`);
  await waitForHydration(page, 'ConsoleLogin');
  await page.getByLabel('E-mail').fill(manager.email);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const step = Math.floor(Date.now() / 30_000);
  await page.getByLabel('Code from the authenticator app').fill(staffTotp(manager.totpSecret, manager.email).generate({ timestamp: step * 30_000 + 1000 }));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/console/casino/main`);
  await waitForHydration(page, 'CasinoCatalogue');

  const mines = page.locator('[data-testid="console-casino-games"] li').filter({ hasText: 'Mines' });
  const gameId = await mines.getAttribute('data-game');
  await page.getByLabel('Reason').fill('Licence review of Mines');
  await page.getByTestId(`casino-enabled-${gameId}`).click();
  await page.getByTestId(`casino-save-${gameId}`).click();
  await expect(mines).toHaveAttribute('data-enabled', 'false');

  const lobby = await context.newPage();
  try {
    await lobby.goto('/en/slots');
    await expect(lobby.getByTestId('casino-tile')).toHaveCount(13);
    await expect(lobby.getByTestId('casino-tile').filter({ hasText: 'Mines' })).toHaveCount(0);
  } finally {
    await page.getByLabel('Reason').fill('Licence confirmed');
    await page.getByTestId(`casino-enabled-${gameId}`).click();
    await page.getByTestId(`casino-save-${gameId}`).click();
    await expect(mines).toHaveAttribute('data-enabled', 'true');
  }
  await lobby.goto('/en/slots');
  await expect(lobby.getByTestId('casino-tile').filter({ hasText: 'Mines' })).toHaveCount(1);
  // The next spec logging this member in needs a fresh time step.
  const wait = (step + 1) * 30_000 + 500 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
});
