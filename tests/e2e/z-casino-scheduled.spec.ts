/**
 * TV keno and 90-ball bingo in Chromium against the built server, each for real money and in demo:
 * the player opens the game from its lobby, buys a ticket while the round takes tickets (the test
 * moves the feed clock through the dev clock), watches the draw revealed ball by ball as the
 * server reveals it (the numbers shown mid-round are the start of the round's record), and once
 * the round is over the picture shows exactly the round's record (the 20 numbers drawn, the 70
 * balls called, the card daubed with the called numbers), the ticket is settled and said in words
 * with the balance; for real money the portal header's balance is the wallet's; the round checks
 * out in the browser. Named z-… to run after the specs that read the pinned feed clock: the clock
 * only moves forward.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, devPost, mainAccount, registerWithDeposit, amountOf, shownMoney } from './support.ts';

interface RoundView { round: number; startsAt: number; nextAt: number; now: number; drawn: number[] | null }

async function roundOf(page: Page, game: string, round?: number): Promise<RoundView> {
  return ((await (await page.request.get(`/game-server/api/scheduled/${game}${round === undefined ? '' : `?round=${round}`}`)).json()) as { round: RoundView }).round;
}

async function advance(page: Page, ms: number): Promise<void> {
  if (ms > 0) expect((await devPost(page, '/web-api/dev/clock', { advanceMs: ms })).status()).toBe(200);
}

/** Moves the clock to `ms` after the start of `round` (never backwards). */
async function toRoundTime(page: Page, game: string, round: RoundView, ms: number): Promise<void> {
  const now = (await roundOf(page, game)).now;
  await advance(page, round.startsAt + ms - now);
}

/** The label of the player's main account as the portal header shows it. */
async function mainLabel(page: Page): Promise<string> {
  const body = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { all_accounts: { type: number; labelWithSymbol: string }[] };
  return body.all_accounts.find((a) => a.type === 0)!.labelWithSymbol;
}

/** Opens `name` from the lobby `lobby` for real money (a player) or in demo (a guest's frame opens in demo). */
async function openGame(page: Page, lobby: string, name: string, mode: 'real' | 'demo'): Promise<FrameLocator> {
  await page.goto(`/en/${lobby}`);
  await page.getByTestId('casino-tile').filter({ hasText: name }).click();
  if (mode === 'real') await page.getByTestId('casino-play-real').click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.locator(`.gs-game[data-mode="${mode}"]`)).toBeVisible({ timeout: 30_000 });
  return frame;
}

/** Moves the clock into the betting window of `game` (the next round's, when this one has started). */
async function toBetting(page: Page, game: string): Promise<RoundView> {
  const view = await roundOf(page, game);
  if (view.now >= view.startsAt - 5_000) await advance(page, view.nextAt - view.now + 500);
  return roundOf(page, game);
}

/** The currency code of the game page's balance. */
async function isoOf(frame: FrameLocator): Promise<string> {
  return (await frame.getByTestId('gs-balance').innerText()).split(/\s/)[0]!;
}

/**
 * One TV keno draw: a ticket on 7, 21, 42 at 10.00; three numbers shown 6.5 s into the draw, all 20
 * after it; the picture against the draw's record. Answers the ticket's payout in minor units.
 */
async function playKeno(page: Page, frame: FrameLocator): Promise<number> {
  const round = await toBetting(page, 'tv-keno');
  await expect(frame.getByTestId('tvk-state')).toHaveAttribute('data-phase', 'betting');
  await expect(frame.getByTestId('tvk-state')).toHaveAttribute('data-round', String(round.round));
  await frame.getByTestId('gs-stake').fill('10');
  for (const n of ['7', '21', '42']) await frame.getByRole('button', { name: n, exact: true }).click();
  await frame.getByTestId('tvk-buy').click();
  const ticket = frame.getByTestId('tvk-tickets').locator('li').first();
  await expect(ticket).toHaveAttribute('data-status', 'open');
  await expect(ticket).toContainText('7, 21, 42');

  // 6.5 s into the draw the server has shown three numbers: the picture shows those three, the newest big.
  await toRoundTime(page, 'tv-keno', round, 6_500);
  await expect(frame.getByTestId('tvk-state')).toHaveAttribute('data-phase', 'drawing');
  await expect(frame.getByTestId('tvk-drawn')).toHaveAttribute('data-drawn', /^\d+,\d+,\d+$/);
  const firstThree = (await frame.getByTestId('tvk-drawn').getAttribute('data-drawn'))!;
  await expect(frame.getByTestId('tvk-last-ball')).toHaveText(firstThree.split(',')[2]!);

  // After the last number (57 s in) and before the next draw opens: the whole record on the picture.
  await toRoundTime(page, 'tv-keno', round, 60_000);
  await expect(ticket).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: 10_000 });
  const record = (await roundOf(page, 'tv-keno', round.round)).drawn!;
  expect(record).toHaveLength(20);
  expect(record.slice(0, 3).join(',')).toBe(firstThree);
  await expect(frame.getByTestId('tvk-drawn')).toHaveAttribute('data-drawn', record.join(','));
  const hits = [7, 21, 42].filter((n) => record.includes(n));
  await expect(frame.locator('.tvk-cell[data-hit]')).toHaveText(hits.map(String));
  await expect(frame.locator('.tvk-cell[data-drawn]')).toHaveCount(20);
  const won = (await ticket.getAttribute('data-status')) === 'won';
  const payout = won ? Math.round(amountOf(await ticket.locator('output').innerText()) * 100) : 0;
  const iso = await isoOf(frame);
  await expect(frame.getByTestId('tvk-words')).toContainText(`Draw #${round.round}: ${hits.length} of your 3 numbers drawn — ${won ? `you win ${shownMoney(payout / 100, iso)}` : `no win, you lose ${shownMoney(10, iso)}`}`);
  await expect(frame.getByTestId('tvk-words')).toContainText(`Balance: ${await frame.getByTestId('gs-balance').innerText()}`);
  await ticket.getByTestId('tvk-verify').click();
  await expect(frame.getByTestId('tvk-verified')).toHaveAttribute('data-ok', 'true');
  return payout;
}

/**
 * One bingo game: a card at 5.00; eleven balls called 20.5 s in, all 70 after the game; the
 * picture against the game's record: the called board, the card daubed with exactly its called numbers.
 */
async function playBingo(page: Page, frame: FrameLocator): Promise<number> {
  const round = await toBetting(page, 'bingo');
  await expect(frame.getByTestId('bingo-state')).toHaveAttribute('data-phase', 'betting');
  await frame.getByTestId('gs-stake').fill('5');
  await frame.getByTestId('bingo-buy').click();
  const card = frame.getByTestId('bingo-tickets').locator('li').first();
  await expect(card).toHaveAttribute('data-status', 'open');
  await expect(frame.locator('.bingo-ticket')).toHaveCount(1);
  const numbers = (await frame.locator('.bingo-ticket td:not([data-blank])').allInnerTexts()).map(Number);
  expect(numbers).toHaveLength(15);

  await toRoundTime(page, 'bingo', round, 20_500);
  await expect(frame.getByTestId('bingo-state')).toHaveAttribute('data-phase', 'calling');
  await expect(frame.getByTestId('bingo-calls')).toHaveAttribute('data-calls', /^(\d+,){10}\d+$/);
  const firstCalls = (await frame.getByTestId('bingo-calls').getAttribute('data-calls'))!;
  await expect(frame.getByTestId('bingo-last-ball')).toHaveText(firstCalls.split(',')[10]!);

  await toRoundTime(page, 'bingo', round, 140_000);
  await expect(card).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: 10_000 });
  const record = (await roundOf(page, 'bingo', round.round)).drawn!;
  expect(record).toHaveLength(70);
  expect(record.slice(0, 11).join(',')).toBe(firstCalls);
  await expect(frame.getByTestId('bingo-calls')).toHaveAttribute('data-calls', record.join(','));
  await expect(frame.locator('.bingo-board li[data-called]')).toHaveCount(70);
  const daubed = numbers.filter((n) => record.includes(n));
  await expect(frame.locator('.bingo-ticket td[data-called]')).toHaveText(daubed.map(String));
  const won = (await card.getAttribute('data-status')) === 'won';
  const payout = won ? Math.round(amountOf(await card.locator('output').innerText()) * 100) : 0;
  const iso = await isoOf(frame);
  await expect(frame.getByTestId('bingo-words')).toContainText(`Game #${round.round} is over — ${won ? `you win ${shownMoney(payout / 100, iso)}` : `no prize, you lose ${shownMoney(5, iso)}`}`);
  if (won) await expect(frame.getByTestId('bingo-announce')).toContainText('Card 1: ');
  await card.getByTestId('bingo-verify').click();
  await expect(frame.getByTestId('bingo-verified')).toHaveAttribute('data-ok', 'true');
  return payout;
}

test('a player plays a TV keno draw for real money: the board shows the draw\'s record and the header the new balance', async ({ page }) => {
  test.setTimeout(120_000);
  const before = await registerWithDeposit(page, 'tvk-real', '200');
  const label = await mainLabel(page);
  const frame = await openGame(page, 'tvgames', 'TV Keno', 'real');
  const payout = await playKeno(page, frame);
  expect((await mainAccount(page)).moneyMinor).toBe(before - 1_000 + payout);
  await expect.poll(() => mainLabel(page)).not.toBe(label);
  await expect(page.getByTestId('auth-balance').first().locator('.auth-balance-amount')).toHaveText(await mainLabel(page));
});

test('a guest plays a TV keno draw in demo', async ({ page }) => {
  test.setTimeout(120_000);
  const frame = await openGame(page, 'tvgames', 'TV Keno', 'demo');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  const payout = await playKeno(page, frame);
  await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney((100_000 - 1_000 + payout) / 100, 'FUN'));
});

test('a player plays a bingo game for real money: the card is daubed with the game\'s record and the header shows the new balance', async ({ page }) => {
  test.setTimeout(120_000);
  const before = await registerWithDeposit(page, 'bingo-real', '200');
  const label = await mainLabel(page);
  const frame = await openGame(page, 'bingo', '90-Ball Bingo', 'real');
  const payout = await playBingo(page, frame);
  expect((await mainAccount(page)).moneyMinor).toBe(before - 500 + payout);
  // A card that won back exactly its price leaves the balance where it was.
  if (payout !== 500) await expect.poll(() => mainLabel(page)).not.toBe(label);
  await expect(page.getByTestId('auth-balance').first().locator('.auth-balance-amount')).toHaveText(await mainLabel(page));
});

test('a guest plays a bingo game in demo', async ({ page }) => {
  test.setTimeout(120_000);
  const frame = await openGame(page, 'bingo', '90-Ball Bingo', 'demo');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  const payout = await playBingo(page, frame);
  await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney((100_000 - 500 + payout) / 100, 'FUN'));
});
