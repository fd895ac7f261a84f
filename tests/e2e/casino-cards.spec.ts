/**
 * The card games in Chromium against the built server: a guest plays blackjack hands in demo to the
 * end (deal, then stand or the decisions offered, the dealer's hole card shown only at the end);
 * a player deposits, plays a Jacks or Better hand for real money (holds two cards, draws; the
 * balance moves by the stake and the payout; the paytable marks the hand) and recomputes it on the
 * verify page.
 */
import { test, expect, mainAccount, registerWithDeposit, amountOf, shownMoney } from './support.ts';


test('a guest plays a blackjack hand in demo to the end', async ({ page }) => {
  await page.goto('/en/card-games');
  await page.getByTestId('casino-tile').filter({ hasText: 'Blackjack' }).click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  await expect(frame.getByTestId('bj-rules')).toContainText('blackjack pays 3:2');
  await frame.getByTestId('gs-stake').fill('10');
  await frame.getByTestId('gs-play').click();
  const round = frame.getByTestId('bj-round');
  await expect(round).toBeVisible();
  if ((await round.getAttribute('data-phase')) === 'player') {
    // The hole card is face down while the hand is open, and no new deal is offered.
    await expect(frame.getByTestId('bj-dealer').getByRole('img', { name: 'Face-down card' })).toHaveCount(1);
    await expect(frame.getByTestId('gs-play')).toBeDisabled();
    await frame.getByTestId('bj-stand').click();
  }
  await expect(round).toHaveAttribute('data-phase', 'settled');
  await expect(frame.getByTestId('bj-dealer').getByRole('img', { name: 'Face-down card' })).toHaveCount(0);
  await expect(frame.getByTestId('bj-outcome').first()).toHaveText(/^(Blackjack|Win|Push|Lose)$/);
  const paid = amountOf((await frame.getByTestId('gs-payout').innerText()));
  await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney(1000 - 10 + paid, 'FUN'));
  await expect(frame.getByTestId('gs-play')).toBeEnabled();
});

test('a player plays Jacks or Better for real money and verifies the hand', async ({ page, context }) => {
  const before = await registerWithDeposit(page, 'poker', '200');

  await page.goto('/en/poker');
  await page.getByTestId('casino-tile').filter({ hasText: 'Jacks or Better' }).click();
  await page.getByTestId('casino-play-real').click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  await frame.getByTestId('gs-stake').fill('10');
  await frame.getByTestId('gs-play').click();
  await expect(frame.getByTestId('vp-round')).toHaveAttribute('data-phase', 'deal');
  expect((await mainAccount(page)).moneyMinor).toBe(before - 1000);
  await frame.getByTestId('vp-hold-0').click();
  await frame.getByTestId('vp-hold-1').click();
  await expect(frame.getByTestId('vp-hold-0')).toHaveText('Held');
  await frame.getByTestId('vp-draw').click();
  await expect(frame.getByTestId('vp-round')).toHaveAttribute('data-phase', 'drawn');
  await expect(frame.getByTestId('vp-hand')).toHaveText(/ × the stake$/);
  const payoutMinor = Math.round(amountOf((await frame.getByTestId('gs-payout').innerText())) * 100);
  expect((await mainAccount(page)).moneyMinor).toBe(before - 1000 + payoutMinor);
  const roundKey = (await frame.getByTestId('gs-last').getAttribute('data-round'))!;

  await frame.getByTestId('gs-rotate').click();
  await expect(frame.getByTestId('gs-revealed')).toBeVisible();
  const verify = await context.newPage();
  await verify.goto(`/game-server/verify/${roundKey}?lang=en`);
  await expect(verify.getByTestId('verify-server-seed')).not.toHaveValue('');
  await verify.getByTestId('verify-run').click();
  await expect(verify.getByTestId('verify-outcome')).toHaveAttribute('data-hash-ok', 'true');
  await expect(verify.getByTestId('verify-outcome')).toHaveAttribute('data-matches', 'true');
});
