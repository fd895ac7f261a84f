/**
 * Crash in Chromium against the built server: a player deposits, bets on the next crash round, the
 * test moves the feed clock (dev clock) and the page's live multiplier rises with it (pushed by the
 * server), the player cashes out before the crash with the button showing the cash-out in money,
 * the words say the cash-out and the payout reaches the balance and the portal header; once the
 * round has crashed the picture shows the round record's crash point (big, and in the strip of
 * the last crash points) and the player checks the round in the browser (seed against the
 * published hash, crash point recomputed). A guest plays a round in demo with an auto cash-out.
 * Named z-… to run after the specs that read the pinned feed clock: the clock only moves forward.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, devPost, mainAccount, registerWithDeposit, amountOf, shownMoney } from './support.ts';

interface RoundView { round: number; opensAt: number; startsAt: number; nextAt: number; now: number; crash: { phase: string; crashCents: number | null } | null }

async function crashRound(page: Page, round?: number): Promise<RoundView> {
  return ((await (await page.request.get(`/game-server/api/scheduled/crash${round === undefined ? '' : `?round=${round}`}`)).json()) as { round: RoundView }).round;
}

/** The label of the player's main account as the portal header shows it. */
async function mainLabel(page: Page): Promise<string> {
  const body = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { all_accounts: { type: number; labelWithSymbol: string }[] };
  return body.all_accounts.find((a) => a.type === 0)!.labelWithSymbol;
}

/** `cents` as the page shows a multiplier in English: 2.31×. */
const times = (cents: number) => `${(cents / 100).toFixed(2)}×`;

/**
 * Moves the clock to the end of crash round `round` and checks the picture against the round's
 * record: the crash point big while the round shows crashed (a round capped at the period's end
 * crashes as the next opens: then only the strip shows it), and in the strip of the last crash
 * points once the next round is on. Answers the crash point in hundredths.
 */
async function expectCrashRecord(page: Page, frame: FrameLocator, round: number): Promise<number> {
  const view = await crashRound(page);
  await advance(page, view.nextAt - view.now - 100);
  const state = frame.getByTestId('crash-state');
  await expect(state).toHaveAttribute('data-round', String(round));
  let crashCents: number | null = null;
  if ((await crashRound(page, round)).crash?.phase === 'crashed') {
    crashCents = (await crashRound(page, round)).crash!.crashCents!;
    await expect(state).toHaveAttribute('data-phase', 'crashed');
    await expect(frame.getByTestId('crash-multiplier')).toHaveAttribute('data-cents', String(crashCents));
    await expect(frame.getByTestId('crash-multiplier')).toHaveText(times(crashCents));
    await expect(frame.getByTestId('crash-words')).toContainText(`Crashed at ${times(crashCents)}`);
  }
  await advance(page, 200);
  await expect(state).not.toHaveAttribute('data-round', String(round));
  const record = (await crashRound(page, round)).crash!;
  expect(record.phase).toBe('crashed');
  if (crashCents !== null) expect(record.crashCents).toBe(crashCents);
  await expect(frame.getByTestId('crash-history').locator(`li[data-round="${round}"]`)).toHaveAttribute('data-cents', String(record.crashCents));
  await expect(frame.getByTestId('crash-history').locator('li').first()).toHaveText(times(record.crashCents!));
  return record.crashCents!;
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
  const label = await mainLabel(page);
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
    // The button offers the stake times the live multiplier, in money.
    const cents = Number(await frame.getByTestId('crash-multiplier').getAttribute('data-cents'));
    await expect(frame.getByTestId('crash-cashout')).toHaveText(`Cash out ${shownMoney(Math.floor(1000 * cents / 100) / 100, 'RUB')} (${times(cents)})`);
    await frame.getByTestId('crash-cashout').click();
    const bet = frame.getByTestId('crash-bets').locator('li').first();
    await expect(bet).toHaveAttribute('data-status', 'won');
    payoutMinor = Math.round(amountOf(await bet.locator('output').innerText()) * 100);
    await expect(frame.getByTestId('crash-words')).toContainText(`You cashed out at ${times(cents)} — you win ${shownMoney(payoutMinor / 100, 'RUB')} · Balance: `);
  }
  expect(payoutMinor, 'a round long enough to cash out within 6 rounds').toBeGreaterThan(1000);
  const account = await mainAccount(page);
  expect(account.moneyMinor).toBe(before - 1000 * (await frame.getByTestId('crash-bets').locator('li').count()) + payoutMinor);
  await expect.poll(() => mainLabel(page)).not.toBe(label);
  await expect(page.getByTestId('auth-balance').first().locator('.auth-balance-amount')).toHaveText(await mainLabel(page));

  // After the crash the picture shows the round's crash point and the round checks out in the browser.
  await expectCrashRecord(page, frame, round);
  await frame.getByTestId('crash-bets').locator(`li[data-round="${round}"]`).getByTestId('crash-verify').click();
  await expect(frame.getByTestId('crash-verified')).toHaveAttribute('data-ok', 'true');
});

test('a guest plays a crash round in demo with an auto cash-out', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en/crash-games');
  await page.getByTestId('casino-tile').filter({ hasText: 'Crash' }).click();
  // A guest's game frame opens in demo.
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator('.gs-game[data-mode="demo"]')).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  const view = await toBetting(page, frame);
  await frame.getByTestId('gs-stake').fill('5');
  await frame.getByTestId('crash-auto').fill('1.01');
  await frame.getByTestId('crash-bet').click();
  const bet = frame.getByTestId('crash-bets').locator('li').first();
  await expect(bet).toHaveAttribute('data-status', 'open');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 995.00');
  const crashCents = await expectCrashRecord(page, frame, view.round);
  // The auto cash-out at 1.01 × pays unless the round crashed at once (1.00 ×).
  const won = crashCents >= 101;
  await expect(bet).toHaveAttribute('data-status', won ? 'won' : 'lost', { timeout: 10_000 });
  await expect(frame.getByTestId('gs-balance')).toHaveText(won ? 'FUN 1,000.05' : 'FUN 995.00');
});
