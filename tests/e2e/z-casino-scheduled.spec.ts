/**
 * TV keno and bingo in Chromium against the built server: a player deposits, opens each game from
 * its lobby, buys a ticket while the round takes tickets (the test moves the feed clock into the
 * betting window through the dev clock), sees it open, moves the clock past the round's end, sees
 * the ticket settled (won or lost) with the balance matching the wallet, and checks the round in
 * the browser (the revealed seed against the published hash, the draw recomputed). Named z-… to
 * run after the specs that read the pinned feed clock: the clock only moves forward.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, devPost, mainAccount, registerWithDeposit, amountOf } from './support.ts';

interface RoundView { round: number; startsAt: number; nextAt: number; now: number }

async function roundOf(page: Page, game: string): Promise<RoundView> {
  return ((await (await page.request.get(`/game-server/api/scheduled/${game}`)).json()) as { round: RoundView }).round;
}

async function advance(page: Page, ms: number): Promise<void> {
  if (ms > 0) expect((await devPost(page, '/web-api/dev/clock', { advanceMs: ms })).status()).toBe(200);
}

/** Opens `name` from the lobby `lobby` for real money. */
async function openGame(page: Page, lobby: string, name: string): Promise<FrameLocator> {
  await page.goto(`/en/${lobby}`);
  await page.getByTestId('casino-tile').filter({ hasText: name }).click();
  await page.getByTestId('casino-play-real').click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  return frame;
}

/** Moves the clock into the betting window of `game` (the next round's, when this one has started). */
async function toBetting(page: Page, game: string): Promise<RoundView> {
  const view = await roundOf(page, game);
  if (view.now >= view.startsAt - 5_000) await advance(page, view.nextAt - view.now + 500);
  return roundOf(page, game);
}

test('a player buys a TV keno ticket and a bingo card, sees them settled and checks the rounds', async ({ page }) => {
  test.setTimeout(120_000);
  const before = await registerWithDeposit(page, 'scheduled', '200');

  const keno = await openGame(page, 'tvgames', 'TV Keno');
  let round = await toBetting(page, 'tv-keno');
  await expect(keno.getByTestId('tvk-state')).toHaveAttribute('data-phase', 'betting');
  await keno.getByTestId('gs-stake').fill('10');
  for (const n of ['7', '21', '42']) await keno.getByRole('button', { name: n, exact: true }).click();
  await keno.getByTestId('tvk-buy').click();
  const ticket = keno.getByTestId('tvk-tickets').locator('li').first();
  await expect(ticket).toHaveAttribute('data-status', 'open');
  await expect(ticket).toContainText('7, 21, 42');
  await advance(page, round.nextAt - round.now + 1_000);
  await expect(ticket).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: 10_000 });
  await ticket.getByTestId('tvk-verify').click();
  await expect(keno.getByTestId('tvk-verified')).toHaveAttribute('data-ok', 'true');
  const kenoPayout = (await ticket.getAttribute('data-status')) === 'won'
    ? Math.round(amountOf(await ticket.locator('output').innerText()) * 100) : 0;
  expect((await mainAccount(page)).moneyMinor).toBe(before - 1_000 + kenoPayout);

  const bingo = await openGame(page, 'bingo', '90-Ball Bingo');
  round = await toBetting(page, 'bingo');
  await expect(bingo.getByTestId('bingo-state')).toHaveAttribute('data-phase', 'betting');
  await bingo.getByTestId('gs-stake').fill('5');
  await bingo.getByTestId('bingo-buy').click();
  const card = bingo.getByTestId('bingo-tickets').locator('li').first();
  await expect(card).toHaveAttribute('data-status', 'open');
  await advance(page, round.nextAt - round.now + 1_000);
  await expect(card).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: 10_000 });
  await card.getByTestId('bingo-verify').click();
  await expect(bingo.getByTestId('bingo-verified')).toHaveAttribute('data-ok', 'true');
});
