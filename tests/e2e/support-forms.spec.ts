/**
 * The support button's forms in Chromium (spec §4 "Support button: the options list toggles;
 * callback or email opens a form"; §6 callback for players): a player opens "Write to us" from
 * the support menu (e-mail prefilled), sends a question and sees its number; support logs in to
 * the console, opens the request on the brand's list and answers it; the player's open page tells
 * the player at once, the office support page shows the answer and the outbox holds the e-mail.
 * A guest's request goes through the captcha dialog; the callback form is offered to players
 * only, and its phone is checked before sending. No CSP violation on the way.
 */
import type { Page } from '@playwright/test';
import { collectCspViolations, devGet, dict, expect, registerViaApi, test, waitForHydration, consoleLoginPage } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const CONSOLE = `http://admin.localhost:${PORT}`;
const en = (key: string) => dict('en', key);

/** Opens an option of the support menu. */
async function openSupportOption(page: Page, option: string) {
  await page.getByRole('button', { name: en('support_button') }).click();
  await page.getByRole('menu', { name: en('support_button') }).getByRole('menuitem', { name: option }).click();
}

test('a player writes to support; support answers in the console; the player reads the answer', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const violations = await collectCspViolations(page);
  await page.goto('/en');
  const { email } = await registerViaApi(page, 'support-form');
  // The player's stream of events (the header keeps it open), so the answer can be told at once; waited
  // for from before the page loads, since the header may open it before the navigation settles.
  const events = page.waitForResponse((response) => response.url().endsWith('/web-api/user/events') && response.status() === 200);
  await page.goto('/en');

  // The menu offers "call me back" to a player where the callback is on (main, English).
  await page.getByRole('button', { name: en('support_button') }).click();
  const menu = page.getByRole('menu', { name: en('support_button') });
  await expect(menu.getByRole('menuitem')).toHaveText([en('support_email'), en('support_callback')]);
  await page.keyboard.press('Escape');

  await openSupportOption(page, en('support_email'));
  const dialog = page.getByRole('dialog', { name: en('support_email_title') });
  await expect(dialog.getByLabel(en('support_field_email'))).toHaveValue(email);
  await dialog.getByLabel(en('support_field_name')).fill('Alex Morgan');
  const subject = `Withdrawal ${Date.now().toString(36)}`;
  await dialog.getByLabel(en('support_field_subject')).fill(subject);
  await dialog.getByLabel(en('support_field_message')).fill('My withdrawal of 40 has been pending since yesterday.');
  await dialog.getByRole('button', { name: en('support_send') }).click();
  const status = dialog.getByRole('status');
  await expect(status).toContainText(email);
  const requestId = /#(\d+)/.exec((await status.textContent()) ?? '')?.[1];
  expect(requestId).toBeTruthy();
  await dialog.getByRole('button', { name: en('main_close') }).last().click();
  await expect(dialog).toBeHidden();
  await events;

  const staff = await consoleLoginPage(browser, CONSOLE, 'support', '/console/support/main');
  const row = staff.locator(`tr[data-request="${requestId}"]`);
  await expect(row).toHaveAttribute('data-status', 'open');
  await row.getByRole('link', { name: subject }).click();
  await expect(staff).toHaveURL(`${CONSOLE}/console/support/main/${requestId}`);
  await expect(staff.getByTestId('support-message')).toHaveText('My withdrawal of 40 has been pending since yesterday.');
  await waitForHydration(staff, 'SupportAnswer');
  const answer = 'It was paid out this morning; allow a day for your bank.';
  await staff.getByLabel('Answer').fill(answer);
  await staff.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByTestId('support-answer-text')).toHaveText(answer);
  await staff.goto(`${CONSOLE}/console/support/main?status=answered`);
  await expect(staff.locator(`tr[data-request="${requestId}"]`)).toHaveAttribute('data-status', 'answered');
  await staff.close();

  // The player's open page is told at once.
  await expect(page.getByText(en('office_answer_support_request').replace('{{id}}', requestId!))).toBeVisible();
  await page.goto('/en/office/support');
  const item = page.locator(`[data-support-request="${requestId}"]`);
  await expect(item).toHaveAttribute('data-status', 'answered');
  await expect(item.getByTestId('support-request-answer')).toContainText(answer);
  const { messages } = await devGet<{ messages: { subject: string; body: string }[] }>(page, `/web-api/dev/outbox?recipient=${encodeURIComponent(email)}`);
  expect(messages.find((m) => m.subject.includes(subject))?.body).toContain(answer);
  expect(await violations()).toEqual([]);
});

test('a guest writes to support through the captcha dialog; the callback is for players only', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.goto('/en');
  await page.getByRole('button', { name: en('support_button') }).click();
  await expect(page.getByRole('menu', { name: en('support_button') }).getByRole('menuitem')).toHaveText([en('support_email')]);
  await page.getByRole('menuitem', { name: en('support_email') }).click();
  const dialog = page.getByRole('dialog', { name: en('support_email_title') });
  await dialog.getByLabel(en('support_field_name')).fill('Sam');
  await dialog.getByLabel(en('support_field_email')).fill('not an address');
  await dialog.getByLabel(en('support_field_subject')).fill('Registration');
  await dialog.getByLabel(en('support_field_message')).fill('Can I register with a phone number from abroad?');
  await dialog.getByRole('button', { name: en('support_send') }).click();
  await expect(dialog.getByText(en('support_invalid_email'))).toBeVisible();
  await dialog.getByLabel(en('support_field_email')).fill('sam@example.test');
  await dialog.getByRole('button', { name: en('support_send') }).click();
  const captcha = page.getByRole('dialog', { name: en('captcha_title') });
  await captcha.getByText(en('captcha_checkbox')).click();
  await expect(dialog.getByRole('status')).toContainText('sam@example.test');
  expect(await violations()).toEqual([]);
});

test('the callback form checks the phone and sends the request', async ({ page }) => {
  await page.goto('/en');
  await registerViaApi(page, 'callback-form');
  await page.goto('/en');
  await openSupportOption(page, en('support_callback'));
  const dialog = page.getByRole('dialog', { name: en('support_callback_title') });
  await dialog.getByLabel(en('support_field_name')).fill('Alex Morgan');
  await dialog.getByLabel(en('support_field_phone')).fill('+44 20');
  // The radio input is visually hidden: its label takes the click.
  await dialog.getByText(en('support_time_evening')).click();
  await expect(dialog.getByRole('radio', { name: en('support_time_evening') })).toBeChecked();
  await dialog.getByRole('button', { name: en('support_send') }).click();
  await expect(dialog.getByText(en('support_invalid_phone'))).toBeVisible();
  await dialog.getByLabel(en('support_field_phone')).fill('+44 20 7946 0000');
  // Leaving the field clears its error line first, so the button does not move under the click.
  await dialog.getByLabel(en('support_field_phone')).press('Tab');
  await expect(dialog.getByText(en('support_invalid_phone'))).toBeHidden();
  await dialog.getByRole('button', { name: en('support_send') }).click();
  await expect(dialog.getByRole('status')).toContainText('+442079460000');
});
