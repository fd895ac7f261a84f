/**
 * The personal office in Chromium, on a 390 px wide screen and on a desktop one: the office shell
 * (menu by category from the built office routes, user data), the header's account menu (deposit
 * button, balance, office links with bet history), the account page (add, switch, remove a
 * currency account with the spec's messages), a deposit through the recharge modal, a withdrawal
 * on deduce, and both in the payment history.
 */
import type { Page } from '@playwright/test';
import { collectCspViolations, expect, registerViaApi, test, waitForHydration } from './support.ts';

/** Nothing on the page is wider than the screen. */
async function noSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** The element at the centre of `testId`'s first match is that element or inside it (nothing fixed covers it). */
async function notCovered(page: Page, selector: string) {
  const free = await page.locator(selector).first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(free, selector).toBe(true);
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('office shell, header account menu, accounts, deposit, withdrawal and payment history', async ({ page }) => {
    test.setTimeout(90_000);
    const { email } = await registerViaApi(page, 'office');
    const cspViolations = await collectCspViolations(page);

    // The office shell: user data and the menu by category; /office opens the account page.
    await page.goto('/en/office');
    await expect(page).toHaveURL(/\/en\/office\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByTestId('office-user')).toContainText(email);
    // On a phone the page's content comes first; the menu waits behind its button above it.
    const menu = page.getByTestId('office-menu');
    await expect(menu).toBeHidden();
    const toggle = page.getByTestId('office-menu-toggle').locator('summary');
    expect((await toggle.boundingBox())!.y).toBeLessThan((await page.getByRole('heading', { level: 1, name: 'Account' }).boundingBox())!.y);
    await toggle.click();
    await expect(menu.locator('[data-category="payments"] a')).toHaveText(['Deposit', 'Withdraw', 'Payment history', 'Payment requests']);
    await expect(menu.locator('[data-category="bets"] a')).toHaveText(['Bet history']);
    await expect(menu.locator('[data-category="responsible"] a')).toHaveText(['Responsible gaming']);
    await expect(menu.locator('a[aria-current="page"]')).toHaveText('Account');
    await noSideScroll(page);
    await notCovered(page, '[data-testid="office-menu"] a[data-office-path="history"]');

    // The header's account menu: balance, office links, bet history.
    await waitForHydration(page, 'AuthPanel');
    await expect(page.locator('.auth-deposit')).toHaveAttribute('href', '/en/office/recharge');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const accountMenu = page.getByRole('menu', { name: 'Account menu' });
    await expect(accountMenu.getByRole('menuitem', { name: 'Bet history' })).toBeVisible();
    await expect(accountMenu.getByRole('menuitem', { name: 'Payment history' })).toBeVisible();
    await noSideScroll(page);
    await accountMenu.getByRole('menuitem', { name: 'Bet history' }).click();
    await expect(page).toHaveURL(/\/en\/office\/history$/);
    await page.getByTestId('office-menu-toggle').locator('summary').click();
    await expect(page.getByTestId('office-menu').locator('a[aria-current="page"]')).toHaveText('Bet history');

    // Accounts: open a USD account, make it active and back, remove it.
    await page.goto('/en/office/account');
    await waitForHydration(page, 'AccountManager');
    const list = page.getByTestId('account-list');
    await expect(list.locator('[data-account-type="0"]')).toHaveAttribute('data-active', 'true');
    await expect(list.locator('[data-account-type="4"]')).toContainText('Bonus account');
    const add = page.getByTestId('account-add');
    await add.getByRole('button', { name: /Currency of a new account/ }).press('Enter');
    await page.getByRole('listbox').getByRole('option', { name: 'USD', exact: true }).click();
    await add.getByRole('button', { name: 'Open account' }).click();
    const notice = page.getByTestId('account-notice');
    await expect(notice).toHaveText('The USD account is open.');
    const usd = list.locator('[data-account-type="9"]');
    await expect(usd).toContainText('USD');
    const usdId = await usd.getAttribute('data-account-id');
    await usd.getByRole('button', { name: 'Make active' }).click();
    await expect(notice).toHaveText(`Account ${usdId} will be made active`);
    await expect(usd).toHaveAttribute('data-active', 'true');
    // The active account cannot be removed: the server's message.
    await usd.getByRole('button', { name: 'Remove' }).click();
    await expect(notice).toHaveText('Switch to another account before removing this one.');
    await list.locator('[data-account-type="0"]').getByRole('button', { name: 'Make active' }).click();
    await expect(list.locator('[data-account-type="0"]')).toHaveAttribute('data-active', 'true');
    await usd.getByRole('button', { name: 'Remove' }).click();
    await expect(notice).toHaveText('The USD account is removed.');
    await expect(list.locator('[data-account-type="9"]')).toHaveCount(0);
    await noSideScroll(page);

    // A deposit of 250 through the recharge modal, at 390 px.
    await page.goto('/en/office/recharge');
    await waitForHydration(page, 'Recharge');
    await page.getByTestId('payment-amount').fill('250');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const modal = page.getByRole('dialog', { name: 'Payment' });
    const provider = page.frameLocator('[data-testid="recharge-frame"]');
    await expect(provider.getByText('Amount: 250 RUB')).toBeVisible();
    await noSideScroll(page);
    await provider.getByRole('button', { name: 'Success', exact: true }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('recharge-notice')).toHaveText('250 RUB is credited to your account.');
    await expect(page.getByTestId('auth-balance')).toContainText(/250/);

    // A deposit the provider declines: nothing credited.
    await page.getByTestId('payment-amount').fill('5');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await provider.getByRole('button', { name: 'Fail', exact: true }).click();
    await expect(page.getByTestId('recharge-notice')).toHaveText('The payment of 5 RUB was declined.');

    // A withdrawal of 40 on deduce.
    await page.goto('/en/office/deduce');
    await waitForHydration(page, 'Deduce');
    await page.getByTestId('payment-amount').fill('40');
    await page.getByTestId('deduce-form').getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByTestId('deduce-notice')).toHaveText('Withdrawal sent');
    await expect(page.getByTestId('auth-balance')).toContainText(/210/);

    // The payment history: the three payments with their status, newest first; filters.
    await page.goto('/en/office/historypay');
    const rows = page.getByTestId('historypay-table').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Withdrawal');
    await expect(rows.nth(0)).toContainText('-40.00 RUB');
    await expect(rows.nth(0)).toHaveAttribute('data-status', 'success');
    await expect(rows.nth(1)).toHaveAttribute('data-status', 'fail');
    await expect(rows.nth(2)).toContainText('250.00 RUB');
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    await expect(page).toHaveURL(/direction=withdrawal/);
    await expect(rows).toHaveCount(1);
    await noSideScroll(page);
    expect(await cspViolations()).toEqual([]);
  });

  test('right to left: the Arabic office fits the screen', async ({ page }) => {
    await registerViaApi(page, 'office-ar');
    await page.goto('/ar/office/historypay');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'سجل المدفوعات' })).toBeVisible();
    await page.getByTestId('office-menu-toggle').locator('summary').click();
    await expect(page.getByTestId('office-menu').locator('a[aria-current="page"]')).toHaveText('سجل المدفوعات');
    await noSideScroll(page);
    await waitForHydration(page, 'AuthPanel');
    await page.getByRole('button', { name: 'قائمة الحساب' }).click();
    await expect(page.getByRole('menu', { name: 'قائمة الحساب' }).getByRole('menuitem', { name: 'سجل الرهانات' })).toBeVisible();
    await noSideScroll(page);
  });
});

test('desktop: the office menu beside the page and the header account menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerViaApi(page, 'office-desk');
  await page.goto('/en/office/responsible');
  const aside = page.locator('.office-aside');
  const content = page.locator('.office-content');
  const [a, c] = [await aside.boundingBox(), await content.boundingBox()];
  expect(a!.x + a!.width).toBeLessThanOrEqual(c!.x);
  await expect(page.getByTestId('office-menu').locator('a[aria-current="page"]')).toHaveText('Responsible gaming');
  await waitForHydration(page, 'AuthPanel');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu', { name: 'Account menu' }).getByRole('menuitem', { name: 'Payment history' }).click();
  await expect(page).toHaveURL(/\/en\/office\/historypay$/);
  await expect(page.getByText('No payments yet.')).toBeVisible();
});
