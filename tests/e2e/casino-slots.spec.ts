/**
 * Slots and the scratch card in Chromium against the built server. For each of our slots a player
 * with a deposit spins once for real money and a guest once in demo: the reels stop on the stops
 * of the round the game server recorded (`GET /game-server/api/round/{key}`), every symbol shown is
 * the record's, each line win is listed with its amount, the round is said in words, and for real
 * money the portal header's balance moves to the wallet's (session time and net position on
 * screen; the spin button waits 2.5 s; the paytable states the RTP). A Northern Lights spin is
 * rotated and recomputed on the verify page, which draws the same reels. Lucky Three is bought for
 * real money and in demo, scratched with the keyboard, by dragging over the foil and with
 * "Scratch all"; the three equal symbols light up and the win is said in money.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { test, expect, mainAccount, registerWithDeposit, amountOf, shownMoney } from './support.ts';
import { canonicalJson } from '../../src/domain/game-server/play.ts';

interface Spin { stops: number[]; window: string[][]; lineWins: { line: number; count: number; symbol: string }[] }
interface RoundRecord {
  round: { game: string; result: { base?: Spin; freeSpins?: Spin[]; cells?: string[]; winning?: string | null }; stakeMinor: number; payoutMinor: number };
}

async function balanceLabel(page: Page): Promise<string> {
  const body = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { all_accounts: { type: number; labelWithSymbol: string }[] };
  return body.all_accounts.find((a) => a.type === 0)!.labelWithSymbol;
}

/** Opens a game from its lobby for real money (`real`) or as a guest in demo, and answers its frame. */
async function openFromLobby(page: Page, lobby: string, name: string, real: boolean): Promise<FrameLocator> {
  await page.goto(lobby);
  await page.getByTestId('casino-tile').filter({ hasText: name }).click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  if (real) await page.getByTestId('casino-play-real').click();
  await expect(frame.locator(`.gs-game[data-mode="${real ? 'real' : 'demo'}"]`)).toBeVisible();
  return frame;
}

/** Presses the play button, waits for the round to be drawn and answers its record from the round API. */
async function playAndRecord(page: Page, frame: FrameLocator, done: Locator): Promise<{ key: string; record: RoundRecord['round'] }> {
  await frame.getByTestId('gs-play').click();
  await expect(frame.getByTestId('gs-last')).toBeVisible();
  const key = (await frame.getByTestId('gs-last').getAttribute('data-round'))!;
  const response = await page.request.get(`/game-server/api/round/${key}`);
  expect(response.status()).toBe(200);
  const { round } = (await response.json()) as RoundRecord;
  await expect(done).toBeVisible({ timeout: 40_000 });
  return { key, record: round };
}

/** The reels show `spin`: each reel on the recorded stop, each of its three symbols the record's. */
async function expectReels(reels: Locator, spin: Spin): Promise<void> {
  for (const [i, column] of spin.window.entries()) {
    await expect(reels.getByTestId(`slot-reel-${i}`)).toHaveAttribute('data-stop', String(spin.stops[i]));
    for (const [row, symbol] of column.entries()) await expect(reels.getByTestId(`slot-cell-${i}-${row}`)).toHaveAttribute('data-symbol', symbol);
  }
}

/** Spins a slot once and checks the picture against the round record; answers the record. */
async function spinAndCheck(page: Page, frame: FrameLocator, iso: string): Promise<{ key: string; record: RoundRecord['round'] }> {
  await frame.getByTestId('gs-stake').fill('20');
  const played = await playAndRecord(page, frame, frame.locator('[data-testid="slot-words"][data-win]'));
  const { record } = played;
  // The spin button waits: the server refuses an earlier spin too.
  const spins = [record.result.base!, ...(record.result.freeSpins ?? [])];
  const last = spins.at(-1)!;
  await expectReels(frame.getByTestId('slot-reels'), last);
  await expect(frame.getByTestId('slot-reels')).toHaveAttribute('data-stopped', String(last.window.length));
  await expect(frame.locator('.slot-paylines polyline')).toHaveCount(last.lineWins.length);
  for (const w of last.lineWins) await expect(frame.getByTestId('slot-wins')).toContainText(`Line ${w.line + 1}: ${w.count} × `);
  if (record.result.freeSpins?.length) await expect(frame.getByTestId('slot-free-counter')).toHaveText(`Free spin ${spins.length - 1} of ${spins.length - 1}`);
  const words = record.payoutMinor > 0 ? `Round total: you win ${shownMoney(record.payoutMinor / 100, iso)}` : `No win this round — you lose ${shownMoney(record.stakeMinor / 100, iso)}`;
  await expect(frame.getByTestId('slot-words')).toContainText(words);
  await expect(frame.getByTestId('gs-payout')).toHaveText(shownMoney(record.payoutMinor / 100, iso));
  return played;
}

for (const [name, slug, rtp] of [['Northern Lights', 'northern-lights', '95.83'], ['Desert Caravan', 'desert-caravan', '96.20']] as const) {
  test(`a player spins ${name} for real money: the reels stop on the recorded stops and the header balance moves`, async ({ page }) => {
    test.setTimeout(120_000);
    const before = await registerWithDeposit(page, `slots-${slug}`, '300');
    const header = page.getByTestId('auth-balance').first().locator('.auth-balance-amount');
    const label = await balanceLabel(page);
    const frame = await openFromLobby(page, '/en/slots/slots', name, true);
    await expect(page).toHaveURL(new RegExp(`/en/slots/game/\\d+/${slug}$`));
    await expect(frame.getByTestId('slot-rtp')).toHaveText(`Return to player: ${rtp} %.`);
    await expect(frame.getByTestId('gs-session-time')).toHaveText(/^\d+:\d\d$/);
    await expect(frame.getByTestId('gs-net')).toHaveText('RUB 0.00');
    const { record } = await spinAndCheck(page, frame, 'RUB');
    expect((await mainAccount(page)).moneyMinor).toBe(before - 2000 + record.payoutMinor);
    const net = record.payoutMinor - 2000;
    await expect(frame.getByTestId('gs-net')).toHaveText(`${net > 0 ? '+' : net < 0 ? '−' : ''}${shownMoney(Math.abs(net) / 100, 'RUB')}`);
    // The wallet moved unless the spin paid back exactly its stake; the header shows the wallet's balance.
    if (net !== 0) await expect.poll(() => balanceLabel(page)).not.toBe(label);
    await expect(header).toHaveText(await balanceLabel(page));
  });

  test(`a guest spins ${name} in demo`, async ({ page }) => {
    test.setTimeout(90_000);
    const frame = await openFromLobby(page, '/en/slots/slots', name, false);
    await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
    const { record } = await spinAndCheck(page, frame, 'FUN');
    await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney(1000 - 20 + record.payoutMinor / 100, 'FUN'));
  });
}

test('the spin button waits 2.5 s; a rotated Northern Lights spin is recomputed and drawn on the verify page', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/game-server/game/northern-lights?lang=en');
  await expect(page.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  await page.getByTestId('gs-play').click();
  // With reduced motion the reels stand on their stops at once; the next spin still waits.
  await expect(page.getByTestId('gs-play')).toBeDisabled();
  await expect(page.getByTestId('gs-play')).toHaveText(/^Next spin in \d\.\d s$/);
  await expect(page.getByTestId('slot-reels')).toHaveAttribute('data-stopped', '5');
  await expect(page.locator('[data-testid="slot-words"][data-win]')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('gs-play')).toHaveText('Spin', { timeout: 5000 });
  const roundKey = (await page.getByTestId('gs-last').getAttribute('data-round'))!;
  const { round } = (await (await page.request.get(`/game-server/api/round/${roundKey}`)).json()) as RoundRecord;
  const recorded = canonicalJson(round.result);

  await page.getByTestId('gs-rotate').click();
  await expect(page.getByTestId('gs-revealed')).toBeVisible();
  const verify = await context.newPage();
  await verify.goto(`/game-server/verify/${roundKey}?lang=en`);
  await expect(verify.getByTestId('verify-server-seed')).not.toHaveValue('');
  await verify.getByTestId('verify-run').click();
  await expect(verify.getByTestId('verify-outcome')).toHaveAttribute('data-hash-ok', 'true');
  await expect(verify.getByTestId('verify-outcome')).toHaveAttribute('data-matches', 'true');
  await expect(verify.getByTestId('verify-recomputed')).toHaveText(recorded);
  await expectReels(verify.getByTestId('verify-picture').getByTestId('slot-reels').first(), round.result.base!);
});

/** Checks the opened card: each cell's symbol the record's, the winning cells lit, the words. */
async function expectCard(frame: FrameLocator, record: RoundRecord['round'], iso: string): Promise<void> {
  const card = frame.getByTestId('scratch-card');
  for (const [i, symbol] of record.result.cells!.entries()) await expect(card.getByTestId(`scratch-cell-${i}`)).toHaveAttribute('data-symbol', symbol);
  const winning = record.result.winning ?? null;
  await expect(card.locator('.scratch-cell[data-win]')).toHaveCount(winning ? 3 : 0);
  await expect(frame.getByTestId('scratch-outcome')).toContainText(winning
    ? `Three × ${winning[0]!.toUpperCase()}${winning.slice(1)} — you win ${shownMoney(record.payoutMinor / 100, iso)}`
    : 'No three alike on this card — no win this time.');
}

test('a guest scratches a Lucky Three card in demo with the keyboard and a drag', async ({ page }) => {
  await page.goto('/en/scratchcards');
  await page.getByTestId('casino-tile').filter({ hasText: 'Lucky Three' }).click();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  await frame.getByTestId('gs-stake').fill('5');
  const { record } = await playAndRecord(page, frame, frame.getByTestId('scratch-all'));
  const card = frame.getByTestId('scratch-card');
  // Keyboard: Enter opens the focused cell, Space the next one.
  await card.getByRole('button', { name: 'Scratch cell 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('scratch-cell-0')).toHaveAttribute('data-open', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(card.getByTestId('scratch-cell-1')).toHaveAttribute('data-open', 'true');
  await expect(card.getByTestId('scratch-cell-0')).toHaveAccessibleName(`Cell 1: ${record.result.cells![0]![0]!.toUpperCase()}${record.result.cells![0]!.slice(1)}`);
  // Pointer: rubbing over the foil of cell 5 row by row opens it.
  const box = (await card.getByTestId('scratch-cell-4').boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + 2);
  await page.mouse.down();
  for (let r = 0; r < 6; r += 1) {
    const y = box.y + ((r + 0.5) * box.height) / 6;
    await page.mouse.move(box.x + 2, y, { steps: 2 });
    await page.mouse.move(box.x + box.width - 2, y, { steps: 8 });
  }
  await page.mouse.up();
  await expect(card.getByTestId('scratch-cell-4')).toHaveAttribute('data-open', 'true');
  await expect(card.getByTestId('scratch-cell-2')).not.toHaveAttribute('data-open', 'true');
  await frame.getByTestId('scratch-all').click();
  await expect(card.locator('.scratch-cell[data-open]')).toHaveCount(9);
  await expectCard(frame, record, 'FUN');
  const paid = amountOf(await frame.getByTestId('gs-payout').innerText());
  await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney(1000 - 5 + paid, 'FUN'));
});

test('a player buys a Lucky Three card for real money: the header balance moves', async ({ page }) => {
  const before = await registerWithDeposit(page, 'scratch-real', '100');
  const header = page.getByTestId('auth-balance').first().locator('.auth-balance-amount');
  const label = await balanceLabel(page);
  const frame = await openFromLobby(page, '/en/scratchcards', 'Lucky Three', true);
  await frame.getByTestId('gs-stake').fill('5');
  const { record } = await playAndRecord(page, frame, frame.getByTestId('scratch-all'));
  await frame.getByTestId('scratch-all').click();
  await expectCard(frame, record, 'RUB');
  expect((await mainAccount(page)).moneyMinor).toBe(before - 500 + record.payoutMinor);
  // The wallet moved unless the card paid back exactly its price (a star); the header shows the wallet's balance.
  if (record.payoutMinor !== 500) await expect.poll(() => balanceLabel(page)).not.toBe(label);
  await expect(header).toHaveText(await balanceLabel(page));
});
