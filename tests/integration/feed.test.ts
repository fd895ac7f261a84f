/**
 * The feed over HTTP on the built server: game lists and a game with markets match their zod
 * response schemas and the real data; bad parameters answer 400; the SSE stream delivers live
 * messages with their game:seq id.
 */
import { describe, expect, inject, it } from 'vitest';
import { request } from 'node:http';
import { gameDetailResponse, gameListResponse } from '../../schemas/feed-api.ts';
import { createClient } from '../helpers/http-client.ts';
import { loadFeedData } from '../../src/server/feed/data.ts';

const base = () => inject('portalUrl');
const real = new Map(loadFeedData().result.rows.map((m) => [m.permanentId, m]));

describe('feed APIs', () => {
  it('lists upcoming, live and finished games with real teams and results', async () => {
    const client = createClient(base());
    const line = gameListResponse.parse((await client.get('/bff-api/feed/line?limit=300')).body);
    const live = gameListResponse.parse((await client.get('/bff-api/feed/live')).body);
    const results = gameListResponse.parse((await client.get('/bff-api/feed/results?limit=50')).body);
    expect(line.games).toHaveLength(300);
    expect(live.games.length).toBeGreaterThanOrEqual(6);
    expect(results.games).toHaveLength(50);
    for (const game of line.games) {
      expect(game.status).toBe('line');
      expect(game.start * 1000).toBeGreaterThan(line.serverTime - 1000);
      expect(game.opponents.map((o) => o.name)).toEqual([real.get(game.permanentId)!.home.name, real.get(game.permanentId)!.away.name]);
    }
    for (const game of live.games) expect(game).toMatchObject({ status: 'live', isNotStarted: false, isGameOver: false });
    for (const game of results.games) {
      expect(game.status).toBe('finished');
      expect(game.score).toEqual(real.get(game.permanentId)!.fullTime);
    }
    const starts = line.games.map((g) => g.start);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('filters by champ', async () => {
    const serieA = gameListResponse.parse((await createClient(base()).get('/bff-api/feed/line?champId=102&limit=20')).body);
    expect(serieA.games.length).toBe(20);
    expect(new Set(serieA.games.map((g) => g.champName))).toEqual(new Set(['Serie A']));
  });

  it('answers a game with grouped markets (1X2 first), and 400/404 for bad ids', async () => {
    const client = createClient(base());
    const line = gameListResponse.parse((await client.get('/bff-api/feed/line?sportId=1&limit=1')).body);
    const detail = gameDetailResponse.parse((await client.get(`/bff-api/feed/game/${line.games[0]!.permanentId}`)).body);
    expect(detail.groups[0]!.markets.map((m) => m.label)).toEqual(['market_outcome_home', 'market_outcome_draw', 'market_outcome_away']);
    expect(detail.game.numberOfMarkets).toBeGreaterThanOrEqual(10);
    expect(detail.game.isTop).toBe(true);
    expect((await client.get('/bff-api/feed/game/abc')).status).toBe(400);
    expect((await client.get('/bff-api/feed/game/1')).status).toBe(404);
    expect((await client.get('/bff-api/feed/line?limit=0')).status).toBe(400);
    expect((await client.get('/bff-api/feed/line?champId=x')).status).toBe(400);
  });
});

describe('live push', () => {
  it('delivers a published change to SSE clients with the game:seq id', async () => {
    const events: string[] = [];
    const stream = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      const req = request(`${base()}/bff-api/feed/stream?games=4242`, { headers: { host: 'localhost', accept: 'text/event-stream' } }, resolve);
      req.on('error', reject);
      req.end();
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    stream.setEncoding('utf8');
    const arrived = new Promise<void>((resolve) => {
      stream.on('data', (chunk: string) => {
        events.push(chunk);
        if (events.join('').includes('id: 4242:7')) resolve();
      });
    });
    await new Promise((r) => setTimeout(r, 200));
    const client = createClient(base());
    await client.init();
    const message = { game: 4242, id: '4242:0', seq: 7, kind: 'goal', at: Date.now(), sentAt: Date.now(), score: { home: 1, away: 0 }, periodId: 1, minute: 23 };
    await client.devPost('/web-api/dev/live', { ...message, game: 999 });
    const published = await client.devPost('/web-api/dev/live', message);
    expect(published.body).toEqual({ published: true, sentAt: expect.any(Number) });
    await arrived;
    stream.destroy();
    const text = events.join('');
    expect(text).toContain('retry: 3000');
    expect(text).toContain(`id: 4242:7\nevent: game\ndata: ${JSON.stringify({ ...message, sentAt: published.body.sentAt })}`);
    expect(text).not.toContain('"game":999');
  });

  it('refuses a live message of another shape with 400 and the field named', async () => {
    const client = createClient(base());
    await client.init();
    const message = { game: 4242, id: '4242:0', seq: 8, kind: 'goal', at: Date.now(), score: { home: 1, away: 0 }, periodId: 1, minute: 23 };
    for (const [bad, field] of [[{ ...message, score: [1, 0] }, 'score'], [{ ...message, main: [1.5, 3, 6] }, 'main'], [{ ...message, id: '4242' }, 'id']] as const) {
      const refused = await client.devPost('/web-api/dev/live', bad);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(field);
    }
  });
});
