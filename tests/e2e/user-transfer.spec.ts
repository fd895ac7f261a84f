/**
 * The user transfer journey in the browser (spec §4 User transfer, §7 Account and transfer, §8
 * captcha 113): a player with a required office transfer is sent to the flow, confirms a phone
 * with the SMS code (after the captcha dialog), gets the transferred credentials once, goes on to
 * `/en?transfered=1`, and is no longer redirected; the credentials log in.
 */
import { test, expect, apiPost, collectCspViolations, dict, island, registerViaApi, sessionOf, waitForHydration, devGet, devPost } from './support.ts';

test('user transfer: phone, captcha, SMS code, credentials shown once, then home with ?transfered=1', async ({ page }) => {
  const violations = await collectCspViolations(page);
  const { userId } = await registerViaApi(page, 'transfer');
  const dev = await devPost(page, '/web-api/dev/player', { playerId: userId, transferRequired: 'main' });
  expect(dev.status(), await dev.text()).toBe(200);

  // Any page sends the player to the flow.
  await page.goto('/en/onpay/success');
  await expect(page).toHaveURL('/en/user-transfer');
  await expect(page.getByRole('heading', { level: 1, name: dict('en', 'transfer_title') })).toBeVisible();
  await waitForHydration(page, 'AuthPanel');
  await waitForHydration(page, 'UserTransfer');
  const flow = island(page, 'UserTransfer');
  await expect(flow.getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible();

  // Step 1: the phone; the server asks for a captcha (113), answered in the captcha dialog.
  const national = `7400${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  await flow.getByLabel('Country code').fill('44');
  await flow.getByLabel('Phone number').fill(national);
  await flow.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('dialog', { name: "Confirm you're not a robot" }).getByText("I'm not a robot").click();
  await expect(flow.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  await expect(flow.getByRole('status')).toHaveText(dict('en', 'auth_code_sent'));

  // Step 2: the code from the SMS (the outbox sender's message).
  const outbox = await devGet<{ messages: { body: string }[] }>(page, `/web-api/dev/outbox?recipient=${encodeURIComponent(`+44${national}`)}`);
  const code = /(\d{6})/.exec(outbox.messages[0]?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await flow.getByLabel('Code from the SMS').fill(code!);
  await flow.getByRole('button', { name: 'Confirm' }).click();

  // Step 3: the transferred credentials, once.
  await expect(flow.getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible();
  await expect(flow.getByText(dict('en', 'transfer_done_text'))).toBeVisible();
  const credentials = flow.locator('dl.credentials dd');
  await expect(credentials).toHaveCount(2);
  const [login, password] = await credentials.allTextContents();
  expect(login).toMatch(/^bp\d{8}$/);
  expect(password!.length).toBeGreaterThanOrEqual(8);

  await flow.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/en?transfered=1');
  expect((await sessionOf(page)).authenticated).toBe(true);

  // Done: pages open without the redirect, and the flow page sends home.
  await page.goto('/en/onpay/success');
  await expect(page).toHaveURL('/en/onpay/success');
  await page.goto('/en/user-transfer');
  await expect(page).toHaveURL('/en');
  await expect(page.getByText(password!)).toHaveCount(0);
  expect(await violations()).toEqual([]);

  // The credentials log in. The page's own requests (balance, token) finish first: one answered
  // after the logout would renew the guest CSRF cookie between reading it and the next POST.
  await page.waitForLoadState('networkidle');
  expect((await apiPost(page, '/web-api/auth/logout')).status()).toBe(200);
  const relogin = await apiPost(page, '/web-api/auth/login', { mode: 'login_password', uLogin: login, uPassword: password, save: false });
  expect(relogin.status(), await relogin.text()).toBe(200);
  expect(await sessionOf(page)).toMatchObject({ authenticated: true, user_id: userId });
});
