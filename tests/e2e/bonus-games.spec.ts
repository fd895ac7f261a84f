/**
 * A bonus game in Chromium: a player's deposit of 1,000 RUB gives a Wheel of Fortuna ticket; the
 * player spins, sees the prize paid as bonus money (the balance's bonus grows by it) and checks the
 * play in the browser from the revealed seed.
 */
import { test, expect, apiPost, mainAccount, registerViaApi, waitForHydration } from './support.ts';

test('a deposit gives a fortuna ticket; the spin pays bonus money and checks out in the browser', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/en');
  await registerViaApi(page, 'fortuna');
  const account = await mainAccount(page);
  expect((await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount: '1000', provider: 'test', idempotencyKey: `fortuna-${Date.now()}` })).status()).toBe(200);
  await page.goto('/en/fortuna');
  await waitForHydration(page, 'BonusGamePlay');
  const game = page.getByTestId('bonus-game');
  await expect(game).toHaveAttribute('data-open', '1');
  await game.getByTestId('bonus-game-place-0').click();
  const result = game.getByTestId('bonus-game-result');
  await expect(result).toBeVisible();
  const prize = Number(await result.getAttribute('data-prize'));
  expect(prize).toBeGreaterThan(0);
  await expect(game).toHaveAttribute('data-open', '0');
  const balance = (await (await page.request.get('/web-api/user/balance')).json()) as { bonus: number };
  expect(Math.round(balance.bonus * 100)).toBe(prize);
  await game.getByTestId('bonus-game-verify').click();
  await expect(game.getByTestId('bonus-game-verified')).toHaveAttribute('data-ok', 'true');
});
