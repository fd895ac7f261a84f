/**
 * Plinko of our game server in Chromium against the built server: a player with a deposit plays a
 * real-money round and a guest a demo round; the board lights the slot the play API's answer names
 * (its bucket and multiplier), the ball stands in that slot, and the round is said in words with the
 * new balance. A round is also played with the keyboard alone (Tab, arrow keys, Enter), on the board
 * the keyboard chose.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, collectCspViolations, mainAccount, registerWithDeposit, shownMoney } from './support.ts';

interface PlayAnswer {
  round: { params: { rows: number; risk: string }; result: { path: number[]; bucket: number; multiplier: number }; stakeMinor: number; payoutMinor: number };
  balance: number;
}

/** Opens the portal's page of plinko (catalogue game 6 in the seeded catalogue) and answers its frame. */
async function openPlinko(page: Page): Promise<FrameLocator> {
  await page.goto('/en/slots/game/6/x');
  expect(new URL(page.url()).pathname).toBe('/en/slots/game/6/plinko');
  return page.frameLocator('[data-testid="casino-frame"]');
}

/** Presses Play and answers the play API's answer for the round. */
async function play(page: Page, frame: FrameLocator): Promise<PlayAnswer> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/game-server/api/play') && r.request().method() === 'POST');
  await frame.getByTestId('gs-play').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as PlayAnswer;
}

/** Checks the board shows the answered round: the lit slot, the ball in it, the words, the balance. */
async function expectPlinkoRound(frame: FrameLocator | Page, answer: PlayAnswer, iso: string): Promise<void> {
  const { bucket, multiplier, path } = answer.round.result;
  expect(path.reduce((a, b) => a + b, 0)).toBe(bucket);
  await expect(frame.getByTestId('plinko-board')).toHaveAttribute('data-rows', String(answer.round.params.rows));
  const lit = frame.locator('.plinko-slot[data-hit]');
  await expect(lit).toHaveCount(1);
  await expect(lit).toHaveAttribute('data-bucket', String(bucket));
  await expect(lit).toHaveText(multiplier.toLocaleString('en', { maximumFractionDigits: 2 }));
  await expect(frame.getByTestId('plinko-multiplier')).toHaveAttribute('data-value', String(multiplier));
  // The ball stands over the lit slot.
  const [ballX, slotX] = await Promise.all([
    frame.getByTestId('plinko-ball').evaluate((el) => { const r = el.getBoundingClientRect(); return r.x + r.width / 2; }),
    lit.locator('rect').evaluate((el) => { const r = el.getBoundingClientRect(); return r.x + r.width / 2; }),
  ]);
  expect(Math.abs(ballX - slotX)).toBeLessThan(2);
  const won = answer.round.payoutMinor >= answer.round.stakeMinor;
  const amount = shownMoney((won ? answer.round.payoutMinor : answer.round.stakeMinor - answer.round.payoutMinor) / 100, iso);
  const words = frame.getByTestId('plinko-words');
  await expect(words).toContainText(`Ball in the ${multiplier.toLocaleString('en', { maximumFractionDigits: 2 })}× slot — you ${won ? 'win' : 'lose'} ${amount}`);
  await expect(words).toContainText(`Balance: ${shownMoney(answer.balance / 100, iso)}`);
  await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney(answer.balance / 100, iso));
}

test('a player plays plinko for real money: the lit slot is the server\'s', async ({ page }) => {
  const before = await registerWithDeposit(page, 'plinko', '100');
  const frame = await openPlinko(page);
  await page.getByTestId('casino-play-real').click();
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  await frame.getByTestId('gs-stake').fill('5');
  await frame.getByTestId('plinko-rows-12').click();
  await frame.getByTestId('plinko-risk-high').click();
  await expect(frame.getByTestId('plinko-board')).toHaveAttribute('data-rows', '12');
  await expect(frame.locator('.plinko-peg')).toHaveCount(Array.from({ length: 12 }, (_, i) => i + 3).reduce((a, b) => a + b, 0));
  await expect(frame.getByTestId('plinko-slot')).toHaveCount(13);
  await expect(frame.getByTestId('plinko-slot').first()).toHaveText('170');
  const answer = await play(page, frame);
  expect(answer.round.params).toMatchObject({ rows: 12, risk: 'high' });
  expect(answer.round.result.path).toHaveLength(12);
  const iso = (await frame.getByTestId('gs-balance').innerText()).split(/\s/)[0]!;
  await expectPlinkoRound(frame, answer, iso);
  expect((await mainAccount(page)).moneyMinor).toBe(before - 500 + answer.round.payoutMinor);
});

test('a guest plays plinko in demo; with reduced motion the ball stands in its slot at once', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const frame = await openPlinko(page);
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  const answer = await play(page, frame);
  expect(answer.round.params).toMatchObject({ rows: 8, risk: 'low' });
  await expectPlinkoRound(frame, answer, 'FUN');
  expect(await violations()).toEqual([]);
});

test('a plinko round is played with the keyboard alone', async ({ page }) => {
  await page.goto('/game-server/game/plinko?lang=en');
  await expect(page.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  /** Presses Tab until the focused element matches `selector` (at most 20 presses). */
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  };
  await tabTo('input[type="radio"][value="8"]');
  for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '10' })).toBeChecked();
  await expect(page.getByTestId('plinko-board')).toHaveAttribute('data-rows', '10');
  await tabTo('input[type="radio"][value="low"]');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(page.getByTestId('plinko-slot').first()).toHaveText('22');
  await tabTo('[data-testid="gs-play"]');
  const answer = page.waitForResponse((r) => r.url().endsWith('/game-server/api/play'));
  await page.keyboard.press('Enter');
  const body = (await (await answer).json()) as PlayAnswer;
  expect(body.round.params).toMatchObject({ rows: 10, risk: 'medium' });
  await expectPlinkoRound(page, body, 'FUN');
});
