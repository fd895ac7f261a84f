/**
 * Bonus games in Chromium: a player's deposit of 1,000 RUB gives a Wheel of Fortuna ticket; the
 * player spins, sees the prize paid as bonus money (the balance's bonus grows by it) and checks the
 * play in the browser from the revealed seed. A deposit of 10,000 RUB gives a ticket of each of the
 * six games (brands/main/bonuses.json): each is played once through its picture, which shows the
 * server's prize at every place (the wheel stops on the server's segment), and the bonus grows by
 * the prize. One game is played with the keyboard alone.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, apiPost, mainAccount, registerViaApi, shownMoney, waitForHydration } from './support.ts';

interface Played { pick: number; board: number[]; prizeMinor: number }

const bonuses = JSON.parse(readFileSync('brands/main/bonuses.json', 'utf8')) as { bonusGames: { game: string; prizesMinor: number[]; prizeSpins?: number[] }[] };
const tableOf = (game: string) => bonuses.bonusGames.find((g) => g.game === game)!;

/** The player's bonus balance in minor units. */
async function bonusMinor(page: Page): Promise<number> {
  const balance = (await (await page.request.get('/web-api/user/balance')).json()) as { bonus: number };
  return Math.round(balance.bonus * 100);
}

async function deposit(page: Page, label: string, amount: string): Promise<void> {
  await page.goto('/en');
  await registerViaApi(page, label);
  const account = await mainAccount(page);
  expect((await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount, provider: 'test', idempotencyKey: `${label}-${Date.now()}` })).status()).toBe(200);
}

/** Waits for the play's answer of `game` started by `act`; returns the server's play. */
async function playThrough(page: Page, game: string, act: () => Promise<void>): Promise<Played> {
  const answer = page.waitForResponse((r) => r.url().endsWith(`/web-api/bonus-games/${game}/play`) && r.request().method() === 'POST');
  await act();
  const response = await answer;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { ticket: { played: Played } }).ticket.played;
}

test('a deposit gives a fortuna ticket; the spin pays bonus money and checks out in the browser', async ({ page }) => {
  test.setTimeout(60_000);
  await deposit(page, 'fortuna', '1000');
  await page.goto('/en/fortuna');
  await waitForHydration(page, 'BonusGamePlay');
  const game = page.getByTestId('bonus-game');
  await expect(game).toHaveAttribute('data-open', '1');
  await game.getByTestId('bonus-game-place-0').click();
  const result = game.getByTestId('bonus-game-result');
  await expect(result).toBeVisible();
  const prize = Number(await result.getAttribute('data-prize'));
  expect(prize).toBeGreaterThan(0);
  await expect(game).toHaveAttribute('data-open', '0');
  expect(await bonusMinor(page)).toBe(prize);
  await game.getByTestId('bonus-game-verify').click();
  await expect(game.getByTestId('bonus-game-verified')).toHaveAttribute('data-ok', 'true');
});

/** How each pick game names its places in English. */
const PLACE_NAMES: Record<string, string> = { chest: 'Chest', memory: 'Card', safe: 'Safe', lottery: 'Ticket', 'dragon-bonus': 'Egg' };

const PICKS = [['fortuna', 0], ['chest', 2], ['memory', 4], ['safe', 7], ['lottery', 1], ['dragon-bonus', 3]] as const;

test('each of the six games, played once through its ticket, shows the server\'s prize at every place and pays it', async ({ page }) => {
  test.setTimeout(150_000);
  await deposit(page, 'bonus-six', '10000');
  for (const [name, pick] of PICKS) {
    await test.step(name, async () => {
      const before = await bonusMinor(page);
      await page.goto(`/en/${name}`);
      await waitForHydration(page, 'BonusGamePlay');
      const game = page.getByTestId('bonus-game');
      await expect(game).toHaveAttribute('data-open', '1');
      const played = await playThrough(page, name, () => game.getByTestId(`bonus-game-place-${pick}`).click());
      expect(played.pick).toBe(pick);
      const table = tableOf(name);
      const won = played.board[pick]!;
      expect(played.prizeMinor).toBe(table.prizesMinor[won]);
      await expect(game.getByTestId('bonus-game-result')).toHaveAttribute('data-prize', String(played.prizeMinor));
      await expect(game.getByTestId('bonus-board')).toHaveAttribute('data-stage', 'all');
      const money = shownMoney(played.prizeMinor / 100, 'RUB');
      await expect(game.getByTestId('bonus-game-words')).toContainText(money);
      if (name === 'fortuna') {
        // The wheel stopped with the server's segment under the top pointer.
        const segment = game.getByTestId(`fortuna-segment-${won}`);
        await expect(segment).toHaveAttribute('data-hit', 'true');
        await expect(segment).toHaveAttribute('data-prize', String(played.prizeMinor));
        await expect(game.locator('[data-hit]')).toHaveCount(1);
        const turn = Number(await game.getByTestId('fortuna-spinner').getAttribute('data-turn'));
        const mid = Number(await segment.getAttribute('data-mid'));
        expect(turn).toBeGreaterThanOrEqual(5 * 360);
        const rest = (turn + mid) % 360;
        expect(Math.min(rest, 360 - rest)).toBeLessThan(1e-6);
      } else {
        // Every place, named with its prize, shows the prize the server's board put there.
        for (const [place, index] of played.board.entries()) {
          const prizeText = shownMoney(table.prizesMinor[index]! / 100, 'RUB');
          const shown = game.getByRole('button', { name: `${PLACE_NAMES[name]} ${place + 1}${place === pick ? ', your pick' : ''}: ${prizeText}`, exact: true });
          await expect(shown).toHaveAttribute('data-testid', `bonus-game-place-${place}`);
          await expect(shown).toHaveAttribute('data-state', 'open');
          await expect(shown).toHaveAttribute('data-prize', String(table.prizesMinor[index]));
        }
      }
      expect(await bonusMinor(page) - before).toBe(played.prizeMinor);
      await game.getByTestId('bonus-game-verify').click();
      await expect(game.getByTestId('bonus-game-verified')).toHaveAttribute('data-ok', 'true');
    });
  }
});

test('the chests are played with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await deposit(page, 'chest-keys', '2000');
  await page.goto('/en/chest');
  await waitForHydration(page, 'BonusGamePlay');
  const game = page.getByTestId('bonus-game');
  await expect(game).toHaveAttribute('data-open', '1');
  // From the client seed field on, every step is a key.
  await game.getByLabel('Your client seed (optional)').focus();
  await page.keyboard.type('keyboard-only');
  await page.keyboard.press('Tab');
  await expect(game.getByRole('button', { name: 'Chest 1' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(game.getByRole('button', { name: 'Chest 2' })).toBeFocused();
  const played = await playThrough(page, 'chest', () => page.keyboard.press('Enter'));
  expect(played.pick).toBe(1);
  const money = shownMoney(played.prizeMinor / 100, 'RUB');
  await expect(game.getByRole('button', { name: `Chest 2, your pick: ${money}` })).toHaveAttribute('data-state', 'open');
  await expect(game.getByTestId('bonus-game-words')).toHaveText(`You won ${money} of bonus money.`);
  // The reveal hands the focus to the result: the check is one key away.
  await expect(game.getByTestId('bonus-game-verify')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(game.getByTestId('bonus-game-verified')).toHaveAttribute('data-ok', 'true');
});
