/**
 * The main journey in Chromium: a new player registers by e-mail, funds the account
 * through the test payment provider, adds three real games to the coupon from the line page,
 * places them as an express, and, after the replay finishes those games, sees on the bet
 * history page (full view, not reloaded) each bet's real result, the settled status, and the new
 * balance in the header.
 *
 * The feed clock is moved with `POST /web-api/dev/clock` (the e2e server runs with
 * PORTAL_DEV_TOOLS=1). The clock of the server only moves forward, for every later test too, so
 * this file is named to run after the other specs.
 */
import { MATCH_WALL_MS } from '../../src/domain/feed/replay.ts';
import type { Page } from '@playwright/test';
import { loadFeedData } from '../../src/server/feed/data.ts';
import { champById } from '../../src/domain/feed/slugs.ts';
import type { TennisDetail } from '../../src/domain/feed/sport-detail.ts';
import { test, expect, PASSWORD, apiPost, uniqueEmail, waitForHydration, devPost, outcomesReady, shownMoney } from './support.ts';

const real = new Map(loadFeedData().result.rows.map((m) => [m.permanentId, m]));
const DEPOSIT_MINOR = 500_000;

interface LineGame {
  id: string;
  permanentId: number;
  start: number;
  opponents: { name: string }[];
}

/** Registers through the header's registration dialog, as a player would. */
async function registerThroughDialog(page: Page): Promise<void> {
  await page.goto('/en');
  await waitForHydration(page, 'AuthPanel');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Registration' }).click();
  const step1 = page.getByRole('dialog', { name: 'Registration Step 1 of 3' });
  await step1.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('wager'));
  await step1.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await step1.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: "Confirm you're not a robot" }).getByText("I'm not a robot").click();
  const step2 = page.getByRole('dialog', { name: 'Registration Step 2 of 3' });
  await step2.getByText('No bonus', { exact: true }).click();
  await step2.getByRole('button', { name: 'Continue' }).click();
  const step3 = page.getByRole('dialog', { name: 'Registration Step 3 of 3' });
  await step3.getByRole('button', { name: 'OK' }).click();
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** The main account as `GET /web-api/user/balance?lang=en` answers it. */
async function mainAccount(page: Page): Promise<{ id: number; money: number; labelWithSymbol: string }> {
  const response = await page.request.get('/web-api/user/balance?lang=en');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { all_accounts: { id: number; type: number; money: number; labelWithSymbol: string }[] };
  return body.all_accounts.find((a) => a.type === 0)!;
}

// The live tennis bet first: the express test moves the clock past its games' ends, hours on.
test('a player bets on a live tennis match, follows its scoreboard, and is paid by the real result', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughDialog(page);
  const account = await mainAccount(page);
  const deposit = await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount: String(DEPOSIT_MINOR / 100), provider: 'test', idempotencyKey: `e2e-tennis-${Date.now()}` });
  expect(deposit.status(), await deposit.text()).toBe(200);

  // A live ATP match that was completed in reality and is priced, not about to finish.
  // Tests before this one may have moved the shared clock past the pinned instant's matches: the
  // clock moves on in half-hour steps (at most a day) until the replay calendar has one in play.
  type LiveTennis = LineGame & { champId: number; main: unknown[]; board: { sets: unknown[] } };
  let game: LiveTennis | undefined;
  for (let step = 0; step <= 48 && !game; step++) {
    if (step > 0) expect((await devPost(page, '/web-api/dev/clock', { advanceMs: 30 * 60_000 })).status()).toBe(200);
    const live = (await (await page.request.get('/bff-api/feed/live?sportId=2')).json()) as { games: LiveTennis[] };
    game = live.games.find((g) => {
      const detail = real.get(g.permanentId)?.detail;
      return detail?.kind === 'tennis' && detail.ending === 'completed' && g.main.length === 2 && g.board.sets.length < detail.sets.length;
    });
  }
  expect(game, 'a live tennis match').toBeDefined();
  const detail = real.get(game!.permanentId)!.detail as TennisDetail;
  const slug = champById(game!.champId)!.slug;

  await page.goto(`/en/live/all/tennis/${slug}/${game!.permanentId}`);
  await waitForHydration(page, 'LiveScoreboard');
  await outcomesReady(page);
  // The tennis scoreboard: both players, the sets so far, the server marked.
  const board = page.locator('.scoreboard-tennis').first();
  await expect(board).toBeVisible();
  await expect(board.locator('tbody tr')).toHaveCount(2);
  await expect(board.locator('tr[data-serving="true"]')).toHaveCount(1);

  // A single on the first player to win the match.
  const outcome = page.locator(`[data-outcome="${game!.permanentId}:1:1:"]`).first();
  await outcome.click();
  const coupon = page.getByTestId('coupon');
  await expect(coupon.locator(`[data-coupon-bet="${game!.permanentId}:1:1:"]`)).toBeVisible();
  await page.getByTestId('place-bet').click();
  const receiptView = page.getByTestId('coupon-receipt');
  await expect(receiptView).toBeVisible();
  const couponId = Number(await receiptView.getAttribute('data-coupon-id'));
  const placed = (await (await page.request.get(`/web-api/coupon/${couponId}`)).json()) as { stakeMinor: number; potentialPayoutMinor: number; bets: { isLive: boolean }[] };
  expect(placed.bets[0]!.isLive).toBe(true);

  // The match plays out (at most 2 hours of replay): the bet is settled by the real winner.
  const clock = await devPost(page, '/web-api/dev/clock', { advanceMs: 3 * 3_600_000 });
  expect(clock.status(), await clock.text()).toBe(200);
  const won = detail.winner === 'home';
  await page.goto('/en/office/history?view=full_view');
  await waitForHydration(page, 'BetHistoryLive');
  const row = page.locator(`[data-coupon-id="${couponId}"]`);
  await expect(row).toHaveAttribute('data-status-id', won ? '1' : '0', { timeout: 15_000 });
  const sets = real.get(game!.permanentId)!.fullTime;
  await expect(row.locator(`[data-game="${game!.permanentId}"] [data-score]`)).toHaveAttribute('data-score', `${sets.home}:${sets.away}`);
  const after = await mainAccount(page);
  expect(Math.round(after.money * 100)).toBe(DEPOSIT_MINOR - placed.stakeMinor + (won ? placed.potentialPayoutMinor : 0));
});

test('a new player bets an express on three real games and is paid by their real results', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughDialog(page);

  // Funds through the test payment provider (the portal has no deposit form yet: the page's API
  // client call, with the CSRF header, as the recharge form will make it).
  const account = await mainAccount(page);
  const deposit = await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount: String(DEPOSIT_MINOR / 100), provider: 'test', idempotencyKey: `e2e-${Date.now()}` });
  expect(deposit.status(), await deposit.text()).toBe(200);
  expect((await mainAccount(page)).money * 100).toBe(DEPOSIT_MINOR);

  // Three upcoming games far enough from kick-off that their prices hold while the test runs.
  const line = (await (await page.request.get('/bff-api/feed/line?sportId=1&limit=20')).json()) as { games: LineGame[]; serverTime: number };
  const games = line.games.filter((g) => g.start * 1000 > line.serverTime + 3 * 60_000).slice(0, 3);
  expect(games).toHaveLength(3);
  expect(new Set(games.map((g) => g.permanentId)).size).toBe(3);

  await page.goto('/en/line/all/football');
  await outcomesReady(page);
  const coupon = page.getByTestId('coupon');
  await expect(coupon).toBeVisible();
  await expect(page.getByRole('banner').locator('.auth-balance-amount')).toHaveText((await mainAccount(page)).labelWithSymbol);
  for (const game of games) {
    const home = page.locator(`[data-outcome="${game.permanentId}:1:1:"]`);
    await home.click();
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    await expect(coupon.locator(`[data-coupon-bet="${game.permanentId}:1:1:"]`)).toBeVisible();
  }
  await expect(coupon).toHaveAttribute('data-bets', '3');
  // Express (coupon type 1).
  if ((await coupon.getAttribute('data-type-id')) !== '1') await coupon.getByRole('radio', { name: 'Express' }).or(coupon.getByRole('button', { name: 'Express' })).click();
  await expect(coupon).toHaveAttribute('data-type-id', '1');
  await page.getByTestId('place-bet').click();
  const receiptView = page.getByTestId('coupon-receipt');
  await expect(receiptView).toBeVisible();
  const couponId = Number(await receiptView.getAttribute('data-coupon-id'));
  expect(couponId).toBeGreaterThan(0);
  await expect(page.getByTestId('coupon-status')).toHaveAttribute('data-status-id', '-1');

  const placed = (await (await page.request.get(`/web-api/coupon/${couponId}`)).json()) as {
    typeId: number; stakeMinor: number; potentialPayoutMinor: number; bets: { permanentId: number; key: string }[];
  };
  expect(placed.typeId).toBe(1);
  expect(placed.bets.map((b) => b.permanentId)).toEqual(games.map((g) => g.permanentId));
  expect((await mainAccount(page)).money * 100).toBe(DEPOSIT_MINOR - placed.stakeMinor);

  // The bet history, full view: the coupon is open.
  await page.goto('/en/office/history?view=full_view');
  await waitForHydration(page, 'BetHistoryLive');
  const row = page.locator(`[data-coupon-id="${couponId}"]`);
  await expect(row).toHaveAttribute('data-status-id', '-1');
  await expect(row.locator('[data-leg-status]')).toHaveCount(3);
  await expect(row.locator('[data-leg-status="-1"]')).toHaveCount(3);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The replay runs on: once all three games are over (kick-offs on the replay calendar, at least
  // 3 hours on) settlement has run.
  const lastEnd = Math.max(...games.map((g) => g.start * 1000)) + MATCH_WALL_MS;
  const clock = await devPost(page, '/web-api/dev/clock', { advanceMs: Math.max(3 * 3_600_000, lastEnd - line.serverTime + 3_600_000) });
  expect(clock.status(), await clock.text()).toBe(200);

  // Without a reload, each leg shows its real final score and result, the coupon its status.
  const won = games.map((g) => real.get(g.permanentId)!.fullTime).map((s) => s.home > s.away);
  const expressWon = won.every(Boolean);
  await expect(row).toHaveAttribute('data-status-id', expressWon ? '1' : '0', { timeout: 15_000 });
  for (const [index, game] of games.entries()) {
    const score = real.get(game.permanentId)!.fullTime;
    const leg = row.locator(`[data-game="${game.permanentId}"]`);
    await expect(leg).toHaveAttribute('data-leg-status', won[index] ? '1' : '0');
    await expect(leg.locator('[data-score]')).toHaveAttribute('data-score', `${score.home}:${score.away}`);
    await expect(leg).toContainText(`${game.opponents[0]!.name} – ${game.opponents[1]!.name}`);
  }
  await expect(row.locator('.bet-status').first()).toHaveText(expressWon ? 'Won' : 'Lost');

  // The balance: deposit − stake + payout, shown in the header.
  const payoutMinor = expressWon ? placed.potentialPayoutMinor : 0;
  if (expressWon) await expect(row.locator('.bet-coupon-payout')).toContainText(shownMoney(payoutMinor / 100, 'RUB'));
  const after = await mainAccount(page);
  expect(Math.round(after.money * 100)).toBe(DEPOSIT_MINOR - placed.stakeMinor + payoutMinor);
  await expect(page.getByRole('banner').locator('.auth-balance-amount')).toHaveText(after.labelWithSymbol, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
