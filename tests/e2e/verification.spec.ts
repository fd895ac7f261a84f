/**
 * The verification journey in Chromium: a player uploads a passport scan on
 * `office/verification`; a risk staff member opens the console's queue, opens the document and
 * asks for a proof of address with a reason; the player's open page shows the request (live, from
 * the player's event stream), the player uploads a PDF; the staff member approves it; the player's
 * page shows "verified" and the upload form is gone.
 */
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { collectCspViolations, expect, registerViaApi, test, waitForHydration } from './support.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/staff/demo.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const CONSOLE = `http://admin.localhost:${PORT}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A TOTP code of a time step this key has not used yet (a step is accepted once). */
function nextCode(secret: string, email: string): string {
  const step = Math.floor(Date.now() / 30_000) + 1;
  return staffTotp(secret, email).generate({ timestamp: step * 30_000 + 1000 });
}

/** Logs the demo risk member in to the console in a context of its own. */
async function riskConsole(browser: Browser): Promise<Page> {
  const risk = DEMO_STAFF.find((m) => m.role === 'risk')!;
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${CONSOLE}/console/login?next=${encodeURIComponent('/console/verification')}`);
  await waitForHydration(page, 'ConsoleLogin');
  await page.getByLabel('E-mail').fill(risk.email);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from the authenticator app').fill(nextCode(risk.totpSecret, risk.email));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/console/verification`);
  return page;
}

/** Decides the document `id` in the console's queue through its dialog. */
async function decide(page: Page, id: number, action: 'verification-approve' | 'verification-request', reason: string) {
  await page.goto(`${CONSOLE}/console/verification`);
  await waitForHydration(page, 'VerificationQueue');
  const row = page.getByTestId(`verification-row-${id}`);
  await row.getByTestId(action).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: action === 'verification-approve' ? 'Approve' : 'Request another document' }).click();
  await expect(row).toHaveCount(0);
}

async function newestDocumentId(page: Page): Promise<number> {
  const view = (await (await page.request.get('/web-api/user/verification')).json()) as { documents: { id: number }[] };
  return view.documents[0]!.id;
}

async function uploadOnPage(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByTestId('verification-file')).toHaveText(name);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The document was uploaded and is waiting to be checked.' })).toBeVisible();
}

test('upload → staff ask for another document → upload it → staff approve → verified', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const violations = await collectCspViolations(page);
  await registerViaApi(page, 'verif');
  await page.goto('/en/office/verification');
  await waitForHydration(page, 'Verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'not_started');

  const scan = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#4a6fa5' } }).jpeg().toBuffer();
  await uploadOnPage(page, 'passport.jpg', 'image/jpeg', scan);
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('verification-documents')).toContainText('Passport');
  const first = await newestDocumentId(page);

  const staff = await riskConsole(browser);
  const consoleViolations = await collectCspViolations(staff);
  await waitForHydration(staff, 'VerificationQueue');
  const row = staff.getByTestId(`verification-row-${first}`);
  await expect(row).toContainText('Passport');
  // The queue's "Open" link points at the console's authorised endpoint; fetched as the staff member's browser would.
  const href = (await row.getByTestId('verification-open').getAttribute('href'))!;
  expect(href).toBe(`/console-api/verification/documents/${first}/file`);
  const opened = await staff.evaluate(async (path) => {
    const response = await fetch(path, { credentials: 'same-origin' });
    return { status: response.status, cache: response.headers.get('cache-control'), type: response.headers.get('content-type'), bytes: [...new Uint8Array(await response.arrayBuffer())] };
  }, href);
  expect(opened).toMatchObject({ status: 200, cache: 'no-store', type: 'image/jpeg' });
  expect(Buffer.compare(Buffer.from(opened.bytes), scan)).toBe(0);
  await decide(staff, first, 'verification-request', 'Please add a recent utility bill');

  // The player's open page hears the change on its event stream.
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'additional_document_requested', { timeout: 15_000 });
  await expect(page.getByTestId('verification-requested')).toHaveText('We need one more document: Proof of address. Please add a recent utility bill');
  // The header's notification, on the player's event stream.
  await expect(page.getByText('Your verification status has changed.')).toBeVisible();

  await page.getByTestId('verification-type').getByRole('button').press('Enter');
  await page.getByRole('listbox').getByRole('option', { name: 'Proof of address', exact: true }).click();
  await uploadOnPage(page, 'bill.pdf', 'application/pdf', PDF);
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'pending');
  const second = await newestDocumentId(page);
  expect(second).not.toBe(first);

  await decide(staff, second, 'verification-approve', 'Utility bill matches the passport');
  expect(await consoleViolations()).toEqual([]);
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'verified', { timeout: 15_000 });
  await page.reload();
  await waitForHydration(page, 'Verification');
  await expect(page.getByTestId('verification-status')).toContainText('verified');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('verification-documents').locator('tr[data-status="approved"]')).toContainText('Proof of address');
  expect(await violations()).toEqual([]);
});
