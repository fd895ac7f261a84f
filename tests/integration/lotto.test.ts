/**
 * The lotto pages and API over HTTP on the built server (the shared one; nothing here moves its
 * clock): the play page with both lotteries' next draws, countdowns and official prize tables;
 * the results archive and one draw with the REAL numbers of the replayed draw; the 404s and
 * redirects of the route's sections; the brand feature flag; buying a ticket through the API.
 */
import { describe, expect, inject, it } from 'vitest';
import { get } from '../helpers/server.ts';
import { registerPlayer } from '../helpers/http-client.ts';
import { lottoTicketSchema } from '../../schemas/lotto-api.ts';
import { loadLottoData, drawOf } from '../../src/server/lotto/draws.ts';
import { lastDrawId, nextDrawId } from '../../src/domain/lotto/schedule.ts';

const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: new (html: string) => { window: { document: Document } } };
const base = () => inject('portalUrl');
const MAIN = { host: 'localhost' };
const data = loadLottoData();

async function page(path: string, headers: Record<string, string> = MAIN) {
  const res = await get(base(), path, headers);
  return { status: res.status, headers: res.headers, document: new JSDOM(res.body).window.document };
}

/** The server's feed instant. */
async function serverNow(): Promise<number> {
  const res = await get(base(), '/bff-api/feed/line?limit=1', MAIN);
  return (JSON.parse(res.body) as { serverTime: number }).serverTime;
}

const balls = (root: ParentNode) => [...root.querySelectorAll('.lotto-balls li')].map((li) => Number(li.textContent));

describe('lotto pages', () => {
  it('shows each lottery\'s next draw with a countdown, the ticket form and the official prize table', async () => {
    const now = await serverNow();
    const { status, document } = await page('/en/lotto');
    expect(status).toBe(200);
    for (const lottery of ['powerball', 'megamillions'] as const) {
      const block = document.querySelector(`.lotto-lottery[data-lottery="${lottery}"]`)!;
      expect(Number(block.querySelector('.lotto-next')!.getAttribute('data-lotto-id'))).toBe(nextDrawId(lottery, now));
      expect(block.querySelector('.countdown')).not.toBeNull();
      expect(block.querySelectorAll('.lotto-prizes tbody tr')).toHaveLength(9);
      const latest = Number(block.querySelector('.lotto-latest')!.getAttribute('data-lotto-id'));
      expect(latest).toBe(lastDrawId(lottery, now));
      const real = drawOf(latest, data).draw;
      expect(balls(block.querySelector('.lotto-latest')!)).toEqual([...real.main, real.bonus]);
    }
    expect(document.querySelector('.lotto-prizes tbody tr')!.textContent).toContain('Jackpot');
    expect(document.body.textContent).toContain('Log in to buy a ticket');
  });

  it('lists the results, newest first, with the real numbers, and shows one draw', async () => {
    const now = await serverNow();
    const { status, document } = await page('/en/lotto/results');
    expect(status).toBe(200);
    const rows = [...document.querySelectorAll<HTMLElement>('.lotto-results tbody tr')];
    expect(rows).toHaveLength(20);
    const ids = rows.map((r) => Number(r.dataset.lottoId));
    expect(ids[0]).toBe(Math.max(lastDrawId('powerball', now), lastDrawId('megamillions', now)));
    expect(ids).toEqual(ids.map((_, i) => ids[0]! - i));
    for (const row of rows.slice(0, 4)) {
      const real = drawOf(Number(row.dataset.lottoId), data).draw;
      expect(balls(row)).toEqual([...real.main, real.bonus]);
    }
    const one = await page(`/en/lotto/results/${ids[3]}`);
    expect(one.status).toBe(200);
    const real = drawOf(ids[3]!, data).draw;
    expect(balls(one.document.querySelector('.lotto-draw')!)).toEqual([...real.main, real.bonus]);
    const second = await page('/en/lotto/view?page=2');
    expect(Number(second.document.querySelector<HTMLElement>('.lotto-results tbody tr')!.dataset.lottoId)).toBeLessThanOrEqual(ids[0]! - 20);
  });

  it('answers 404 or a redirect for draws and sections that are not there', async () => {
    const now = await serverNow();
    const next = nextDrawId('powerball', now);
    expect((await get(base(), `/en/lotto/results/${next}`, MAIN)).status).toBe(404);
    expect((await get(base(), `/en/lotto/megamillions/${next}`, MAIN)).status).toBe(404);
    expect((await get(base(), `/en/lotto/powerball/${next}`, MAIN)).status).toBe(200);
    const drawn = lastDrawId('powerball', now);
    const view = await get(base(), `/en/lotto/view/${drawn}`, MAIN);
    expect(view.status).toBe(302);
    expect(view.headers.location).toBe(`/en/lotto/results/${drawn}`);
    expect((await get(base(), `/en/lotto/powerball/${drawn}`, MAIN)).headers.location).toBe(`/en/lotto/results/${drawn}`);
    expect((await get(base(), '/en/lotto/keno', MAIN)).status).toBe(404);
    expect((await get(base(), '/en/lotto/results/12x', MAIN)).status).toBe(404);
    // The VIP brand does not switch lotto on.
    expect((await get(base(), '/en/lotto', { host: 'vip.betportal.test' })).status).toBe(404);
  });
});

describe('lotto API', () => {
  it('sells a ticket to a player with money and refuses a guest', async () => {
    const { client, accountId } = await registerPlayer(base(), 'lotto');
    const dep = await client.post('/web-api/payments/deposit', { accountId, amount: '100', provider: 'test', idempotencyKey: `lotto-dep-${Date.now()}` });
    expect(dep.body.payment?.status).toBe('success');
    const now = await serverNow();
    const lottoId = nextDrawId('megamillions', now);
    const request = { refId: `lotto-api-${Date.now()}`, accountId, lottoId, numbers: [5, 1, 9, 33, 60], bonus: 3, amount: '10' };
    const res = await client.post('/web-api/lotto/ticket', request);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ticket = lottoTicketSchema.parse(res.body.ticket);
    expect(ticket).toMatchObject({ lottery: 'megamillions', lottoId, numbers: [1, 5, 9, 33, 60], stakeMinor: 1000, statusId: -1 });
    expect((await client.post('/web-api/lotto/ticket', request)).body.ticket.ticketId).toBe(ticket.ticketId);
    const bad = await client.post('/web-api/lotto/ticket', { ...request, refId: `${request.refId}-b`, numbers: [1, 2, 3, 4, 71] }, { 'x-language': 'en' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('The numbers of this draw are 1 to 70.');
    const mine = await client.get('/web-api/lotto/tickets');
    expect(mine.body.tickets.map((t: { ticketId: number }) => t.ticketId)).toEqual([ticket.ticketId]);
    const page = await client.get('/en/lotto');
    expect(String(page.body)).toContain(`data-ticket="${ticket.ticketId}"`);
    expect((await get(base(), '/web-api/lotto/tickets', MAIN)).status).toBe(401);
  });
});
