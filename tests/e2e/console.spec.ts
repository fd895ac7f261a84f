/**
 * The staff console journey in Chromium (issue 12): an admin enrols with TOTP through the
 * one-time link and adds a brand manager for `vip`, who enrols too; a content editor opening the
 * staff page gets 403.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, collectCspViolations, waitForHydration } from './support.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/staff/demo.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const CONSOLE = `http://admin.localhost:${PORT}`;
const unique = (label: string) => `${label}-${Date.now().toString(36)}@console.test`;

/** The code of a TOTP key for the next login: a time step not used yet by this key. */
const usedSteps = new Map<string, number>();
function codeFor(secret: string, email: string): string {
  const step = Math.max(Math.floor(Date.now() / 30_000), (usedSteps.get(secret) ?? -1) + 1);
  usedSteps.set(secret, step);
  return staffTotp(secret, email).generate({ timestamp: step * 30_000 + 1000 });
}

/** Logs in through the login page with password and TOTP code. */
async function logIn(page: Page, email: string, password: string, secret: string, next = '/console') {
  await page.goto(`${CONSOLE}/console/login?next=${encodeURIComponent(next)}`);
  await waitForHydration(page, 'ConsoleLogin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from the authenticator app').fill(codeFor(secret, email));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${CONSOLE}${next}`);
}

/** Opens an enrolment link in a new browser context: password twice, the key from the page, a code. @returns the page */
async function enrol(browser: Browser, link: string, email: string, password: string): Promise<{ page: Page; secret: string }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await waitForHydration(page, 'ConsoleEnrol');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your console access' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Add the console to your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the authenticator key' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the authenticator app').fill(codeFor(secret, email));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/console`);
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  return { page, secret };
}

/** Adds a staff member through the staff page's dialog; @returns the enrolment link shown once. */
async function addStaff(page: Page, email: string, role: string, brand: string): Promise<string> {
  await page.goto(`${CONSOLE}/console/staff`);
  await waitForHydration(page, 'StaffManager');
  await page.getByRole('button', { name: 'Add a staff member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Name').fill(`Journey ${role}`);
  await dialog.getByRole('button', { name: / Role$/ }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByRole('button', { name: / Brand$/ }).click();
  await page.getByRole('option', { name: brand, exact: true }).click();
  await dialog.getByLabel('Reason').fill(`journey: new ${role}`);
  await dialog.getByRole('button', { name: 'Add a staff member' }).click();
  const link = (await dialog.getByTestId('enrol-link').textContent())!.trim();
  expect(link).toMatch(/\/console\/enrol\?token=/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return link;
}

test('an admin enrols with TOTP and adds a brand manager for vip, who enrols; a content editor gets 403 on staff', async ({ page, browser }) => {
  const violations = await collectCspViolations(page);
  const demoAdmin = DEMO_STAFF.find((m) => m.role === 'admin')!;
  await logIn(page, demoAdmin.email, DEMO_STAFF_PASSWORD, demoAdmin.totpSecret);
  const adminEmail = unique('admin');
  const adminLink = await addStaff(page, adminEmail, 'Admin', 'all brands');
  const admin = await enrol(browser, adminLink, adminEmail, 'journey admin passphrase');

  const managerEmail = unique('manager');
  const managerLink = await addStaff(admin.page, managerEmail, 'Brand manager', 'BetPortal VIP');
  const manager = await enrol(browser, managerLink, managerEmail, 'journey manager passphrase');
  await expect(manager.page.getByRole('listitem').filter({ hasText: 'Brand manager — BetPortal VIP' })).toBeVisible();
  await expect(manager.page.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

  const editor = DEMO_STAFF.find((m) => m.role === 'content_editor')!;
  const editorPage = await (await browser.newContext()).newPage();
  await logIn(editorPage, editor.email, DEMO_STAFF_PASSWORD, editor.totpSecret);
  const refused = await editorPage.goto(`${CONSOLE}/console/staff`);
  expect(refused?.status()).toBe(403);
  await expect(editorPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
