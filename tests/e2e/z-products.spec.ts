/**
 * The products other than sports, in Chromium, each settled by real data after the feed clock
 * moves: a lotto ticket bought on the lotto page is settled by the real drawn numbers of the
 * replayed draw with the official tier.
 *
 * The feed clock only moves forward (`POST /web-api/dev/clock`), for every later test too, so this
 * file is named to run last.
 */
import type { Page } from '@playwright/test';
import { loadLottoData, drawOf } from '../../src/server/lotto/draws.ts';
import { eraOf, tierPayoutMinor } from '../../src/domain/lotto/games.ts';
import { test, expect, apiPost, devPost, registerViaApi, waitForHydration } from './support.ts';

const lotto = loadLottoData();

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
