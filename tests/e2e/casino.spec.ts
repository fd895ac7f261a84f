/**
 * The casino in Chromium against the built server: a guest plays dice in demo (fun money, no
 * wallet) in the game page's iframe; a player deposits (API), launches dice for real money, plays
 * a round paid through the signed wallet API (balance moves by stake and payout), rotates the seed
 * pair, opens the round's verify page and recomputes the round in the browser (hash and result
 * match), and finds the round in bet history directory 7 with its verify link.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, apiPost, registerViaApi, amountOf, shownMoney } from './support.ts';
import { canonicalJson } from '../../src/domain/game-server/play.ts';

/** The dice game page of the catalogue (its id comes from the seeded catalogue: the first game). */
async function dicePath(page: Page): Promise<string> {
  // The seeded catalogue lists dice first; the page redirects any name to the game's own slug.
  const response = await page.goto('/en/slots/game/1/x');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/en/slots/game/1/dice');
  return '/en/slots/game/1/dice';
}

async function playOnce(frame: FrameLocator): Promise<void> {
  await frame.getByTestId('gs-play').click();
  await expect(frame.getByTestId('gs-last')).toBeVisible();
}

async function mainAccount(page: Page): Promise<{ id: number; moneyMinor: number }> {
  const body = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { all_accounts: { id: number; type: number; moneyMinor: number }[] };
  return body.all_accounts.find((a) => a.type === 0)!;
}

test('a guest plays dice in demo with fun money', async ({ page }) => {
  await dicePath(page);
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  await frame.getByTestId('gs-stake').fill('10');
  await playOnce(frame);
  const last = frame.getByTestId('gs-last');
  const payout = await last.locator('output').innerText();
  const paid = amountOf(payout);
  await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney(1000 - 10 + paid, 'FUN'));
});

test('a player plays dice for real money and recomputes the round on the verify page', async ({ page, context }) => {
  await page.goto('/en');
  await registerViaApi(page, 'casino');
  const account = await mainAccount(page);
  const deposit = await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount: '500', provider: 'test', idempotencyKey: `e2e-casino-${Date.now()}` });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const before = (await mainAccount(page)).moneyMinor;

  await dicePath(page);
  await page.getByTestId('casino-play-real').click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  const hashBefore = await frame.getByTestId('gs-seed-hash').innerText();
  await frame.getByTestId('gs-stake').fill('25');
  await playOnce(frame);
  const roundKey = (await frame.getByTestId('gs-last').getAttribute('data-round'))!;
  // The round's record as the game server keeps it; the picture and the words show its roll.
  const record = await page.request.get(`/game-server/api/round/${roundKey}`);
  const result = ((await record.json()) as { round: { result: { roll: number } } }).round.result;
  const recorded = canonicalJson(result);
  await expect(frame.getByTestId('dice-words')).toContainText(`Rolled ${result.roll.toFixed(2)}`);
  const payoutMinor = Math.round(amountOf((await frame.getByTestId('gs-last').locator('output').innerText())) * 100);
  expect((await mainAccount(page)).moneyMinor).toBe(before - 2500 + payoutMinor);

  // Rotating the pair reveals the server seed the round was played with.
  await frame.getByTestId('gs-rotate').click();
  await expect(frame.getByTestId('gs-revealed')).toBeVisible();
  expect(await frame.getByTestId('gs-seed-hash').innerText()).not.toBe(hashBefore);

  const verify = await context.newPage();
  await verify.goto(`/game-server/verify/${roundKey}?lang=en`);
  await expect(verify.getByTestId('verify-server-seed')).not.toHaveValue('');
  await verify.getByTestId('verify-run').click();
  const outcome = verify.getByTestId('verify-outcome');
  await expect(outcome).toHaveAttribute('data-hash-ok', 'true');
  await expect(outcome).toHaveAttribute('data-matches', 'true');
  await expect(verify.getByTestId('verify-recomputed')).toHaveText(recorded);
  // The verify page draws the round it checks: the dice bar with the marker at the roll.
  await expect(verify.getByTestId('verify-picture').locator('.dice-marker')).toHaveText(result.roll.toFixed(2));
  // A tampered server seed fails both checks.
  await verify.getByTestId('verify-server-seed').fill('0'.repeat(64));
  await verify.getByTestId('verify-run').click();
  await expect(outcome).toHaveAttribute('data-hash-ok', 'false');

  await page.goto('/en/office/history?directory=7');
  const row = page.locator(`.casino-rounds tr[data-round="${roundKey}"]`);
  await expect(row).toContainText('Dice');
  await expect(row.locator('a.casino-verify-link')).toHaveAttribute('href', `/game-server/verify/${roundKey}`);
});
