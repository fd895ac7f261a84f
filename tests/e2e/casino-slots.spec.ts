/**
 * Slots and the scratch card in Chromium against the built server: a player deposits, opens
 * Northern Lights from the slots lobby, spins once for real money (balance moves by the stake and
 * the payout; session time and net position on screen; the spin button waits 2.5 s; the paytable
 * states the RTP), rotates the seed and recomputes the spin on the verify page; a guest buys a
 * Lucky Three card in demo and scratches it.
 */
import { test, expect, mainAccount, registerWithDeposit, amountOf, shownMoney } from './support.ts';


test('a player spins Northern Lights for real money and verifies the spin', async ({ page, context }) => {
  const before = await registerWithDeposit(page, 'slots', '300');

  await page.goto('/en/slots/slots');
  await page.getByTestId('casino-tile').filter({ hasText: 'Northern Lights' }).click();
  await expect(page).toHaveURL(/\/en\/slots\/game\/\d+\/northern-lights$/);
  await page.getByTestId('casino-play-real').click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  await expect(frame.getByTestId('slot-rtp')).toHaveText('Return to player: 95.83 %.');
  await expect(frame.getByTestId('gs-session-time')).toHaveText(/^\d+:\d\d$/);
  await expect(frame.getByTestId('gs-net')).toHaveText('RUB 0.00');
  await frame.getByTestId('gs-stake').fill('20');
  await frame.getByTestId('gs-play').click();
  await expect(frame.getByTestId('slot-round')).toBeVisible();
  // The next spin waits: the button says how long (the server refuses an earlier spin too).
  await expect(frame.getByTestId('gs-play')).toBeDisabled();
  await expect(frame.getByTestId('gs-play')).toHaveText(/^Next spin in \d\.\d s$/);
  await expect(frame.locator('.slot-window').first().locator('td')).toHaveCount(15);
  const payoutMinor = Math.round(amountOf((await frame.getByTestId('gs-payout').innerText())) * 100);
  expect((await mainAccount(page)).moneyMinor).toBe(before - 2000 + payoutMinor);
  const net = payoutMinor - 2000;
  await expect(frame.getByTestId('gs-net')).toHaveText(`${net > 0 ? '+' : net < 0 ? '−' : ''}RUB ${(Math.abs(net) / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  await expect(frame.getByTestId('gs-play')).toHaveText('Spin', { timeout: 5000 });
  const roundKey = (await frame.getByTestId('gs-last').getAttribute('data-round'))!;
  const recorded = await frame.getByTestId('gs-result').textContent();

  await frame.getByTestId('gs-rotate').click();
  await expect(frame.getByTestId('gs-revealed')).toBeVisible();
  const verify = await context.newPage();
  await verify.goto(`/game-server/verify/${roundKey}?lang=en`);
  await expect(verify.getByTestId('verify-server-seed')).not.toHaveValue('');
  await verify.getByTestId('verify-run').click();
  await expect(verify.getByTestId('verify-outcome')).toHaveAttribute('data-hash-ok', 'true');
  await expect(verify.getByTestId('verify-outcome')).toHaveAttribute('data-matches', 'true');
  await expect(verify.getByTestId('verify-recomputed')).toHaveText(recorded!);
});

test('a guest scratches a Lucky Three card in demo', async ({ page }) => {
  await page.goto('/en/scratchcards');
  await page.getByTestId('casino-tile').filter({ hasText: 'Lucky Three' }).click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  await frame.getByTestId('gs-stake').fill('5');
  await frame.getByTestId('gs-play').click();
  const card = frame.getByTestId('scratch-card');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Scratch cell 1' }).click();
  await expect(card.getByTestId('scratch-open')).toHaveCount(1);
  await frame.getByTestId('scratch-all').click();
  await expect(card.getByTestId('scratch-open')).toHaveCount(9);
  await expect(frame.getByTestId('scratch-outcome')).toHaveText(/^(Three × .+: you win \d+ × the card price\.|No three alike on this card\.)$/);
  const paid = amountOf((await frame.getByTestId('gs-payout').innerText()));
  await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney(1000 - 5 + paid, 'FUN'));
});
