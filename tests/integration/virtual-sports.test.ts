/**
 * The virtual sports page and API over HTTP on the built server (the shared one; nothing here
 * moves its clock): the virtual league labelled as such, the next events with the model's odds and
 * seed hashes, the latest results whose revealed seeds hash to what was published and reproduce
 * the scores shown, the season table, the brand flag; placing a bet through the API.
 */
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { get } from '../helpers/server.ts';
import { registerPlayer } from '../helpers/http-client.ts';
import { virtualBetSchema } from '../../schemas/virtual-api.ts';
import { eventResults } from '../../src/server/virtual/fair.ts';
import { nextEventId, roundPairings, seasonRound, teamById, virtualOdds } from '../../src/domain/virtual/league.ts';

const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: new (html: string) => { window: { document: Document } } };
const base = () => inject('portalUrl');
const MAIN = { host: 'localhost' };

async function serverNow(): Promise<number> {
  return (JSON.parse((await get(base(), '/bff-api/feed/line?limit=1', MAIN)).body) as { serverTime: number }).serverTime;
}

describe('virtual sports page', () => {
  it('labels the league virtual, offers the next events at the model\'s odds, and proves its results', async () => {
    const now = await serverNow();
    const res = await get(base(), '/en/virtualsports', MAIN);
    expect(res.status).toBe(200);
    const document = new JSDOM(res.body).window.document;
    expect(document.querySelector('.virtual-label')!.textContent).toContain('fictional teams, not real football');
    const upcoming = [...document.querySelectorAll<HTMLElement>('.virtual-event[data-state="upcoming"]')];
    expect(Number(upcoming[0]!.dataset.eventId)).toBe(nextEventId(now));
    const first = upcoming[0]!;
    const eventId = Number(first.dataset.eventId);
    const [home, away] = roundPairings(seasonRound(eventId).round)[0]!;
    const row = first.querySelector('tr[data-match="0"]')!;
    expect(row.textContent).toContain(`${teamById(home).name} – ${teamById(away).name}`);
    expect(Number(row.querySelector<HTMLElement>('[data-outcome="1"]')!.dataset.coef)).toBe(virtualOdds(home, away)['1']);
    for (const event of document.querySelectorAll<HTMLElement>('.virtual-event[data-state="finished"]')) {
      const text = event.querySelector('.virtual-fairness')!.textContent!;
      const hash = /\(SHA-256\): ([0-9a-f]{64})/.exec(text)![1]!;
      const seed = /seed: ([0-9a-f]{64})/.exec(text)![1]!;
      expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
      const results = eventResults(seed, Number(event.dataset.eventId));
      const scores = [...event.querySelectorAll('.virtual-score')].map((td) => td.textContent);
      expect(scores).toEqual(results.map((r) => `${r.home}:${r.away}`));
    }
    expect(document.querySelectorAll('.virtual-table tbody tr')).toHaveLength(20);
    expect((await get(base(), '/en/virtualsports', { host: 'vip.betportal.test' })).status).toBe(404);
  });
});

describe('virtual sports API', () => {
  it('takes a bet on the next event at the model\'s coefficient', async () => {
    const { client, accountId } = await registerPlayer(base(), 'virtual');
    await client.post('/web-api/payments/deposit', { accountId, amount: '100', provider: 'test', idempotencyKey: `virtual-dep-${Date.now()}` });
    const eventId = nextEventId(await serverNow());
    const [home, away] = roundPairings(seasonRound(eventId).round)[4]!;
    const coef = virtualOdds(home, away).over;
    const res = await client.post('/web-api/virtual/bet', { refId: `virtual-api-${Date.now()}`, accountId, eventId, match: 4, outcome: 'over', coef, amount: '20' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(virtualBetSchema.parse(res.body.bet)).toMatchObject({ eventId, match: 4, outcome: 'over', coef, stakeMinor: 2000, statusId: -1 });
    const moved = await client.post('/web-api/virtual/bet', { refId: `virtual-api2-${Date.now()}`, accountId, eventId, match: 4, outcome: 'over', coef: coef + 0.5, amount: '20' });
    expect(moved.status).toBe(409);
    expect(String((await client.get('/en/virtualsports')).body)).toContain(`data-virtual-bet="${res.body.bet.betId}"`);
  });
});
