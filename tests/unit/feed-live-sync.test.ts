/**
 * The client side of live updates (src/domain/feed/live-sync.ts): the seq rule (apply, stale,
 * gap), a live message applied to a game's state, the match clock, the list row of a market
 * group, and the SSE payload check of the islands (src/client/sports/feed-client.ts); checked
 * against the real feed's events where it matters.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMessage, clockSeconds, createSeqTracker, formatClock, gameStateOf, groupStates, needsRefetch, pickRow, seqVerdict, shownSeconds,
  withTrends, type GameState, type OutcomeState,
} from '../../src/domain/feed/live-sync.ts';
import { GROUP, TYPE } from '../../src/domain/feed/odds-model.ts';
import { HALF_SECONDS, PERIODS, replayMarkets, replayState } from '../../src/domain/feed/replay.ts';
import { liveEvents } from '../../src/domain/feed/live-events.ts';
import { loadFootballData } from '../../src/server/feed/data.ts';
import { messagesFor } from '../../src/server/live/publisher.ts';
import { parseLiveMessage } from '../../src/client/sports/feed-client.ts';
import { gameViewOf } from '../../src/domain/feed/game-view.ts';
import type { LiveMessage } from '../../schemas/live-message.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const DATA_DIR = fileURLToPath(new URL('../../data/football-data/', import.meta.url));
const { rows } = loadFootballData(DATA_DIR);
const MIN = 60_000;
const KICKOFF = Date.UTC(2026, 10, 21, 15, 0);

describe('seq rule', () => {
  it.each([
    [undefined, 1, 'gap'],
    [0, 1, 'apply'],
    [4, 5, 'apply'],
    [4, 4, 'stale'],
    [4, 2, 'stale'],
    [4, 6, 'gap'],
    [4, 9, 'gap'],
  ] as const)('last %s, seq %i → %s', (last, seq, verdict) => {
    expect(seqVerdict(last, seq)).toBe(verdict);
  });

  it('tracks the last seq per game and replay, dropping repeats', () => {
    const tracker = createSeqTracker([[7, { id: '7:3', seq: 10 }]]);
    expect(tracker.check({ game: 7, id: '7:3', seq: 10 })).toBe('stale');
    expect(tracker.check({ game: 7, id: '7:3', seq: 11 })).toBe('apply');
    expect(tracker.check({ game: 7, id: '7:3', seq: 11 })).toBe('stale');
    expect(tracker.check({ game: 7, id: '7:3', seq: 16 })).toBe('gap');
    expect(tracker.last(7)).toBe(16);
    // Events 12..16 arriving late (another instance, a reconnection) change nothing.
    for (const seq of [12, 13, 14, 15, 16]) expect(tracker.check({ game: 7, id: '7:3', seq })).toBe('stale');
    expect(tracker.check({ game: 7, id: '7:3', seq: 17 })).toBe('apply');
    // The next cycle's replay of the same match starts again at 1: a new replay is a gap.
    expect(tracker.check({ game: 7, id: '7:4', seq: 1 })).toBe('gap');
    expect(tracker.check({ game: 7, id: '7:4', seq: 2 })).toBe('apply');
    // A game the page did not render.
    expect(tracker.check({ game: 8, id: '8:3', seq: 1 })).toBe('gap');
    expect(tracker.last(8)).toBe(1);
  });

  it('applies every event of a real game in order once, whatever duplicates and late copies arrive', () => {
    const match = rows[123]!;
    const events = liveEvents(match, KICKOFF, -Infinity, Infinity, PRICING);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: events.length - 1 }), { maxLength: 60 }), (repeats) => {
        const tracker = createSeqTracker([[match.permanentId, { id: 'x', seq: 0 }]]);
        const applied: number[] = [];
        let repeatAt = 0;
        for (const event of events) {
          for (const seq of [event.seq, ...repeats.slice(repeatAt, repeatAt + 2).filter((s) => s < event.seq).map((s) => events[s]!.seq)]) {
            if (tracker.check({ game: match.permanentId, id: 'x', seq }) !== 'stale') applied.push(seq);
          }
          repeatAt += 2;
        }
        expect(applied).toEqual(events.map((e) => e.seq));
      }),
    );
  });
});

describe('match clock', () => {
  const start = KICKOFF;
  it.each([
    [PERIODS.notStarted.id, -5 * MIN, 0],
    [PERIODS.firstHalf.id, 0, 0],
    [PERIODS.firstHalf.id, 12 * MIN + 5000, 725],
    [PERIODS.firstHalf.id, 50 * MIN, HALF_SECONDS],
    [PERIODS.halfTime.id, 52 * MIN, HALF_SECONDS],
    [PERIODS.secondHalf.id, 60 * MIN, HALF_SECONDS],
    [PERIODS.secondHalf.id, 75 * MIN + 30_000, 3630],
    [PERIODS.secondHalf.id, 110 * MIN, 2 * HALF_SECONDS],
    [PERIODS.finished.id, 105 * MIN, 2 * HALF_SECONDS],
  ])('period %i at +%i ms shows %i s', (periodId, offset, seconds) => {
    expect(clockSeconds(periodId, start, start + offset)).toBe(seconds);
  });

  it('agrees with the replay at every instant of a real match', () => {
    const match = rows[40]!;
    for (let offset = 0; offset < 105 * MIN; offset += 17_000) {
      const state = replayState(match, KICKOFF + offset, { kickoff: KICKOFF });
      expect(clockSeconds(state.period.id, KICKOFF, KICKOFF + offset)).toBe(state.timeSeconds);
    }
  });

  it('runs on from its instant and stops at the end of the half', () => {
    const clock = { seconds: 2690, running: true, at: 1_000_000 };
    expect(shownSeconds(clock, PERIODS.firstHalf.id, 1_000_000)).toBe(2690);
    expect(shownSeconds(clock, PERIODS.firstHalf.id, 1_004_999)).toBe(2694);
    expect(shownSeconds(clock, PERIODS.firstHalf.id, 1_060_000)).toBe(HALF_SECONDS);
    expect(shownSeconds({ ...clock, running: false }, PERIODS.halfTime.id, 2_000_000)).toBe(2690);
    expect(shownSeconds(clock, PERIODS.firstHalf.id, 900_000)).toBe(2690);
  });

  it.each([[0, '00:00'], [59, '00:59'], [61, '01:01'], [2700, '45:00'], [4025, '67:05'], [5400, '90:00']])('formats %i s as %s', (s, text) => {
    expect(formatClock(s)).toBe(text);
  });
});

/** A live game of the real data, as a page renders it, at minute ~30. */
function liveGame(groupId: number = GROUP.result): { game: GameState; match: (typeof rows)[number]; at: number } {
  const match = rows.find((m) => m.halfTime.home + m.halfTime.away === 0 && m.odds.opening1x2 && m.odds.asian)!;
  const at = KICKOFF + 30 * MIN;
  const { state, markets } = replayMarkets(match, at, { kickoff: KICKOFF }, PRICING);
  const view = gameViewOf(match, `${match.permanentId}:5`, state, markets);
  return { game: gameStateOf(view, markets, { groupId, href: '/en/live/all/football/premier-league/1', seq: 30, at }), match, at };
}

const message = (game: GameState, patch: Partial<LiveMessage>): LiveMessage => ({
  game: game.permanentId, id: game.id, seq: game.seq + 1, kind: 'odds', at: KICKOFF + 31 * MIN, sentAt: 0, score: game.score, periodId: game.periodId,
  minute: 31, ...patch,
}) as LiveMessage;

describe('a live message applied to a game', () => {
  it('renders the page state: score, period, clock, 1X2 row', () => {
    const { game } = liveGame();
    expect(game).toMatchObject({ status: 'live', periodId: PERIODS.firstHalf.id, score: { home: 0, away: 0 }, halfTimeScore: null, seq: 30, suspended: false });
    expect(game.clock).toEqual({ seconds: 30 * 60, running: true, at: KICKOFF + 30 * MIN });
    expect(game.row.map((o) => o.typeId)).toEqual([TYPE.home, TYPE.draw, TYPE.away]);
  });

  it('moves the score and locks the markets on a goal, opens them with new prices on resume (trend up/down)', () => {
    const { game } = liveGame();
    const goal = applyMessage(game, message(game, { kind: 'goal', score: { home: 1, away: 0 } }), 5000);
    expect(goal).toMatchObject({ score: { home: 1, away: 0 }, seq: 31, suspended: true, minute: 31 });
    expect(goal.row.every((o) => o.isLocked)).toBe(true);
    expect(goal.clock).toEqual({ seconds: 31 * 60, running: true, at: 5000 });
    const [home, draw, away] = game.row.map((o) => o.coef) as [number, number, number];
    const resume = applyMessage(goal, message(goal, { kind: 'resume', score: { home: 1, away: 0 }, at: KICKOFF + 32 * MIN, main: [home - 0.5, draw + 0.4, away] }), 6000);
    expect(resume.suspended).toBe(false);
    expect(resume.row.map((o) => [o.coef, o.isLocked, o.trend])).toEqual([[home - 0.5, false, 'down'], [draw + 0.4, false, 'up'], [away, false, undefined]]);
  });

  it('locks 1X2 when a priced event comes without 1X2 prices, and the clock stops at half-time with its score', () => {
    const { game } = liveGame();
    const odds = applyMessage(game, message(game, { kind: 'odds' }), 1);
    expect(odds.row.every((o) => o.isLocked)).toBe(true);
    const ht = applyMessage(game, message(game, { kind: 'period', periodId: PERIODS.halfTime.id, minute: 45, score: { home: 0, away: 1 }, at: KICKOFF + 45 * MIN }), 2);
    expect(ht).toMatchObject({ periodId: 2, halfTimeScore: { home: 0, away: 1 }, clock: { seconds: HALF_SECONDS, running: false, at: 2 } });
    const second = applyMessage(ht, message(ht, { kind: 'period', periodId: PERIODS.secondHalf.id, minute: 46, score: { home: 0, away: 1 }, at: KICKOFF + 60 * MIN }), 3);
    expect(second).toMatchObject({ halfTimeScore: { home: 0, away: 1 }, clock: { seconds: HALF_SECONDS, running: true } });
  });

  it('ends the game on finish', () => {
    const { game } = liveGame();
    const over = applyMessage(game, message(game, { kind: 'finish', periodId: PERIODS.finished.id, minute: 90, score: { home: 2, away: 1 }, at: KICKOFF + 105 * MIN }), 9);
    expect(over).toMatchObject({ status: 'finished', suspended: true, score: { home: 2, away: 1 }, clock: { seconds: 5400, running: false } });
    expect(over.row.every((o) => o.isLocked)).toBe(true);
  });

  it('follows a whole real match from its published messages to the real final score', () => {
    const { game, match } = liveGame();
    const start: GameState = { ...game, status: 'line', periodId: 0, score: { home: 0, away: 0 }, seq: 0, clock: { seconds: 0, running: false, at: 0 } };
    const events = liveEvents(match, KICKOFF, -Infinity, Infinity, PRICING);
    const published = messagesFor(match.permanentId, game.id, events, 0);
    const end = published.reduce((state, m) => applyMessage(state, m, m.at), start);
    expect(end.score).toEqual(match.fullTime);
    expect(end.halfTimeScore).toEqual(match.halfTime);
    expect(end).toMatchObject({ status: 'finished', periodId: PERIODS.finished.id, seq: events.length });
  });

  it('re-fetches when the message cannot carry the prices shown', () => {
    expect(needsRefetch({ kind: 'odds' }, GROUP.result, false)).toBe(false);
    expect(needsRefetch({ kind: 'goal' }, GROUP.result, false)).toBe(false);
    expect(needsRefetch({ kind: 'odds' }, GROUP.total, false)).toBe(true);
    expect(needsRefetch({ kind: 'resume' }, GROUP.total, false)).toBe(true);
    expect(needsRefetch({ kind: 'goal' }, GROUP.total, false)).toBe(false);
    expect(needsRefetch({ kind: 'suspend' }, GROUP.result, true)).toBe(true);
  });
});

describe('market rows and groups', () => {
  const outcome = (groupId: number, typeId: number, coef: number, param?: number): OutcomeState => ({
    groupId, typeId, coef, label: 'x', isLocked: false, ...(param === undefined ? {} : { param }),
  });

  it('shows the main total line: the one with the closest over and under', () => {
    const markets = [
      outcome(GROUP.total, TYPE.under, 1.2, 1.5), outcome(GROUP.total, TYPE.over, 4.1, 1.5),
      outcome(GROUP.total, TYPE.over, 1.95, 2.5), outcome(GROUP.total, TYPE.under, 1.85, 2.5),
      outcome(GROUP.total, TYPE.over, 1.3, 0.5), outcome(GROUP.total, TYPE.under, 3.3, 0.5),
    ];
    expect(pickRow(markets, GROUP.total).map((o) => [o.typeId, o.param])).toEqual([[TYPE.over, 2.5], [TYPE.under, 2.5]]);
  });

  it('shows the three likeliest correct scores in score order, and whole groups in template order', () => {
    const scores = [outcome(GROUP.correctScore, TYPE.score, 7, 0), outcome(GROUP.correctScore, TYPE.score, 6.5, 101), outcome(GROUP.correctScore, TYPE.score, 9, 100),
      outcome(GROUP.correctScore, TYPE.score, 30, 303), outcome(GROUP.correctScore, TYPE.scoreOther, 5)];
    expect(pickRow(scores, GROUP.correctScore).map((o) => o.param)).toEqual([0, 100, 101]);
    const oneXTwo = [outcome(GROUP.result, TYPE.away, 3), outcome(GROUP.result, TYPE.home, 2), outcome(GROUP.result, TYPE.draw, 3.2)];
    expect(pickRow(oneXTwo, GROUP.result).map((o) => o.typeId)).toEqual([TYPE.home, TYPE.draw, TYPE.away]);
    expect(pickRow(oneXTwo, GROUP.total)).toEqual([]);
  });

  it("orders a real game's groups: totals by line, handicap home first, correct score with other last", () => {
    const { game, match, at } = liveGame();
    const { markets } = replayMarkets(match, at, { kickoff: KICKOFF }, PRICING);
    const byGroup = [GROUP.result, GROUP.doubleChance, GROUP.total, GROUP.handicap, GROUP.bothScore, GROUP.halfTimeResult, GROUP.correctScore]
      .map((groupId) => ({ groupId, name: `g${groupId}`, columns: 2, markets: markets.filter((m) => m.groupId === groupId) }))
      .filter((g) => g.markets.length);
    const groups = groupStates(byGroup);
    const total = groups.find((g) => g.groupId === GROUP.total)!.outcomes;
    expect(total.map((o) => o.param)).toEqual([...total.map((o) => o.param!)].sort((a, b) => a - b));
    expect(total.slice(0, 2).map((o) => o.typeId)).toEqual([TYPE.over, TYPE.under]);
    expect(groups.find((g) => g.groupId === GROUP.handicap)!.outcomes.map((o) => o.typeId)).toEqual([TYPE.handicapHome, TYPE.handicapAway]);
    expect(groups.find((g) => g.groupId === GROUP.correctScore)!.outcomes.at(-1)!.typeId).toBe(TYPE.scoreOther);
    expect(game.row).toHaveLength(3);
  });

  it('keeps the direction of each price change over a re-fetch', () => {
    const before = [outcome(1, 1, 2), outcome(1, 2, 3), outcome(1, 3, 4)];
    const after = [outcome(1, 1, 2.1), outcome(1, 2, 3), outcome(1, 3, 3.5), outcome(8, 4, 1.2)];
    expect(withTrends(before, after).map((o) => o.trend)).toEqual(['up', undefined, 'down', undefined]);
  });
});

describe('SSE payloads', () => {
  it('accepts a live message of the schema and refuses anything else', () => {
    const ok = { game: 1, id: '1:0', seq: 3, kind: 'odds', at: 5, sentAt: 6, score: { home: 1, away: 0 }, periodId: 1, minute: 12, main: [1.5, 3, 6] };
    expect(parseLiveMessage(JSON.stringify(ok))).toEqual(ok);
    expect(parseLiveMessage(JSON.stringify({ ...ok, main: undefined }))).not.toHaveProperty('main');
    const bad = [
      'nope', '{}', 'null', JSON.stringify({ ...ok, kind: 'nap' }), JSON.stringify({ ...ok, score: [1, 0] }), JSON.stringify({ ...ok, seq: '3' }),
      JSON.stringify({ ...ok, kind: 'goal' }), JSON.stringify({ ...ok, id: '1' }), JSON.stringify({ ...ok, extra: 1 }),
    ];
    for (const text of bad) expect(parseLiveMessage(text), text).toBeNull();
  });
});
