/**
 * Spec §7 in Chromium: about 8 s after load a guest's page checks the session and takes a device
 * fingerprint (ThumbmarkJS, signed by the server, kept in local storage) without a CSP violation;
 * a logged-in player's page loads the media video token.
 */
import { STORAGE_KEYS } from '../../src/client/shell/storage.ts';
import { collectCspViolations, expect, registerViaApi, test } from './support.ts';

test('the page takes a device fingerprint about 8 s after load, and a player gets a media token', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await collectCspViolations(page);
  const fingerprintCalls: number[] = [];
  page.on('request', (request) => request.url().endsWith('/web-api/session/fingerprint') && fingerprintCalls.push(Date.now()));
  const loaded = Date.now();
  await page.goto('/en/information/about');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.fingerprint), { timeout: 30_000 }).not.toBeNull();
  expect(fingerprintCalls).toHaveLength(1);
  expect(fingerprintCalls[0]! - loaded).toBeGreaterThanOrEqual(7_000);
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.fingerprint))!) as { token: string; expiresAt: string; data: { hash: string } };
  expect(stored.data.hash).toMatch(/^[0-9a-f]{16,128}$/);
  expect(Date.parse(stored.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);

  await registerViaApi(page, 'media');
  const media = page.waitForResponse((response) => response.url().endsWith('/web-api/user/updatetoken') && response.request().method() === 'POST');
  await page.goto('/en/information/about');
  const answer = await media;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { token: string }).token).toMatch(/^\d+\./);
  expect(await violations()).toEqual([]);
});
