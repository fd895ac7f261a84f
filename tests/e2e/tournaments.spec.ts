/**
 * A casino tournament's leaderboard in Chromium: one player keeps the weekly slots race page open;
 * another player, in another browser context, stakes 20 RUB of real money on a Northern Lights spin
 * through our game server; the open page's board (pushed by the live stream) shows the new entry
 * without a reload.
 */
import { test, expect, apiPost, registerViaApi, mainAccount, waitForHydration } from './support.ts';

test('a tournament leaderboard updates while another player plays', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/en');
  await registerViaApi(page, 'watcher');
  await page.goto('/en/tournaments/weekly-slots-race');
  await waitForHydration(page, 'TournamentBoard');
  const board = page.getByTestId('tournament-board');
  await expect(board).toBeVisible();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const rowsBefore = Number(await board.getAttribute('data-rows'));

  const other = await browser.newContext({ baseURL: page.url().replace(/\/en\/.*$/, '') });
  const player = await other.newPage();
  await player.goto('/en');
  await registerViaApi(player, 'racer');
  const account = await mainAccount(player);
  expect((await apiPost(player, '/web-api/payments/deposit', { accountId: account.id, amount: '100', provider: 'test', idempotencyKey: `race-${Date.now()}` })).status()).toBe(200);
  const games = (await (await player.request.get('/web-api/casino/search?q=northern')).json()) as { games: { id: number; slug: string }[] };
  const launch = await apiPost(player, '/web-api/casino/launch', { gameId: games.games.find((g) => g.slug === 'northern-lights')!.id });
  expect(launch.status(), await launch.text()).toBe(200);
  const token = new URL(((await launch.json()) as { url: string }).url, player.url()).searchParams.get('token')!;
  expect((await player.request.post('/game-server/api/session', { data: { game: 'northern-lights', token } })).status()).toBe(200);
  const spin = await player.request.post('/game-server/api/play', { data: { token, stakeMinor: 2_000, params: { game: 'northern-lights' } } });
  expect(spin.status(), await spin.text()).toBe(200);

  await expect(board).toHaveAttribute('data-rows', String(rowsBefore + 1), { timeout: 15_000 });
  await expect(board.locator('td[data-score="2000"]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await other.close();
});
