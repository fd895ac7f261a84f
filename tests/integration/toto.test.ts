/**
 * The toto pages and API over HTTP on the built server (the shared one; nothing here moves its
 * clock): the draw taking coupons with its 15 real football matches in kick-off order, the
 * published tiers and the pool; the next draw; the results page; the coupons page; the 404s of
 * `nonimees` and the brand flag; placing a coupon through the API and finding it in bet history
 * directory 2 (API and office page).
 */
import { describe, expect, inject, it } from 'vitest';
import { get } from '../helpers/server.ts';
import { registerPlayer } from '../helpers/http-client.ts';
import { totoCouponSchema, totoHistoryResponse } from '../../schemas/toto-api.ts';
import { loadFootballData } from '../../src/server/feed/data.ts';
import { currentDrawId, drawStart } from '../../src/domain/toto/schedule.ts';
import { PRIZE_TIERS } from '../../src/domain/toto/pool.ts';

const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: new (html: string) => { window: { document: Document } } };
const base = () => inject('portalUrl');
const MAIN = { host: 'localhost' };
const real = new Map(loadFootballData().rows.map((m) => [m.permanentId, m]));

async function page(path: string, headers: Record<string, string> = MAIN) {
  const res = await get(base(), path, headers);
  return { status: res.status, document: new JSDOM(res.body).window.document };
}

async function serverNow(): Promise<number> {
  return (JSON.parse((await get(base(), '/bff-api/feed/line?limit=1', MAIN)).body) as { serverTime: number }).serverTime;
}

describe('toto pages', () => {
  it('shows the draw taking coupons: 15 real matches after its start, the tiers and the pool', async () => {
    const now = await serverNow();
    for (const [path, drawId] of [['/en/toto', currentDrawId(now)], ['/en/toto/draw', currentDrawId(now)], ['/en/toto/next', currentDrawId(now) + 1]] as const) {
      const { status, document } = await page(path);
      expect(status, path).toBe(200);
      const draw = document.querySelector<HTMLElement>('.toto-draw')!;
      expect(Number(draw.dataset.drawId)).toBe(drawId);
      const rows = [...draw.querySelectorAll<HTMLElement>('.toto-fixtures tbody tr')];
      expect(rows).toHaveLength(15);
      const kickoffs = rows.map((r) => Date.parse(r.querySelector('time')!.getAttribute('datetime')!));
      expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
      expect(kickoffs[0]).toBeGreaterThanOrEqual(drawStart(drawId));
      for (const row of rows) expect(real.has(Number(row.dataset.game))).toBe(true);
      expect([...draw.querySelectorAll<HTMLElement>('.toto-tiers tbody tr')].map((r) => Number(r.dataset.correct))).toEqual(PRIZE_TIERS.map((t) => t.correct));
      expect(draw.querySelector('.toto-pool')!.textContent).toContain('RUB');
    }
  });

  it('shows the latest draws with the real results, and the coupons page asks a guest to log in', async () => {
    const { status, document } = await page('/en/toto/draws');
    expect(status).toBe(200);
    const first = document.querySelector<HTMLElement>('.toto-draw')!;
    expect(first).not.toBeNull();
    for (const row of first.querySelectorAll<HTMLElement>('.toto-matches tbody tr')) {
      const result = row.dataset.result;
      if (result) expect(['1', 'X', '2']).toContain(result);
    }
    expect((await page('/en/toto/coupons')).document.body.textContent).toContain('Log in to play toto');
    expect((await get(base(), '/en/toto/nonimees', MAIN)).status).toBe(404);
    expect((await get(base(), '/en/toto/other', MAIN)).status).toBe(404);
    expect((await get(base(), '/en/toto', { host: 'vip.betportal.test' })).status).toBe(404);
  });
});

describe('toto API', () => {
  it('places a coupon of rows and lists it in bet history directory 2', async () => {
    const { client, accountId } = await registerPlayer(base(), 'toto');
    await client.post('/web-api/payments/deposit', { accountId, amount: '500', provider: 'test', idempotencyKey: `toto-dep-${Date.now()}` });
    const drawId = currentDrawId(await serverNow());
    const picks = ['1X', '2', 'X', '1', '1', '12', 'X', '2', '1', '1', 'X2', '2', '1', 'X', '1'];
    const request = { refId: `toto-api-${Date.now()}`, accountId, drawId, picks, amount: '10' };
    const res = await client.post('/web-api/toto/coupon', request);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const coupon = totoCouponSchema.parse(res.body.coupon);
    expect(coupon).toMatchObject({ drawId, rows: 8, stakeMinor: 8000, statusId: -1 });
    expect((await client.post('/web-api/toto/coupon', request)).body.coupon.couponId).toBe(coupon.couponId);
    const low = await client.post('/web-api/toto/coupon', { ...request, refId: `${request.refId}-low`, amount: '1' }, { 'x-language': 'en' });
    expect(low.status).toBe(422);
    expect(JSON.stringify(low.body)).toContain('The minimum stake per row is 10 RUB.');
    const history = totoHistoryResponse.parse((await client.get('/web-api/bets/history?directory=2')).body);
    expect(history.total_count).toBe(1);
    expect(history.toto.map((c) => c.couponId)).toEqual([coupon.couponId]);
    expect(String((await client.get('/en/office/history?directory=2')).body)).toContain(`data-toto-coupon="${coupon.couponId}"`);
    expect(String((await client.get('/en/toto/coupons')).body)).toContain(`data-toto-coupon="${coupon.couponId}"`);
  });
});
