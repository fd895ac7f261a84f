/**
 * Blackjack and Jacks or Better of our game server in Chromium against the built server: for each,
 * a player with a deposit plays a real-money round and a guest a demo round. The cards on the table
 * (each card's face, read from its accessible name and its card number) equal the round the server
 * recorded (`GET /game-server/api/round/{key}`), the dealer's hole card stays face down while the
 * hand is open, the outcome is said in words with the new balance, and a real-money round moves
 * the header balance of the framing portal page to the wallet's. A blackjack round is also played
 * with the keyboard alone (Tab and Enter), and the drawn video-poker hand is recomputed on the
 * verify page, which draws it with the same cards.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { test, expect, collectCspViolations, mainAccount, registerWithDeposit, shownMoney } from './support.ts';

interface RoundRecord {
  status: string;
  stakeMinor: number;
  payoutMinor: number;
  params: { holds?: boolean[] };
  result: { dealer?: number[]; hands?: { cards: number[]; stakeMinor: number }[]; outcomes?: string[]; dealt?: number[]; final?: number[]; hand?: string };
}

type Board = FrameLocator | Page;

const RANKS = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'];
/** A card's name as the table says it (cards 0 … 51: suit × 13 + rank). */
const cardName = (card: number) => `${RANKS[card % 13]} of ${SUITS[Math.floor(card / 13)]}`;

/** The cards shown in `area`: card numbers and accessible names, in order. */
async function shownCards(area: Locator): Promise<{ cards: string[]; names: string[] }> {
  const imgs = area.locator('.playing-card');
  return { cards: await imgs.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!)), names: await imgs.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!)) };
}

/** Expects `area` to show exactly `cards` (face up). */
async function expectCards(area: Locator, cards: number[]): Promise<void> {
  await expect.poll(() => shownCards(area)).toEqual({ cards: cards.map(String), names: cards.map(cardName) });
}

/** The round the server recorded under `key`. */
async function recordOf(page: Page, key: string): Promise<RoundRecord> {
  const response = await page.request.get(`/game-server/api/round/${key}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { round: RoundRecord }).round;
}

/** The header balance of the portal page and the wallet's main account label. */
const header = (page: Page) => page.getByTestId('auth-balance').first().locator('.auth-balance-amount');
async function walletLabel(page: Page): Promise<string> {
  const body = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { all_accounts: { type: number; labelWithSymbol: string }[] };
  return body.all_accounts.find((a) => a.type === 0)!.labelWithSymbol;
}

/** Waits for the answer of the API call `path` that `act` causes. */
async function answerOf(page: Page, path: string, act: () => Promise<void>): Promise<{ balance: number; round: { seed: { seedId: number }; nonce: number; status: string } }> {
  const answer = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
  await act();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as { balance: number; round: { seed: { seedId: number }; nonce: number; status: string } };
}

/** Plays a blackjack round to its end by standing (the dealer's hole card face down until then); answers its key and the last balance. */
async function playBlackjack(page: Page, board: Board, stake: string, onOpen?: () => Promise<void>): Promise<{ key: string; balance: number }> {
  await board.getByTestId('gs-stake').fill(stake);
  let answer = await answerOf(page, '/game-server/api/play', () => board.getByTestId('gs-play').click());
  const key = `${answer.round.seed.seedId}-${answer.round.nonce}`;
  if (answer.round.status === 'open') {
    await expect(board.getByTestId('bj-round')).toHaveAttribute('data-phase', 'player');
    await expect(board.getByTestId('bj-dealer').getByRole('img', { name: 'Face-down card' })).toHaveCount(1);
    await expect(board.getByTestId('gs-play')).toBeDisabled();
    await expect(board.getByRole('button', { name: /insurance/i })).toHaveCount(0);
    await onOpen?.();
    while (answer.round.status === 'open') answer = await answerOf(page, '/game-server/api/action', () => board.getByTestId('bj-stand').click());
  }
  return { key, balance: answer.balance };
}

/** Checks the table shows the recorded blackjack round: dealer's and player's cards, outcomes, words and balance. */
async function expectBlackjackRound(page: Page, board: Board, key: string, balance: number, iso: string): Promise<RoundRecord> {
  const record = await recordOf(page, key);
  expect(record.status).toBe('settled');
  await expect(board.getByTestId('bj-round')).toHaveAttribute('data-phase', 'settled');
  await expectCards(board.getByTestId('bj-dealer'), record.result.dealer!);
  const hands = board.getByTestId('bj-hand');
  await expect(hands).toHaveCount(record.result.hands!.length);
  for (const [i, hand] of record.result.hands!.entries()) {
    await expectCards(hands.nth(i).locator('.bj-cards'), hand.cards);
    // A lost hand over 21 is called a bust.
    const outcome = record.result.outcomes![i]!;
    await expect(hands.nth(i).getByTestId('bj-outcome')).toHaveAttribute('data-outcome', outcome === 'lose' ? /^(lose|bust)$/ : outcome);
  }
  const words = board.getByTestId('bj-words');
  await expect(words).toContainText(/^Dealer: (Blackjack|\d+) · /);
  await expect(words).toContainText(`Balance: ${shownMoney(balance / 100, iso)}`);
  await expect(board.getByTestId('gs-balance')).toHaveText(shownMoney(balance / 100, iso));
  await expect(board.getByTestId('bj-shoe')).toContainText(`This round dealt ${record.result.dealer!.length + record.result.hands!.reduce((s, h) => s + h.cards.length, 0)} of its 312 cards.`);
  return record;
}

/** Deals a Jacks or Better hand, holds cards 1 and 2, draws; checks dealt and drawn cards against the record. */
async function playVideoPoker(page: Page, board: Board, stake: string, iso: string, onDealt?: () => Promise<void>): Promise<{ key: string; record: RoundRecord; balance: number }> {
  await board.getByTestId('gs-stake').fill(stake);
  const dealt = await answerOf(page, '/game-server/api/play', () => board.getByTestId('gs-play').click());
  const key = `${dealt.round.seed.seedId}-${dealt.round.nonce}`;
  await expect(board.getByTestId('vp-round')).toHaveAttribute('data-phase', 'deal');
  await expect(board.getByTestId('vp-words')).toHaveText('Choose the cards to hold, then press Draw.');
  await onDealt?.();
  await board.getByTestId('vp-hold-0').click();
  await board.getByTestId('vp-hold-1').click();
  await expect(board.getByTestId('vp-hold-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(board.getByTestId('vp-hold-0')).toContainText('Held');
  await expect(board.getByTestId('vp-hold-2')).toHaveAttribute('aria-pressed', 'false');
  const open = await recordOf(page, key);
  await expectCards(board.getByTestId('vp-round'), open.result.dealt!);
  const drawn = await answerOf(page, '/game-server/api/action', () => board.getByTestId('vp-draw').click());
  const record = await recordOf(page, key);
  expect(record.params.holds).toEqual([true, true, false, false, false]);
  expect(record.result.final!.slice(0, 2)).toEqual(record.result.dealt!.slice(0, 2));
  await expect(board.getByTestId('vp-round')).toHaveAttribute('data-phase', 'drawn');
  await expectCards(board.getByTestId('vp-round'), record.result.final!);
  await expect(board.getByTestId('vp-hand')).toHaveAttribute('data-hand', record.result.hand!);
  const won = record.payoutMinor > 0;
  await expect(board.getByTestId('vp-words')).toContainText(won ? `you win ${shownMoney(record.payoutMinor / 100, iso)}` : `No win — you lose ${shownMoney(record.stakeMinor / 100, iso)}`);
  await expect(board.getByTestId('vp-words')).toContainText(`Balance: ${shownMoney(drawn.balance / 100, iso)}`);
  const lit = board.getByTestId('vp-paytable').locator('tr[aria-current="true"]');
  if (won) await expect(lit).toHaveAttribute('data-hand', record.result.hand!);
  else await expect(lit).toHaveCount(0);
  return { key, record, balance: drawn.balance };
}

/** Opens the portal page of a card game from its lobby and answers its frame. */
async function openFromLobby(page: Page, lobby: string, name: string): Promise<FrameLocator> {
  await page.goto(lobby);
  await page.getByTestId('casino-tile').filter({ hasText: name }).click();
  return page.frameLocator('[data-testid="casino-frame"]');
}

test('a player plays blackjack for real money: the table shows the recorded cards and the header balance follows', async ({ page }) => {
  const before = await registerWithDeposit(page, 'blackjack', '200');
  const frame = await openFromLobby(page, '/en/card-games', 'Blackjack');
  const startLabel = await walletLabel(page);
  await expect(header(page)).toHaveText(startLabel);
  await page.getByTestId('casino-play-real').click();
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  const iso = (await frame.getByTestId('gs-balance').innerText()).split(/\s/)[0]!;
  const { key, balance } = await playBlackjack(page, frame, '10', async () => {
    // The stake is taken at the deal: the header shows the wallet's balance while the hand is open.
    await expect.poll(() => walletLabel(page)).not.toBe(startLabel);
    await expect(header(page)).toHaveText(await walletLabel(page));
  });
  const record = await expectBlackjackRound(page, frame, key, balance, iso);
  expect((await mainAccount(page)).moneyMinor).toBe(before - record.stakeMinor + record.payoutMinor);
  await expect(header(page)).toHaveText(await walletLabel(page));
});

test('a guest plays blackjack in demo: the table shows the recorded cards', async ({ page }) => {
  const violations = await collectCspViolations(page);
  const frame = await openFromLobby(page, '/en/card-games', 'Blackjack');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  await expect(frame.getByTestId('bj-rules')).toContainText('no insurance');
  const { key, balance } = await playBlackjack(page, frame, '10');
  const record = await expectBlackjackRound(page, frame, key, balance, 'FUN');
  expect(balance).toBe(100000 - record.stakeMinor + record.payoutMinor);
  await expect(frame.getByTestId('gs-play')).toBeEnabled();
  expect(await violations()).toEqual([]);
});

test('a blackjack round is played with the keyboard alone', async ({ page }) => {
  await page.goto('/game-server/game/blackjack?lang=en');
  await expect(page.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  /** Presses Tab until the focused element matches `selector` (at most 25 presses). */
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 25; i += 1) {
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${selector}`);
  };
  await tabTo('[data-testid="gs-stake"]');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5');
  await tabTo('[data-testid="gs-play"]');
  let answer = await answerOf(page, '/game-server/api/play', () => page.keyboard.press('Enter'));
  const key = `${answer.round.seed.seedId}-${answer.round.nonce}`;
  while (answer.round.status === 'open') {
    // The deal button is locked while the hand is open: the first decision offered has the focus.
    await expect(page.getByTestId('bj-hit')).toBeFocused();
    await tabTo('[data-testid="bj-stand"]');
    answer = await answerOf(page, '/game-server/api/action', () => page.keyboard.press('Enter'));
  }
  await expectBlackjackRound(page, page, key, answer.balance, 'FUN');
  // The finished hand hands the focus back to the deal button.
  await expect(page.getByTestId('gs-play')).toBeFocused();
});

test('a player plays Jacks or Better for real money and verifies the hand', async ({ page, context }) => {
  const before = await registerWithDeposit(page, 'poker', '200');
  const frame = await openFromLobby(page, '/en/poker', 'Jacks or Better');
  const startLabel = await walletLabel(page);
  await page.getByTestId('casino-play-real').click();
  await expect(frame.locator('.gs-game[data-mode="real"]')).toBeVisible();
  const iso = (await frame.getByTestId('gs-balance').innerText()).split(/\s/)[0]!;
  await frame.getByTestId('gs-stake').fill('10');
  await expect(frame.getByTestId('vp-paytable').getByRole('columnheader', { name: `At ${shownMoney(10, iso)}` })).toBeVisible();
  const { key, record } = await playVideoPoker(page, frame, '10', iso, async () => {
    // The stake is taken at the deal: the header shows the wallet's balance before the draw.
    await expect.poll(() => walletLabel(page)).not.toBe(startLabel);
    await expect(header(page)).toHaveText(await walletLabel(page));
  });
  expect((await mainAccount(page)).moneyMinor).toBe(before - 1000 + record.payoutMinor);
  await expect(header(page)).toHaveText(await walletLabel(page));

  await frame.getByTestId('gs-rotate').click();
  await expect(frame.getByTestId('gs-revealed')).toBeVisible();
  const verify = await context.newPage();
  await verify.goto(`/game-server/verify/${key}?lang=en`);
  await expectCards(verify.getByTestId('verify-picture'), record.result.final!);
  await expect(verify.getByTestId('verify-server-seed')).not.toHaveValue('');
  await verify.getByTestId('verify-run').click();
  await expect(verify.getByTestId('verify-outcome')).toHaveAttribute('data-hash-ok', 'true');
  await expect(verify.getByTestId('verify-outcome')).toHaveAttribute('data-matches', 'true');
});

test('a guest plays Jacks or Better in demo: the machine shows the recorded cards', async ({ page }) => {
  const frame = await openFromLobby(page, '/en/poker', 'Jacks or Better');
  await expect(frame.getByTestId('gs-balance')).toHaveText('FUN 1,000.00');
  const { record, balance } = await playVideoPoker(page, frame, '10', 'FUN');
  expect(balance).toBe(100000 - 1000 + record.payoutMinor);
  await expect(frame.getByTestId('gs-balance')).toHaveText(shownMoney(balance / 100, 'FUN'));
});
