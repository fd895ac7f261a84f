/**
 * Live pages in Chromium: the LiveGames island hydrates, follows the SSE stream and
 * applies a live message without a reload; a message after a seq gap makes it re-fetch the game
 * from /bff-api/feed/game/{id}. The live game page hydrates only its scoreboard (LiveScoreboard):
 * its market groups are server-rendered buttons that src/client/sports/live-game.ts patches from the
 * re-fetched game (prices, locks, trends) and that put their outcomes in the coupon. Messages are published through the development endpoint
 * POST /web-api/dev/live (a live message, schemas/live-message.ts), as the publisher would.
 * The server's feed clock is pinned (playwright.config.ts), so "the first live game" is the same
 * game, at the same minute, whenever the suite runs.
 */
import type { Locator, Page } from '@playwright/test';
import { gameDetailResponse } from '../../schemas/feed-api.ts';
import type { GameDetail } from '../../schemas/game.ts';
import { refKey } from '../../src/domain/feed/outcome-key.ts';
import { coefText } from '../../src/islands/sports/labels.ts';
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

/** Opens a live page and waits for its island to hydrate and its stream to open. */
async function openLive(page: Page, path: string, island: 'LiveGames' | 'LiveScoreboard' = 'LiveGames') {
  await page.goto(path);
  await waitForHydration(page, island);
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
    await openLive(page, href!, 'LiveScoreboard');
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

/** Every outcome of a game detail by outcome key. */
const outcomesOf = (detail: GameDetail) =>
  new Map(detail.groups.flatMap((g) => g.markets).map((m) => [refKey(detail.game.permanentId, m), m] as const));

/** What the page's outcome buttons show: key → price attribute, price text, locked, trend. */
async function shownOutcomes(page: Page) {
  return page.locator('.game-detail button[data-outcome]').evaluateAll((buttons) =>
    buttons.map((b) => ({
      key: b.getAttribute('data-outcome')!,
      coef: Number(b.getAttribute('data-coef')),
      text: b.querySelector('.outcome-coef')!.textContent,
      disabled: (b as HTMLButtonElement).disabled,
      trend: b.getAttribute('data-trend'),
      description: b.querySelector(':scope > .visually-hidden:not(.outcome-label)')?.textContent?.trim() ?? null,
    })),
  );
}

/**
 * Opens the game page of a football game in a half in play (its prices move with the feed's
 * clock), not within 20 minutes of its end, with open prices.
 */
async function openRunningGame(page: Page): Promise<number> {
  const { games } = (await (await page.request.get('/bff-api/feed/live?sportId=1')).json()) as {
    games: { permanentId: number; periodId: number; minute: number; main: unknown[] }[];
  };
  const game = games.find((g) => (g.periodId === 1 || (g.periodId === 3 && g.minute <= 70)) && g.main.length === 3);
  expect(game, 'a football game in a half in play').toBeDefined();
  await page.goto('/en/live/all/football');
  const href = await page.locator(`li.game[data-game="${game!.permanentId}"] a.game-teams`).getAttribute('href');
  await openLive(page, href!, 'LiveScoreboard');
  await outcomesReady(page);
  return game!.permanentId;
}

// The tests below move the feed's clock (a minute each, forward only): they come last.
test.describe('live game page: static market groups', () => {
  test('only the scoreboard is an island; the market groups are server-rendered buttons', async ({ page }) => {
    await openRunningGame(page);
    await expect(page.locator('astro-island[component-url*="LiveGames"]')).toHaveCount(0);
    await expect(page.locator('.game-detail astro-island .scoreboard')).toHaveCount(1);
    const groups = page.locator('.game-detail [data-static-outcomes] .market-group');
    expect(await groups.count()).toBeGreaterThanOrEqual(3);
    expect(await groups.evaluateAll((list) => list.filter((g) => g.closest('astro-island')).length)).toBe(0);
    expect(await page.locator('.game-detail [data-static-outcomes] button[data-outcome]').count()).toBeGreaterThan(10);
  });

  test('picking an outcome puts it in the coupon as a live bet', async ({ page }) => {
    await openRunningGame(page);
    const button = page.locator('.market-group button[data-outcome]:not([disabled])').first();
    const key = (await button.getAttribute('data-outcome'))!;
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const bet = page.getByTestId('coupon').locator(`[data-coupon-bet="${key}"]`);
    await expect(bet).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(bet).toHaveCount(0);
  });

  test('a goal locks every outcome; the re-fetch opens them again with the new prices', async ({ page }) => {
    const violations = await collectCspViolations(page);
    const game = await openRunningGame(page);
    const detail = page.locator('.game-detail');
    const buttons = page.locator('.game-detail button[data-outcome]');
    // The re-fetch the goal starts waits until the locked buttons are seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/bff-api/feed/game/${game}`, async (route) => {
      await held;
      await route.continue();
    });
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === `/bff-api/feed/game/${game}`);

    const { id, seq, periodId } = await shown(detail);
    await publish(page, { game, id, seq: seq + 1, kind: 'goal', score: { home: 9, away: 9 }, periodId, minute: 50 });
    await expect(detail.locator('.scoreboard-score')).toHaveAttribute('data-score', '9:9');
    await expect(detail).toHaveAttribute('data-seq', String(seq + 1));
    await expect(buttons.and(page.locator(':not([disabled])'))).toHaveCount(0);
    await expect(buttons.and(page.locator(':not([data-locked="true"])'))).toHaveCount(0);
    const before = new Map((await shownOutcomes(page)).map((o) => [o.key, o.coef]));

    // A minute of play moves the prices; then the held re-fetch reaches the server.
    expect((await devPost(page, '/web-api/dev/clock', { advanceMs: 60_000 })).status()).toBe(200);
    release();
    const answer = gameDetailResponse.parse(await (await response).json());
    const fresh = outcomesOf(answer);
    await expect(detail.locator('.scoreboard-score')).toHaveAttribute('data-score', `${answer.game.score.home}:${answer.game.score.away}`);
    await expect(async () => {
      const after = await shownOutcomes(page);
      for (const o of after) {
        const market = fresh.get(o.key);
        expect(market, o.key).toBeDefined();
        expect({ key: o.key, coef: o.coef, text: o.text, disabled: o.disabled }).toEqual({ key: o.key, coef: market!.coef, text: coefText(market!.coef), disabled: market!.isLocked });
      }
    }).toPass({ timeout: 10_000 });
    const after = await shownOutcomes(page);
    expect(after.filter((o) => !o.disabled).length).toBeGreaterThan(0);
    expect(after.filter((o) => o.coef !== before.get(o.key)).length, 'prices moved in a minute of play').toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('a price change on the stream shows on the button with its trend', async ({ page }) => {
    const game = await openRunningGame(page);
    // A trend shows the change from the prices shown before: a later re-fetch with the same prices
    // clears it, so within a step re-fetches after the first wait until the page has been read.
    let requests = 0;
    let release = () => {};
    await page.route(`**/bff-api/feed/game/${game}`, async (route) => {
      if (requests++ > 0) await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    let trends = 0;
    // Half a minute of play per step, until a step brings open prices that moved (a goal in the
    // step leaves them suspended: then the next step).
    for (let step = 0; step < 6 && trends === 0; step++) {
      release();
      requests = 0;
      const before = new Map((await shownOutcomes(page)).map((o) => [o.key, o.coef]));
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === `/bff-api/feed/game/${game}`);
      // The publisher sends the game's messages of the half minute; the page re-fetches the game.
      expect((await devPost(page, '/web-api/dev/clock', { advanceMs: 30_000 })).status()).toBe(200);
      const fresh = outcomesOf(gameDetailResponse.parse(await (await response).json()));
      const expected = (key: string) => {
        const market = fresh.get(key);
        const old = before.get(key);
        if (!market) return null;
        const trend = market.isLocked || old === undefined || market.coef === old ? null : market.coef > old ? 'up' : 'down';
        return { coef: market.coef, text: coefText(market.coef), disabled: market.isLocked, trend, description: market.isLocked ? 'Suspended' : trend ? `odds ${trend}` : null };
      };
      await expect(async () => {
        const shownNow = await shownOutcomes(page);
        for (const { key, ...o } of shownNow) expect({ key, ...o }).toEqual({ key, ...expected(key) });
        trends = shownNow.filter((o) => o.trend !== null).length;
      }).toPass({ timeout: 10_000 });
    }
    release();
    expect(trends, 'open prices moved within three minutes of play').toBeGreaterThan(0);
  });
});
