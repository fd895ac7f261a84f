/**
 * Replay schedules (src/domain/feed/schedule.ts): the weekly offset and the calendar schedule —
 * one champ's entries of a cycle (here the real Premier League seasons, the 2024/25 season twice
 * as two copies) repeating every cycle, replay numbers of a match replayed more than once a
 * cycle, the window of finished / live / upcoming games around now, gamesAround.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FINISHED_BEHIND, calendarSchedule, weeklyOffsetSchedule } from '../../src/domain/feed/schedule.ts';
import { MATCH_WALL_MS, WEEK_MS, chooseReplayOffset, replayBoard, replayMarkets, replayState } from '../../src/domain/feed/replay.ts';
import type { ImportedMatch } from '../../src/domain/feed/match.ts';
import { loadFootballData } from '../../src/server/feed/data.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const DATA_DIR = fileURLToPath(new URL('../../data/football-data/', import.meta.url));
const rows = loadFootballData(DATA_DIR).rows.filter((m) => m.league === 'E0');
const MIN = 60_000;

/** A Saturday afternoon of the present. */
const NOW = Date.UTC(2026, 10, 21, 15, 37);
/** Every real E0 match moved by 156 weeks (block 0), and the 2024/25 season once more 104 weeks later (block 1). */
const SHIFT = 156 * WEEK_MS;
const CYCLE = 300 * WEEK_MS;
const copy = rows.filter((m) => m.season === 2024);
const entries = [...rows.map((match) => ({ match, kickoff: match.kickoff + SHIFT, block: 0 })), ...copy.map((match) => ({ match, kickoff: match.kickoff + SHIFT + 104 * WEEK_MS, block: 1 }))];
const schedule = calendarSchedule({ entries, cycleMs: CYCLE, now: NOW });
const byKickoff = [...entries].sort((a, b) => a.kickoff - b.kickoff || a.match.permanentId - b.match.permanentId);

describe('weeklyOffsetSchedule', () => {
  it('is the offset form of replayState/replayBoard', () => {
    const offset = chooseReplayOffset(rows, NOW);
    const weekly = weeklyOffsetSchedule(offset);
    expect(weekly(rows[0]!)).toBe(rows[0]!.kickoff + offset);
    expect(replayBoard(rows, NOW, weekly)).toEqual(replayBoard(rows, NOW, offset));
    for (const match of rows.slice(0, 50)) expect(replayState(match, NOW, weekly)).toEqual(replayState(match, NOW, offset));
  });
});

describe('calendarSchedule: slots, cycles and replay numbers', () => {
  it('orders the entries by kick-off and repeats them every cycle', () => {
    expect(schedule.count).toBe(entries.length);
    expect(schedule.order).toEqual(byKickoff.map((e) => e.match));
    expect(schedule.blocks).toEqual(byKickoff.map((e) => e.block));
    for (const slot of [0, 5, entries.length - 1]) {
      expect(schedule.kickoffOfSlot(slot)).toBe(byKickoff[slot]!.kickoff);
      expect(schedule.kickoffOfSlot(slot + 3 * entries.length)).toBe(byKickoff[slot]!.kickoff + 3 * CYCLE);
    }
  });

  it('numbers the replays of a match in kick-off order over all cycles; kickoffIn answers each', () => {
    const twice = copy[0]!;
    const once = rows.find((m) => m.season === 2023)!;
    expect(schedule.kickoffIn(once, 0)).toBe(once.kickoff + SHIFT);
    expect(schedule.kickoffIn(once, 1)).toBe(once.kickoff + SHIFT + CYCLE);
    expect(schedule.kickoffIn(twice, 0)).toBe(twice.kickoff + SHIFT);
    expect(schedule.kickoffIn(twice, 1)).toBe(twice.kickoff + SHIFT + 104 * WEEK_MS);
    expect(schedule.kickoffIn(twice, 2)).toBe(twice.kickoff + SHIFT + CYCLE);
    expect(schedule.kickoffIn(twice, -1)).toBe(twice.kickoff + SHIFT + 104 * WEEK_MS - CYCLE);
    for (let slot = -20; slot < 3 * entries.length; slot += 97) {
      const info = schedule.slotInfo(slot);
      expect(schedule.kickoffIn(schedule.order[info.index]!, info.cycle)).toBe(info.kickoff);
    }
  });

  it('bounds the window so a permanent id occurs once in it', () => {
    expect(schedule.windowSize).toBeLessThan(entries.length);
    expect(schedule.windowSize).toBeGreaterThan(copy.length - 1);
    const games = schedule.gamesAround(NOW, { pastCount: 5000, futureCount: 5000 });
    expect(games).toHaveLength(schedule.windowSize);
    expect(new Set(games.map((g) => g.match.permanentId)).size).toBe(games.length);
  });

  it('finds the first and last live slots by search', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2035, 0, 1) }), (at) => {
        const first = schedule.firstLiveSlot(at);
        expect(schedule.kickoffOfSlot(first) + MATCH_WALL_MS).toBeGreaterThan(at);
        expect(schedule.kickoffOfSlot(first - 1) + MATCH_WALL_MS).toBeLessThanOrEqual(at);
        const last = schedule.lastStartedSlot(at);
        expect(schedule.kickoffOfSlot(last)).toBeLessThanOrEqual(at);
        expect(schedule.kickoffOfSlot(last + 1)).toBeGreaterThan(at);
      }),
      { numRuns: 200 },
    );
  });
});

describe('calendarSchedule: the window around now', () => {
  it('answers each match its first replay at or after the window start', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2035, 0, 1) }), fc.integer({ min: 0, max: rows.length - 1 }), (at, i) => {
        const match = rows[i]!;
        const start = schedule.firstLiveSlot(at) - schedule.finishedBehind;
        const slot = schedule.slotOf(match, at);
        expect(slot.slot).toBeGreaterThanOrEqual(start);
        expect(schedule.order[slot.index]!.permanentId).toBe(match.permanentId);
        for (let s = start; s < slot.slot; s++) expect(schedule.order[((s % schedule.count) + schedule.count) % schedule.count]!.permanentId).not.toBe(match.permanentId);
        expect(schedule(match, at)).toBe(slot.kickoff);
      }),
      { numRuns: 60 },
    );
  });

  it('returns pastCount finished games, every live game and futureCount upcoming games, by kick-off', () => {
    const at = byKickoff.find((e) => e.kickoff > NOW)!.kickoff + 30 * MIN;
    const games = schedule.gamesAround(at, { pastCount: 3, futureCount: 4 });
    const statuses = games.map((g) => g.state.status);
    expect(statuses.slice(0, 3)).toEqual(['finished', 'finished', 'finished']);
    expect(statuses.slice(-4)).toEqual(['line', 'line', 'line', 'line']);
    expect(statuses).toContain('live');
    for (let i = 1; i < games.length; i++) expect(games[i]!.slot).toBe(games[i - 1]!.slot + 1);
    for (const game of games) {
      expect(game.state).toEqual(replayState(game.match, at, { kickoff: game.kickoff }));
      expect(game.replayId).toBe(`${game.match.permanentId}:${game.cycle}`);
      expect(replayMarkets(game.match, at, schedule, PRICING)).toEqual(replayMarkets(game.match, at, { kickoff: game.kickoff }, PRICING));
    }
  });

  it('defaults to the whole window with DEFAULT_FINISHED_BEHIND finished games', () => {
    const games = schedule.gamesAround(NOW);
    expect(games).toHaveLength(schedule.windowSize);
    expect(games.filter((g) => g.state.status === 'finished')).toHaveLength(DEFAULT_FINISHED_BEHIND);
    for (const game of games) expect(schedule(game.match, NOW)).toBe(game.kickoff);
  });

  it('does not depend on the input order or on when a server started', () => {
    const reversed = calendarSchedule({ entries: [...entries].reverse(), cycleMs: CYCLE, now: NOW - 5 * WEEK_MS });
    for (const match of rows) expect(reversed(match, NOW)).toBe(schedule(match));
  });
});

describe('calendarSchedule: refusals', () => {
  it('refuses a cycle not longer than the kick-offs span and bad counts', () => {
    expect(() => calendarSchedule({ entries, cycleMs: 52 * WEEK_MS, now: NOW })).toThrow(/span/);
    expect(() => calendarSchedule({ entries, cycleMs: 1.5, now: NOW })).toThrow(RangeError);
    expect(() => calendarSchedule({ entries, cycleMs: CYCLE, now: NOW, finishedBehind: -1 })).toThrow(RangeError);
    expect(() => calendarSchedule({ entries, cycleMs: CYCLE, now: Number.NaN })).toThrow(RangeError);
    expect(() => schedule.gamesAround(NOW, { pastCount: -1 })).toThrow(RangeError);
  });

  it('refuses a match it does not schedule, and handles no matches', () => {
    const stranger: ImportedMatch = { ...rows[0]!, permanentId: 1 };
    expect(() => schedule(stranger)).toThrow(/not in the schedule/);
    expect(calendarSchedule({ entries: [], cycleMs: CYCLE, now: NOW }).gamesAround(NOW)).toEqual([]);
  });
});
