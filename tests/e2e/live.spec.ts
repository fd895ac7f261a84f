/**
 * Live pages in Chromium: the LiveGames island hydrates, follows the SSE stream and
 * applies a live message without a reload; a message after a seq gap makes it re-fetch the game
 * from /bff-api/feed/game/{id}. Messages are published through the development endpoint
 * POST /web-api/dev/live (a live message, schemas/live-message.ts), as the publisher would.
 * The server's feed clock is pinned (playwright.config.ts), so "the first live game" is the same
 * game, at the same minute, whenever the suite runs.
 */
import type { Locator, Page } from '@playwright/test';
import { gameDetailResponse } from '../../schemas/feed-api.ts';
import { collectCspViolations, expect, test, waitForHydration, devPost, outcomesReady } from './support.ts';

/** Publishes a live message on the server's bus, stamped with the server's feed instant. */
async function publish(page: Page, message: Record<string, unknown>): Promise<void> {
  const { serverTime } = (await (await page.request.get('/bff-api/feed/live?limit=1')).json()) as { serverTime: number };
  const response = await devPost(page, '/web-api/dev/live', { at: serverTime, sentAt: Date.now(), ...message });
  expect(response.status(), await response.text()).toBe(200);
}

/** What the row of a live game shows now. */
async function shown(row: Locator) {
  return {
    game: Number(await row.getAttribute('data-game')),
    id: (await row.getAttribute('data-game-id'))!,
    seq: Number(await row.getAttribute('data-seq')),
    periodId: Number(await row.locator('.scoreboard').getAttribute('data-period')),
  };
}

/** Opens a live page and waits for the island to hydrate and its stream to open. */
async function openLive(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page, 'LiveGames');
  await expect(page.locator('.live-games')).toHaveAttribute('data-stream', 'open', { timeout: 15_000 });
  // Set once: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('live page', () => {
  test('a live message (next seq) changes the score on the page without a reload', async ({ page }) => {
    const violations = await collectCspViolations(page);
    await openLive(page, '/en/live/all/football');
    const row = page.locator('li.game[data-status="live"]').first();
    const scoreboard = row.locator('.scoreboard-score');
    const before = await scoreboard.getAttribute('data-score');

    // The test server's feed clock stands still, so no event of the game's own takes the seq; the
    // retry only covers a message that reached the stream before the island applied the page's state.
    await expect(async () => {
      const { game, id, seq, periodId } = await shown(row);
      await publish(page, { game, id, seq: seq + 1, kind: 'goal', score: { home: 7, away: 5 }, periodId, minute: 30 });
      await expect(scoreboard.locator('bdi')).toHaveText('7:5', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    expect(before).not.toBe('7:5');
    await expect(scoreboard).toHaveAttribute('data-score', '7:5');
    // A goal suspends the markets: the 1X2 buttons are disabled until new prices arrive.
    await expect(row.locator('[data-outcome]').first()).toBeDisabled();
    expect(await sameDocument(page)).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test('a message after a seq gap makes the island re-fetch that game and show it', async ({ page }) => {
    await openLive(page, '/en/live/all/football');
    const row = page.locator('li.game[data-status="live"]').last();
    const { game, id, seq, periodId } = await shown(row);

    const request = page.waitForRequest((r) => new URL(r.url()).pathname === `/bff-api/feed/game/${game}`);
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === `/bff-api/feed/game/${game}`);
    await publish(page, { game, id, seq: seq + 5, kind: 'odds', score: { home: 8, away: 8 }, periodId, minute: 40 });
    await request;
    const detail = gameDetailResponse.parse(await (await response).json());

    // The gap message's fake 8:8 is replaced by the game as the API answers it.
    await expect(row.locator('.scoreboard-score')).toHaveAttribute('data-score', `${detail.game.score.home}:${detail.game.score.away}`);
    await expect(row).toHaveAttribute('data-seq', String(seq + 5));
    expect(await sameDocument(page)).toBe(true);
  });

  test('the live game page follows its game: score from the stream, markets re-fetched', async ({ page }) => {
    await page.goto('/en/live');
    const href = await page.locator('li.game[data-status="live"] a.game-teams').first().getAttribute('href');
    await openLive(page, href!);
    const detail = page.locator('.game-detail');
    await expect(page.locator('.market-group').first()).toBeVisible();
    const { game, id, seq, periodId } = await shown(detail);

    const response = page.waitForResponse((r) => new URL(r.url()).pathname === `/bff-api/feed/game/${game}`);
    await publish(page, { game, id, seq: seq + 1, kind: 'period', score: { home: 6, away: 6 }, periodId, minute: 44 });
    // The game page shows every market: a message re-fetches the game for them (and its state).
    const answer = gameDetailResponse.parse(await (await response).json());
    await expect(detail.locator('.scoreboard-score')).toHaveAttribute('data-score', `${answer.game.score.home}:${answer.game.score.away}`);
    await expect(detail).toHaveAttribute('data-seq', String(seq + 1));
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe('line and multi-live pages', () => {
  test('filters are plain links, outcome buttons toggle once hydrated', async ({ page }) => {
    await page.goto('/en/line?limit=20');
    await page.getByRole('navigation', { name: 'Market type' }).getByRole('link', { name: 'Total goals' }).click();
    await expect(page).toHaveURL(/\/en\/line\?market=17&limit=20$/);
    await expect(page.locator('li.game').first().locator('.outcome-label').first()).toHaveText(/^Over \d\.5$/);

    await outcomesReady(page);
    const button = page.locator('li.game [data-outcome]').first();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // The coupon column holds the bet without overflowing its width (nothing cut off at the end).
    const coupon = page.getByTestId('coupon');
    await expect(coupon.locator('[data-coupon-bet]')).toHaveCount(1);
    for (const box of [coupon, coupon.locator('[data-coupon-bet]').first(), coupon.locator('.coupon-amount-row').first()]) {
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    const aside = await page.locator('aside.coupon-aside').boundingBox();
    const plus = await coupon.getByRole('button', { name: /increase/i }).first().boundingBox();
    expect(plus!.x + plus!.width).toBeLessThanOrEqual(aside!.x + aside!.width + 0.5);
  });

  test('multi-live shows every game in play with a ticking clock', async ({ page }) => {
    await openLive(page, '/en/multi');
    const cards = page.locator('.games-multi li.game');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const running = page.locator('.scoreboard[data-period="1"] .scoreboard-clock time, .scoreboard[data-period="3"] .scoreboard-clock time').first();
    const before = await running.textContent();
    await expect(running).not.toHaveText(before!, { timeout: 5_000 });
  });
});
