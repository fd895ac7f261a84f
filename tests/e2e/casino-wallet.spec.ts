/**
 * The portal page around a game of our game server: a real-money round moves the header's
 * balance to the wallet's new balance (the game page tells its parent, which re-reads it), a
 * demo round leaves it alone; the round's verify page speaks the language of the page it was
 * opened from and shows stake and payout as money in major units, the result in words.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, dict, registerWithDeposit, shownMoney } from './support.ts';

async function mainLabel(page: Page): Promise<string> {
  const body = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { all_accounts: { type: number; labelWithSymbol: string }[] };
  return body.all_accounts.find((a) => a.type === 0)!.labelWithSymbol;
}

async function playOnce(frame: FrameLocator, stake: string): Promise<string> {
  await frame.getByTestId('gs-stake').fill(stake);
  await frame.getByTestId('gs-play').click();
  await expect(frame.getByTestId('gs-last')).toBeVisible();
  return (await frame.getByTestId('gs-verify-link').getAttribute('href'))!;
}

test('a real round moves the header balance to the wallet\'s; a demo round does not', async ({ page }) => {
  await registerWithDeposit(page, 'casino-wallet', '500');
  await page.goto('/en/slots/game/1/dice');
  const header = page.getByTestId('auth-balance').first().locator('.auth-balance-amount');
  const before = await mainLabel(page);
  await expect(header).toHaveText(before);

  await page.getByTestId('casino-play-real').click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  await playOnce(frame, '25');
  await expect.poll(() => mainLabel(page)).not.toBe(before);
  const after = await mainLabel(page);
  await expect(header).toHaveText(after);

  await page.getByTestId('casino-play-demo').click();
  await expect(frame.locator('.gs-game[data-mode="demo"]')).toBeVisible();
  await playOnce(frame, '10');
  await expect(frame.getByTestId('gs-balance')).not.toHaveText(shownMoney(1000, 'FUN'));
  expect(await mainLabel(page)).toBe(after);
  await expect(header).toHaveText(after);
});

test('the verify page of an English round is in English with amounts in major units', async ({ page, context }) => {
  await registerWithDeposit(page, 'casino-verify-en', '100');
  await page.goto('/en/slots/game/1/dice');
  await page.getByTestId('casino-play-real').click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  const href = await playOnce(frame, '25');
  expect(new URL(href, 'http://x').searchParams.get('lang')).toBe('en');
  const payout = await frame.getByTestId('gs-payout').innerText();

  const verify = await context.newPage();
  await verify.goto(href);
  await expect(verify.locator('h1')).toHaveText(dict('en', 'gs_verify_title'));
  await expect(verify.getByTestId('verify-stake')).toHaveText(shownMoney(25, 'RUB'));
  await expect(verify.getByTestId('verify-payout')).toHaveText(payout);
  expect(payout).toMatch(/^RUB\s\d[\d,]*\.\d\d$/);
  await expect(verify.getByTestId('verify-result')).toHaveText(/^(Win|No win)\. Roll \d{1,3}\.\d\d$/);
  await expect(verify.getByTestId('verify-recorded')).toBeHidden();

  // A link without the language (bet history's) gets the portal's language from its cookie.
  const bare = await context.newPage();
  await bare.goto(href.replace(/\?.*$/, ''));
  await expect(bare.locator('h1')).toHaveText(dict('en', 'gs_verify_title'));
  await expect(bare.locator('html')).toHaveAttribute('lang', /^en/);
});

test('the verify page of a Russian round is in Russian', async ({ page, context }) => {
  await page.goto('/ru/slots/game/1/x');
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator('.gs-game[data-mode="demo"]')).toBeVisible();
  const href = await playOnce(frame, '10');
  expect(new URL(href, 'http://x').searchParams.get('lang')).toBe('ru');

  const verify = await context.newPage();
  await verify.goto(href);
  await expect(verify.locator('h1')).toHaveText(dict('ru', 'gs_verify_title'));
  await expect(verify.locator('html')).toHaveAttribute('lang', /^ru/);
  await expect(verify.getByTestId('verify-stake')).toHaveText(/^10,00\s?FUN$/);
  await expect(verify.getByTestId('verify-result')).toContainText('Выпало');
  await expect(verify.getByText(dict('en', 'gs_verify_title'))).toHaveCount(0);
});
