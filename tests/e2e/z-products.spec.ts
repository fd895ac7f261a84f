/**
 * The products other than sports, in Chromium, each settled by real data after the feed clock
 * moves: a lotto ticket bought on the lotto page is settled by the real drawn numbers of the
 * replayed draw with the official tier; a toto coupon of 2 rows on 15 real football games is
 * settled by their real results with the right tiers (the test's server starts on a fresh database,
 * so the pool is this coupon's alone); a virtual sports bet placed before its event's kick-off is
 * shown in play, settled on the simulated result, and the event's revealed seed hashes to the hash
 * published before the kick-off and recomputes that result.
 *
 * The feed clock only moves forward (`POST /web-api/dev/clock`), for every later test too, so this
 * file is named to run last.
 */
import type { Page } from '@playwright/test';
import { loadLottoData, drawOf } from '../../src/server/lotto/draws.ts';
import { eraOf, tierPayoutMinor } from '../../src/domain/lotto/games.ts';
import { loadFootballData } from '../../src/server/feed/data.ts';
import { outcomeOf, type TotoOutcome } from '../../src/domain/toto/pool.ts';
import { MATCH_WALL_MS } from '../../src/domain/feed/replay.ts';
import { createHash } from 'node:crypto';
import { eventEnd, eventKickoff, outcomeWon } from '../../src/domain/virtual/league.ts';
import { eventResults } from '../../src/server/virtual/fair.ts';
import { test, expect, apiPost, devPost, island, registerViaApi, waitForHydration } from './support.ts';

const lotto = loadLottoData();
const football = new Map(loadFootballData().rows.map((m) => [m.permanentId, m]));

/** The main account as `GET /web-api/user/balance` answers it. */
async function mainAccount(page: Page): Promise<{ id: number; money: number }> {
  const body = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { all_accounts: { id: number; type: number; money: number }[] };
  return body.all_accounts.find((a) => a.type === 0)!;
}

/** A registered player with `amount` (RUB) on the main account. */
async function fundedPlayer(page: Page, label: string, amount: string): Promise<{ id: number; money: number }> {
  await page.goto('/en');
  await registerViaApi(page, label);
  const account = await mainAccount(page);
  const deposit = await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount, provider: 'test', idempotencyKey: `e2e-${label}-${Date.now()}` });
  expect(deposit.status(), await deposit.text()).toBe(200);
  return mainAccount(page);
}

/** Moves the feed clock to `at` (UTC ms) or just past it, running settlement. */
async function clockTo(page: Page, at: number): Promise<void> {
  const now = ((await (await devPost(page, '/web-api/dev/clock', { advanceMs: 0 })).json()) as { now: number }).now;
  const step = await devPost(page, '/web-api/dev/clock', { advanceMs: Math.max(0, at - now) });
  expect(step.status(), await step.text()).toBe(200);
}

test('a lotto ticket is settled by the real draw with the official tier', async ({ page }) => {
  test.setTimeout(90_000);
  const before = await fundedPlayer(page, 'lotto', '1000');
  await page.goto('/en/lotto/powerball');
  await waitForHydration(page, 'LottoTicket');
  const next = page.locator('.lotto-next');
  const lottoId = Number(await next.getAttribute('data-lotto-id'));
  const real = drawOf(lottoId, lotto).draw;
  // 3 of the real main numbers + 2 others, and the real Powerball: tier 5 (3 + PB, US$100 for US$2).
  const others = Array.from({ length: 69 }, (_, i) => i + 1).filter((n) => !real.main.includes(n)).slice(0, 2);
  for (const n of [...real.main.slice(0, 3), ...others]) await next.locator(`[data-number="${n}"]`).click();
  await next.locator(`[data-bonus="${real.bonus}"]`).click();
  await next.getByLabel('Stake, RUB').fill('20');
  await next.getByRole('button', { name: 'Buy ticket' }).click();

  const row = page.locator('.lotto-ticket-list tbody tr').first();
  await expect(row).toHaveAttribute('data-status', '-1');
  const ticketId = Number((await row.getAttribute('data-ticket')) ?? 0);
  expect(ticketId).toBeGreaterThan(0);
  expect(Math.round((await mainAccount(page)).money * 100)).toBe(Math.round(before.money * 100) - 2000);

  // The draw takes place: the real numbers settle the ticket.
  const drawAt = Date.parse((await next.locator('time').first().getAttribute('datetime'))!);
  await clockTo(page, drawAt + 1000);
  await page.goto(`/en/lotto/results/${lottoId}`);
  const draw = page.locator('.lotto-draw');
  await expect(draw.locator('.lotto-balls li')).toHaveText([...real.main.map(String), String(real.bonus)]);
  const settled = page.locator(`.lotto-ticket-list tr[data-ticket="${ticketId}"]`);
  await expect(settled).toHaveAttribute('data-status', '1');
  await expect(settled).toHaveAttribute('data-tier', '5');
  const era = eraOf('powerball', real.day)!;
  const payout = tierPayoutMinor(era, era.tiers[4]!, 2000);
  expect(payout).toBe(100_000);
  await expect(settled.locator('.lotto-ticket-payout')).toHaveText('1000.00 RUB');
  expect(Math.round((await mainAccount(page)).money * 100)).toBe(Math.round(before.money * 100) - 2000 + payout);
});

test('a toto coupon of 2 rows is settled by the real results with the right tiers', async ({ page }) => {
  test.setTimeout(90_000);
  const before = await fundedPlayer(page, 'toto', '1000');
  await page.goto('/en/toto/draw');
  await waitForHydration(page, 'TotoCoupon');
  const draw = page.locator('.toto-draw');
  const drawId = Number(await draw.getAttribute('data-draw-id'));
  const fixtures = draw.locator('.toto-fixtures tbody tr');
  await expect(fixtures).toHaveCount(15);
  const games = await fixtures.evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.game)));
  const results = games.map((id) => outcomeOf(football.get(id)!.fullTime));
  const other = (r: TotoOutcome): TotoOutcome => (r === '1' ? '2' : '1');
  // Match 1: the real result and a wrong pick (2 rows); match 2: a wrong pick; the rest right:
  // one row with 14 correct picks, one with 13.
  const picks: TotoOutcome[][] = results.map((r, i) => (i === 0 ? [r, other(r)] : i === 1 ? [other(r)] : [r]));
  const form = page.locator('.toto-coupon');
  for (const [index, match] of picks.entries()) {
    for (const pick of match) await form.locator(`tr[data-match="${index + 1}"] [data-pick="${pick}"]`).click();
  }
  await expect(form).toHaveAttribute('data-rows', '2');
  await form.getByLabel('Stake per row, RUB').fill('10');
  await expect(form.locator('.toto-total')).toHaveText('Total stake: RUB 20.00');
  await form.getByRole('button', { name: 'Place coupon' }).click();
  const mine = page.locator('.toto-draw .toto-coupon-list tbody tr').first();
  await expect(mine).toHaveAttribute('data-status', '-1');
  const couponId = Number(await mine.getAttribute('data-toto-coupon'));
  expect(Math.round((await mainAccount(page)).money * 100)).toBe(Math.round(before.money * 100) - 2000);

  // The last game finishes: the pool is settled by the real results.
  const lastKickoff = Date.parse((await fixtures.last().locator('time').getAttribute('datetime'))!);
  await clockTo(page, lastKickoff + MATCH_WALL_MS + 1000);
  await page.goto('/en/office/history?directory=2');
  const settled = page.locator(`tr[data-toto-coupon="${couponId}"]`);
  await expect(settled).toHaveAttribute('data-status', '1');
  await expect(settled).toHaveAttribute('data-best', '14');
  // Pool RUB 20: the 14-correct row wins the 14 tier (15 % = 3.00), the 13-correct row the 13 tier (12 % = 2.40).
  await expect(settled.locator('.toto-coupon-payout')).toHaveText('5.40 RUB');
  expect(Math.round((await mainAccount(page)).money * 100)).toBe(Math.round(before.money * 100) - 2000 + 540);
  await page.goto('/en/toto/draws');
  const pool = page.locator(`.toto-draw[data-draw-id="${drawId}"] table.toto-tiers[data-currency="RUB"]`);
  await expect(pool.locator('tr[data-correct="14"] td').nth(3)).toHaveText('1');
  await expect(pool.locator('tr[data-correct="13"] td').nth(4)).toHaveText('2.40');
  await expect(page.locator(`.toto-draw[data-draw-id="${drawId}"] .toto-matches tbody tr[data-match="1"]`)).toHaveAttribute('data-result', results[0]!);
});

test('a virtual sports bet placed before the kick-off is shown in play and settled on the provably fair result', async ({ page }) => {
  test.setTimeout(90_000);
  const before = await fundedPlayer(page, 'virtual', '1000');
  await page.goto('/en/virtualsports');
  const event = page.locator('.virtual-event[data-state="upcoming"]').first();
  const eventId = Number(await event.getAttribute('data-event-id'));
  const published = (await event.locator('.virtual-fairness').getAttribute('data-seed-hash'))!;
  expect(published).toMatch(/^[0-9a-f]{64}$/);
  // The first event's island is hydrated (the page has one per event on sale).
  await expect(island(page, 'VirtualBets').first()).not.toHaveAttribute('ssr', { timeout: 15_000 });

  // Bet 100 RUB on the home win of the event's first match, before its kick-off.
  const home = event.locator('tr[data-match="0"] [data-outcome="1"]');
  const coef = Number(await home.getAttribute('data-coef'));
  await home.click();
  await event.getByLabel('Stake, RUB').fill('100');
  await event.getByRole('button', { name: 'Place bet' }).click();
  const bet = page.locator('.virtual-bet-list tr[data-virtual-bet]').first();
  await expect(bet).toHaveAttribute('data-status', '-1');
  expect(Math.round((await mainAccount(page)).money * 100)).toBe(Math.round(before.money * 100) - 10_000);

  // The event kicks off: bets on it are closed, and the match is shown with the score so far.
  await clockTo(page, eventKickoff(eventId) + 54_000);
  const closed = await apiPost(page, '/web-api/virtual/bet', { refId: `e2e-late-${eventId}`, accountId: before.id, eventId, match: 0, outcome: '1', coef, amount: '10' });
  expect(closed.status()).toBe(422);
  // The player's event stream (opened by the header on every page) tells of the settlement below.
  const stream = page.waitForResponse((response) => response.url().includes('/web-api/user/events'));
  await page.goto('/en/virtualsports');
  const live = page.locator(`.virtual-event[data-state="live"][data-event-id="${eventId}"]`);
  await expect(live).toBeVisible();
  await expect(live.locator('.virtual-fairness')).toHaveAttribute('data-seed-hash', published);
  await expect(live.locator('tr[data-match="0"] .virtual-score')).toHaveText(/^\d+:\d+$/);

  // The show ends: the bet is settled on the simulated result; the page open is told at once.
  await stream;
  const betId = Number(await bet.getAttribute('data-virtual-bet'));
  await clockTo(page, eventEnd(eventId) + 1000);
  await expect(page.locator('.notifications li.notice')).toHaveText(new RegExp(`^Virtual sports bet No\\. ${betId} (won: the winnings are on your balance|did not win)\\.`));
  // The seed is revealed.
  await page.goto('/en/virtualsports');
  const finished = page.locator(`.virtual-event[data-state="finished"][data-event-id="${eventId}"]`);
  const seed = (await finished.locator('.virtual-seed').getAttribute('data-seed'))!;
  expect(createHash('sha256').update(seed).digest('hex')).toBe(published);
  // Anyone can recompute the results from the seed: they are the ones shown and settled.
  const result = eventResults(seed, eventId)[0]!;
  await expect(finished.locator('tr[data-match="0"] .virtual-score')).toHaveText(`${result.home}:${result.away}`);
  const won = outcomeWon('1', result);
  const settled = page.locator('.virtual-bet-list tr[data-virtual-bet]').first();
  await expect(settled).toHaveAttribute('data-status', won ? '1' : '0');
  await expect(settled.locator('.virtual-bet-score')).toHaveText(`${result.home}:${result.away}`);
  const payout = won ? Math.floor((10_000 * Math.round(coef * 1000)) / 1000) : 0;
  await expect(settled.locator('.virtual-bet-payout')).toHaveText(`${(payout / 100).toFixed(2)} RUB`);
  expect(Math.round((await mainAccount(page)).money * 100)).toBe(Math.round(before.money * 100) - 10_000 + payout);
});
