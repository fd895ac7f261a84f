/**
 * Casino free spins in Chromium against the built server: a player with real money types the code
 * SPINS20 in the office, sees 20 free spins of 10 RUB on Northern Lights on the wagering page,
 * follows it to the game, launches the spins (the stake is filled in), spins once — the stake comes
 * off the bonus account although the main account could pay it, the main account does not move —
 * and the wagering page then shows 19 spins left. A player gives a date of birth once on the
 * account page (the birthday gift needs it); a date under 18 is refused with its reason.
 */
import { test, expect, collectCspViolations, island, mainAccount, registerWithDeposit, amountOf } from './support.ts';

test('a promo code gives free spins that are played on their slot from the bonus account', async ({ page }) => {
  test.setTimeout(90_000);
  const before = await registerWithDeposit(page, 'spins', '300');

  await page.goto('/en/office/bonuses/deposit');
  for (const el of await island(page, 'BonusTools').all()) await expect(el).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await page.getByTestId('bonus-promo-code').fill('spins20');
  await page.getByTestId('bonus-promo-form').getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByTestId('bonus-promo-notice')).not.toBeEmpty();

  await page.goto('/en/office/bonuses/wager');
  const spins = page.getByTestId('bonus-spins');
  await expect(spins).toHaveAttribute('data-left', '20');
  await expect(spins).toContainText('Free spins: 20 of 20 left on Northern Lights, RUB 10.00 each');
  await page.getByTestId('bonus-spins-play').click();
  await expect(page).toHaveURL(/\/en\/slots\/game\/\d+\/northern-lights$/);

  const play = page.getByTestId('casino-play-spins');
  await expect(play).toHaveText('Play 20 free spins (RUB 10.00 each)');
  await play.click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  await expect(frame.getByTestId('gs-stake')).toHaveValue('10.00');
  await expect(frame.getByTestId('gs-balance')).toHaveText('RUB 200.00');
  await frame.getByTestId('gs-play').click();
  await expect(frame.getByTestId('slot-round')).toBeVisible();
  const payoutMinor = Math.round(amountOf((await frame.getByTestId('gs-payout').innerText())) * 100);
  expect((await mainAccount(page)).moneyMinor).toBe(before);
  const balance = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { bonus: number };
  expect(Math.round(balance.bonus * 100)).toBe(20_000 - 1_000 + payoutMinor);

  await page.goto('/en/office/bonuses/wager');
  await expect(page.getByTestId('bonus-spins')).toHaveAttribute('data-left', '19');
  await expect(page.getByTestId('bonus-spins')).toContainText(`Won with the spins so far: RUB ${(payoutMinor / 100).toFixed(2)}`);
});

test('a player gives a date of birth once on the account page; under 18 is refused', async ({ page }) => {
  await registerWithDeposit(page, 'birthday', '100');
  const cspViolations = await collectCspViolations(page);
  await page.goto('/en/office/account');
  // The profile island loads the player's profile; without a date of birth it shows the form.
  await expect(island(page, 'AccountProfile')).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await expect(page.getByTestId('birth-date-form')).toBeVisible();
  const field = page.getByTestId('birth-date-field');
  const typeDate = async (day: string, month: string, year: string) => {
    await field.locator('[data-type="day"]').click();
    await page.keyboard.type(day);
    await field.locator('[data-type="month"]').click();
    await page.keyboard.type(month);
    await field.locator('[data-type="year"]').click();
    await page.keyboard.type(year);
  };
  await typeDate('01', '01', '2015');
  await page.getByTestId('birth-date-save').click();
  await expect(page.getByTestId('birth-date-error')).toHaveText('You must be at least 18 to play.');
  await typeDate('15', '06', '1990');
  await page.getByTestId('birth-date-save').click();
  await expect(page.getByTestId('account-profile')).toContainText('Date of birth');
  await expect(page.getByTestId('account-profile')).toContainText('1990');
  await expect(page.getByTestId('birth-date-form')).toHaveCount(0);
  expect(await cspViolations()).toEqual([]);
});
