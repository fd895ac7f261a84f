/**
 * Mines of our game server in Chromium against the built server: a player with a deposit plays a
 * real-money round and a guest a demo round, each picking tiles on the 5×5 board; the tiles the
 * board opens (gems up to the first mine) and the mines it shows afterwards equal the result in the
 * round the play API answered, and the round is said in words with the amount and the balance.
 * A round is also played with the keyboard alone (Tab, arrow keys, Space, Enter), and the picked
 * tiles open one by one (at least 100 ms apart), all at once with reduced motion.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, collectCspViolations, mainAccount, registerWithDeposit, shownMoney } from './support.ts';

interface PlayAnswer {
  round: { params: { mines: number; tiles: number[] }; result: { mines: number[]; hit: number | null; win: boolean }; stakeMinor: number; payoutMinor: number };
  balance: number;
}

type Board = FrameLocator | Page;

/** Opens the portal's page of catalogue game 3 (mines in the seeded catalogue) and answers its frame. */
async function openMines(page: Page): Promise<FrameLocator> {
  await page.goto('/en/slots/game/3/x');
  expect(new URL(page.url()).pathname).toBe('/en/slots/game/3/mines');
  return page.frameLocator('[data-testid="casino-frame"]');
}

/** Presses Play and answers the play API's answer for the round. */
async function play(page: Page, board: Board): Promise<PlayAnswer> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/game-server/api/play') && r.request().method() === 'POST');
  await board.getByTestId('gs-play').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as PlayAnswer;
}

/** Checks the board shows the answered round (opened tiles, every mine, nothing else) and the words. */
async function expectMinesRound(board: Board, answer: PlayAnswer, iso: string): Promise<void> {
  const { mines, hit } = answer.round.result;
  const tiles = answer.round.params.tiles;
  const opened = hit === null ? tiles : tiles.slice(0, tiles.indexOf(hit) + 1);
  await expect(board.getByTestId('mines-board')).toHaveAttribute('data-done', 'true');
  for (let tile = 0; tile < 25; tile += 1) {
    const expected = opened.includes(tile) ? (mines.includes(tile) ? 'mine' : 'gem') : mines.includes(tile) ? 'hidden-mine' : null;
    const locator = board.getByTestId(`mines-tile-${tile}`);
    if (expected === null) await expect(locator).not.toHaveAttribute('data-state');
    else await expect(locator).toHaveAttribute('data-state', expected);
  }
  const won = answer.round.payoutMinor > 0;
  expect(won).toBe(answer.round.result.win);
  const words = board.getByTestId('mines-words');
  if (won) await expect(words).toContainText(`${opened.length} gems found`);
  else await expect(words).toContainText(`Mine on tile ${hit! + 1}`);
  await expect(words).toContainText(`you ${won ? 'win' : 'lose'} ${shownMoney((won ? answer.round.payoutMinor : answer.round.stakeMinor) / 100, iso)}`);
  await expect(words).toContainText(`Balance: ${shownMoney(answer.balance / 100, iso)}`);
  await expect(board.getByTestId('gs-balance')).toHaveText(shownMoney(answer.balance / 100, iso));
}

test('a player plays mines for real money: the board opens the server\'s tiles and shows its mines', async ({ page }) => {
  const before = await registerWithDeposit(page, 'mines', '100');
  const frame = await openMines(page);
  await page.getByTestId('casino-play-real').click();
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  await frame.getByTestId('gs-stake').fill('5');
  await expect(frame.getByTestId('mines-count')).toHaveValue('3');
  for (const tile of [0, 6, 12]) await frame.getByTestId(`mines-tile-${tile}`).click();
  await expect(frame.getByTestId('mines-picked')).toHaveText('3');
  await expect(frame.getByTestId('mines-multiplier')).toHaveText('1.4786×');
  const answer = await play(page, frame);
  expect(answer.round.params).toEqual({ game: 'mines', mines: 3, tiles: [0, 6, 12] });
  const iso = (await frame.getByTestId('gs-balance').innerText()).split(/\s/)[0]!;
  await expectMinesRound(frame, answer, iso);
  expect((await mainAccount(page)).moneyMinor).toBe(before - 500 + answer.round.payoutMinor);
});

test('a guest plays mines in demo with one mine and five tiles', async ({ page }) => {
  const violations = await collectCspViolations(page);
  const frame = await openMines(page);
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  await frame.getByTestId('mines-count').fill('1');
  await frame.getByTestId('mines-count').blur();
  for (const tile of [24, 3, 17, 9, 11]) await frame.getByTestId(`mines-tile-${tile}`).click();
  await expect(frame.getByTestId('mines-multiplier')).toHaveText('1.2375×');
  const answer = await play(page, frame);
  expect(answer.round.params).toEqual({ game: 'mines', mines: 1, tiles: [24, 3, 17, 9, 11] });
  await expectMinesRound(frame, answer, 'FUN');
  expect(await violations()).toEqual([]);
});

test('a mines round is played with the keyboard alone', async ({ page }) => {
  await page.goto('/game-server/game/mines?lang=en');
  await expect(page.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  /** Presses Tab until the focused element matches `selector` (at most 30 presses). */
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  };
  await tabTo('[data-testid="mines-count"]');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('mines-count')).toHaveValue('4');
  await tabTo('[data-testid="mines-tile-0"]');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Tile 2', pressed: true })).toBeVisible();
  await expect(page.getByTestId('mines-picked')).toHaveText('2');
  await tabTo('[data-testid="gs-play"]');
  const answer = page.waitForResponse((r) => r.url().endsWith('/game-server/api/play'));
  await page.keyboard.press('Enter');
  const body = (await (await answer).json()) as PlayAnswer;
  expect(body.round.params).toEqual({ game: 'mines', mines: 4, tiles: [0, 1] });
  await expectMinesRound(page, body, 'FUN');
});

/** Times (ms, page clock) at which each tile of the board got a data-state, from before Play is pressed. */
async function watchOpenings(page: Page): Promise<() => Promise<Record<string, number>>> {
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { minesSeen: Record<string, number> }).minesSeen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (el.dataset.state && !(el.dataset.testid! in seen)) seen[el.dataset.testid!] = performance.now();
      }
    }).observe(document.querySelector('[data-testid="mines-board"]')!, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
  return () => page.evaluate(() => (window as unknown as { minesSeen: Record<string, number> }).minesSeen);
}

test('picked tiles open one by one; with reduced motion at once', async ({ page }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/game-server/game/mines?lang=en');
    await expect(page.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
    await page.getByTestId('mines-count').fill('1');
    await page.getByTestId('mines-count').blur();
    for (const tile of [0, 1, 2, 3]) await page.getByTestId(`mines-tile-${tile}`).click();
    const seen = await watchOpenings(page);
    const body = await play(page, page);
    await expectMinesRound(page, body, 'FUN');
    const { hit } = body.round.result;
    const opened = hit === null ? [0, 1, 2, 3] : [0, 1, 2, 3].slice(0, [0, 1, 2, 3].indexOf(hit) + 1);
    const times = await seen();
    const at = opened.map((tile) => times[`mines-tile-${tile}`]!);
    const spread = Math.max(...at) - Math.min(...at);
    if (reducedMotion === 'reduce') expect(spread).toBeLessThan(50);
    else if (opened.length > 1) expect(spread).toBeGreaterThanOrEqual((opened.length - 1) * 100);
  }
});
