/**
 * Crash in Chromium against the built server: a player deposits, bets on the next crash round, the
 * test moves the feed clock (dev clock) and the page's live multiplier rises with it (pushed by the
 * server), the player cashes out before the crash and the payout reaches the balance; after the
 * round the player checks it in the browser (seed against the published hash, crash point
 * recomputed). Named z-… to run after the specs that read the pinned feed clock: the clock only
 * moves forward.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, devPost, mainAccount, registerWithDeposit, amountOf } from './support.ts';

interface RoundView { round: number; opensAt: number; startsAt: number; nextAt: number; now: number; crash: { phase: string } | null }

async function crashRound(page: Page): Promise<RoundView> {
  return ((await (await page.request.get('/game-server/api/scheduled/crash')).json()) as { round: RoundView }).round;
}

async function advance(page: Page, ms: number): Promise<void> {
  if (ms <= 0) return;
  expect((await devPost(page, '/web-api/dev/clock', { advanceMs: ms })).status()).toBe(200);
}

/** Moves the clock into the betting window of the next round; answers that round. */
async function toBetting(page: Page, frame: FrameLocator): Promise<RoundView> {
  let view = await crashRound(page);
  if (view.now >= view.startsAt) await advance(page, view.nextAt - view.now + 500);
  view = await crashRound(page);
  await expect(frame.getByTestId('crash-state')).toHaveAttribute('data-phase', 'betting');
  return view;
}

test('a player bets on crash, watches the multiplier rise, cashes out and checks the round', async ({ page }) => {
  test.setTimeout(120_000);
  const before = await registerWithDeposit(page, 'crash', '200');
  await page.goto('/en/crash-games');
  await page.getByTestId('casino-tile').filter({ hasText: 'Crash' }).click();
  await page.getByTestId('casino-play-real').click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  await frame.getByTestId('gs-stake').fill('10');

  let payoutMinor = 0;
  let round = 0;
  // A round that crashes below 1.10 × leaves no time to cash out: the next one is taken then.
  for (let attempt = 0; attempt < 6 && payoutMinor === 0; attempt++) {
    const view = await toBetting(page, frame);
    round = view.round;
    await frame.getByTestId('crash-bet').click();
    await expect(frame.getByTestId('crash-bets').locator('li').first()).toHaveAttribute('data-status', 'open');
    await advance(page, view.startsAt - view.now + 1200);
    const state = frame.getByTestId('crash-state');
    await expect(state).toHaveAttribute('data-round', String(round));
    await expect(state).not.toHaveAttribute('data-phase', 'betting');
    if ((await state.getAttribute('data-phase')) !== 'running') continue;
    const shown = await frame.getByTestId('crash-multiplier').innerText();
    expect(Number(shown.replace('×', ''))).toBeGreaterThan(1);
    await advance(page, 1500);
    // The pushed state follows the server's clock (frozen between moves): the multiplier rose, or
    // the round crashed in those 1.5 s (a crash point below about 1.18 ×), then the next one is taken.
    await expect.poll(async () => (await state.getAttribute('data-phase')) === 'crashed' || (await frame.getByTestId('crash-multiplier').innerText().catch(() => shown)) !== shown).toBe(true);
    if ((await state.getAttribute('data-phase')) !== 'running') continue;
    await frame.getByTestId('crash-cashout').click();
    const bet = frame.getByTestId('crash-bets').locator('li').first();
    await expect(bet).toHaveAttribute('data-status', 'won');
    payoutMinor = Math.round(amountOf(await bet.locator('output').innerText()) * 100);
  }
  expect(payoutMinor, 'a round long enough to cash out within 6 rounds').toBeGreaterThan(1000);
  const account = await mainAccount(page);
  expect(account.moneyMinor).toBe(before - 1000 * (await frame.getByTestId('crash-bets').locator('li').count()) + payoutMinor);

  // After the crash the round checks out in the browser.
  const view = await crashRound(page);
  await advance(page, view.nextAt - view.now + 100);
  await expect(frame.getByTestId('crash-state')).not.toHaveAttribute('data-round', String(round));
  await frame.getByTestId('crash-bets').locator('li').first().getByTestId('crash-verify').click();
  await expect(frame.getByTestId('crash-verified')).toHaveAttribute('data-ok', 'true');
});
