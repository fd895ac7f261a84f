/**
 * Dice and limbo of our game server in Chromium against the built server: for each, a player with
 * a deposit plays a real-money round and a guest a demo round; the picture shows the server's
 * outcome (the roll on the dice bar, the limbo multiplier it counts up to, equal to the result in
 * the round the play API answered) and says the round in words. A dice round is also played with
 * the keyboard alone (Tab, arrow keys, Enter); with reduced motion the dice marker has no transition.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, collectCspViolations, mainAccount, registerWithDeposit, shownMoney } from './support.ts';

interface PlayAnswer {
  round: { result: { roll?: number; result?: number }; stakeMinor: number; payoutMinor: number; nonce: number; seed: { seedId: number } };
  balance: number;
}

/** Opens the portal's page of catalogue game `id` (the seeded catalogue: dice 1, limbo 2) and answers its frame. */
async function openGame(page: Page, id: number, slug: string): Promise<FrameLocator> {
  await page.goto(`/en/slots/game/${id}/x`);
  expect(new URL(page.url()).pathname).toBe(`/en/slots/game/${id}/${slug}`);
  return page.frameLocator('[data-testid="casino-frame"]');
}

/** The currency code the game page shows its balance in. */
async function isoOf(frame: FrameLocator): Promise<string> {
  return (await frame.getByTestId('gs-balance').innerText()).split(/\s/)[0]!;
}

/** Presses Play and answers the play API's answer for the round. */
async function play(page: Page, frame: FrameLocator): Promise<PlayAnswer> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/game-server/api/play') && r.request().method() === 'POST');
  await frame.getByTestId('gs-play').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as PlayAnswer;
}

/** Checks the dice picture shows the answered round: the roll, the words, the balance. */
async function expectDiceRound(frame: FrameLocator, answer: PlayAnswer, iso: string): Promise<void> {
  const roll = answer.round.result.roll!;
  await expect(frame.getByTestId('dice-roll')).toHaveAttribute('data-value', String(roll));
  await expect(frame.getByTestId('dice-roll')).toHaveText(roll.toFixed(2));
  await expect(frame.locator('.dice-marker')).toHaveText(roll.toFixed(2));
  const won = answer.round.payoutMinor > 0;
  const amount = shownMoney((won ? answer.round.payoutMinor : answer.round.stakeMinor) / 100, iso);
  await expect(frame.getByTestId('dice-words')).toContainText(`Rolled ${roll.toFixed(2)} — ${won ? '' : 'not '}`);
  await expect(frame.getByTestId('dice-words')).toContainText(`you ${won ? 'win' : 'lose'} ${amount}`);
  await expect(frame.getByTestId('dice-words')).toContainText(`Balance: ${shownMoney(answer.balance / 100, iso)}`);
  await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney(answer.balance / 100, iso));
}

/** Checks the limbo picture counts up to the answered round's multiplier and says the round. */
async function expectLimboRound(frame: FrameLocator, answer: PlayAnswer, iso: string): Promise<void> {
  const result = answer.round.result.result!;
  await expect(frame.getByTestId('limbo-result')).toHaveAttribute('data-value', String(result));
  await expect(frame.getByTestId('limbo-result')).toHaveText(`${result.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`);
  const won = answer.round.payoutMinor > 0;
  const amount = shownMoney((won ? answer.round.payoutMinor : answer.round.stakeMinor) / 100, iso);
  await expect(frame.getByTestId('limbo-words')).toContainText(`you ${won ? 'win' : 'lose'} ${amount}`);
  await expect(frame.getByTestId('limbo-words')).toContainText(`Balance: ${shownMoney(answer.balance / 100, iso)}`);
}

test('a player plays dice for real money: the bar shows the server\'s roll', async ({ page }) => {
  const before = await registerWithDeposit(page, 'dice', '100');
  const frame = await openGame(page, 1, 'dice');
  await page.getByTestId('casino-play-real').click();
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  await frame.getByTestId('gs-stake').fill('5');
  await frame.getByTestId('dice-over').click();
  await expect(frame.getByTestId('dice-chance')).toHaveText('50.00 %');
  await expect(frame.getByTestId('dice-multiplier')).toHaveText('1.9802×');
  const answer = await play(page, frame);
  await expectDiceRound(frame, answer, await isoOf(frame));
  expect((await mainAccount(page)).moneyMinor).toBe(before - 500 + answer.round.payoutMinor);
});

test('a guest plays dice in demo; with reduced motion the marker jumps to the roll', async ({ page }) => {
  const violations = await collectCspViolations(page);
  const frame = await openGame(page, 1, 'dice');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  const answer = await play(page, frame);
  await expectDiceRound(frame, answer, 'FUN');
  const duration = () => frame.locator('.dice-marker').evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(await duration()).toBe('0.8s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration()).toBe('0s');
  // The bar's geometry is set through the CSSOM, which the CSP (no unsafe-inline styles) allows.
  expect(await violations()).toEqual([]);
});

test('a player plays limbo for real money: the multiplier counts up to the server\'s result', async ({ page }) => {
  const before = await registerWithDeposit(page, 'limbo', '100');
  const frame = await openGame(page, 2, 'limbo');
  await page.getByTestId('casino-play-real').click();
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  await frame.getByTestId('gs-stake').fill('5');
  await frame.getByTestId('limbo-target').fill('1.50');
  await frame.getByTestId('limbo-target').blur();
  await expect(frame.getByTestId('limbo-chance')).toHaveText('66.00 %');
  const answer = await play(page, frame);
  await expectLimboRound(frame, answer, await isoOf(frame));
  expect((await mainAccount(page)).moneyMinor).toBe(before - 500 + answer.round.payoutMinor);
});

test('a guest plays limbo in demo', async ({ page }) => {
  const frame = await openGame(page, 2, 'limbo');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  const answer = await play(page, frame);
  await expectLimboRound(frame, answer, 'FUN');
});

test('a dice round is played with the keyboard alone', async ({ page }) => {
  await page.goto('/game-server/game/dice?lang=en');
  await expect(page.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  /** Presses Tab until the focused element matches `selector` (at most 20 presses). */
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  };
  await tabTo('[role="slider"], input[type="range"]');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('dice-target')).toHaveText('55.00');
  await tabTo('input[type="radio"]');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Roll over' })).toBeChecked();
  await expect(page.getByTestId('dice-chance')).toHaveText('45.00 %');
  await tabTo('[data-testid="gs-play"]');
  const answer = page.waitForResponse((r) => r.url().endsWith('/game-server/api/play'));
  await page.keyboard.press('Enter');
  const body = (await (await answer).json()) as PlayAnswer;
  await expect(page.getByTestId('dice-roll')).toHaveText(body.round.result.roll!.toFixed(2));
  await expect(page.getByTestId('dice-words')).toContainText(`Rolled ${body.round.result.roll!.toFixed(2)}`);
});
