/**
 * Responsible gaming in Chromium: a new player deposits 100 through the recharge modal (the test
 * provider's page in its iframe, "Success"), sets a daily deposit limit of 50 in
 * office/responsible, a deposit of 60 is refused in the modal with the limit's message, a raise
 * to 200 goes through the PGSI and is pending for 24 hours (the feed clock moved), is confirmed,
 * and the deposit passes; a reality check of 5 minutes shows the popup with the elapsed time and
 * the net position when the clock has moved 5 minutes; a self-exclusion of 1 day logs the player
 * out and login is refused on both brands.
 */
import type { Page } from '@playwright/test';
import { apiPost, devPost, expect, registerViaApi, sessionOf, test, waitForHydration } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const VIP_ORIGIN = `http://vip.betportal.test:${PORT}`;

/** Opens office/recharge, asks for `amount` and opens the provider's page in the modal. */
async function startDeposit(page: Page, amount: string) {
  await page.goto('/en/office/recharge');
  await waitForHydration(page, 'Recharge');
  await page.getByTestId('payment-amount').fill(amount);
  await page.getByTestId('recharge-form').getByRole('button', { name: 'Continue to payment' }).click();
  const modal = page.getByRole('dialog', { name: 'Payment' });
  await expect(modal).toBeVisible();
  const provider = page.frameLocator('[data-testid="recharge-frame"]');
  await expect(provider.getByRole('heading', { name: 'Test payment provider' })).toBeVisible();
  await expect(provider.getByText(`Amount: ${amount} RUB`)).toBeVisible();
  await provider.getByRole('button', { name: 'Success', exact: true }).click();
  return modal;
}

/** A deposit the provider confirms: the modal closes, the notice says so and the header balance shows `balance`. */
async function depositPasses(page: Page, amount: string, balance: RegExp) {
  const modal = await startDeposit(page, amount);
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('recharge-notice')).toHaveText(`${amount} RUB is credited to your account.`);
  await expect(page.getByTestId('auth-balance')).toContainText(balance);
}

/**
 * A deposit the portal refuses: the limits are checked before the provider, so the modal shows the
 * refusal and the provider's page never opens; closing it leaves the balance as it was.
 */
async function depositRefused(page: Page, amount: string, message: RegExp) {
  await page.goto('/en/office/recharge');
  await waitForHydration(page, 'Recharge');
  await page.getByTestId('payment-amount').fill(amount);
  await page.getByTestId('recharge-form').getByRole('button', { name: 'Continue to payment' }).click();
  const modal = page.getByRole('dialog', { name: 'Payment' });
  await expect(modal).toBeVisible();
  const refusal = modal.getByTestId('recharge-refusal');
  await expect(modal.getByTestId('recharge-frame')).toHaveCount(0);
  await expect(refusal).toContainText('The deposit was refused.');
  await expect(refusal).toContainText(message);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
}

const LIMIT_MESSAGE = /This deposit is over your deposit limit\. You can deposit RUB\s50\.00 more until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d GMT\+3\./;

async function openResponsible(page: Page) {
  await page.goto('/en/office/responsible');
  await waitForHydration(page, 'ResponsibleGaming');
}

/** Picks an option of a react-aria Select (opened from the keyboard, so the list never opens under the pointer). */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).getByRole('button').press('Enter');
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByTestId(testId).getByRole('button')).toContainText(option);
}

async function loginRefused(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/en?login=1`);
  await waitForHydration(page, 'AuthPanel');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail or login').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/You are self-excluded until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M UTC\./);
}

test('deposit limit, raise after 24 h, reality check and self-exclusion on both brands', async ({ page }) => {
  test.setTimeout(120_000);
  const { userId, email, password } = await registerViaApi(page, 'rg');
  await depositPasses(page, '100', /100/);

  // A daily deposit limit of 50.
  await openResponsible(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  await choose(page, 'rg-money-type', 'Daily deposit limit');
  await page.getByTestId('rg-amount').fill('50');
  await page.getByTestId('rg-money-form').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('rg-notice')).toHaveText('Saved');
  const active = page.getByTestId('rg-active').locator('li[data-limit-type="20"]');
  await expect(active).toContainText('Daily deposit limit: 50 RUB');
  await expect(active).toContainText('50 RUB left until');

  // A deposit of 60 is refused in the modal with the limit's message, and the balance stays.
  await depositRefused(page, '60', LIMIT_MESSAGE);
  await expect(page.getByTestId('auth-balance')).toContainText(/100/);

  // Raise to 200: the PGSI first, then pending for 24 hours.
  await openResponsible(page);
  await choose(page, 'rg-money-type', 'Daily deposit limit');
  await page.getByTestId('rg-amount').fill('200');
  await page.getByTestId('rg-money-form').getByRole('button', { name: 'Save' }).click();
  const pgsi = page.getByRole('dialog', { name: 'Before you raise a limit' });
  await expect(pgsi).toBeVisible();
  await expect(pgsi.getByRole('radiogroup')).toHaveCount(9);
  await expect(pgsi.getByRole('radiogroup').first()).toContainText('Have you bet more than you could really afford to lose?');
  for (const group of await pgsi.getByRole('radiogroup').all()) await group.getByText('Never', { exact: true }).click();
  await pgsi.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByTestId('rg-notice')).toHaveText('Thank you. The change waits 24 hours; then confirm it here.');
  const pending = page.getByTestId('rg-pending').locator('li[data-limit-type="20"]');
  await expect(pending).toContainText('raise to 200 RUB');
  await expect(pending).toContainText('waiting 24 hours');
  await expect(pending.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await depositRefused(page, '60', LIMIT_MESSAGE);

  expect((await devPost(page, '/web-api/dev/clock', { advanceMs: 86_400_000 })).status()).toBe(200);
  await openResponsible(page);
  await expect(pending).toHaveAttribute('data-need-approve', 'true');
  await pending.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('rg-notice')).toHaveText('The limit is set');
  await expect(active).toContainText('Daily deposit limit: 200 RUB');
  await depositPasses(page, '60', /160/);
  await openResponsible(page);

  // A reality check of 5 minutes: the popup once the clock has moved 5 minutes.
  await choose(page, 'rg-select-32', 'Minutes: 5');
  await page.getByTestId('rg-form-32').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('rg-active').locator('li[data-limit-type="32"]')).toContainText('Reality check: Minutes: 5');
  expect((await devPost(page, '/web-api/dev/clock', { advanceMs: 5 * 60_000 })).status()).toBe(200);
  await openResponsible(page);
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have been playing for \d+ h \d+ min\. Your net position in this session: 0\.00 RUB\./);
  await expect(check).toContainText('24 h 5 min');
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toHaveCount(0);

  // The same customer on the VIP brand (opened by the back office), linked by the verified e-mail.
  expect((await devPost(page, '/web-api/dev/player', { playerId: userId, activationType: 1 })).status()).toBe(200);
  expect((await devPost(page, '/web-api/dev/brand-player', { playerId: userId, brandId: 'vip' })).status()).toBe(200);

  // Self-exclusion for 1 day: logged out at once, login refused on both brands.
  await choose(page, 'rg-exclusion-days', 'Days: 1');
  await page.getByTestId('rg-exclusion-form').getByRole('button', { name: 'Self-exclude' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Self-exclusion' });
  await expect(confirm).toContainText('Exclude yourself for Days: 1?');
  await Promise.all([page.waitForURL(/\/en$/), confirm.getByRole('button', { name: 'Self-exclude' }).click()]);
  expect((await sessionOf(page)).authenticated).toBe(false);
  await loginRefused(page, '', email, password);
  await loginRefused(page, VIP_ORIGIN, email, password);
  // After the day, logging in works again.
  expect((await devPost(page, '/web-api/dev/clock', { advanceMs: 86_400_000 + 60_000 })).status()).toBe(200);
  expect((await apiPost(page, '/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: password })).status()).toBe(200);
});
