/**
 * European roulette and keno of our game server in Chromium against the built server: for each, a
 * player with a deposit plays a real-money round and a guest a demo round. The picture shows the
 * round the server recorded (`GET /game-server/api/round/{seedId}-{nonce}`): the wheel rests with
 * the recorded pocket under its pointer and the table marks it, each bet says what it returned;
 * keno's balls are the recorded draw in its order and the board marks the hits. A real-money round
 * moves the balance in the portal page's header. A roulette round is also placed and played with the
 * keyboard alone.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, collectCspViolations, mainAccount, registerWithDeposit, shownMoney } from './support.ts';

interface Round<R> {
  params: Record<string, unknown>;
  result: R;
  stakeMinor: number;
  payoutMinor: number;
  nonce: number;
  seed: { seedId: number };
}
interface PlayAnswer<R> { round: Round<R>; balance: number }
type RouletteResult = { pocket: number; returns: number[] };
type KenoResult = { drawn: number[]; hits: number; multiplier: number };

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colourOf = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

/** Opens the portal's page of catalogue game `id` (the seeded catalogue: keno 4, roulette 5) and answers its frame. */
async function openGame(page: Page, id: number, slug: string): Promise<FrameLocator> {
  await page.goto(`/en/slots/game/${id}/x`);
  expect(new URL(page.url()).pathname).toBe(`/en/slots/game/${id}/${slug}`);
  return page.frameLocator('[data-testid="casino-frame"]');
}

/** Presses Play and answers the play API's answer for the round. */
async function play<R>(page: Page, frame: FrameLocator | Page): Promise<PlayAnswer<R>> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/game-server/api/play') && r.request().method() === 'POST');
  await frame.getByTestId('gs-play').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as PlayAnswer<R>;
}

/** The round as the game server recorded it. */
async function recordOf<R>(page: Page, answer: PlayAnswer<R>): Promise<Round<R>> {
  const response = await page.request.get(`/game-server/api/round/${answer.round.seed.seedId}-${answer.round.nonce}`);
  expect(response.status()).toBe(200);
  const { round } = (await response.json()) as { round: Round<R> };
  expect(round.result as unknown).toEqual(answer.round.result);
  return round;
}

/** The header's balance in the portal page and the main account's label the API gives. */
async function headerBalance(page: Page): Promise<{ shown: () => Promise<string>; api: () => Promise<string> }> {
  const header = page.getByTestId('auth-balance').first().locator('.auth-balance-amount');
  return {
    shown: () => header.innerText(),
    api: async () => {
      const body = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { all_accounts: { type: number; labelWithSymbol: string }[] };
      return body.all_accounts.find((a) => a.type === 0)!.labelWithSymbol;
    },
  };
}

/** Checks the roulette picture shows the recorded round: the pocket under the pointer, the marked cell, each bet's return, the words. */
async function expectRouletteRound(frame: FrameLocator | Page, round: Round<RouletteResult>, balance: number, iso: string): Promise<void> {
  const { pocket, returns } = round.result;
  const wheel = frame.getByTestId('rl-wheel');
  await expect(wheel).toHaveAttribute('data-pocket', String(pocket));
  // The recorded pocket's number stands straight above the wheel's centre, under the pointer.
  await expect.poll(async () => {
    const [w, p] = await Promise.all([
      wheel.evaluate((el) => { const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; }),
      wheel.locator(`.rl-pocket[data-pocket="${pocket}"] text`).evaluate((el) => { const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; }),
    ]);
    return Math.abs(p.x - w.x) < 3 && p.y < w.y;
  }).toBe(true);
  await expect(frame.locator('.rl-num[data-hit]')).toHaveCount(1);
  await expect(frame.getByTestId(`rl-cell-${pocket}`)).toHaveAttribute('data-hit', 'true');
  const rows = frame.getByTestId('rl-bet-list').locator('li');
  await expect(rows).toHaveCount(returns.length);
  for (const [i, back] of returns.entries()) {
    await expect(rows.nth(i)).toHaveAttribute('data-result', back > 0 ? 'won' : 'lost');
    if (back > 0) await expect(rows.nth(i)).toContainText(`won ${shownMoney(back / 100, iso)}`);
  }
  const words = frame.getByTestId('rl-words');
  await expect(words).toContainText(`The ball landed on ${pocket} (${colourOf(pocket)})`);
  await expect(words).toContainText(`Balance: ${shownMoney(balance / 100, iso)}`);
  await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney(balance / 100, iso));
}

/** Checks the keno picture shows the recorded draw: the balls in order, the hits on the board, the words. */
async function expectKenoRound(frame: FrameLocator | Page, round: Round<KenoResult>, balance: number, iso: string): Promise<void> {
  const picks = round.params.picks as number[];
  const { drawn, hits } = round.result;
  const balls = frame.getByTestId('keno-balls').locator('li');
  await expect(balls).toHaveCount(drawn.length);
  expect(await balls.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))))).toEqual(drawn);
  await expect(frame.locator('.keno-cell[data-state="hit"]')).toHaveCount(hits);
  for (const n of drawn) await expect(frame.getByTestId(`keno-cell-${n}`)).toHaveAttribute('data-state', picks.includes(n) ? 'hit' : 'drawn');
  const won = round.payoutMinor > 0;
  const words = frame.getByTestId('keno-words');
  await expect(words).toContainText(`${hits} of ${picks.length} hit`);
  await expect(words).toContainText(`you ${won ? 'win' : 'lose'} ${shownMoney((won ? round.payoutMinor : round.stakeMinor) / 100, iso)}`);
  await expect(words).toContainText(`Balance: ${shownMoney(balance / 100, iso)}`);
}

test('a player plays roulette for real money: the wheel and the table show the server\'s pocket', async ({ page }) => {
  // Registration, deposit, the framed session and a 3 s spin: more than the default time on a busy machine.
  test.slow();
  const before = await registerWithDeposit(page, 'roulette', '100');
  const frame = await openGame(page, 5, 'european-roulette');
  const header = await headerBalance(page);
  const headerBefore = await header.api();
  await page.getByTestId('casino-play-real').click();
  // The framed game page opens its session through the wallet; the first one on a cold server takes longest.
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible({ timeout: 30_000 });
  const iso = (await frame.getByTestId('gs-balance').innerText()).split(/\s/)[0]!;
  await frame.getByTestId('rl-chip-5').click();
  await frame.getByTestId('rl-cell-17').click();
  await frame.getByTestId('rl-out-red').click();
  await frame.getByTestId('rl-kind-split').click();
  await frame.getByTestId('rl-cell-20').click();
  await frame.getByTestId('rl-cell-23').click();
  await frame.getByTestId('rl-out-dozen-2').click();
  await expect(frame.getByTestId('rl-total')).toHaveText(shownMoney(20, iso));
  await expect(frame.getByTestId('rl-bet-list')).toContainText('Split 20/23');
  const answer = await play<RouletteResult>(page, frame);
  expect(answer.round.params).toEqual({
    game: 'roulette',
    bets: [
      { kind: 'straight', numbers: [17], stakeMinor: 500 }, { kind: 'red', stakeMinor: 500 },
      { kind: 'split', numbers: [20, 23], stakeMinor: 500 }, { kind: 'dozen', index: 2, stakeMinor: 500 },
    ],
  });
  expect(answer.round.stakeMinor).toBe(2000);
  const round = await recordOf(page, answer);
  await expectRouletteRound(frame, round, answer.balance, iso);
  expect((await mainAccount(page)).moneyMinor).toBe(before - 2000 + round.payoutMinor);
  const headerAfter = await header.api();
  expect(headerAfter).not.toBe(headerBefore);
  // The header re-reads the balance when the game page tells it; on a loaded machine that takes a while.
  await expect.poll(header.shown, { timeout: 30_000 }).toBe(headerAfter);
});

test('a guest plays roulette in demo; with reduced motion the wheel rests on the pocket at once', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const frame = await openGame(page, 5, 'european-roulette');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  await frame.getByTestId('rl-out-black').click();
  await frame.getByTestId('rl-out-column-3').click();
  await frame.getByTestId('rl-cell-0').click();
  const answer = await play<RouletteResult>(page, frame);
  expect(answer.round.stakeMinor).toBe(300);
  const round = await recordOf(page, answer);
  await expectRouletteRound(frame, round, answer.balance, 'FUN');
  expect(await frame.locator('.rl-wheel-turn').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  expect(await violations()).toEqual([]);
});

test('a roulette round is placed and played with the keyboard alone', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/game-server/game/roulette?lang=en');
  await expect(page.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  /** Presses Tab until the focused element matches `selector` (at most 80 presses). */
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  };
  await tabTo('input[type="radio"][value="1"]');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '5', exact: true })).toBeChecked();
  await tabTo('input[type="radio"][value="straight"]');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Split' })).toBeChecked();
  await tabTo('[data-testid="rl-cell-8"]');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rl-hint')).toHaveText('8 chosen: now press the second number.');
  await tabTo('[data-testid="rl-cell-11"]');
  await page.keyboard.press('Enter');
  await tabTo('[data-testid="rl-out-odd"]');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rl-total')).toHaveText('FUN 10.00');
  await tabTo('[data-testid="gs-play"]');
  const response = page.waitForResponse((r) => r.url().endsWith('/game-server/api/play'));
  await page.keyboard.press('Enter');
  const answer = (await (await response).json()) as PlayAnswer<RouletteResult>;
  expect(answer.round.params).toEqual({ game: 'roulette', bets: [{ kind: 'split', numbers: [8, 11], stakeMinor: 500 }, { kind: 'odd', stakeMinor: 500 }] });
  await expectRouletteRound(page, await recordOf(page, answer), answer.balance, 'FUN');
});

test('a player plays keno for real money: the balls are the server\'s draw', async ({ page }) => {
  const before = await registerWithDeposit(page, 'keno', '100');
  const frame = await openGame(page, 4, 'keno');
  const header = await headerBalance(page);
  const headerBefore = await header.api();
  await page.getByTestId('casino-play-real').click();
  // The framed game page opens its session through the wallet; the first one on a cold server takes longest.
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible({ timeout: 30_000 });
  const iso = (await frame.getByTestId('gs-balance').innerText()).split(/\s/)[0]!;
  await frame.getByTestId('gs-stake').fill('5');
  for (const n of [3, 7, 11, 19, 28]) await frame.getByTestId(`keno-cell-${n}`).click();
  await expect(frame.getByTestId('keno-picked')).toHaveText('Picked: 5 of 10');
  await expect(frame.getByTestId('keno-paytable')).toContainText('125×');
  const answer = await play<KenoResult>(page, frame);
  expect(answer.round.params).toEqual({ game: 'keno', picks: [3, 7, 11, 19, 28] });
  const round = await recordOf(page, answer);
  await expectKenoRound(frame, round, answer.balance, iso);
  expect((await mainAccount(page)).moneyMinor).toBe(before - 500 + round.payoutMinor);
  const headerAfter = await header.api();
  expect(headerAfter).not.toBe(headerBefore);
  // The header re-reads the balance when the game page tells it; on a loaded machine that takes a while.
  await expect.poll(header.shown, { timeout: 30_000 }).toBe(headerAfter);
});

test('a guest plays keno in demo; with reduced motion the whole draw shows at once', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const frame = await openGame(page, 4, 'keno');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) await frame.getByTestId(`keno-cell-${n}`).click();
  // An eleventh pick is refused: ten at most.
  await frame.getByTestId('keno-cell-40').click();
  await expect(frame.getByTestId('keno-cell-40')).toHaveAttribute('aria-pressed', 'false');
  const answer = await play<KenoResult>(page, frame);
  expect(answer.round.params).toEqual({ game: 'keno', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
  await expectKenoRound(frame, await recordOf(page, answer), answer.balance, 'FUN');
  expect(await violations()).toEqual([]);
});
