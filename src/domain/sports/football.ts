/**
 * Football (`poisson-goals`): the sport module over src/domain/feed/replay.ts (the replay with
 * seeded goal times, real pre-match prices first and live prices anchored to them, markets locked
 * 60 s after a goal) and src/domain/feed/odds-model.ts (independent Poisson goal rates fitted to
 * the real 1X2 and over/under 2.5 prices). Settlement by src/domain/coupon/settlement.ts on the real full-time and
 * half-time scores; betting rules chapter 1.3. Football matches carry no `detail`.
 *
 * Live plan (src/domain/feed/live-events.ts): `kickoff` at 0; `period` at 45:00 (half-time),
 * 60:00 (second half) and 105:00 (full time); a `goal` at each goal of the seeded score path;
 * `suspend` when a goal locks the markets and `resume` 60 s after the last goal of the lock
 * (none when the lock lasts to full time); `odds` every 60 s of game time outside the half-time
 * break and the locks, for a match with 1X2 prices; `finish` at 105:00.
 */
import { legStatus } from '../coupon/settlement.ts';
import { FOOTBALL_GROUPS } from '../feed/odds-model.ts';
import {
  BREAK_SECONDS,
  GOAL_SUSPENSION_MS,
  HALF_SECONDS,
  MATCH_WALL_MS,
  fitMatch,
  goalTimeline,
  replayMarkets,
  replayState,
  wallMsOf,
} from '../feed/replay.ts';
import { numberedEvents, type PlannedEvent, type SportModule } from './contract.ts';

/** Game time between two odds events, s of match clock. */
export const ODDS_TICK_SECONDS = 60;

/** The football module. */
export const FOOTBALL: SportModule<undefined> = {
  model: 'poisson-goals',
  wallMs: MATCH_WALL_MS,
  dayPlan: null,
  rowGroups: FOOTBALL_GROUPS,
  matchStatistics: true,
  rulesChapter: '/information/rules/1/3',
  timeline: (match) => goalTimeline(match),
  fit: (match, pricing) => fitMatch(match, pricing),
  state: (match, _detail, now, kickoff, timeline) => replayState(match, now, { kickoff }, timeline),
  markets: (match, _detail, now, kickoff, pricing, fit, timeline) => replayMarkets(match, now, { kickoff }, pricing, fit, timeline),
  settleLeg: (match, _detail, market) => legStatus(market, { fullTime: match.fullTime, halfTime: match.halfTime }),
  livePlan(match, _detail, timeline) {
    const events: Omit<PlannedEvent, 'seq'>[] = [
      { offsetMs: 0, kind: 'kickoff', goal: undefined },
      { offsetMs: HALF_SECONDS * 1000, kind: 'period', goal: undefined },
      { offsetMs: (HALF_SECONDS + BREAK_SECONDS) * 1000, kind: 'period', goal: undefined },
      { offsetMs: MATCH_WALL_MS, kind: 'period', goal: undefined },
      { offsetMs: MATCH_WALL_MS, kind: 'finish', goal: undefined },
    ];
    // Suspensions: the union of [goal, goal + 60 s) over the goals, cut at full time.
    const locks: { from: number; to: number }[] = [];
    for (const goal of timeline) {
      const at = wallMsOf(goal.second);
      events.push({ offsetMs: at, kind: 'goal', goal });
      const last = locks.at(-1);
      if (last && at <= last.to) last.to = Math.max(last.to, at + GOAL_SUSPENSION_MS);
      else locks.push({ from: at, to: at + GOAL_SUSPENSION_MS });
    }
    for (const lock of locks) {
      events.push({ offsetMs: lock.from, kind: 'suspend', goal: undefined });
      if (lock.to < MATCH_WALL_MS) events.push({ offsetMs: lock.to, kind: 'resume', goal: undefined });
    }
    if (match.odds.opening1x2) {
      for (let second = ODDS_TICK_SECONDS; second < 2 * HALF_SECONDS; second += ODDS_TICK_SECONDS) {
        const at = wallMsOf(second);
        if (!locks.some((lock) => lock.from <= at && at < lock.to)) events.push({ offsetMs: at, kind: 'odds', goal: undefined });
      }
    }
    return numberedEvents(events);
  },
  // The half-time score is on the statistic page already.
  periodScores: () => [],
  resultFor(match, _detail, side) {
    const own = match.fullTime[side];
    const other = match.fullTime[side === 'home' ? 'away' : 'home'];
    return own > other ? 'win' : own === other ? 'draw' : 'loss';
  },
};
