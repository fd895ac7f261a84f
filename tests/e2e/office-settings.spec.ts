/**
 * The office security and settings pages in Chromium: a player changes the password (the page
 * says so, the new password logs in) and ends another of their sessions (that browser is logged
 * out, the current one stays); in settings the odds format is set to American and the line page
 * shows American prices (from the saved setting, in a fresh browser too); a player files a
 * request about a deposit, support answers it in the console and the player reads the answer.
 */
import type { Browser, Page } from '@playwright/test';
import { apiPost, confirmAge, expect, registerViaApi, sessionOf, test, waitForHydration, outcomesReady, consoleLoginPage } from './support.ts';

const NEW_PASSWORD = 'a quite different passphrase 2026';
const PORT = Number(process.env.E2E_PORT ?? 4399);
const CONSOLE = `http://admin.localhost:${PORT}`;

/** Picks an option of a react-aria Select (opened from the keyboard). */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).getByRole('button').press('Enter');
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByTestId(testId).getByRole('button')).toContainText(option);
}

/** A second browser context (age confirmed) logged in as the player through the API. */
async function secondBrowser(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  await confirmAge(context);
  const page = await context.newPage();
  await page.request.get('/web-api/session');
  const response = await apiPost(page, '/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: password, save: false });
  expect(response.status(), await response.text()).toBe(200);
  return { context, page };
}

test('security: change password and end another session', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const { email, password, userId } = await registerViaApi(page, 'sec');
  const other = await secondBrowser(browser, baseURL!, email, password);
  expect((await sessionOf(other.page)).user_id).toBe(userId);

  await page.goto('/en/office/security');
  await waitForHydration(page, 'OfficeSecurity');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const sessions = page.getByTestId('sessions').locator('li');
  await expect(sessions).toHaveCount(2);
  await expect(page.getByTestId('sessions').locator('li[data-current="true"]')).toContainText('this session');
  // Each session names the browser and system it started from (Debian Chromium here) and its address.
  await expect(page.getByTestId('sessions').locator('li[data-current="true"]').getByTestId('session-device')).toHaveText(/^Chrom(e|ium) \d+ · Linux · desktop$/);
  await expect(page.getByTestId('sessions').locator('li[data-current="true"]')).toContainText('127.0.0.1');
  await page.getByTestId('sessions').locator('li[data-current="false"]').getByRole('button', { name: 'End session' }).click();
  await expect(page.getByTestId('security-notice')).toHaveText('The session has ended.');
  await expect(sessions).toHaveCount(1);
  expect((await sessionOf(other.page)).authenticated).toBe(false);
  await other.context.close();

  await page.getByTestId('old-password').fill(password);
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('password-form').getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('security-notice')).toHaveText('The password is changed. Your other sessions have ended.');
  expect((await sessionOf(page)).authenticated).toBe(true);
  await page.reload();
  await expect(page.locator('[data-method="is_changed_password"]')).toHaveAttribute('data-on', 'true');
  const again = await secondBrowser(browser, baseURL!, email, NEW_PASSWORD);
  expect((await sessionOf(again.page)).user_id).toBe(userId);
  await again.context.close();
});

test('settings: the odds format and theme chosen in the office are the line page\'s', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const { email, password } = await registerViaApi(page, 'set');
  await page.goto('/en/line');
  const firstCoef = page.locator('.outcome .outcome-coef').first();
  await expect(firstCoef).toHaveText(/^\d+\.\d+$/);

  await page.goto('/en/office/settings');
  await waitForHydration(page, 'OfficeSettings');
  await choose(page, 'settings-coef-view', 'American');
  await page.getByTestId('settings-theme').getByText('Dark').click();
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-notice')).toHaveText('Saved');

  await page.goto('/en/line');
  await outcomesReady(page);
  await expect(page.locator('.outcome .outcome-coef').first()).toHaveText(/^[+-]\d+$/);
  // The dark palette of the brand's theme (brands/main/brand.json theme.alternate.background #0f1512).
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 21, 18)');

  // The setting is the player's, not this browser's: a fresh browser shows it too.
  const other = await secondBrowser(browser, baseURL!, email, password);
  await other.page.goto('/en/line');
  await outcomesReady(other.page);
  await expect(other.page.locator('.outcome .outcome-coef').first()).toHaveText(/^[+-]\d+$/);
  await other.context.close();
});

test('payment request: filed by the player, answered by support in the console', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await registerViaApi(page, 'payreq');
  const balance = (await (await page.request.get('/web-api/user/balance')).json()) as { all_accounts: { id: number; type: number }[] };
  const accountId = balance.all_accounts.find((a) => a.type === 0)!.id;
  const deposit = await apiPost(page, '/web-api/payments/deposit', { accountId, amount: '40', provider: 'test', idempotencyKey: `e2e-${Date.now()}` });
  const paymentId = ((await deposit.json()) as { payment: { id: number } }).payment.id;

  await page.goto('/en/office/payment/requests');
  await page.getByTestId('payreq-new').click();
  await page.getByTestId('payreq-topics').getByRole('link', { name: 'Deposit' }).click();
  await page.getByTestId('payreq-payments').locator(`a[data-payment="${paymentId}"]`).click();
  await expect(page.getByTestId('payreq-picked')).toContainText(`Payment #${paymentId}: RUB 40.00`);
  await waitForHydration(page, 'PaymentRequestForm');
  await page.getByTestId('payment-request-message').fill('My deposit of 40 is not on my balance.');
  // The requests page's stream of the player's events (the header follows it on every page).
  const events = page.waitForResponse((response) => response.url().endsWith('/web-api/user/events') && response.status() === 200);
  await page.getByTestId('payment-request-form').getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/en\/office\/payment\/requests$/);
  await events;
  const item = page.getByTestId('payment-requests').locator('li').first();
  await expect(item).toHaveAttribute('data-status', 'open');
  const requestId = await item.getAttribute('data-request');

  const staff = await consoleLoginPage(browser, CONSOLE, 'support', '/console/payment-requests');
  await waitForHydration(staff, 'PaymentRequests');
  const row = staff.locator(`li[data-request="${requestId}"]`);
  await expect(row).toContainText('My deposit of 40 is not on my balance.');
  await row.getByLabel('Answer').fill('The provider confirmed it: it is on your balance now.');
  await row.getByRole('button', { name: 'Send answer' }).click();
  await expect(row.getByTestId('answer-text')).toContainText('The provider confirmed it');
  await staff.close();
  // The player's open page is told at once.
  await expect(page.getByText(`Support answered your payment request #${requestId}`)).toBeVisible();

  await page.reload();
  await expect(item).toHaveAttribute('data-status', 'answered');
  await expect(item.getByTestId('payreq-answer')).toContainText('The provider confirmed it: it is on your balance now.');
});
