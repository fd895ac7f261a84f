/**
 * The first-deposit bonus journey in Chromium (spec §2 office bonuses/deposit, bonuses/wager): a
 * new player chooses the sports bonus on the deposit-bonus page, deposits 100 RUB and receives
 * 100 RUB of bonus money (100 %, wagering 5× = 500 RUB at coefficient 1.50 or more); a withdrawal
 * then is warned that it forfeits the bonus and the player keeps it; the player deposits 400 RUB
 * more, places one qualifying single from the line page's coupon and sees the progress on the
 * wagering page, places four more through the coupon API, sees the bonus completed and converted,
 * and withdraws everything as real money. A promo code typed wrong, then for another segment, is
 * refused with its reason.
 */
import type { Page } from '@playwright/test';
import { test, expect, apiPost, collectCspViolations, island, mainAccount, registerViaApi, waitForHydration, outcomesReady } from './support.ts';

interface LineGame { id: string; permanentId: number; start: number; main: { typeId: number; coef: number; isLocked: boolean }[] }

/** `count` 1X2 line singles at a coefficient of at least 1.50 (home or away) on games that start well after now. */
async function qualifyingBets(page: Page, count: number): Promise<{ key: string; gameId: string; coef: number }[]> {
  const line = (await (await page.request.get('/bff-api/feed/line?sportId=1&limit=60')).json()) as { games: LineGame[]; serverTime: number };
  const bets = line.games
    .filter((g) => g.start * 1000 > line.serverTime + 3 * 60_000)
    .flatMap((g) => {
      const price = g.main.find((m) => m.typeId !== 2 && m.coef >= 1.5 && !m.isLocked);
      return price ? [{ key: `${g.permanentId}:1:${price.typeId}:`, gameId: g.id, coef: price.coef }] : [];
    })
    .slice(0, count);
  expect(bets).toHaveLength(count);
  return bets;
}

test('a new player takes the first-deposit bonus, wagers it on sports, sees the progress, completes it and withdraws', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await collectCspViolations(page);
  await page.goto('/en');
  await registerViaApi(page, 'bonus');

  // The deposit-bonus page: choose the sports bonus.
  await page.goto('/en/office/bonuses/deposit');
  // Two BonusTools islands: the choice and the promo code form.
  await expect(island(page, 'BonusTools')).toHaveCount(2);
  for (const el of await island(page, 'BonusTools').all()) await expect(el).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await expect(page.getByTestId('bonus-first-offers').locator('li')).toHaveCount(2);
  await page.getByTestId('bonus-choice').getByText('Sports bonus', { exact: true }).click();
  await expect(page.getByTestId('bonus-choice-notice')).toHaveText('Your choice is saved.');

  // A wrong code and a code for depositors only are refused with their reasons.
  await page.getByTestId('bonus-promo-code').fill('NOSUCH');
  await page.getByTestId('bonus-promo-form').getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByTestId('bonus-promo-notice')).toHaveText('There is no such promo code.');
  await page.getByTestId('bonus-promo-code').fill('reload50');
  await page.getByTestId('bonus-promo-form').getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByTestId('bonus-promo-notice')).toHaveText('This promo code is not available for your account.');
  // The islands parse with zod without its JIT: no script evaluation for the CSP to refuse.
  expect((await violations()).filter((violation) => /eval|script-src/i.test(violation))).toEqual([]);

  // The first deposit: 100 RUB in, 100 RUB of bonus money.
  const account = await mainAccount(page);
  expect((await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount: '100', provider: 'test', idempotencyKey: `bonus-1-${Date.now()}` })).status()).toBe(200);
  const balance = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { bonus: number; is_available_first_deposit_bonus: boolean };
  expect(balance).toMatchObject({ bonus: 100, is_available_first_deposit_bonus: false });
  await page.goto('/en/office/bonuses/wager');
  const active = page.getByTestId('bonus-active');
  await expect(active).toContainText('Sports welcome bonus');
  await expect(page.getByTestId('bonus-percent')).toHaveText('0%');
  await expect(page.getByTestId('bonus-left')).toContainText('500.00');

  // A withdrawal now is warned first; the player keeps the bonus.
  await page.goto('/en/office/deduce');
  await waitForHydration(page, 'Deduce');
  await page.getByTestId('deduce-form').getByLabel('Amount').fill('50');
  await page.getByTestId('deduce-form').getByRole('button', { name: /withdraw/i }).click();
  const warning = page.getByTestId('bonus-forfeit');
  await expect(warning).toContainText('forfeits the bonus');
  await warning.getByRole('button', { name: 'Keep my bonus' }).click();
  await expect(warning).toHaveCount(0);
  expect((await mainAccount(page)).moneyMinor).toBe(10_000);

  // 400 RUB more (no bonus for a second deposit), then five singles of 100 RUB at 1.50 or more.
  expect((await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount: '400', provider: 'test', idempotencyKey: `bonus-2-${Date.now()}` })).status()).toBe(200);
  const bets = await qualifyingBets(page, 5);
  await page.goto('/en/line/all/football');
  await outcomesReady(page);
  const coupon = page.getByTestId('coupon');
  const first = page.locator(`[data-outcome="${bets[0]!.key}"]`);
  await first.click();
  await expect(coupon.locator(`[data-coupon-bet="${bets[0]!.key}"]`)).toBeVisible();
  await coupon.getByRole('textbox', { name: 'Stake', exact: true }).fill('100');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('coupon-receipt')).toBeVisible();
  await page.goto('/en/office/bonuses/wager');
  await expect(page.getByTestId('bonus-percent')).toHaveText('20%');
  await expect(page.getByTestId('bonus-left')).toContainText('400.00');

  for (const [i, bet] of bets.slice(1).entries()) {
    const placed = await apiPost(page, '/web-api/coupon/place', { refId: `bonus-e2e-${Date.now()}-${i}`, typeId: 0, accountId: account.id, amount: '100', changeCoefAction: 2, bets: [{ key: bet.key, gameId: bet.gameId, coef: bet.coef }] });
    expect(placed.status(), await placed.text()).toBe(200);
  }
  await page.goto('/en/office/bonuses/wager');
  await expect(page.getByTestId('bonus-none')).toBeVisible();
  await expect(page.getByTestId('bonus-history').locator('tr[data-status="completed"]')).toHaveCount(1);
  // The bonus money is now real money on the main account, and all of it can be withdrawn.
  expect((await mainAccount(page)).moneyMinor).toBe(10_000);
  await page.goto('/en/office/deduce');
  await waitForHydration(page, 'Deduce');
  await page.getByTestId('deduce-form').getByLabel('Amount').fill('100');
  await page.getByTestId('deduce-form').getByRole('button', { name: /withdraw/i }).click();
  await expect(page.getByTestId('deduce-notice')).not.toHaveText('');
  await expect(page.getByTestId('bonus-forfeit')).toHaveCount(0);
  expect((await mainAccount(page)).moneyMinor).toBe(0);
});

test('a promo code typed in the coupon gives a free bet: the stake is set to it, comes from the house, and the code cannot be used twice', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en');
  await registerViaApi(page, 'freebet');
  const account = await mainAccount(page);
  expect((await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount: '50', provider: 'test', idempotencyKey: `fb-${Date.now()}` })).status()).toBe(200);
  const [bet] = await qualifyingBets(page, 1);
  await page.goto('/en/line/all/football');
  await outcomesReady(page);
  const coupon = page.getByTestId('coupon');
  await page.locator(`[data-outcome="${bet!.key}"]`).click();
  await expect(coupon.locator(`[data-coupon-bet="${bet!.key}"]`)).toBeVisible();
  // A code that is not a free bet is refused with its reason; the free bet's code sets the stake.
  const promo = coupon.getByRole('textbox', { name: 'Promo code' });
  await promo.fill('SPORT300');
  await coupon.getByTestId('coupon-promo-apply').click();
  await expect(coupon.getByTestId('coupon-promo-error')).toHaveText('This promo code is not valid.');
  await promo.fill('freebet500');
  await coupon.getByTestId('coupon-promo-apply').click();
  await expect(coupon.getByTestId('coupon-free-bet')).toContainText('500');
  await expect(coupon.getByRole('textbox', { name: 'Stake', exact: true })).toHaveValue('500');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('coupon-receipt')).toBeVisible();
  // The stake came from the house: the balance (50 RUB) is untouched.
  expect((await mainAccount(page)).moneyMinor).toBe(5_000);
  const freeBets = (await (await page.request.get('/web-api/bonuses/free-bets')).json()) as { freeBets: unknown[] };
  expect(freeBets.freeBets).toHaveLength(0);
  await expect(coupon.getByTestId('coupon-free-bet')).toHaveCount(0);
  // The code again: refused with its reason.
  const again = await apiPost(page, '/web-api/coupon/place', { refId: `fb-again-${Date.now()}`, typeId: 0, accountId: account.id, amount: '500', changeCoefAction: 2, bets: [bet], promoCode: 'FREEBET500' });
  expect(again.status()).toBe(422);
  expect(((await again.json()) as { errors: { meta: { problems: { code: string }[] } }[] }).errors[0]!.meta.problems[0]!.code).toBe('promo_code_already_used');
  await page.goto('/en/office/bonuses/wager');
  await expect(page.getByTestId('bonus-history').locator('tr[data-status="completed"]')).toContainText('500 RUB free bet');
});
