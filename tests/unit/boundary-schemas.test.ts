/**
 * One schema per boundary entity (schemas/game.ts, schemas/live-message.ts): what the server
 * produces for the real feed passes the schema the APIs, the SSE stream, the dev endpoint and the
 * islands read it with; the score is `{ home, away }` everywhere; the live message is a union by
 * kind whose prices only ride on the priced kinds; the SSE frame carries only schema messages.
 */
import { champById } from '../../src/domain/feed/slugs.ts';
import { describe, expect, it } from 'vitest';
import { NOW, feed, q, real } from './feed-fixture.ts';
import { gameDetail, listGames } from '../../src/server/feed/service.ts';
import { listPage } from '../../src/server/pages/sports-list.ts';
import { gamePage } from '../../src/server/pages/sports-game.ts';
import { resultsPage } from '../../src/server/pages/results.ts';
import { liveFrame, liveFrameOf, tickMessages } from '../../src/server/live/publisher.ts';
import { applyMessage } from '../../src/domain/feed/live-sync.ts';
import { gameDetailSchema, gameStateSchema, gameViewSchema, groupStateSchema, scoreSchema } from '../../schemas/game.ts';
import { gameDetailResponse, gameListResponse } from '../../schemas/feed-api.ts';
import { liveMessageInputSchema, liveMessageSchema, parseLiveMessage, type LiveMessage } from '../../schemas/live-message.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

describe('the game view', () => {
  it('is what the lists and the game detail answer, for line, live and finished games', () => {
    for (const section of ['line', 'live', 'finished'] as const) {
      const games = listGames(feed, section, NOW, PRICING, { limit: 40 });
      expect(games.length).toBeGreaterThan(0);
      expect(gameListResponse.parse({ games, serverTime: NOW }).games).toEqual(games);
      for (const game of games.slice(0, 5)) {
        const detail = gameDetail(feed, game.permanentId, NOW, PRICING)!;
        expect(gameDetailResponse.parse({ ...detail, serverTime: NOW }).game).toEqual(detail.game);
        expect(gameDetailSchema.parse(detail).groups).toEqual(detail.groups);
      }
    }
  });

  it('has the real final and half-time scores of a finished game as { home, away }', () => {
    const [game] = listGames(feed, 'finished', NOW, PRICING, { limit: 1 });
    const match = real.get(game!.permanentId)!;
    expect(game!.score).toEqual(scoreSchema.parse({ home: match.fullTime.home, away: match.fullTime.away }));
    expect(game!.halfTimeScore).toEqual({ home: match.halfTime.home, away: match.halfTime.away });
  });

  it('refuses a score as a pair, and a game view with a field of another shape', () => {
    const [game] = listGames(feed, 'live', NOW, PRICING, { limit: 1 });
    expect(scoreSchema.safeParse([1, 0]).success).toBe(false);
    expect(gameViewSchema.safeParse({ ...game, score: [1, 0] }).success).toBe(false);
    expect(gameViewSchema.safeParse({ ...game, id: String(game!.permanentId) }).success).toBe(false);
    expect(gameViewSchema.safeParse({ ...game, extra: true }).success).toBe(false);
  });
});

describe('the island state', () => {
  it('is what the pages hand the line and live islands', () => {
    const line = listPage(feed, 'line', { menuSection: 'all', sport: 'football' }, q(), 'en', NOW, PRICING);
    const live = listPage(feed, 'live', { menuSection: 'all', sport: 'football' }, q(), 'en', NOW, PRICING);
    for (const data of [line, live]) {
      if (!data || data.kind !== 'list') throw new Error('expected a list page');
      const games = data.groups.flatMap((g) => g.games);
      expect(games.length).toBeGreaterThan(0);
      for (const game of games) expect(gameStateSchema.parse(game)).toEqual(game);
    }
    const results = resultsPage(feed, 'results', { resultsSection: 'live' }, q(), 'en', NOW, PRICING)!;
    for (const game of results.live) expect(gameStateSchema.parse(game)).toEqual(game);
  });

  it('is what the game page hands the island, with its market groups', () => {
    const [game] = listGames(feed, 'live', NOW, PRICING, { limit: 1 });
    const match = real.get(game!.permanentId)!;
    const champ = champById(match.champId)!.slug;
    const page = gamePage(feed, 'live', { menuSection: 'all', sport: 'football', champ, game: String(match.permanentId) }, 'en', NOW, PRICING);
    if (!page || page.kind !== 'game') throw new Error('expected a game page');
    expect(gameStateSchema.parse(page.game)).toEqual(page.game);
    for (const group of page.groups) expect(groupStateSchema.parse(group)).toEqual(group);
  });
});

describe('the live message', () => {
  const messages = tickMessages(feed, NOW - 3 * 3_600_000, NOW);

  it('is what the publisher publishes, of every kind, prices only on kickoff, odds and resume', () => {
    expect(new Set(messages.map((m) => m.kind))).toEqual(new Set(['kickoff', 'goal', 'period', 'odds', 'suspend', 'resume', 'finish']));
    for (const message of messages) {
      expect(liveMessageSchema.parse(message)).toEqual(message);
      if ('main' in message) expect(['kickoff', 'odds', 'resume']).toContain(message.kind);
    }
    expect(messages.some((m) => 'main' in m)).toBe(true);
  });

  it('reaches the islands through the SSE frame unchanged', () => {
    const message = messages.find((m) => m.kind === 'goal')!;
    const frame = liveFrame(message);
    expect(frame).toBe(`id: ${message.game}:${message.seq}\nevent: game\ndata: ${JSON.stringify(message)}\n\n`);
    const data = /^data: (.*)$/m.exec(frame)![1]!;
    expect(parseLiveMessage(data)).toEqual(message);
  });

  it('is formatted once per bus message, and a bus message of another shape is not streamed', () => {
    const message = messages[0]!;
    const first = liveFrameOf(message);
    expect(first).toEqual({ game: message.game, frame: liveFrame(message), pricing: 'pricing' in message ? message.pricing : undefined });
    expect(liveFrameOf(message)).toBe(first);
    expect(liveFrameOf({ ...message, score: [1, 0] })).toBeNull();
    expect(liveFrameOf({ ...message, kind: 'goal', main: [1.5, 3, 6] })).toBeNull();
    expect(liveFrameOf('text')).toBeNull();
  });

  it('is what the dev endpoint accepts, with or without sentAt, and refuses prices on an unpriced kind', () => {
    const body = { game: 4242, id: '4242:0', seq: 7, kind: 'goal', at: 1, score: { home: 1, away: 0 }, periodId: 1, minute: 23 };
    expect(liveMessageInputSchema.parse(body)).toEqual(body);
    expect(liveMessageInputSchema.parse({ ...body, sentAt: 5 })).toEqual({ ...body, sentAt: 5 });
    expect(liveMessageInputSchema.safeParse({ ...body, main: [1.5, 3, 6] }).success).toBe(false);
    expect(liveMessageInputSchema.safeParse({ ...body, kind: 'odds', main: [1.5, 3, 6] }).success).toBe(true);
    expect(liveMessageInputSchema.safeParse({ ...body, score: [1, 0] }).success).toBe(false);
    expect(liveMessageSchema.safeParse(body).success).toBe(false);
  });

  it('moves an island game\'s { home, away } score', () => {
    const line = listPage(feed, 'live', { menuSection: 'all', sport: 'football' }, q(), 'en', NOW, PRICING);
    if (!line || line.kind !== 'list') throw new Error('expected a list page');
    const game = line.groups[0]!.games[0]!;
    const goal: LiveMessage = { game: game.permanentId, id: game.id, seq: game.seq + 1, kind: 'goal', at: NOW, sentAt: NOW, score: { home: game.score.home + 1, away: game.score.away }, periodId: game.periodId, minute: game.minute };
    expect(applyMessage(game, goal, NOW).score).toEqual({ home: game.score.home + 1, away: game.score.away });
  });
});
