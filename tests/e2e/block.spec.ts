/**
 * The block guard in Chromium (spec §2 guard "blocked", §4 Block state, §8): the page asks
 * `/blocks-api/api/v1/block/light` once it runs; a visitor on 127.0.0.1 is not blocked and the page
 * stays. A malformed answer (played here by routing the call — the endpoint itself is tested over
 * HTTP in tests/integration/block.test.ts) logs the spec §8 message and shows nothing; an answer
 * with a reason moves the page to its block page once, and the page the server then sends the
 * visitor to (it knows no reason for 127.0.0.1) is not moved again.
 */
import { test, expect } from './support.ts';

const BLOCK_API = '**/blocks-api/api/v1/block/light*';
const isBlockCall = (url: string) => url.includes('/blocks-api/api/v1/block/light');

test('a clear answer leaves the page; a malformed one is logged and shows nothing; a reason moves the page once', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const first = page.waitForResponse((r) => isBlockCall(r.url()));
  await page.goto('/en/information/about');
  expect(await (await first).json()).toEqual({ data: { displayTypeId: 0, templateTypeId: null, authNeed: false, countryCode: null } });
  await expect(page).toHaveURL(/\/en\/information\/about$/);

  await page.route(BLOCK_API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{"displayTypeId":"yes"}}' }));
  await page.reload();
  await expect.poll(() => logged.some((text) => text.includes('Incorrect response format of the Block service'))).toBe(true);
  await expect(page).toHaveURL(/\/en\/information\/about$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute(BLOCK_API);
  let calls = 0;
  await page.route(BLOCK_API, (route) => {
    calls += 1;
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { displayTypeId: 1, templateTypeId: 17, authNeed: false, countryCode: null } }) });
  });
  const moved = page.waitForRequest((request) => request.url().endsWith('/en/block-ie'));
  await page.reload();
  await moved;
  await expect(page).toHaveURL(/\/en$/);
  // The home page asks again and gets the same reason; the guard has just moved and stays.
  await expect.poll(() => calls).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/en$/);
});
