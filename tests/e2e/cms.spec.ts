/**
 * The CMS editor journey in Chromium: a content editor logs in to the console, uploads an image to
 * the media library, builds a new landing of a banner (that image), rich text and a call to action
 * in the visual editor, opens its
 * signed preview on the brand's domain and publishes it; a guest opens it on the brand's domain in
 * its language. An XSS payload typed into the rich text does not run (the preview draws it inert,
 * the save is refused naming the field). Restoring an older version brings its text back.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { mediaIdOf } from '../../src/server/media/store.ts';
import { test, expect, collectCspViolations, waitForHydration } from './support.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/staff/demo.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const CONSOLE = `http://admin.localhost:${PORT}`;
const SITE = `http://betportal.test:${PORT}`;

/**
 * Logs the demo content editor in with the code of the current time step. A step is accepted once
 * per staff member, so the journey ends by waiting for the next step ({@link nextTotpStep}): a later
 * spec logging the same member in with its current code is then not refused.
 * @returns the time step used
 */
async function logIn(page: Page): Promise<number> {
  const editor = DEMO_STAFF.find((m) => m.role === 'content_editor')!;
  await page.goto(`${CONSOLE}/console/login?next=${encodeURIComponent('/console/content')}`);
  await waitForHydration(page, 'ConsoleLogin');
  await page.getByLabel('E-mail').fill(editor.email);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const step = Math.floor(Date.now() / 30_000);
  await page.getByLabel('Code from the authenticator app').fill(staffTotp(editor.totpSecret, editor.email).generate({ timestamp: step * 30_000 + 1000 }));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/console/content`);
  return step;
}

/** Waits until the TOTP time step after `step` has begun. */
async function nextTotpStep(step: number) {
  const wait = (step + 1) * 30_000 + 500 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Picks an option of a react-aria select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The visible editor field of a prop path (`title.en`): Puck names its inputs by path, and renders
 * its fields panel for wide and narrow screens.
 */
const field = (page: Page, name: string) => page.locator(`input[name="${name}"], textarea[name="${name}"]`).filter({ visible: true });

/** Adds a block at the end and waits for its fields. */
async function addBlock(page: Page, label: string, firstField: string) {
  await choose(page, 'Block to add', label);
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(field(page, firstField)).toBeVisible();
}

async function save(page: Page, version: number) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${version} ·` })).toBeVisible();
}

async function publish(page: Page, version: number) {
  // One Publish button: ours, in Puck's header, in place of Puck's own.
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${version} · Published` })).toBeVisible();
}

test('an editor builds, previews and publishes a landing; a guest reads it; XSS stays inert; restore brings old text back', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const violations = await collectCspViolations(page);
  const step = await logIn(page);
  await waitForHydration(page, 'CmsDocuments');

  // An image for the banner, uploaded to main's media library (a PNG drawn here, unique per run).
  const stamp = Date.now().toString(36);
  const png = await sharp({ create: { width: 960, height: 400, channels: 3, background: { r: 20, g: 90, b: (Date.now() % 200) + 30 } } }).png().toBuffer();
  await page.goto(`${CONSOLE}/console/media/main`);
  await waitForHydration(page, 'MediaLibrary');
  await page.locator('input[type="file"]').setInputFiles({ name: `journey-${stamp}.png`, mimeType: 'image/png', buffer: png });
  await page.getByLabel('Alt text (RU)').fill(`Journey picture ${stamp}`);
  await page.getByLabel('Alt text (EN)').fill(`Journey picture ${stamp}`);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('The image is in the library.')).toBeVisible();
  await page.goto(`${CONSOLE}/console/content`);
  await waitForHydration(page, 'CmsDocuments');

  // A new landing in English on main.
  const slug = `journey-${Date.now().toString(36)}`;
  await choose(page, 'Route family', 'landing');
  await choose(page, 'Language', 'en');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Page title').fill('Journey landing');
  await page.getByRole('button', { name: 'Create the page' }).click();
  await expect(page).toHaveURL(new RegExp(`${CONSOLE}/console/content/main/\\d+$`));
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 · Draft' })).toBeVisible({ timeout: 15_000 });

  // Banner, rich text (first with an XSS payload), call to action.
  await addBlock(page, 'Banner', 'title.en');
  // The library names an image by a hash of its brand and bytes; Puck's select options carry {value} as JSON.
  await page.getByRole('combobox', { name: 'Media id' }).filter({ visible: true }).selectOption(JSON.stringify({ value: mediaIdOf('main', png) }));
  await field(page, 'title.en').fill('Journey banner');
  await expect(page.locator('.cms-preview .hero img')).toBeVisible();
  await addBlock(page, 'Rich text', 'html.en');
  const payload = '<p>Journey text one</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>';
  await field(page, 'html.en').fill(payload);
  await expect(page.locator('.cms-preview .rich-text')).toContainText('Journey text one');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'content[1].props.html.en' });
  await expect(refusal).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await field(page, 'html.en').fill('<p>Journey text one</p>');
  await addBlock(page, 'Cta', 'label.en');
  await field(page, 'label.en').fill('Open the line');
  await field(page, 'href').fill('/line');
  await save(page, 2);

  // The signed preview shows the draft on the brand's domain.
  await page.getByRole('button', { name: 'Preview link' }).click();
  const previewUrl = (await page.getByTestId('preview-link').textContent())!.trim();
  expect(previewUrl.startsWith(`${SITE}/en/cms-preview/`)).toBe(true);
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(previewUrl);
  await expect(guest.getByRole('heading', { level: 2, name: 'Journey banner' })).toBeVisible();
  await expect(guest.getByText('Journey text one')).toBeVisible();
  expect((await guest.goto(previewUrl.replace(/sig=[^&]+/, 'sig=forged')))!.status()).toBe(404);
  expect((await guest.goto(`${SITE}/en/landing/${slug}`))!.status()).toBe(404);

  // Published: the guest reads it at its address in English.
  await publish(page, 2);
  await guest.goto(`${SITE}/en/landing/${slug}`);
  await expect(guest.getByRole('heading', { level: 2, name: 'Journey banner' })).toBeVisible();
  await expect(guest.getByRole('img', { name: `Journey picture ${stamp}` })).toHaveAttribute('srcset', /\/media\/[0-9a-f]{24}\/\d+\.webp \d+w/);
  await expect(guest.getByText('Journey text one')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Open the line' })).toHaveAttribute('href', '/en/line');
  await expect(guest.locator('html')).toHaveAttribute('lang', 'en');
  expect(await guest.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // A new text, published; then version 2 restored brings the first text back.
  await page.locator('.cms-preview .rich-text').click();
  await expect(field(page, 'html.en')).toBeVisible();
  await field(page, 'html.en').fill('<p>Journey text two</p>');
  await save(page, 3);
  await publish(page, 3);
  await guest.goto(`${SITE}/en/landing/${slug}`);
  await expect(guest.getByText('Journey text two')).toBeVisible();
  await page.getByRole('button', { name: 'Restore version 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 4 · Published' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.cms-preview .rich-text')).toContainText('Journey text one');
  await publish(page, 4);
  await guest.goto(`${SITE}/en/landing/${slug}`);
  await expect(guest.getByText('Journey text one')).toBeVisible();
  await expect(guest.getByText('Journey text two')).toHaveCount(0);

  expect(await violations()).toEqual([]);
  await nextTotpStep(step);
});
