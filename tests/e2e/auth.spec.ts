/**
 * Player identity journeys in the browser (spec §4 Auth watcher, Logout, Idle, Ban, Registration
 * types, Password recovery; §8 captcha): registration through the step modal with the captcha
 * dialog, logout through the confirmation, login with a two-step code, the session across a
 * reload, auto logoff after inactivity, a banned player kept to allowed routes, and password
 * recovery from the home page query.
 */
import { TOTP, Secret } from 'otpauth';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/client/shell/storage.ts';
import { test, expect, PASSWORD, apiPost, collectCspViolations, dict, registerViaApi, sessionOf, uniqueEmail, waitForHydration, devGet, devPost } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const IDLE_NOTICE = dict('en', 'auth_idle_notice');

/** The header's auth panel, hydrated. */
async function authPanel(page: Page) {
  await waitForHydration(page, 'AuthPanel');
  return page.getByRole('banner');
}

/** The main account's label as the API formats it for English pages. */
async function mainBalanceLabel(page: Page): Promise<string> {
  const response = await page.request.get('/web-api/user/balance?lang=en');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { all_accounts: { type: number; labelWithSymbol: string }[] };
  const main = body.all_accounts.find((account) => account.type === 0);
  if (!main) throw new Error('no main account');
  return main.labelWithSymbol;
}

/** The current TOTP code of a base32 secret (RFC 6238: SHA-1, 6 digits, 30 s), as an authenticator app shows it. */
function totpCode(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/** Logs in through the login dialog (e-mail and password) and waits for the reload. */
async function logInThroughDialog(page: Page, email: string, password: string) {
  const banner = await authPanel(page);
  await banner.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail or login').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Log in' }).click()]);
}

test('registration by e-mail: step modal, captcha dialog, bonus step, then the balance in the header', async ({ page }) => {
  const violations = await collectCspViolations(page);
  const email = uniqueEmail('ui-register');
  await page.goto('/en');
  const banner = await authPanel(page);
  await expect(banner.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Registration' }).click();
  const step1 = page.getByRole('dialog', { name: 'Registration Step 1 of 3' });
  await expect(step1).toBeVisible();
  await expect(step1.getByRole('radio', { name: 'By e-mail' })).toBeChecked();
  await step1.getByLabel('E-mail', { exact: true }).fill(email);
  await step1.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await step1.getByRole('button', { name: 'Register' }).click();

  // The server refuses without a captcha solution (code 112): the captcha dialog asks first.
  const captcha = page.getByRole('dialog', { name: "Confirm you're not a robot" });
  await expect(captcha).toBeVisible();
  const robot = captcha.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(robot).not.toBeChecked();
  await captcha.getByText("I'm not a robot").click();
  await expect(captcha).toBeHidden();

  const step2 = page.getByRole('dialog', { name: 'Registration Step 2 of 3' });
  await expect(step2).toBeVisible();
  await expect(step2.getByRole('radio')).toHaveCount(3);
  for (const name of ['No bonus', 'Sports bonus', 'Casino bonus']) await expect(step2.getByRole('radio', { name, exact: true })).not.toBeChecked();
  await step2.getByText('Sports bonus').click();
  await expect(step2.getByRole('radio', { name: 'Sports bonus' })).toBeChecked();
  await step2.getByRole('button', { name: 'Continue' }).click();

  const step3 = page.getByRole('dialog', { name: 'Registration Step 3 of 3' });
  await expect(step3).toBeVisible();
  await expect(step3.getByText('Registration complete')).toBeVisible();
  await step3.getByRole('button', { name: 'OK' }).click();
  await expect(step3).toBeHidden();

  // Logged in: the header shows the main account balance as the API formats it, and Log out.
  const session = await sessionOf(page);
  expect(session.authenticated).toBe(true);
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Registration' })).toHaveCount(0);
  await expect(banner.locator('.auth-balance-amount')).toHaveText(await mainBalanceLabel(page));
  const config = (await (await page.request.get('/web-api/user/config')).json()) as { result: { bonus_choice: string; user_email: string } };
  expect(config.result.bonus_choice).toBe('sports');
  expect(config.result.user_email).toBe(email);

  expect(await violations()).toEqual([]);
});

test('one-click registration shows the generated login and password once; they log in', async ({ page }) => {
  await page.goto('/en');
  const banner = await authPanel(page);
  await banner.getByRole('button', { name: 'Registration' }).click();
  const step1 = page.getByRole('dialog', { name: 'Registration Step 1 of 3' });
  await step1.getByText('One click').click();
  await expect(step1.getByText(dict('en', 'auth_fast_text'))).toBeVisible();
  await step1.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: "Confirm you're not a robot" }).getByText("I'm not a robot").click();

  const step2 = page.getByRole('dialog', { name: 'Registration Step 2 of 3' });
  await step2.getByText('No bonus', { exact: true }).click();
  await step2.getByRole('button', { name: 'Continue' }).click();
  const step3 = page.getByRole('dialog', { name: 'Registration Step 3 of 3' });
  const credentials = step3.locator('dl.credentials dd');
  await expect(credentials).toHaveCount(2);
  const [login, password] = await credentials.allTextContents();
  expect(login).toMatch(/^bp\d{8}$/);
  expect(password!.length).toBeGreaterThanOrEqual(8);
  await step3.getByRole('button', { name: 'OK' }).click();
  const config = (await (await page.request.get('/web-api/user/config')).json()) as { result: { bonus_choice: string } };
  expect(config.result.bonus_choice).toBe('none');

  // Shown once: a reload does not show them again; they log in after a logout.
  await page.reload();
  await expect(page.getByText(password!)).toHaveCount(0);
  await apiPost(page, '/web-api/auth/logout');
  await page.reload();
  await logInThroughDialog(page, login!, password!);
  await expect((await authPanel(page)).getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('phone registration: SMS code (captcha 113), then the registration (captcha 112)', async ({ page }) => {
  // A UK mobile number in the 7400 range (valid for libphonenumber), unique per run.
  const national = `7400${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  await page.goto('/en');
  const banner = await authPanel(page);
  await banner.getByRole('button', { name: 'Registration' }).click();
  const step1 = page.getByRole('dialog', { name: 'Registration Step 1 of 3' });
  await step1.getByText('By phone').click();
  await step1.getByLabel('Country code').fill('44');
  await step1.getByLabel('Phone number').fill(national);
  await step1.getByRole('button', { name: 'Send code' }).click();
  const captcha = page.getByRole('dialog', { name: "Confirm you're not a robot" });
  await captcha.getByText("I'm not a robot").click();
  await expect(step1.getByRole('status')).toHaveText(dict('en', 'auth_code_sent'));

  const outbox = await devGet<{ messages: { body: string }[] }>(page, `/web-api/dev/outbox?recipient=${encodeURIComponent(`+44${national}`)}`);
  const code = /(\d{6})/.exec(outbox.messages[0]?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await step1.getByLabel('Code from the SMS').fill(code!);
  await step1.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await step1.getByRole('button', { name: 'Register' }).click();
  await captcha.getByText("I'm not a robot").click();

  await expect(page.getByRole('dialog', { name: 'Registration Step 2 of 3' })).toBeVisible();
  const config = (await (await page.request.get('/web-api/user/config')).json()) as { result: { phone_code: string; phone_number: string; activation_type: number } };
  expect(config.result).toMatchObject({ phone_code: '+44', phone_number: national, activation_type: 3 });
});

test('logout asks for confirmation; confirming logs out and shows the guest buttons', async ({ page }) => {
  await registerViaApi(page, 'logout');
  await page.goto('/en');
  const banner = await authPanel(page);
  const logout = banner.getByRole('button', { name: 'Log out' });
  await expect(logout).toBeVisible();

  // Cancel keeps the session.
  await logout.click();
  const confirm = page.getByRole('alertdialog', { name: dict('en', 'header_you_sure') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: dict('en', 'header_cancel') }).click();
  await expect(confirm).toBeHidden();
  expect((await sessionOf(page)).authenticated).toBe(true);

  // Confirm logs out, then the page reloads as a guest's.
  await logout.click();
  await expect(confirm).toBeVisible();
  await Promise.all([page.waitForEvent('load'), confirm.getByRole('button', { name: dict('en', 'header_confirm') }).click()]);
  await expect(page).toHaveURL('/en');
  const guestBanner = await authPanel(page);
  await expect(guestBanner.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(guestBanner.getByRole('button', { name: 'Registration' })).toBeVisible();
  await expect(guestBanner.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  expect((await sessionOf(page)).authenticated).toBe(false);
});

test('login with a two-step code: e-mail and password, then the 6-digit TOTP code', async ({ page }) => {
  const { userId, email, password } = await registerViaApi(page, 'two-step');
  const setup = await apiPost(page, '/web-api/user/two-step/setup');
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await apiPost(page, '/web-api/user/two-step/enable', { code: totpCode(secret) });
  expect(enable.status(), await enable.text()).toBe(200);
  expect((await apiPost(page, '/web-api/auth/logout')).status()).toBe(200);
  expect((await sessionOf(page)).authenticated).toBe(false);

  // ?login=1 opens the login dialog for a guest.
  await page.goto('/en?login=1');
  await waitForHydration(page, 'AuthPanel');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Login and password' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('E-mail or login').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();

  const twoStep = page.getByRole('dialog', { name: 'Two-step login' });
  await expect(twoStep).toBeVisible();
  // Still a guest until the code is accepted.
  expect((await sessionOf(page)).authenticated).toBe(false);
  await twoStep.getByLabel('6-digit code').fill(totpCode(secret));
  await Promise.all([page.waitForEvent('load'), twoStep.getByRole('button', { name: 'Confirm' }).click()]);

  await expect(page).toHaveURL('/en');
  const banner = await authPanel(page);
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await sessionOf(page)).toMatchObject({ authenticated: true, user_id: userId });
});

test('a wrong two-step code shows the server detail and keeps the player a guest', async ({ page }) => {
  const { email, password } = await registerViaApi(page, 'two-step-wrong');
  const { secret } = (await (await apiPost(page, '/web-api/user/two-step/setup')).json()) as { secret: string };
  expect((await apiPost(page, '/web-api/user/two-step/enable', { code: totpCode(secret) })).status()).toBe(200);
  await apiPost(page, '/web-api/auth/logout');

  await page.goto('/en?login=1');
  await waitForHydration(page, 'AuthPanel');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail or login').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const twoStep = page.getByRole('dialog', { name: 'Two-step login' });
  const right = totpCode(secret);
  await twoStep.getByLabel('6-digit code').fill(right === '000000' ? '111111' : '000000');
  await twoStep.getByRole('button', { name: 'Confirm' }).click();
  await expect(twoStep.getByRole('alert')).toContainText('The code is wrong.');
  expect((await sessionOf(page)).authenticated).toBe(false);
});

test('the session survives a reload, and the server renders the player header', async ({ page }) => {
  const { userId } = await registerViaApi(page, 'reload');
  await page.goto('/en');
  const banner = await authPanel(page);
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  const label = await mainBalanceLabel(page);
  await expect(banner.locator('.auth-balance-amount')).toHaveText(label);

  await page.reload();
  const again = await authPanel(page);
  await expect(again.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(again.locator('.auth-balance-amount')).toHaveText(label);
  expect(await sessionOf(page)).toMatchObject({ authenticated: true, user_id: userId });

  // Before hydration: the server-rendered header already has the player's button, not the guest's.
  const html = await (await page.request.get('/en')).text();
  expect(html).toContain('>Log out</button>');
  expect(html).not.toContain('>Registration</button>');
});

test('auto logoff after inactivity, then the inactivity notice on the next authenticated load', async ({ page, context }) => {
  test.setTimeout(60_000);
  // 0.05 min = 3 s of inactivity (the server honours the cookie only with PORTAL_DEV_TOOLS=1).
  await context.addCookies([{ name: 'idle_minutes_test', value: '0.05', domain: '127.0.0.1', path: '/' }]);
  const { email, password } = await registerViaApi(page, 'idle');
  // The context's storage holds no last-active time yet, so the period cannot start before this
  // load: the earliest moment a logoff may come is 3 s after it (a bound, not a speed).
  const beforeLoad = Date.now();
  await page.goto('/en');
  const banner = await authPanel(page);
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();

  // No activity: the player is disconnected and the page reloads as a guest's.
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - beforeLoad).toBeGreaterThanOrEqual(3_000);
  await waitForHydration(page, 'AuthPanel');
  expect((await sessionOf(page)).authenticated).toBe(false);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.autoLogoff)).toBe('1');
  // A guest load keeps the flag and shows nothing yet (spec §4 Idle: on the next authenticated load).
  await expect(page.getByText(IDLE_NOTICE)).toHaveCount(0);

  // Back to the normal period, log in again: the notice shows once and the flag is cleared.
  await context.clearCookies({ name: 'idle_minutes_test' });
  await logInThroughDialog(page, email, password);
  const notice = page.getByRole('region', { name: 'Notifications' }).getByText(IDLE_NOTICE);
  await expect(notice).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.autoLogoff)).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.reload();
  await waitForHydration(page, 'Notifications');
  await waitForHydration(page, 'AuthPanel');
  await expect(page.getByText(IDLE_NOTICE)).toHaveCount(0);
});

test('a banned player is kept to the routes allowed when banned', async ({ page }) => {
  const { userId } = await registerViaApi(page, 'banned');
  // Not banned yet: the payment return page opens.
  await page.goto('/en/onpay/success');
  await expect(page).toHaveURL('/en/onpay/success');

  const ban = await devPost(page, '/web-api/dev/player', { playerId: userId, banLevel: 10 });
  expect(ban.status(), await ban.text()).toBe(200);
  expect(await ban.json()).toMatchObject({ id: userId, banLevel: 10 });

  await page.goto('/en/onpay/success');
  await expect(page).toHaveURL('/en');
  await page.goto('/en/onpay/withdraw/pending');
  await expect(page).toHaveURL('/en');

  // Home is allowed when banned: it stays reachable, and the player is still logged in.
  const home = await page.goto('/en');
  expect(home?.status()).toBe(200);
  await expect(page).toHaveURL('/en');
  await expect((await authPanel(page)).getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('forgot password from the home page query: code, wrong code, new password, login', async ({ page }) => {
  const { email } = await registerViaApi(page, 'recover');
  await apiPost(page, '/web-api/auth/logout');

  await page.goto('/en?showForgotPasswordModal=1');
  await waitForHydration(page, 'AuthPanel');
  const dialog = page.getByRole('dialog', { name: 'Password recovery' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail or phone number').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const captcha = page.getByRole('dialog', { name: "Confirm you're not a robot" });
  await expect(captcha).toBeVisible();
  await captcha.getByText("I'm not a robot").click();
  await expect(dialog.getByRole('status')).toHaveText(dict('en', 'auth_recovery_code_sent'));

  const outbox = await devGet<{ messages: { body: string }[] }>(page, `/web-api/dev/outbox?recipient=${encodeURIComponent(email)}`);
  const code = outbox.messages.map((m) => /recovery code: (\d{6})/.exec(m.body)?.[1]).find(Boolean);
  expect(code).toMatch(/^\d{6}$/);

  const newPassword = 'Another-Horse-88-Staple';
  await dialog.getByLabel('Recovery code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByLabel('New password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The code is wrong.');

  await dialog.getByLabel('Recovery code').fill(code!);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByRole('status')).toHaveText(dict('en', 'auth_password_saved'));
  await dialog.getByRole('button', { name: 'Log in' }).click();

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByLabel('E-mail or login').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: 'Log in' }).click()]);
  // The dialog query is dropped from the URL after the login.
  await expect(page).toHaveURL('/en');
  await expect((await authPanel(page)).getByRole('button', { name: 'Log out' })).toBeVisible();

  // For a player the query opens nothing (spec §2: guests only).
  await page.goto('/en?showForgotPasswordModal=1');
  await waitForHydration(page, 'AuthPanel');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a VIP domain offers login but no registration', async ({ page }) => {
  await page.goto(`http://vip.betportal.test:${PORT}/en`);
  const banner = await authPanel(page);
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Registration' })).toHaveCount(0);
});
