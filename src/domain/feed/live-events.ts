/**
 * Live updates of one replayed game (each sport's plan: src/domain/sports/<sport>.ts `livePlan`;
 * football's is described here): the ordered events a live feed
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
 * numbers one replay of a match: with a repeating (calendar) schedule a later replay of the
 * same match starts again at 1, so a client keys its last seq by the replayed game (`replayId`).
 *
 * Each event carries the game's state just after it (score, period, shown minute: as
 * {@link replayState} at that instant); `kickoff`, `odds` and `resume` events also carry the
 * prices of that instant ({@link replayMarkets}: live prices on the score and time left).
 */
import type { LiveKind } from '../../../schemas/live-message.ts';
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import type { ImportedMatch, Score } from './match.ts';
import type { Board } from '../../../schemas/game.ts';
import type { Goal, Period, ReplayMarket } from './replay.ts';
import { sportOfMatch, type PlannedEvent } from '../sports/index.ts';

export type { PlannedEvent } from '../sports/index.ts';
export { ODDS_TICK_SECONDS } from '../sports/football.ts';

/** Kinds of live event (the live message's kinds, schemas/live-message.ts). */
type LiveEventKind = LiveKind;

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
 * @param timeline the match's goal timeline (its sport module's `timeline`), when already computed
 */
export function liveEventPlan(match: ImportedMatch, timeline?: readonly Goal[]): PlannedEvent[] {
  const cached = plans.get(match);
  if (cached) return cached;
  const sport = sportOfMatch(match);
  const plan = sport.livePlan(match, match.detail, timeline ?? sport.timeline(match));
  plans.set(match, plan);
  return plan;
}

/** Plans already made, per match (a plan depends on the match only). */
const plans = new WeakMap<ImportedMatch, PlannedEvent[]>();

/** Fills in the state (and prices) of planned events of a game kicked off at `kickoffMs`. */
function fill(match: ImportedMatch, kickoffMs: number, planned: readonly PlannedEvent[], timeline: readonly Goal[], pricing: SportsPricing): LiveEvent[] {
  if (planned.length === 0) return [];
  const sport = sportOfMatch(match);
  const detail = match.detail;
  const fit = planned.some((event) => event.kind === 'kickoff' || event.kind === 'odds' || event.kind === 'resume') ? sport.fit(match, pricing) : undefined;
  return planned.map(({ seq, offsetMs, kind, goal }) => {
    const at = kickoffMs + offsetMs;
    const priced = kind === 'kickoff' || kind === 'odds' || kind === 'resume';
    const { state, markets } = priced ? sport.markets(match, detail, at, kickoffMs, pricing, fit, timeline) : { state: sport.state(match, detail, at, kickoffMs, timeline), markets: undefined };
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
 * @param pricing the brand's sports pricing the events' prices are at
 */
export function liveEvents(match: ImportedMatch, kickoffMs: number, fromMs: number, toMs: number, pricing: SportsPricing): LiveEvent[] {
  const timeline = sportOfMatch(match).timeline(match);
  const planned = liveEventPlan(match, timeline).filter((event) => fromMs < kickoffMs + event.offsetMs && kickoffMs + event.offsetMs <= toMs);
  return fill(match, kickoffMs, planned, timeline, pricing);
}

/**
 * The events a client missed: those after its last seen `seq` that have happened by `nowMs`
 * (at ≤ nowMs), in order.
 * @param seq the last seq the client saw, integer ≥ 0 (0: none)
 * @param nowMs UTC ms
 * @param pricing the brand's sports pricing the events' prices are at
 * @throws RangeError for a negative or fractional seq
 */
export function eventsSince(match: ImportedMatch, kickoffMs: number, seq: number, nowMs: number, pricing: SportsPricing): LiveEvent[] {
  if (!Number.isSafeInteger(seq) || seq < 0) throw new RangeError(`seq must be an integer ≥ 0, got ${seq}`);
  const timeline = sportOfMatch(match).timeline(match);
  const planned = liveEventPlan(match, timeline).filter((event) => event.seq > seq && kickoffMs + event.offsetMs <= nowMs);
  return fill(match, kickoffMs, planned, timeline, pricing);
}
