/**
 * Live events of a replayed game (src/domain/feed/live-events.ts): the full deterministic event
 * list (kick-off, periods, goals, suspensions, odds ticks, finish), stable seqs, polling between
 * two instants, and a reconnecting client's missed events — on the real data.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_TICK_SECONDS, eventsSince, liveEventPlan, liveEvents, type LiveEvent } from '../../src/domain/feed/live-events.ts';
import { BREAK_SECONDS, GOAL_SUSPENSION_MS, HALF_SECONDS, MATCH_WALL_MS, PERIODS, goalTimeline, replayMarkets, replayState, wallMsOf } from '../../src/domain/feed/replay.ts';
import { calendarSchedule } from '../../src/domain/feed/schedule.ts';
import type { ImportedMatch } from '../../src/domain/feed/match.ts';
import { loadFootballData } from '../../src/server/feed/data.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const DATA_DIR = fileURLToPath(new URL('../../data/football-data/', import.meta.url));
const { rows } = loadFootballData(DATA_DIR);
const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 21, 15, 37);
const KICKOFF = Date.UTC(2026, 10, 21, 15, 0);

/** A real match with goals in both halves and two goals within a minute (a lock extended by a goal). */
const busy = rows.find((match) => {
  const goals = goalTimeline(match);
  return match.halfTime.home + match.halfTime.away > 0 && goals.length > match.halfTime.home + match.halfTime.away
    && goals.some((goal, i) => i > 0 && goal.second - goals[i - 1]!.second < 60 && wallMsOf(goal.second) - wallMsOf(goals[i - 1]!.second) < GOAL_SUSPENSION_MS);
})!;
const busyEvents = liveEvents(busy, KICKOFF, -Infinity, Infinity, PRICING);

/** Wall ms after kick-off of an event. */
const offsetOf = (event: LiveEvent, kickoff = KICKOFF) => event.at - kickoff;

describe('the full event list of a game', () => {
  it('runs kick-off … finish with strictly increasing seqs 1..N and non-decreasing instants', () => {
    expect(busy).toBeDefined();
    expect(busyEvents[0]).toMatchObject({ seq: 1, kind: 'kickoff', at: KICKOFF, period: PERIODS.firstHalf, minute: 1, score: { home: 0, away: 0 } });
    busyEvents.forEach((event, index) => expect(event.seq).toBe(index + 1));
    for (let i = 1; i < busyEvents.length; i++) expect(busyEvents[i]!.at).toBeGreaterThanOrEqual(busyEvents[i - 1]!.at);
    expect(busyEvents.at(-1)).toMatchObject({ kind: 'finish', at: KICKOFF + MATCH_WALL_MS, period: PERIODS.finished, minute: 90, score: busy.fullTime });
  });

  it('changes period at 45:00 (half-time), 60:00 (second half) and 105:00 (full time)', () => {
    const periods = busyEvents.filter((event) => event.kind === 'period');
    expect(periods.map((event) => [offsetOf(event) / MIN, event.period, event.minute])).toEqual([
      [45, PERIODS.halfTime, 45],
      [60, PERIODS.secondHalf, 46],
      [105, PERIODS.finished, 90],
    ]);
    expect(periods[0]!.score).toEqual(busy.halfTime);
  });

  it('has one goal event per goal of the score path, each followed by a suspension; a lock ends 60 s after its last goal', () => {
    const goals = goalTimeline(busy);
    const goalEvents = busyEvents.filter((event) => event.kind === 'goal');
    expect(goalEvents.map((event) => [offsetOf(event), event.score, event.goal])).toEqual(goals.map((goal) => [wallMsOf(goal.second), goal.score, goal]));
    for (const event of busyEvents) {
      const before = busyEvents[event.seq - 2];
      if (event.kind === 'suspend') expect(before).toMatchObject({ kind: 'goal', at: event.at });
      if (event.kind === 'resume') {
        const lastGoal = goalEvents.filter((goal) => goal.at <= event.at).at(-1)!;
        expect(event.at).toBe(lastGoal.at + GOAL_SUSPENSION_MS);
      }
    }
    const suspends = busyEvents.filter((event) => event.kind === 'suspend').length;
    expect(suspends).toBeLessThan(goals.length); // two goals within a minute share one lock
    expect(suspends - busyEvents.filter((event) => event.kind === 'resume').length).toBeGreaterThanOrEqual(0);
  });

  it('agrees with replayState at every event instant (score, period, minute, suspension)', () => {
    for (const event of busyEvents) {
      const state = replayState(busy, event.at, { kickoff: KICKOFF });
      expect([event.score, event.period, event.minute]).toEqual([state.score, state.period, state.minute]);
      if (event.kind === 'suspend') expect(state.suspended).toBe(true);
      if (event.kind === 'resume' || event.kind === 'odds') expect(state.suspended).toBe(false);
    }
  });

  it('ticks the odds every 60 s of game time while not suspended, never in the break, with the prices of replayMarkets', () => {
    const odds = busyEvents.filter((event) => event.kind === 'odds');
    const expected: number[] = [];
    for (let second = ODDS_TICK_SECONDS; second < 2 * HALF_SECONDS; second += ODDS_TICK_SECONDS) {
      const at = KICKOFF + wallMsOf(second);
      if (!replayState(busy, at, { kickoff: KICKOFF }).suspended) expected.push(at);
    }
    expect(odds.map((event) => event.at)).toEqual(expected);
    expect(odds.length).toBeLessThan(89);
    expect(odds.some((event) => offsetOf(event) > HALF_SECONDS * 1000 && offsetOf(event) < (HALF_SECONDS + BREAK_SECONDS) * 1000)).toBe(false);
    for (const event of [...odds, ...busyEvents.filter((e) => e.kind === 'kickoff' || e.kind === 'resume')]) {
      expect(event.markets).toEqual(replayMarkets(busy, event.at, { kickoff: KICKOFF }, PRICING).markets);
      expect(event.markets!.length).toBeGreaterThan(0);
      expect(event.markets!.some((market) => market.isLocked)).toBe(false);
    }
    expect(busyEvents.filter((event) => event.markets !== undefined).every((event) => ['kickoff', 'odds', 'resume'].includes(event.kind))).toBe(true);
  });

  it('ends every real match with a finish event carrying its real full-time score', () => {
    const breaches: string[] = [];
    for (const match of rows) {
      const plan = liveEventPlan(match);
      const last = eventsSince(match, KICKOFF, plan.length - 1, KICKOFF + MATCH_WALL_MS, PRICING);
      const [event] = last;
      if (last.length !== 1 || event!.kind !== 'finish' || event!.score.home !== match.fullTime.home || event!.score.away !== match.fullTime.away) {
        breaches.push(`${match.permanentId}`);
      }
      if (plan.filter((e) => e.kind === 'goal').length !== match.fullTime.home + match.fullTime.away) breaches.push(`goals ${match.permanentId}`);
    }
    expect(breaches).toEqual([]);
  });

  it('has no odds events for a match without 1X2 prices, and empty prices at kick-off', () => {
    const bare: ImportedMatch = { ...busy, odds: { opening1x2: undefined, closing1x2: undefined, total25: undefined, asian: undefined } };
    const events = liveEvents(bare, KICKOFF, -Infinity, Infinity, PRICING);
    expect(events.some((event) => event.kind === 'odds')).toBe(false);
    expect(events[0]).toMatchObject({ kind: 'kickoff', markets: [] });
    expect(events.at(-1)).toMatchObject({ kind: 'finish', score: busy.fullTime });
  });
});

describe('seqs: stable and deterministic', () => {
  it('gives the same events for two calls, and only shifts the instants with the kick-off', () => {
    expect(liveEvents(busy, KICKOFF, -Infinity, Infinity, PRICING)).toEqual(busyEvents);
    const later = liveEvents(busy, KICKOFF + 7 * MIN, -Infinity, Infinity, PRICING);
    expect(later.map((event) => ({ ...event, at: event.at - 7 * MIN }))).toEqual(busyEvents);
  });

  it('numbers an event the same whatever window asked for it (polls concatenate to the full list)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -10 * MIN, max: MATCH_WALL_MS + 10 * MIN }), { maxLength: 6 }), (cuts) => {
        const bounds = [-Infinity, ...cuts.map((cut) => KICKOFF + cut).sort((a, b) => a - b), Infinity];
        const polled = bounds.slice(1).flatMap((to, i) => liveEvents(busy, KICKOFF, bounds[i]!, to, PRICING));
        expect(polled.map((event) => event.seq)).toEqual(busyEvents.map((event) => event.seq));
        expect(polled).toEqual(busyEvents);
      }),
      { numRuns: 30 },
    );
  });

  it('is empty before kick-off and after the final whistle', () => {
    expect(liveEvents(busy, KICKOFF, -Infinity, KICKOFF - 1, PRICING)).toEqual([]);
    expect(liveEvents(busy, KICKOFF, KICKOFF + MATCH_WALL_MS, Infinity, PRICING)).toEqual([]);
    expect(liveEvents(busy, KICKOFF, KICKOFF - 1, KICKOFF, PRICING).map((event) => event.kind)).toEqual(['kickoff']);
  });
});

describe('eventsSince (a client reconnecting with its last seq)', () => {
  it('returns exactly the events missed between the last poll and the reconnection', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5 * MIN, max: MATCH_WALL_MS + 5 * MIN }), fc.integer({ min: 0, max: MATCH_WALL_MS }), (seenUntil, gap) => {
        const seen = liveEvents(busy, KICKOFF, -Infinity, KICKOFF + seenUntil, PRICING);
        const lastSeq = seen.at(-1)?.seq ?? 0;
        const now = KICKOFF + seenUntil + gap;
        const missed = eventsSince(busy, KICKOFF, lastSeq, now, PRICING);
        expect(missed).toEqual(liveEvents(busy, KICKOFF, KICKOFF + seenUntil, now, PRICING));
        expect(missed).toEqual(busyEvents.filter((event) => event.seq > lastSeq && event.at <= now));
        expect([...seen, ...missed]).toEqual(busyEvents.filter((event) => event.at <= now));
      }),
      { numRuns: 60 },
    );
  });

  it('returns everything so far for seq 0 and nothing for the last seq; refuses a bad seq', () => {
    expect(eventsSince(busy, KICKOFF, 0, KICKOFF + MATCH_WALL_MS, PRICING)).toEqual(busyEvents);
    expect(eventsSince(busy, KICKOFF, busyEvents.length, Infinity, PRICING)).toEqual([]);
    expect(() => eventsSince(busy, KICKOFF, -1, NOW, PRICING)).toThrow(RangeError);
    expect(() => eventsSince(busy, KICKOFF, 1.5, NOW, PRICING)).toThrow(RangeError);
  });

  it('leaves every live game of a calendar schedule at the state replayState shows now', () => {
    // Every real match moved so that the one kicked off last before NOW − 30 min is in its first half.
    const last = [...rows].sort((a, b) => a.kickoff - b.kickoff).filter((m) => m.kickoff <= Date.UTC(2025, 0, 1)).at(-1)!;
    const shift = NOW - 30 * 60_000 - last.kickoff;
    const schedule = calendarSchedule({ entries: rows.map((match) => ({ match, kickoff: match.kickoff + shift, block: 0 })), cycleMs: 10 * 365 * 86_400_000, now: NOW });
    const live = schedule.gamesAround(NOW, { pastCount: 0, futureCount: 0 });
    expect(live.length).toBeGreaterThan(0);
    for (const game of live) {
      const events = eventsSince(game.match, game.kickoff, 0, NOW, PRICING);
      const last = events.at(-1)!;
      expect([last.score, last.period]).toEqual([game.state.score, game.state.period]);
      expect(events.filter((event) => event.kind === 'goal')).toHaveLength(game.state.goals.length);
    }
  });
});
