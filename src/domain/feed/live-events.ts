/**
 * Live updates of one replayed game (src/domain/feed/replay.ts; tennis: src/domain/feed/tennis.ts,
 * see `tennisPlan`): the ordered events a live feed
 * pushes between two instants, and the events a reconnecting client missed after its last
 * sequence number.
 *
 * A game's full event list is a pure function of the match and its replayed kick-off (only
 * the instants depend on the kick-off), relative to the kick-off in wall time:
 * - `kickoff` at 0 (first half, minute 1, 0-0);
 * - `period` at 45:00 (half-time), 60:00 (second half) and 105:00 (full time, period finished);
 * - `goal` at each goal of the seeded score path ({@link goalTimeline}), carrying the score after it;
 * - `suspend` when a goal locks the markets and `resume` {@link GOAL_SUSPENSION_MS} after the
 *   last goal of the lock (goals within a lock extend it; no `resume` when the lock lasts to
 *   full time);
 * - `odds` every 60 s of game time (match clock 1:00, 2:00, … 89:00; none in the half-time break,
 *   where the clock stands) while the markets are not suspended, for a match with 1X2 prices;
 * - `finish` at 105:00, the last event, carrying the real full-time score.
 * Events at the same instant come in the order kickoff, period, goal, suspend, resume, odds,
 * finish. `seq` is the event's 1-based position in this list, so every server numbers the same
 * event alike and a client that saw up to `seq` asks {@link eventsSince} for the rest. The seq
 * numbers one replay of a match: with a repeating (cadence) schedule a later cycle's replay of the
 * same match starts again at 1, so a client keys its last seq by the replayed game (`replayId`).
 *
 * Each event carries the game's state just after it (score, period, shown minute: as
 * {@link replayState} at that instant); `kickoff`, `odds` and `resume` events also carry the
 * prices of that instant ({@link replayMarkets}: live prices on the score and time left).
 */
import type { LiveKind } from '../../../schemas/live-message.ts';
import type { ImportedMatch, Score } from './match.ts';
import type { Board } from '../../../schemas/game.ts';
import type { AmericanFootballDetail, TennisDetail } from './sport-detail.ts';
import { AMERICAN_FOOTBALL_WALL_MS, quarterEnds } from './american-football.ts';
import { TENNIS_WALL_MS, tennisTimeline } from './tennis.ts';
import { gameMarkets, gameState } from './sport-rules.ts';
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
  type Goal,
  type Period,
  type ReplayMarket,
} from './replay.ts';

/** Kinds of live event (the live message's kinds, schemas/live-message.ts). */
export type LiveEventKind = LiveKind;

/** Game time between two odds events, s of match clock. */
export const ODDS_TICK_SECONDS = 60;

/** Order of events at the same instant. */
const KIND_ORDER: Readonly<Record<LiveEventKind, number>> = { kickoff: 0, period: 1, goal: 2, suspend: 3, resume: 4, odds: 5, finish: 6 };

/** An event of a game's plan: kind and instant, before its state is filled in. */
export interface PlannedEvent {
  /** 1-based position in the game's full event list. */
  seq: number;
  /** Wall-clock ms after the replayed kick-off, 0..{@link MATCH_WALL_MS}. */
  offsetMs: number;
  /** Kind. */
  kind: LiveEventKind;
  /** The goal, for a `goal` event. */
  goal: Goal | undefined;
}

/** A live event with the game's state just after it. */
export interface LiveEvent {
  /** 1-based position in the game's full event list (see the module docstring). */
  seq: number;
  /** Instant, UTC ms (replayed kick-off + offset in the game). */
  at: number;
  /** Kind. */
  kind: LiveEventKind;
  /** Score just after the event (the real full-time score on `finish`). */
  score: Score;
  /** Period just after the event. */
  period: Period;
  /** Match minute as shown just after the event (1 at kick-off, 45 at half-time, 90 at the end). */
  minute: number;
  /** The goal, for a `goal` event. */
  goal: Goal | undefined;
  /**
   * Prices at the instant, for `kickoff`, `odds` and `resume` events (empty for a match without
   * 1X2 prices); undefined for the other kinds.
   */
  markets: ReplayMarket[] | undefined;
  /** The sport's own scoreboard just after the event (tennis, American football); null for football. */
  board: Board | null;
}

/**
 * The full event list of a game, without states: kinds, instants (relative to the kick-off)
 * and seqs. Depends only on the match's permanent id, scores and whether it has 1X2 prices.
 * @param timeline the match's {@link goalTimeline}, when already computed
 */
export function liveEventPlan(match: ImportedMatch, timeline?: readonly Goal[]): PlannedEvent[] {
  const cached = plans.get(match);
  if (cached) return cached;
  const detail = match.detail;
  const plan = detail?.kind === 'tennis' ? numbered(tennisPlan(match, detail)) : detail?.kind === 'americanFootball' ? numbered(nflPlan(detail)) : footballPlan(match, timeline ?? goalTimeline(match));
  plans.set(match, plan);
  return plan;
}

/** Plans already made, per match (a plan depends on the match only). */
const plans = new WeakMap<ImportedMatch, PlannedEvent[]>();

/** Events in order (by instant, then kind), numbered from 1. */
function numbered(events: Omit<PlannedEvent, 'seq'>[]): PlannedEvent[] {
  events.sort((a, b) => a.offsetMs - b.offsetMs || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return events.map((event, index) => ({ seq: index + 1, ...event }));
}

/**
 * A tennis match's events: `kickoff` (priced), then per game a `goal` (the game's winner: sets and
 * games after it in the board) followed by `odds` with the new prices while the match goes on,
 * and `finish` at the end (the real sets; a walkover has only kickoff and finish).
 */
function tennisPlan(match: ImportedMatch, detail: TennisDetail): Omit<PlannedEvent, 'seq'>[] {
  const priced = detail.odds !== undefined && detail.ending !== 'walkover';
  const events: Omit<PlannedEvent, 'seq'>[] = [{ offsetMs: 0, kind: 'kickoff', goal: undefined }];
  if (detail.ending !== 'walkover') {
    const { games } = tennisTimeline(match.permanentId, detail);
    games.forEach((game, index) => {
      events.push({ offsetMs: game.endMs, kind: 'goal', goal: undefined });
      if (priced && index < games.length - 1) events.push({ offsetMs: game.endMs, kind: 'odds', goal: undefined });
    });
  }
  events.push({ offsetMs: TENNIS_WALL_MS, kind: 'finish', goal: undefined });
  return events;
}

/**
 * An NFL game's events: `kickoff` (priced), at the end of each quarter a `goal` carrying the score
 * with the quarter's points (even a scoreless one: the board moves on) and, until the fourth
 * quarter is over, `odds` with the new prices; `finish` at the end (overtime points included).
 */
function nflPlan(detail: AmericanFootballDetail): Omit<PlannedEvent, 'seq'>[] {
  const priced = detail.moneyline !== undefined || detail.spread !== undefined;
  const events: Omit<PlannedEvent, 'seq'>[] = [{ offsetMs: 0, kind: 'kickoff', goal: undefined }];
  for (const [index, end] of quarterEnds(detail).entries()) {
    if (end >= AMERICAN_FOOTBALL_WALL_MS) break;
    events.push({ offsetMs: end, kind: 'goal', goal: undefined });
    if (priced && index < 3) events.push({ offsetMs: end, kind: 'odds', goal: undefined });
  }
  events.push({ offsetMs: AMERICAN_FOOTBALL_WALL_MS, kind: 'finish', goal: undefined });
  return events;
}

/** A football match's events (module docstring). */
function footballPlan(match: ImportedMatch, timeline: readonly Goal[]): PlannedEvent[] {
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
  return numbered(events);
}

/** Fills in the state (and prices) of planned events of a game kicked off at `kickoffMs`. */
function fill(match: ImportedMatch, kickoffMs: number, planned: readonly PlannedEvent[], timeline: readonly Goal[]): LiveEvent[] {
  if (planned.length === 0) return [];
  const timing = { kickoff: kickoffMs };
  const football = match.detail === undefined;
  const fit = football && planned.some((event) => event.kind === 'kickoff' || event.kind === 'odds' || event.kind === 'resume') ? fitMatch(match) : undefined;
  return planned.map(({ seq, offsetMs, kind, goal }) => {
    const at = kickoffMs + offsetMs;
    const priced = kind === 'kickoff' || kind === 'odds' || kind === 'resume';
    const { state, markets } = football
      ? priced ? replayMarkets(match, at, timing, fit, timeline) : { state: replayState(match, at, timing, timeline), markets: undefined }
      : priced ? gameMarkets(match, at, kickoffMs) : { state: gameState(match, at, kickoffMs), markets: undefined };
    return { seq, at, kind, score: state.score, period: state.period, minute: state.minute, goal, markets, board: state.board };
  });
}

/**
 * The live events of a game with `fromMs < at ≤ toMs` (a poll from the previous poll's `toMs`
 * to now misses and repeats nothing), in order.
 * @param match the imported match
 * @param kickoffMs its replayed kick-off, UTC ms (a schedule's answer or a scheduled game's `kickoff`)
 * @param fromMs UTC ms, exclusive
 * @param toMs UTC ms, inclusive
 */
export function liveEvents(match: ImportedMatch, kickoffMs: number, fromMs: number, toMs: number): LiveEvent[] {
  const timeline = match.detail === undefined ? goalTimeline(match) : [];
  const planned = liveEventPlan(match, timeline).filter((event) => fromMs < kickoffMs + event.offsetMs && kickoffMs + event.offsetMs <= toMs);
  return fill(match, kickoffMs, planned, timeline);
}

/**
 * The events a client missed: those after its last seen `seq` that have happened by `nowMs`
 * (at ≤ nowMs), in order.
 * @param seq the last seq the client saw, integer ≥ 0 (0: none)
 * @param nowMs UTC ms
 * @throws RangeError for a negative or fractional seq
 */
export function eventsSince(match: ImportedMatch, kickoffMs: number, seq: number, nowMs: number): LiveEvent[] {
  if (!Number.isSafeInteger(seq) || seq < 0) throw new RangeError(`seq must be an integer ≥ 0, got ${seq}`);
  const timeline = match.detail === undefined ? goalTimeline(match) : [];
  const planned = liveEventPlan(match, timeline).filter((event) => event.seq > seq && kickoffMs + event.offsetMs <= nowMs);
  return fill(match, kickoffMs, planned, timeline);
}
