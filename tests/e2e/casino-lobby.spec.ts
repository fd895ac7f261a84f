/**
 * The casino lobby in Chromium against the built server. Without JavaScript the page already
 * holds every game tile (RTP and volatility on each); a tile opens its game page and the search
 * box is a plain form to the search page. With JavaScript the tiles become a grid without a
 * console error or a layout shift — a guest's once the keyboard or the search field is used,
 * keeping the focus and the text typed: arrow keys move between tiles and Enter opens the game;
 * searching the misspelled "rulette" shows the skeleton of 16 tiles while the answer is awaited,
 * then European Roulette, whose tile opens the game page. A player adds the game to
 * favourites from its tile and finds it in my-casino/favorites. A brand manager switches Mines off
 * for the brand in the console (audited, with a reason) and it leaves the lobby; switched back on,
 * it returns.
 */
import type { Page } from '@playwright/test';
import { test, expect, registerViaApi, waitForHydration, collectCspViolations } from './support.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/staff/demo.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const CONSOLE = `http://admin.localhost:${PORT}`;

/** Holds the requests matching `pattern` until the answered function is called. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Records the page's layout shifts not caused by input (the CLS sources), from the first paint on. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lobby lists its tiles, a tile opens its game and the search box finds a game', async ({ page }) => {
    await page.goto('/en/slots');
    const tiles = page.getByTestId('casino-tile');
    await expect(tiles).toHaveCount(17);
    await expect(page.getByTestId('casino-skeleton')).toHaveCount(0);
    const dice = tiles.filter({ hasText: 'Dice' });
    await expect(dice).toContainText('BetPortal Games');
    await expect(dice).toContainText('RTP 99.00 %');
    await expect(dice).toContainText('Volatility: medium');
    await dice.click();
    await expect(page).toHaveURL(/\/en\/slots\/game\/\d+\/dice$/);

    await page.goto('/en/slots');
    await page.getByTestId('casino-search-input').fill('rulette');
    await page.getByTestId('casino-search-input').press('Enter');
    await expect(page).toHaveURL(/\/en\/casino-search\?q=rulette$/);
    await expect(tiles).toHaveCount(1);
    await expect(tiles.first()).toContainText('European Roulette');
  });
});

test('a guest uses the hydrated grid with the keyboard and finds a misspelled game', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The test configuration blocks the portal's service worker (playwright.config.ts), which Chromium reports.
    if (message.text().includes('Service Worker registration blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const violations = await collectCspViolations(page);
  const layoutShift = await recordLayoutShifts(page);
  await page.goto('/en/slots');
  const tiles = page.getByTestId('casino-tile');
  await expect(tiles).toHaveCount(17);
  await waitForHydration(page, 'CasinoLobby');
  await page.waitForLoadState('networkidle');
  // A guest's lobby stays the server markup (plain links) until the keyboard or the search field is used.
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(tiles.first().locator('a')).toHaveAttribute('href', /^\/en\/slots\/game\/\d+\/[a-z0-9-]+$/);
  expect(await layoutShift(), 'layout shift of the lobby up to hydration').toBeLessThanOrEqual(0.05);

  // Focus in the search field brings the grid: the tiles are the rows of a react-aria grid, in the same boxes.
  await page.getByTestId('casino-search-input').focus();
  await expect(page.getByRole('grid', { name: 'Games' })).toBeVisible();
  await expect(page.getByTestId('casino-search-input')).toBeFocused();
  await expect(tiles.first()).toHaveAttribute('role', 'row');
  await expect(tiles).toHaveCount(17);
  await expect(tiles.filter({ hasText: 'Dice' })).toContainText('RTP 99.00 %');
  await expect(tiles.filter({ hasText: 'Dice' })).toContainText('Volatility: medium');
  expect(await layoutShift(), 'layout shift of the lobby up to the grid').toBeLessThanOrEqual(0.05);

  // Past the search button into the grid: Tab lands on the first tile, arrow keys move, Enter opens.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tiles.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tiles.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tiles.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tiles.nth(1)).toBeFocused();
  const second = (await tiles.nth(1).locator('.casino-tile-name').textContent())!;
  const secondHref = (await tiles.nth(1).getAttribute('data-href'))!;
  expect(secondHref).toMatch(/^\/en\/slots\/game\/\d+\/[a-z0-9-]+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(secondHref);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(second);

  await page.goBack();
  await waitForHydration(page, 'CasinoLobby');
  // The search answer is held until the skeleton has been seen.
  const release = await holdRequests(page, '**/web-api/casino/search?*');
  await page.getByTestId('casino-search-input').fill('rulette');
  // The field's focus brings the grid; Enter before it has taken over would submit the plain form.
  await expect(page.getByRole('grid', { name: 'Games' })).toBeVisible();
  await page.getByTestId('casino-search-input').press('Enter');
  const skeleton = page.getByTestId('casino-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator('li')).toHaveCount(16);
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(skeleton).toHaveCount(0);
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toContainText('European Roulette');
  await tiles.first().click();
  await expect(page).toHaveURL(/\/en\/slots\/game\/\d+\/european-roulette$/);
  expect(problems, 'console errors and warnings (hydration mismatches among them)').toEqual([]);
  expect(await violations()).toEqual([]);
});

test('the search answers while the guest types, without Enter', async ({ page }) => {
  await page.goto('/en/casino');
  await waitForHydration(page, 'CasinoLobby');
  const input = page.getByTestId('casino-search-input');
  await input.focus();
  await expect(page.getByRole('grid', { name: 'Games' })).toBeVisible();
  // A misspelt, partial name: the typo-tolerant search finds the game as the letters come.
  await input.pressSequentially('nothern', { delay: 40 });
  const tiles = page.getByTestId('casino-tile');
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toContainText('Northern Lights');
  await expect(tiles.first().locator('img')).toHaveAttribute('src', '/casino/art/northern-lights.svg');
  await expect(page).toHaveURL(/\/en\/casino$/);
  // Clearing the field brings back every game.
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(tiles).toHaveCount(17);
});

test('what a guest typed and focused before the grid loaded is kept', async ({ page }) => {
  // The interactive lobby's script is held back, so the server markup is in use meanwhile.
  const release = await holdRequests(page, '**/_astro/CasinoLobbyLive*.js');
  await page.goto('/en/slots');
  await waitForHydration(page, 'CasinoLobby');
  const input = page.getByTestId('casino-search-input');
  await input.pressSequentially('rulet');
  await expect(page.getByRole('grid')).toHaveCount(0);
  release();
  await expect(page.getByRole('grid', { name: 'Games' })).toBeVisible();
  await expect(input).toHaveValue('rulet');
  await expect(input).toBeFocused();
  await page.keyboard.type('te');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('casino-tile')).toHaveCount(1);
  await expect(page.getByTestId('casino-tile').first()).toContainText('European Roulette');
  await expect(page).toHaveURL(/\/en\/slots$/);
});

test('a tile reached with the keyboard before the grid loaded keeps the focus as a grid row', async ({ page }) => {
  const release = await holdRequests(page, '**/_astro/CasinoLobbyLive*.js');
  await page.goto('/en/fast-games');
  await waitForHydration(page, 'CasinoLobby');
  const tiles = page.getByTestId('casino-tile');
  // The section page has no search field: from the last section link, Tab reaches the first tile.
  await page.locator('nav.casino-nav a').last().focus();
  await page.keyboard.press('Tab');
  await expect(tiles.nth(0).locator('a')).toBeFocused();
  release();
  await expect(page.getByRole('grid', { name: 'Games' })).toBeVisible();
  await expect(tiles.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tiles.nth(1)).toBeFocused();
  const href = (await tiles.nth(1).getAttribute('data-href'))!;
  expect(href).toMatch(/^\/en\/slots\/game\/\d+\/[a-z0-9-]+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href);
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
    await expect(lobby.getByTestId('casino-tile')).toHaveCount(16);
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
