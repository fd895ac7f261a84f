/**
 * Age confirmation (spec §5, §9): a non-closable popup asks for the brand's minimum age; a
 * confirmation is remembered for 3 days. These tests start without the pre-confirmation the
 * other browser tests get from the `test` fixture.
 */
import { STORAGE_KEYS } from '../../src/client/storage.ts';
import { test, expect, collectCspViolations, waitForHydration } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const THREE_DAYS_MS = 259_200_000;

test.use({ ageConfirmed: false });

test('the age popup cannot be dismissed; "I am 18 or older" is remembered for 3 days', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.goto('/en');
  const popup = page.getByRole('alertdialog', { name: 'Age confirmation' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('at least 18 years old');

  // Escape, a click outside and the absence of a close button keep it on screen.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 700);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button')).toHaveText(['I am 18 or older', 'Leave']);

  await popup.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(popup).toBeHidden();
  const storedAt = Number(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.ageConfirmedAt));
  expect(Date.now() - storedAt).toBeLessThan(60_000);

  // Remembered: not asked again on the next page load.
  await page.reload();
  await waitForHydration(page, 'AgeConfirmation');
  await expect(page.locator('.age-confirmation')).toHaveAttribute('data-state', 'confirmed');
  await expect(popup).toHaveCount(0);

  // A confirmation exactly 3 days old has expired: asked again.
  await page.evaluate(([key, at]) => localStorage.setItem(key, at), [STORAGE_KEYS.ageConfirmedAt, String(Date.now() - THREE_DAYS_MS)] as const);
  await page.reload();
  await expect(popup).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the VIP brand asks for its own minimum age, 21', async ({ page }) => {
  await page.goto(`http://vip.betportal.test:${PORT}/en`);
  const popup = page.getByRole('alertdialog', { name: 'Age confirmation' });
  await expect(popup.getByRole('button', { name: 'I am 21 or older' })).toBeVisible();
});

test('"Leave" leaves the site', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('alertdialog', { name: 'Age confirmation' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('about:blank');
});
