/**
 * Replay clock (src/domain/feed/replay.ts): the timing forms (weekly offset, schedule, explicit
 * kick-off), periods and time of a game in play, the seeded score path through the real
 * half-time and full-time scores, line / live / finished at a given now on the real data (weekly
 * offset; the calendar schedule is tested in feed-schedule.test.ts), live prices and suspension
 * after goals.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAK_SECONDS,
  GOAL_SUSPENSION_MS,
  MATCH_WALL_MS,
  PERIODS,
  REPLAY_ANCHOR_SHARE,
  WEEK_MS,
  chooseReplayOffset,
  fitMatch,
  goalTimeline,
  replayBoard,
  replayKickoff,
  replayMarkets,
  replayState,
} from '../../src/domain/feed/replay.ts';
import { weeklyOffsetSchedule } from '../../src/domain/feed/schedule.ts';
import { GROUP, TYPE } from '../../src/domain/feed/odds-model.ts';
import type { ImportedMatch } from '../../src/domain/feed/match.ts';
import { loadFootballData } from '../../src/server/feed/data.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const DATA_DIR = fileURLToPath(new URL('../../data/football-data/', import.meta.url));
const { rows } = loadFootballData(DATA_DIR);
const MIN = 60_000;

/** A Saturday afternoon of the present (the machine's date is November 2026). */
const NOW = Date.UTC(2026, 10, 21, 15, 30);

describe('goalTimeline (seeded score path)', () => {
  it('passes the real half-time score and ends at the real full-time score, for every real match', () => {
    const breaches: string[] = [];
    for (const match of rows) {
      const goals = goalTimeline(match);
      const atHalf = goals.filter((goal) => goal.minute <= 45).at(-1)?.score ?? { home: 0, away: 0 };
      const final = goals.at(-1)?.score ?? { home: 0, away: 0 };
      if (atHalf.home !== match.halfTime.home || atHalf.away !== match.halfTime.away) breaches.push(`HT ${match.permanentId}`);
      if (final.home !== match.fullTime.home || final.away !== match.fullTime.away) breaches.push(`FT ${match.permanentId}`);
      if (goals.length !== match.fullTime.home + match.fullTime.away) breaches.push(`count ${match.permanentId}`);
      const firstHalfGoals = match.halfTime.home + match.halfTime.away;
      goals.forEach((goal, index) => {
        const inFirst = index < firstHalfGoals;
        if (inFirst ? goal.minute < 1 || goal.minute > 45 : goal.minute < 46 || goal.minute > 90) breaches.push(`minute ${match.permanentId}`);
        if (index > 0 && goal.second <= goals[index - 1]!.second) breaches.push(`order ${match.permanentId}`);
      });
    }
    expect(breaches).toEqual([]);
  });

  it('is deterministic: the same match gives the same path, a re-import too', () => {
    const again = loadFootballData(DATA_DIR).rows;
    for (const [index, match] of rows.entries()) expect(goalTimeline(again[index]!)).toEqual(goalTimeline(match));
  });

  it('draws different paths for different matches with the same score', () => {
    const twoNil = rows.filter((m) => m.fullTime.home === 2 && m.fullTime.away === 0 && m.halfTime.home === 1 && m.halfTime.away === 0);
    const paths = new Set(twoNil.map((match) => goalTimeline(match).map((goal) => goal.second).join(',')));
    expect(paths.size).toBeGreaterThan(twoNil.length * 0.9);
  });
});

describe('replayState (periods, time, score)', () => {
  const match = rows.find((m) => m.halfTime.home + m.halfTime.away > 0 && m.fullTime.home + m.fullTime.away > m.halfTime.home + m.halfTime.away)!;
  const offset = 0;
  const at = (minutes: number) => replayState(match, match.kickoff + minutes * MIN, offset);

  it('is line before kick-off', () => {
    expect(at(-1)).toMatchObject({ status: 'line', period: PERIODS.notStarted, running: false, timeSeconds: 0, minute: 0, score: { home: 0, away: 0 }, isNotStarted: true, isGameOver: false });
  });

  it('runs the first half 0–45 min, stops at half-time for 15 min, runs the second half 60–105 min', () => {
    expect(at(0)).toMatchObject({ status: 'live', period: PERIODS.firstHalf, running: true, timeSeconds: 0, minute: 1 });
    expect(at(10.5)).toMatchObject({ period: PERIODS.firstHalf, running: true, timeSeconds: 630, minute: 11 });
    expect(at(50)).toMatchObject({ period: PERIODS.halfTime, running: false, timeSeconds: 2700, minute: 45, score: match.halfTime, halfTimeScore: match.halfTime });
    expect(at(60)).toMatchObject({ period: PERIODS.secondHalf, running: true, timeSeconds: 2700, minute: 46, score: match.halfTime });
    expect(at(70)).toMatchObject({ period: PERIODS.secondHalf, timeSeconds: 3300, minute: 56 });
    expect(at(104.99)).toMatchObject({ status: 'live', minute: 90 });
    expect(at(105)).toMatchObject({ status: 'finished', period: PERIODS.finished, running: false, timeSeconds: 5400, minute: 90, score: match.fullTime, isGameOver: true, isNotStarted: false });
    expect(MATCH_WALL_MS).toBe(105 * MIN);
    expect(BREAK_SECONDS).toBe(900);
  });

  it('moves the score only forward, goal by goal, to the real result', () => {
    const breaches: string[] = [];
    for (const m of rows.filter((_, index) => index % 10 === 0)) {
      let previous = { home: 0, away: 0 };
      for (let minute = 0; minute <= 106; minute += 0.25) {
        const { score } = replayState(m, m.kickoff + minute * MIN, 0);
        if (score.home < previous.home || score.away < previous.away) breaches.push(`${m.permanentId} ${minute}`);
        previous = score;
      }
      if (previous.home !== m.fullTime.home || previous.away !== m.fullTime.away) breaches.push(`end ${m.permanentId}`);
      const half = replayState(m, m.kickoff + 52 * MIN, 0).score;
      if (half.home !== m.halfTime.home || half.away !== m.halfTime.away) breaches.push(`HT ${m.permanentId}`);
    }
    expect(breaches).toEqual([]);
  });

  it('is deterministic (same inputs → same states)', () => {
    for (const minutes of [-5, 3, 30, 47, 75, 200]) expect(at(minutes)).toEqual(at(minutes));
  });

  it('suspends for 60 s of wall time after each goal', () => {
    const [goal] = goalTimeline(match);
    const goalWall = match.kickoff + goal!.second * 1000;
    expect(replayState(match, goalWall - 1000, 0).suspended).toBe(false);
    expect(replayState(match, goalWall, 0)).toMatchObject({ suspended: true, score: goal!.score });
    expect(replayState(match, goalWall + GOAL_SUSPENSION_MS - 1, 0).suspended).toBe(true);
    expect(replayState(match, goalWall + GOAL_SUSPENSION_MS, 0).suspended).toBe(false);
    const during = replayMarkets(match, goalWall + 30_000, 0, PRICING);
    expect(during.markets.length).toBeGreaterThan(0);
    expect(during.markets.every((market) => market.isLocked)).toBe(true);
    expect(replayMarkets(match, goalWall + GOAL_SUSPENSION_MS + 1000, 0, PRICING).markets.some((market) => market.isLocked)).toBe(false);
  });
});

describe('replay timings (offset, schedule, explicit kick-off)', () => {
  const match = rows[0]!;
  const offset = 3 * WEEK_MS;

  it('places the kick-off by offset (number), schedule (called with the instant) or { kickoff }', () => {
    expect(replayKickoff(match, NOW, offset)).toBe(match.kickoff + offset);
    expect(replayKickoff(match, NOW, weeklyOffsetSchedule(offset))).toBe(match.kickoff + offset);
    expect(replayKickoff(match, NOW, { kickoff: NOW - 10 * MIN })).toBe(NOW - 10 * MIN);
    const seen: number[] = [];
    replayKickoff(match, NOW, (m, now) => (seen.push(now!), m.kickoff));
    expect(seen).toEqual([NOW]);
  });

  it('gives the same states and prices whichever form names the same kick-off', () => {
    for (const minutes of [-5, 0, 30, 50, 80, 106]) {
      const now = match.kickoff + offset + minutes * MIN;
      const byOffset = replayState(match, now, offset);
      expect(replayState(match, now, weeklyOffsetSchedule(offset))).toEqual(byOffset);
      expect(replayState(match, now, { kickoff: match.kickoff + offset })).toEqual(byOffset);
      expect(replayMarkets(match, now, { kickoff: match.kickoff + offset }, PRICING)).toEqual(replayMarkets(match, now, offset, PRICING));
    }
  });
});

describe('chooseReplayOffset', () => {
  const latest = rows.filter((match) => match.season === 2025);
  const first = Math.min(...latest.map((match) => match.kickoff));
  const last = Math.max(...latest.map((match) => match.kickoff));

  it('shifts by whole weeks so that now lands 60 % through the latest season', () => {
    const offset = chooseReplayOffset(rows, NOW);
    expect(offset % WEEK_MS).toBe(0);
    const mapped = NOW - offset;
    const target = first + REPLAY_ANCHOR_SHARE * (last - first);
    expect(Math.abs(mapped - target)).toBeLessThanOrEqual(WEEK_MS / 2);
    expect(new Date(mapped).getUTCDay()).toBe(new Date(NOW).getUTCDay());
    expect(new Date(mapped).toISOString()).toBe('2026-01-10T15:30:00.000Z');
  });

  it('leaves fixtures on both sides of any now', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }), (now) => {
        const offset = chooseReplayOffset(rows, now);
        const board = replayBoard(rows, now, offset);
        expect(board.line.length).toBeGreaterThan(100);
        expect(board.finished.length).toBeGreaterThan(2000);
      }),
      { numRuns: 15 },
    );
    expect(chooseReplayOffset([], NOW)).toBe(0);
  });
});

describe('replayBoard on the real data', () => {
  const offset = chooseReplayOffset(rows, NOW);
  const board = replayBoard(rows, NOW, offset);

  it('has line, live and finished games at a Saturday-afternoon now', () => {
    expect(board.line.length).toBeGreaterThan(0);
    expect(board.live.length).toBeGreaterThan(0);
    expect(board.finished.length).toBeGreaterThan(0);
    expect(board.line.length + board.live.length + board.finished.length).toBe(rows.length);
    expect(board.live.map((game) => `${game.match.home.name}-${game.match.away.name}`)).toEqual(['Como-Bologna', 'Udinese-Pisa', 'Villarreal-Alaves']);
    expect(board.line.every((game) => game.state.start > NOW)).toBe(true);
    expect(board.finished.every((game) => game.state.start + MATCH_WALL_MS <= NOW)).toBe(true);
    expect(board.live.every((game) => game.state.start <= NOW && NOW < game.state.start + MATCH_WALL_MS)).toBe(true);
  });

  it('sorts each list by replayed start', () => {
    for (const list of Object.values(board)) {
      for (let i = 1; i < list.length; i++) expect(list[i]!.state.start).toBeGreaterThanOrEqual(list[i - 1]!.state.start);
    }
  });

  it('prices line games pre-match, live games on the score, finished games not at all', () => {
    const line = board.line[0]!;
    const pre = replayMarkets(line.match, NOW, offset, PRICING).markets;
    // Real prices first: the 1X2 and over/under 2.5 are the chosen book's (Bet365 closing) at the brand's margin, proportionally.
    const book = line.match.odds.books!.closing!.B365!;
    const withMargin = (odds: number[]) => {
      const sum = odds.reduce((total, o) => total + 1 / o, 0);
      return odds.map((o) => Math.max(1.01, Math.round((1 / ((1 / o / sum) * (1 + PRICING.marginBasisPoints / 10_000))) * 1000) / 1000));
    };
    const coefs = (groupId: number, typeIds: number[], param?: number) => typeIds.map((typeId) => pre.find((m) => m.groupId === groupId && m.typeId === typeId && m.param === param)!.coef);
    expect(coefs(GROUP.result, [TYPE.home, TYPE.draw, TYPE.away])).toEqual(withMargin([book.oneXTwo!.home, book.oneXTwo!.draw, book.oneXTwo!.away]));
    expect(coefs(GROUP.total, [TYPE.over, TYPE.under], 2.5)).toEqual(withMargin([book.total25!.over, book.total25!.under]));
    expect(pre.length).toBeGreaterThan(10);
    expect(pre.every((market) => !market.isLocked)).toBe(true);
    expect(replayMarkets(board.finished[0]!.match, NOW, offset, PRICING).markets).toEqual([]);
    for (const game of board.live) {
      const { state, markets } = replayMarkets(game.match, NOW, offset, PRICING);
      expect(state.status).toBe('live');
      expect(markets.length).toBeGreaterThan(0);
    }
  });
});

describe('live odds after a late lead', () => {
  /**
   * Real matches whose replayed path has a goal in minutes 70..85 leaving a side ahead, with no
   * other goal in the next 2 minutes (the prices are read 61 s after it).
   */
  const lateLeads = rows.flatMap((match) => {
    const goals = goalTimeline(match);
    const index = goals.findIndex((g, i) => g.minute >= 70 && g.minute <= 85 && g.score.home !== g.score.away && !(goals[i + 1] && goals[i + 1]!.second < g.second + 120));
    return index >= 0 ? [{ match, goal: goals[index]! }] : [];
  });

  it('moves the live 1X2 toward the leader, for every such real match', () => {
    expect(lateLeads.length).toBeGreaterThan(300);
    const breaches: string[] = [];
    for (const { match, goal } of lateLeads) {
      const fit = fitMatch(match, PRICING)!;
      const pre = replayMarkets(match, match.kickoff - 1, 0, PRICING, fit).markets;
      const after = match.kickoff + (goal.second + BREAK_SECONDS) * 1000 + GOAL_SUSPENSION_MS + 1000;
      const { state, markets } = replayMarkets(match, after, 0, PRICING, fit);
      expect(state.score).toEqual(goal.score);
      expect(state.suspended).toBe(false);
      const leader = state.score.home > state.score.away ? TYPE.home : TYPE.away;
      const coef = (list: typeof pre, typeId: number) => list.find((m) => m.groupId === GROUP.result && m.typeId === typeId)?.coef;
      const before = coef(pre, leader)!;
      const live = coef(markets, leader);
      // The 1X2 market can be decided (left out) only if the leader's win is certain.
      if (live !== undefined && live >= before) breaches.push(`${match.home.name}-${match.away.name} ${before} → ${live}`);
    }
    expect(breaches).toEqual([]);
  });
});

describe('a match without 1X2 prices', () => {
  it('replays but has no markets', () => {
    const bare: ImportedMatch = { ...rows[0]!, odds: { opening1x2: undefined, closing1x2: undefined, total25: undefined, asian: undefined } };
    expect(fitMatch(bare, PRICING)).toBeUndefined();
    const { state, markets } = replayMarkets(bare, bare.kickoff + 10 * MIN, 0, PRICING);
    expect(state.status).toBe('live');
    expect(markets).toEqual([]);
  });
});
