/**
 * The guests' registration reminder in Chromium (spec §9 remindPopupConfig: first after `delay`
 * seconds, then every `interval` minutes, the next time kept in local storage): when it is due the
 * guest is asked to register, "Not now" puts it off by the interval (it does not come back on the
 * next page), "Register" opens the registration dialog; a logged-in player is never asked.
 */
import { test, expect, registerViaApi } from './support.ts';
import { STORAGE_KEYS } from '../../src/client/shell/storage.ts';

test.use({ registrationReminder: true });

test('a guest is reminded to register when it is due, and a player never is', async ({ page }) => {
  // Due now (as if the delay had passed on an earlier page).
  await page.addInitScript(([key]: [string]) => {
    if (sessionStorage.getItem('reminder-test-seeded') === null) {
      localStorage.setItem(key, String(Date.now() - 1000));
      sessionStorage.setItem('reminder-test-seeded', '1');
    }
  }, [STORAGE_KEYS.registrationReminderAt] as [string]);
  await page.goto('/en/information/about');
  const reminder = page.getByTestId('registration-reminder');
  await expect(reminder).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Not registered yet?');
  await reminder.getByRole('button', { name: 'Not now' }).click();
  await expect(reminder).toHaveCount(0);
  const next = Number(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.registrationReminderAt));
  expect(next - Date.now()).toBeGreaterThan(29 * 60_000);
  expect(next - Date.now()).toBeLessThanOrEqual(30 * 60_000);

  // Not on the next page: it is put off by the interval.
  await page.goto('/en/information/contacts');
  await page.waitForTimeout(1500);
  await expect(reminder).toHaveCount(0);

  // Due again: "Register" opens the registration dialog.
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 1000)), STORAGE_KEYS.registrationReminderAt);
  await page.reload();
  await reminder.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toContainText('Registration');

  // A player is never reminded.
  await registerViaApi(page, 'reminder');
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 1000)), STORAGE_KEYS.registrationReminderAt);
  await page.goto('/en/information/about');
  await page.waitForTimeout(1500);
  await expect(reminder).toHaveCount(0);
});
