/**
 * The account pages in the browser (spec §2 Auth): registration on its own page (the dialog's
 * form in the page, the captcha, the bonus step, then the office), and the password reset journey
 * from the login page through the e-mailed link (works once) to a login with the new password.
 */
import { test, expect, PASSWORD, apiPost, devGet, dict, uniqueEmail, waitForHydration } from './support.ts';

// The first page of a fresh server renders its feed and islands cold.
test.describe.configure({ timeout: 90_000 });

test('registration page: the form in the page, captcha, bonus step, then the office', async ({ page }) => {
  const email = uniqueEmail('page-register');
  await page.goto('/en/registration');
  await waitForHydration(page, 'AccountForms');
  const form = page.locator('.auth-card');
  await expect(form.getByRole('heading', { level: 1 })).toHaveText('Registration Step 1 of 3');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(form.getByRole('radio')).toHaveCount(3);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: "Confirm you're not a robot" }).getByText("I'm not a robot").click();

  await expect(form.getByRole('heading', { level: 1 })).toHaveText('Registration Step 2 of 3');
  await form.getByText('Casino bonus').click();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText(dict('en', 'auth_done_title'))).toBeVisible();
  await Promise.all([page.waitForURL('**/en/office/account'), form.getByRole('button', { name: 'OK' }).click()]);
  const config = (await (await page.request.get('/web-api/user/config')).json()) as { result: { user_email: string; bonus_choice: string } };
  expect(config.result).toMatchObject({ user_email: email, bonus_choice: 'casino' });
});

test('password reset: from the login page, by the e-mailed link once, then a login with the new password', async ({ page }) => {
  const email = uniqueEmail('page-reset');
  expect((await apiPost(page, '/web-api/auth/register', { type: 'email', email, password: PASSWORD })).status()).toBe(201);
  // A guest again (the age and cookie choices stay).
  expect((await apiPost(page, '/web-api/auth/logout')).status()).toBe(200);

  await page.goto('/en/login');
  await waitForHydration(page, 'AccountForms');
  await Promise.all([page.waitForURL('**/en/user/passwordreset'), page.locator('.auth-card').getByRole('button', { name: dict('en', 'auth_forgot_password') }).click()]);
  await waitForHydration(page, 'AccountForms');
  const card = page.locator('.auth-card');
  await expect(card.getByRole('heading', { level: 1 })).toHaveText('Password recovery');
  await card.getByLabel('E-mail or phone number').fill(email);
  await card.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('dialog', { name: "Confirm you're not a robot" }).getByText("I'm not a robot").click();
  await expect(card.getByRole('status')).toHaveText(dict('en', 'auth_recovery_code_sent'));

  const outbox = await devGet<{ messages: { body: string; subject: string }[] }>(page, `/web-api/dev/outbox?recipient=${encodeURIComponent(email)}`);
  const message = outbox.messages.find((m) => m.subject === 'BetPortal: password recovery');
  const link = /https?:\/\/\S+\/en\/user\/passwordreset\?token=[\w-]+/.exec(message!.body)![0];

  await page.goto(link);
  await waitForHydration(page, 'AccountForms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  const newPassword = 'Fresh-Lantern-52-Orbit';
  const resetCard = page.locator('.account-card');
  await resetCard.getByRole('textbox', { name: 'New password' }).fill(newPassword);
  await resetCard.getByRole('button', { name: 'Save password' }).click();
  await expect(resetCard.getByRole('status')).toHaveText(dict('en', 'auth_password_saved'));

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert').first()).toHaveText(dict('en', 'account_reset_invalid'));

  await page.goto('/en/login');
  await waitForHydration(page, 'AccountForms');
  const login = page.locator('.auth-card');
  await login.getByLabel('E-mail or login').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await Promise.all([page.waitForURL('**/en/office/account'), login.getByRole('button', { name: 'Log in' }).click()]);
});
