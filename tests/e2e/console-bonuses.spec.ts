/**
 * Bonus templates in the console, in Chromium: the demo brand manager opens main's bonuses, creates
 * a template through the form (switched off, so no player is offered it), sees it listed, and an
 * edit above the brand's 10× wagering policy is refused with the server's reason.
 */
import { test, expect, waitForHydration } from './support.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/staff/demo.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const CONSOLE = `http://admin.localhost:${PORT}`;

test('a brand manager creates a bonus template and the policy refuses wagering above 10×', async ({ page }) => {
  test.setTimeout(90_000);
  const manager = DEMO_STAFF.find((m) => m.role === 'brand_manager')!;
  await page.goto(`${CONSOLE}/console/login?next=${encodeURIComponent('/console/bonuses/main')}`);
  await waitForHydration(page, 'ConsoleLogin');
  await page.getByLabel('E-mail').fill(manager.email);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const step = Math.floor(Date.now() / 30_000);
  await page.getByLabel('Code from the authenticator app').fill(staffTotp(manager.totpSecret, manager.email).generate({ timestamp: step * 30_000 + 1000 }));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/console/bonuses/main`);
  await waitForHydration(page, 'BonusTemplates');
  await expect(page.getByTestId('bonus-template-first-deposit-casino')).toBeVisible();

  const code = `e2e-${Date.now().toString(36)}`;
  await page.getByTestId('bonus-new').click();
  const form = page.getByTestId('bonus-editor');
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Title (English)').fill('E2E deposit match');
  await form.getByLabel('Terms (English)').fill('50% of a first deposit, wagered 5 times within 7 days.');
  await form.getByLabel('Deposit match, %').fill('50');
  await form.getByLabel('Largest award, RUB').fill('100');
  await form.getByLabel('Wagering (× award)').fill('5');
  await form.getByLabel('Days to wager').fill('7');
  await form.getByTestId('bonus-active').click();
  await expect(form.getByRole('switch', { name: 'On offer' })).not.toBeChecked();
  await form.getByLabel('Reason').fill('Testing the template form');
  await form.getByTestId('bonus-save').click();
  await expect(page.getByTestId(`bonus-template-${code}`)).toBeVisible();
  await expect(page.getByTestId('bonus-editor')).toHaveCount(0);

  await page.getByTestId(`bonus-edit-${code}`).click();
  await form.getByLabel('Wagering (× award)').fill('12');
  await form.getByLabel('Reason').fill('Testing the policy');
  await form.getByTestId('bonus-save').click();
  await expect(form.getByTestId('bonus-error')).toContainText('above the brand');
  // The next spec logging this member in needs a fresh time step.
  const wait = (step + 1) * 30_000 + 500 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
});
