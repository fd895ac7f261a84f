/**
 * Age confirmation (spec §5, §9): a non-closable popup asks for the brand's minimum age; a
 * confirmation is remembered for 3 days. These tests start without the pre-confirmation the
 * other browser tests get from the `test` fixture.
 */
import { AGE_COOKIE } from '../../src/domain/visitor-choices.ts';
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
  // Rendered open by the server, it becomes modal once hydrated.
  await waitForHydration(page, 'AgeConfirmation');
  await expect.poll(() => popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);

  // Escape, a click outside and the absence of a close button keep it on screen.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 700);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button')).toHaveText(['I am 18 or older', 'Leave']);

  await popup.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(popup).toBeHidden();
  const cookie = (await page.context().cookies()).find((c) => c.name === AGE_COOKIE);
  expect(Date.now() - Number(cookie?.value)).toBeLessThan(60_000);
  // Kept as long as it counts: 3 days.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(THREE_DAYS_MS - 60_000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(THREE_DAYS_MS);

  // Remembered: not asked again on the next page load.
  await page.reload();
  await waitForHydration(page, 'AgeConfirmation');
  await expect(page.locator('.age-confirmation')).toHaveAttribute('data-state', 'confirmed');
  await expect(popup).toHaveCount(0);

  // A confirmation exactly 3 days old has expired: asked again.
  await page.context().addCookies([{ name: AGE_COOKIE, value: String(Date.now() - THREE_DAYS_MS), domain: '127.0.0.1', path: '/' }]);
  await page.reload();
  await expect(popup).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the popup is in the page before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/en`);
    const popup = page.getByRole('alertdialog', { name: 'Age confirmation' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'I am 18 or older' })).toBeVisible();
    // Shown over the page, centred in the view.
    const box = (await popup.boundingBox())!;
    const view = page.viewportSize()!;
    expect(Math.abs(box.y + box.height / 2 - view.height / 2)).toBeLessThan(2);
  } finally {
    await context.close();
  }
});

test('the VIP brand asks for its own minimum age, 21', async ({ page }) => {
  await page.goto(`http://vip.betportal.test:${PORT}/en`);
  const popup = page.getByRole('alertdialog', { name: 'Age confirmation' });
  await expect(popup.getByRole('button', { name: 'I am 21 or older' })).toBeVisible();
});

test('"Leave" leaves the site', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page, 'AgeConfirmation');
  await page.getByRole('alertdialog', { name: 'Age confirmation' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('about:blank');
});
