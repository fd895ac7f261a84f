/**
 * The staff console journey in Chromium: an admin enrols with TOTP through the
 * one-time link and adds a brand manager for `vip`, who enrols too; the brand manager turns
 * `results` off for vip.betportal.test with a reason — within 2 s that domain's results pages
 * answer 404 while `main` is untouched — and maintenance on, which sends its pages to the
 * maintenance page; the audit log shows the changes and one click reverts each; a content editor
 * opening the flags page (and the staff page) gets 403.
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

const VIP = `http://vip.betportal.test:${PORT}`;
const MAIN = `http://betportal.test:${PORT}`;

/**
 * The status of a GET without following redirects, and its Location. The request context does not
 * use the browser's host rules, so it goes to 127.0.0.1 with the brand's Host header.
 */
async function statusOf(page: Page, url: string): Promise<{ status: number; location: string | null }> {
  const target = new URL(url);
  const response = await page.request.get(`http://127.0.0.1:${PORT}${target.pathname}${target.search}`, { maxRedirects: 0, headers: { host: target.hostname } });
  return { status: response.status(), location: response.headers().location ?? null };
}

/** Turns a switch (its label `name`, setting `key`) of a settings group on or off and saves the group with a reason. */
async function saveSwitch(page: Page, group: string, name: string, key: string, on: boolean, reason: string) {
  const section = page.getByRole('region', { name: group });
  const control = section.getByRole('switch', { name, exact: true });
  if ((await control.isChecked()) !== on) await section.locator(`[data-setting="${key}"] label`).first().click();
  await expect(control).toBeChecked({ checked: on });
  await section.getByLabel('Reason').fill(reason);
  const saved = page.waitForResponse((r) => r.url().includes('/console-api/brands/vip/settings') && r.request().method() === 'PUT');
  await section.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
}

/**
 * A console API call with the page's console session (the request context does not resolve
 * admin.localhost, so it goes to 127.0.0.1 with the console's Host, cookies and CSRF token).
 */
async function consoleApi(page: Page, method: 'GET' | 'PUT', path: string, data?: unknown) {
  const cookies = await page.context().cookies(CONSOLE);
  return page.request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    data,
    headers: {
      host: `admin.localhost:${PORT}`,
      origin: CONSOLE,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      'x-csrf-token': cookies.find((c) => c.name === 'csrf_token')?.value ?? '',
    },
  });
}

/** Resets every override of vip.betportal.test, so no later test sees this journey's changes. */
async function resetVipDomain(page: Page) {
  const read = await consoleApi(page, 'GET', '/console-api/brands/vip/settings?domain=vip.betportal.test');
  const { settings } = (await read.json()) as { settings: { key: string; override: unknown; version: number }[] };
  const changes = settings.filter((s) => s.override !== null).map((s) => ({ key: s.key, reset: true, version: s.version }));
  if (changes.length === 0) return;
  const reset = await consoleApi(page, 'PUT', '/console-api/brands/vip/settings', { domain: 'vip.betportal.test', changes, reason: 'journey clean-up' });
  expect(reset.status(), await reset.text()).toBe(200);
}

test('admin enrols, adds a vip brand manager who turns results off and maintenance on for vip.betportal.test; the audit reverts both; a content editor gets 403', async ({ page, browser }) => {
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

  // The manager turns results off for the VIP domain: within 2 s its results pages answer 404, main's do not.
  const m = manager.page;
  try {
    expect((await statusOf(m, `${VIP}/en/results`)).status).toBe(200);
    await m.goto(`${CONSOLE}/console/brands/vip/settings?domain=vip.betportal.test`);
    await waitForHydration(m, 'SettingsEditor');
    await saveSwitch(m, 'Products', 'Results', 'features.results', false, 'results feed under review');
    const savedAt = Date.now();
    await expect.poll(async () => (await statusOf(m, `${VIP}/en/results`)).status, { timeout: 2000, intervals: [100] }).toBe(404);
    console.log(`results off on vip.betportal.test after ${Date.now() - savedAt} ms`);
    expect((await statusOf(m, `${MAIN}/ru/results`)).status).toBe(200);

    // Maintenance on for the domain: its pages go to the maintenance page.
    await saveSwitch(m, 'Maintenance', 'Site in maintenance', 'siteConfig.maintenance.isActive', true, 'planned maintenance');
    await expect.poll(async () => (await statusOf(m, `${VIP}/en`)).location, { timeout: 2000, intervals: [100] }).toBe('/en/maintenance');
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`${VIP}/en/line`);
    await expect(guest).toHaveURL(`${VIP}/en/maintenance`);
    expect((await statusOf(m, `${MAIN}/ru`)).status).toBe(200);

    // The audit log shows both changes; reverting each restores the domain.
    await m.goto(`${CONSOLE}/console/audit`);
    await waitForHydration(m, 'AuditLog');
    const audit = m.getByRole('grid', { name: 'Audit log' });
    const resultsRow = audit.getByRole('row').filter({ hasText: 'features.results' }).filter({ hasText: 'results feed under review' });
    await expect(resultsRow).toHaveCount(1);
    await expect(resultsRow).toContainText(managerEmail);
    await expect(resultsRow).toContainText('vip.betportal.test');
    for (const [key, reason] of [['siteConfig.maintenance.isActive', 'planned maintenance'], ['features.results', 'results feed under review']] as const) {
      await audit.getByRole('row').filter({ hasText: key }).filter({ hasText: reason }).getByRole('button', { name: /Revert/ }).click();
      const dialog = m.getByRole('dialog');
      await dialog.getByLabel('Reason').fill(`journey: undo ${key}`);
      const reverted = m.waitForResponse((r) => r.url().includes('/revert') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Revert' }).click();
      expect((await reverted).status()).toBe(200);
      await expect(dialog).toHaveCount(0);
    }
    await expect.poll(async () => (await statusOf(m, `${VIP}/en`)).status, { timeout: 2000, intervals: [100] }).toBe(200);
    await expect.poll(async () => (await statusOf(m, `${VIP}/en/results`)).status, { timeout: 2000, intervals: [100] }).toBe(200);
  } finally {
    await resetVipDomain(m);
  }

  // A content editor may not open the flags page, nor the staff page.
  const editor = DEMO_STAFF.find((member) => member.role === 'content_editor')!;
  const editorPage = await (await browser.newContext()).newPage();
  await logIn(editorPage, editor.email, DEMO_STAFF_PASSWORD, editor.totpSecret);
  for (const path of ['/console/brands/vip/settings', '/console/staff']) {
    const refused = await editorPage.goto(`${CONSOLE}${path}`);
    expect(refused?.status()).toBe(403);
    await expect(editorPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});
