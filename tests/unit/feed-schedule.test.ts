/**
 * Replay schedules (src/domain/feed/schedule.ts): the weekly offset (the original behaviour) and
 * the cadence schedule — real kick-off order re-spaced on a fixed cadence from a fixed epoch,
 * repeating cycles, the window of finished / live / upcoming games around now, gamesAround —
 * on the real data.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CADENCE_MS,
  DEFAULT_FINISHED_BEHIND,
  REPLAY_EPOCH_MS,
  cadenceSchedule,
  liveCount,
  weeklyOffsetSchedule,
} from '../../src/domain/feed/schedule.ts';
import { MATCH_WALL_MS, WEEK_MS, chooseReplayOffset, replayBoard, replayMarkets, replayState } from '../../src/domain/feed/replay.ts';
import type { ImportedMatch } from '../../src/domain/feed/match.ts';
import { loadFootballData } from '../../src/server/feed/data.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const DATA_DIR = fileURLToPath(new URL('../../data/football-data/', import.meta.url));
const { rows } = loadFootballData(DATA_DIR);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

/** A Saturday afternoon of the present (the machine's date is November 2026). */
const NOW = Date.UTC(2026, 10, 21, 15, 37);

const schedule = cadenceSchedule({ matches: rows, now: NOW });
const n = rows.length;
const CYCLE = n * DEFAULT_CADENCE_MS;

/** Real kick-off order: kick-off, then permanent id. */
const byKickoff = [...rows].sort((a, b) => a.kickoff - b.kickoff || a.permanentId - b.permanentId);

describe('the problem: the weekly offset', () => {
  it('leaves most of the time without a live game (fixtures cluster at weekends)', () => {
    const offset = chooseReplayOffset(rows, NOW);
    const weekly = weeklyOffsetSchedule(offset);
    const starts = rows.map((match) => weekly(match)).sort((a, b) => a - b);
    let withLive = 0;
    let samples = 0;
    for (let now = NOW - 8 * WEEK_MS; now < NOW; now += 5 * MIN) {
      samples += 1;
      if (starts.some((start) => start <= now && now < start + MATCH_WALL_MS)) withLive += 1;
    }
    expect(withLive / samples).toBeGreaterThan(0.05);
    expect(withLive / samples).toBeLessThan(0.35);
  });

  it('weeklyOffsetSchedule is the offset form of replayState/replayBoard', () => {
    const offset = chooseReplayOffset(rows, NOW);
    const weekly = weeklyOffsetSchedule(offset);
    expect(weekly(rows[0]!)).toBe(rows[0]!.kickoff + offset);
    expect(replayBoard(rows, NOW, weekly)).toEqual(replayBoard(rows, NOW, offset));
    for (const match of rows.slice(0, 50)) expect(replayState(match, NOW, weekly)).toEqual(replayState(match, NOW, offset));
  });
});

describe('cadenceSchedule: order, spacing, cycles', () => {
  it('keeps the real kick-off order (ties by permanent id) and spaces kick-offs by the cadence from the epoch', () => {
    expect(schedule.order.map((match) => match.permanentId)).toEqual(byKickoff.map((match) => match.permanentId));
    expect(byKickoff.some((match, i) => i > 0 && match.kickoff === byKickoff[i - 1]!.kickoff)).toBe(true);
    const pinned = cadenceSchedule({ matches: rows, now: NOW, cycle: 0 });
    byKickoff.forEach((match, i) => expect(pinned(match)).toBe(REPLAY_EPOCH_MS + i * DEFAULT_CADENCE_MS));
    expect(schedule.cycleMs).toBe(CYCLE);
    expect(schedule.count).toBe(n);
    expect(schedule.cadenceMs).toBe(15 * MIN);
    expect(schedule.finishedBehind).toBe(DEFAULT_FINISHED_BEHIND);
  });

  it('repeats every cycle: cycle k + 1 replays each match one cycle later, the list restarting after its last match', () => {
    const [first, last] = [byKickoff[0]!, byKickoff.at(-1)!];
    for (const k of [-3, 0, 31, 32]) {
      expect(schedule.kickoffIn(first, k)).toBe(REPLAY_EPOCH_MS + k * CYCLE);
      expect(schedule.kickoffIn(first, k + 1) - schedule.kickoffIn(first, k)).toBe(CYCLE);
      expect(schedule.kickoffIn(first, k + 1) - schedule.kickoffIn(last, k)).toBe(DEFAULT_CADENCE_MS);
    }
    for (const match of rows.slice(0, 100)) expect(schedule(match, NOW + CYCLE)).toBe(schedule(match, NOW) + CYCLE);
  });

  it('takes a match out of the results finishedBehind slots after it ended and brings it back as upcoming in the next cycle', () => {
    const around = schedule.gamesAround(NOW);
    const oldest = around[0]!;
    expect(oldest.state.status).toBe('finished');
    expect(schedule(oldest.match, NOW)).toBe(oldest.kickoff);
    const later = NOW + DEFAULT_CADENCE_MS;
    expect(schedule(oldest.match, later)).toBe(oldest.kickoff + CYCLE);
    expect(replayState(oldest.match, later, schedule).status).toBe('line');
    expect(schedule.slotOf(oldest.match, later)).toMatchObject({ cycle: oldest.cycle + 1, index: oldest.index });
  });

  it('does not depend on the input order', () => {
    const reversed = cadenceSchedule({ matches: [...rows].reverse(), now: NOW });
    for (const match of rows) expect(reversed(match)).toBe(schedule(match));
  });
});

describe('cadenceSchedule: line, live and finished at any now', () => {
  it('has at least one live, one upcoming and one finished game at random instants over several cycles (7 live, 400 finished)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 0, 1) + 5 * CYCLE }), (now) => {
        const board = replayBoard(rows, now, schedule);
        expect(board.live.length).toBe(7);
        expect(board.finished.length).toBe(DEFAULT_FINISHED_BEHIND);
        expect(board.line.length).toBe(n - DEFAULT_FINISHED_BEHIND - 7);
        expect(board.line.every((game) => game.state.start > now)).toBe(true);
        expect(board.finished.every((game) => game.state.start + MATCH_WALL_MS <= now)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('also far in the future and before the epoch', () => {
    for (const now of [Date.UTC(2099, 5, 30, 23, 59, 59, 999), Date.UTC(2019, 0, 1), REPLAY_EPOCH_MS, REPLAY_EPOCH_MS + CYCLE - 1]) {
      const board = replayBoard(rows, now, schedule);
      expect([board.line.length > 0, board.live.length, board.finished.length > 0]).toEqual([true, 7, true]);
    }
  });

  it('keeps all three sections for any cadence up to 105 min and any finishedBehind, with live counts as liveCount states', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 105 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: REPLAY_EPOCH_MS, max: Date.UTC(2030, 0, 1) }),
        (cadenceMinutes, finishedBehind, now) => {
          const cadenced = cadenceSchedule({ matches: rows, now, cadenceMs: cadenceMinutes * MIN, finishedBehind });
          const board = replayBoard(rows, now, cadenced);
          const { min, max } = liveCount(cadenceMinutes * MIN);
          expect(board.live.length).toBeGreaterThanOrEqual(Math.max(1, min));
          expect(board.live.length).toBeLessThanOrEqual(max);
          expect(board.finished.length).toBe(finishedBehind);
          expect(board.line.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('liveCount: exactly 7 with the default 15 min; 5 or 6 (mean 5.25) with 20 min, as measured', () => {
    expect(liveCount(DEFAULT_CADENCE_MS)).toEqual({ min: 7, max: 7, mean: 7 });
    expect(liveCount(20 * MIN)).toEqual({ min: 5, max: 6, mean: 5.25 });
    for (const cadenceMinutes of [15, 20]) {
      const cadenced = cadenceSchedule({ matches: rows, now: NOW, cadenceMs: cadenceMinutes * MIN });
      const counts: number[] = [];
      for (let now = NOW; now < NOW + 7 * 60 * MIN; now += MIN) counts.push(cadenced.gamesAround(now, { pastCount: 0, futureCount: 0 }).length);
      const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
      expect({ min: Math.min(...counts), max: Math.max(...counts), mean }).toEqual(liveCount(cadenceMinutes * MIN));
    }
  });

  it('clamps finishedBehind on a small data set so an upcoming game remains', () => {
    const few = byKickoff.slice(0, 10);
    const small = cadenceSchedule({ matches: few, now: NOW });
    expect(small.finishedBehind).toBe(10 - 7 - 1);
    fc.assert(
      fc.property(fc.integer({ min: NOW, max: NOW + 30 * DAY }), (now) => {
        const board = replayBoard(few, now, small);
        expect([board.finished.length, board.live.length, board.line.length]).toEqual([2, 7, 1]);
      }),
      { numRuns: 50 },
    );
  });
});

describe('cadenceSchedule: deterministic and stable over time', () => {
  it('gives identical schedules for two calls with the same inputs', () => {
    const again = cadenceSchedule({ matches: loadFootballData(DATA_DIR).rows, now: NOW });
    for (const match of rows) expect(again(match)).toBe(schedule(match));
    expect(again.gamesAround(NOW, { pastCount: 20, futureCount: 20 })).toEqual(schedule.gamesAround(NOW, { pastCount: 20, futureCount: 20 }));
  });

  it('does not depend on when a server started: two servers started at different times agree at any instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.integer({ min: 0, max: n - 1 }),
        (startA, startB, now, index) => {
          const a = cadenceSchedule({ matches: rows, now: startA });
          const b = cadenceSchedule({ matches: rows, now: startB });
          const match = rows[index]!;
          expect(a(match, now)).toBe(b(match, now));
          expect(a.slotOf(match, now)).toEqual(b.slotOf(match, now));
          expect((a(match, now) - REPLAY_EPOCH_MS) % DEFAULT_CADENCE_MS).toBe(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('moves with the epoch and the cadence only', () => {
    const shifted = cadenceSchedule({ matches: rows, now: NOW, epochMs: REPLAY_EPOCH_MS + 5 * MIN, cycle: 0 });
    const base = cadenceSchedule({ matches: rows, now: NOW, cycle: 0 });
    expect(shifted(rows[0]!)).toBe(base(rows[0]!) + 5 * MIN);
  });
});

describe('gamesAround', () => {
  it('returns pastCount finished games, every live game and futureCount upcoming games, by kick-off', () => {
    const games = schedule.gamesAround(NOW, { pastCount: 3, futureCount: 4 });
    expect(games.map((game) => game.state.status)).toEqual([...Array(3).fill('finished'), ...Array(7).fill('live'), ...Array(4).fill('line')]);
    for (let i = 1; i < games.length; i++) {
      expect(games[i]!.kickoff - games[i - 1]!.kickoff).toBe(DEFAULT_CADENCE_MS);
      expect(games[i]!.slot).toBe(games[i - 1]!.slot + 1);
    }
    for (const game of games) {
      expect(game.state).toEqual(replayState(game.match, NOW, { kickoff: game.kickoff }));
      expect(game.state.start).toBe(game.kickoff);
      expect(game.replayId).toBe(`${game.match.permanentId}:${game.cycle}`);
      expect(game.match).toBe(byKickoff[game.index]);
    }
  });

  it('defaults to the whole window: each match once, at the kick-off the schedule gives at that instant', () => {
    const games = schedule.gamesAround(NOW);
    expect(games).toHaveLength(n);
    expect(new Set(games.map((game) => game.match.permanentId)).size).toBe(n);
    for (const game of games) expect(schedule(game.match, NOW)).toBe(game.kickoff);
    expect(games.filter((game) => game.state.status === 'finished')).toHaveLength(DEFAULT_FINISHED_BEHIND);
  });

  it('crosses a cycle boundary: the last match of cycle k is followed by the first match of cycle k + 1', () => {
    const boundary = REPLAY_EPOCH_MS + 33 * CYCLE;
    const games = schedule.gamesAround(boundary + 30 * MIN, { pastCount: 2, futureCount: 2 });
    const cycles = games.map((game) => game.cycle);
    expect(cycles[0]).toBe(32);
    expect(cycles.at(-1)).toBe(33);
    const next = games.findIndex((game) => game.cycle === 33);
    expect(games[next]!.match.permanentId).toBe(byKickoff[0]!.permanentId);
    expect(games[next - 1]!.match.permanentId).toBe(byKickoff.at(-1)!.permanentId);
    expect(games[next]!.kickoff).toBe(boundary);
  });

  it('returns at most n games, so permanent ids stay unique; replay ids always are', () => {
    const games = schedule.gamesAround(NOW, { pastCount: 4000, futureCount: 4000 });
    expect(games).toHaveLength(n);
    expect(new Set(games.map((game) => game.match.permanentId)).size).toBe(n);
    expect(games.filter((game) => game.state.status === 'finished')).toHaveLength(4000);
    const overlapping = [...schedule.gamesAround(NOW, { pastCount: 0, futureCount: 0 }), ...schedule.gamesAround(NOW + CYCLE, { pastCount: 0, futureCount: 0 })];
    expect(new Set(overlapping.map((game) => game.match.permanentId)).size).toBe(7);
    expect(new Set(overlapping.map((game) => game.replayId)).size).toBe(14);
  });

  it('prices the games it returns through replayMarkets with the scheduled kick-off', () => {
    for (const game of schedule.gamesAround(NOW, { pastCount: 1, futureCount: 1 })) {
      const viaSchedule = replayMarkets(game.match, NOW, schedule, PRICING);
      const viaKickoff = replayMarkets(game.match, NOW, { kickoff: game.kickoff }, PRICING);
      expect(viaSchedule).toEqual(viaKickoff);
      expect(viaSchedule.markets.length > 0).toBe(game.state.status !== 'finished' && game.match.odds.opening1x2 !== undefined);
    }
  });
});

describe('cadenceSchedule: refusals', () => {
  it('refuses a cadence outside 1 ms..105 min, bad counts and duplicate ids', () => {
    expect(() => cadenceSchedule({ matches: rows, now: NOW, cadenceMs: 0 })).toThrow(RangeError);
    expect(() => cadenceSchedule({ matches: rows, now: NOW, cadenceMs: MATCH_WALL_MS + 1 })).toThrow(RangeError);
    expect(() => cadenceSchedule({ matches: rows, now: NOW, cadenceMs: 1.5 })).toThrow(RangeError);
    expect(() => cadenceSchedule({ matches: rows, now: NOW, finishedBehind: -1 })).toThrow(RangeError);
    expect(() => cadenceSchedule({ matches: rows, now: Number.NaN })).toThrow(RangeError);
    expect(() => cadenceSchedule({ matches: [rows[0]!, rows[0]!], now: NOW })).toThrow(/duplicate/);
    expect(() => schedule.gamesAround(NOW, { pastCount: -1 })).toThrow(RangeError);
  });

  it('refuses a match it does not schedule, and handles no matches', () => {
    const stranger: ImportedMatch = { ...rows[0]!, permanentId: 1 };
    expect(() => schedule(stranger)).toThrow(/not in the schedule/);
    const empty = cadenceSchedule({ matches: [], now: NOW });
    expect(empty.gamesAround(NOW)).toEqual([]);
    expect(replayBoard([], NOW, empty)).toEqual({ line: [], live: [], finished: [] });
  });
});
