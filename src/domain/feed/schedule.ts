/**
 * Replay schedules of the sports feed: where in present time each imported real match
 * (src/domain/feed/match.ts) is replayed. A {@link ReplaySchedule} maps a match to its replayed
 * kick-off (UTC ms); src/domain/feed/replay.ts plays the match from that kick-off.
 *
 * Two schedules:
 * - {@link weeklyOffsetSchedule}: every real kick-off moved by one offset (a whole number of
 *   weeks, `chooseReplayOffset` of replay.ts). Real fixtures cluster at weekends, so games are
 *   live only about 14–17 % of the time: most of the time there is no live section.
 * - {@link cadenceSchedule}, the product's choice: the real matches are kept — their kick-off
 *   ORDER, real scores (half-time and full-time), real odds and real statistics — but their
 *   kick-off TIMES are re-spaced on a fixed cadence (default 15 min, configurable), so a live
 *   section always exists: with a 105-min match (45 + 15 + 45) and a 15-min cadence exactly
 *   7 games are in play at every instant (see {@link liveCount}).
 *
 * Cadence schedule, stated:
 * 1. Order: all matches sorted by real kick-off, ties by permanent id; match i is the i-th
 *    (0-based) of that order, n the number of matches. The input order does not matter.
 * 2. Slots: an endless row of slots s ∈ ℤ kicks off at `epochMs + s × cadenceMs`; slot s replays
 *    match `s mod n` in cycle `⌊s / n⌋`. So cycle k's anchor is `epochMs + k × cycleMs` with
 *    `cycleMs = n × cadenceMs`, match i of cycle k kicks off at `anchor_k + i × cadenceMs`, and
 *    after the last match the list restarts (the next cycle's match 0 follows one cadence later).
 *    The epoch is a fixed instant ({@link REPLAY_EPOCH_MS}), never the server's start: every
 *    server with the same data, cadence and epoch computes the same kick-offs at any time, and a
 *    running server's kick-offs never move.
 * 3. Identity: a new cycle replays the same real matches again, with the same permanent ids
 *    (about every 34 days with the default data and cadence). The cycle index is therefore part
 *    of a replayed game's identity ({@link ScheduledGame}: `cycle`, `replayId` =
 *    `permanentId:cycle`); within any n consecutive slots every permanent id occurs once, so an
 *    API that shows only the games of the window around now (current and adjacent cycles, what
 *    {@link CadenceSchedule.gamesAround} returns) can use the permanent id as the game id.
 * 4. Window: a match has one kick-off per cycle; the schedule, called with a match and an instant
 *    `now`, answers the kick-off of the match's slot in the window of n consecutive slots that
 *    holds `finishedBehind` finished slots before the live ones (then the live slots, then the
 *    upcoming ones). So at any `now`, about `finishedBehind` matches are finished (results),
 *    the live ones are in play and the rest are upcoming (line); a match leaves the results
 *    `finishedBehind` slots after it ended and comes back as an upcoming game of the next cycle.
 *    `finishedBehind` is clamped to 0..n − ⌈105 min / cadence⌉ − 1 so that small data sets still
 *    keep an upcoming game.
 *
 * Deterministic: pure functions of their inputs (same inputs → same outputs).
 */
import type { ImportedMatch } from './match.ts';
import { MATCH_WALL_MS, replayState, type ReplayGame, type ReplaySchedule, type ReplayState, type ScheduledMatch } from './replay.ts';
import { replayId } from './outcome-key.ts';

export type { ReplaySchedule,  };

/** Fixed epoch of the cadence slots: Monday 1 January 2024, 00:00 UTC (slot 0 of cycle 0). */
export const REPLAY_EPOCH_MS = Date.UTC(2024, 0, 1);
/** Default cadence: one kick-off every 15 min, ms. */
export const DEFAULT_CADENCE_MS = 15 * 60_000;
/** Default number of finished matches before the live ones in a schedule's window. */
export const DEFAULT_FINISHED_BEHIND = 400;

/**
 * The existing behaviour: every real kick-off moved by the same offset.
 * @param offsetMs ms added to every real kick-off (a whole number of weeks from
 *   `chooseReplayOffset` keeps weekdays and UTC clock times)
 */
export function weeklyOffsetSchedule(offsetMs: number): ReplaySchedule {
  return (match) => match.kickoff + offsetMs;
}

/**
 * How many games are in play at once with kick-offs every `cadenceMs` (a 105-min match, an
 * endless row of slots): ⌊105 min / cadence⌋ or ⌈105 min / cadence⌉ at any instant, on average
 * 105 min / cadence. The default 15 min gives exactly 7 at every instant.
 * @param cadenceMs ms between kick-offs, > 0
 */
export function liveCount(cadenceMs: number): { min: number; max: number; mean: number } {
  const ratio = MATCH_WALL_MS / cadenceMs;
  return { min: Math.floor(ratio), max: Math.ceil(ratio), mean: ratio };
}

/** A slot of the cadence schedule. */
interface ScheduleSlot {
  /** Slot number, integer (negative before the epoch): kick-off `epochMs + slot × cadenceMs`. */
  slot: number;
  /** Cycle index, `⌊slot / n⌋`. */
  cycle: number;
  /** Index of the match in the kick-off order, `slot mod n`. */
  index: number;
  /** Replayed kick-off, UTC ms. */
  kickoff: number;
}

/** A replayed game of the cadence schedule: match, slot and its state at an instant. */
export interface ScheduledGame extends ReplayGame, ScheduleSlot {
  /**
   * Identity of the replayed game: `permanentId:cycle`. The permanent id alone identifies it
   * only within n consecutive slots (one window).
   */
  replayId: string;
}

/** Options of {@link cadenceSchedule}. */
export interface CadenceOptions {
  /** The matches to replay (any order; permanent ids unique). */
  matches: readonly ImportedMatch[];
  /** UTC ms: the instant the schedule answers for when called without one. */
  now: number;
  /** ms between consecutive kick-offs, integer in 1..105 min; default {@link DEFAULT_CADENCE_MS}. */
  cadenceMs?: number;
  /** Finished matches before the live ones in the window, integer ≥ 0; default {@link DEFAULT_FINISHED_BEHIND}. */
  finishedBehind?: number;
  /**
   * Pins the schedule to one cycle: every match answers its kick-off in this cycle, whatever the
   * instant (a fixed, non-repeating view, e.g. for tests or a frozen demo). Integer; default: the
   * window around the instant (rule 4).
   */
  cycle?: number;
  /** Slot 0's kick-off, UTC ms, integer; default {@link REPLAY_EPOCH_MS}. */
  epochMs?: number;
  /**
   * Kick-off to finish of every game of the schedule, wall ms, integer ≥ 1; default
   * {@link MATCH_WALL_MS} (football). The cadence must not exceed it.
   */
  wallMs?: number;
  /** The state of a game at an instant; default the football {@link replayState}. */
  stateAt?: (match: ImportedMatch, now: number, kickoff: number) => ReplayState;
}

/** Options of {@link CadenceSchedule.gamesAround}. */
interface AroundOptions {
  /** Finished games before the live ones, integer ≥ 0; default the schedule's `finishedBehind`. */
  pastCount?: number;
  /** Upcoming games after the live ones, integer ≥ 0; default: up to n games in all. */
  futureCount?: number;
}

/** The cadence schedule: a {@link ReplaySchedule} with its parameters and slot queries. */
export interface CadenceSchedule {
  /**
   * Replayed kick-off of a match, UTC ms: its slot in the window around `now` (rule 4), or in
   * the pinned cycle.
   * @param now UTC ms; default the `now` the schedule was made with
   * @throws Error for a match that is not in the schedule
   */
  (match: ScheduledMatch, now?: number): number;
  /** Slot 0's kick-off, UTC ms. */
  readonly epochMs: number;
  /** ms between kick-offs. */
  readonly cadenceMs: number;
  /** Number of matches n. */
  readonly count: number;
  /** Length of a cycle, ms: n × cadence. */
  readonly cycleMs: number;
  /** Finished matches before the live ones in the window (after clamping). */
  readonly finishedBehind: number;
  /** Kick-off to finish of a game, wall ms. */
  readonly wallMs: number;
  /** The default instant, UTC ms. */
  readonly now: number;
  /** The pinned cycle, if any. */
  readonly cycle: number | undefined;
  /** The matches in kick-off order (real kick-off, then permanent id). */
  readonly order: readonly ImportedMatch[];
  /**
   * The slot of a match at an instant (window or pinned cycle, as the call answers).
   * @throws Error for a match that is not in the schedule
   */
  slotOf(match: ScheduledMatch, now?: number): ScheduleSlot;
  /**
   * Kick-off of a match in a given cycle, UTC ms.
   * @throws Error for a match that is not in the schedule
   */
  kickoffIn(match: ScheduledMatch, cycle: number): number;
  /**
   * The replayed games around `now`, by kick-off: `pastCount` finished games, every live game,
   * `futureCount` upcoming games, each with its slot, cycle, replay id and state at `now`. At
   * most n games (cut from the far future, then the far past), so permanent ids are unique in
   * the list. With the defaults: the whole window, each match once, as the call answers.
   */
  gamesAround(now: number, options?: AroundOptions): ScheduledGame[];
}

/** ⌊a / b⌋ for b > 0. */
function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

/** a mod b in 0..b−1 for b > 0. */
function mod(a: number, b: number): number {
  return ((a % b) + b) % b;
}

/** Throws a RangeError unless `value` is an integer in [min, max]. */
function checkInteger(name: string, value: number, min: number, max: number = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new RangeError(`${name} must be an integer in ${min}..${max}, got ${value}`);
}

/**
 * The cadence schedule (module docstring, rules 1–4): real matches in real kick-off order, one
 * kick-off every `cadenceMs` from a fixed epoch, repeating every n × cadence, viewed through the
 * window that keeps `finishedBehind` finished matches behind the live ones.
 * @throws RangeError for a cadence outside 1 ms..`wallMs` (no live section otherwise), a negative
 *   or fractional count, or duplicate permanent ids
 */
export function cadenceSchedule(options: CadenceOptions): CadenceSchedule {
  const { matches, now } = options;
  const cadenceMs = options.cadenceMs ?? DEFAULT_CADENCE_MS;
  const epochMs = options.epochMs ?? REPLAY_EPOCH_MS;
  const pinned = options.cycle;
  const wallMs = options.wallMs ?? MATCH_WALL_MS;
  const stateAt = options.stateAt ?? ((match: ImportedMatch, at: number, kickoff: number) => replayState(match, at, { kickoff }));
  checkInteger('wallMs', wallMs, 1);
  checkInteger('cadenceMs', cadenceMs, 1, wallMs);
  checkInteger('finishedBehind', options.finishedBehind ?? DEFAULT_FINISHED_BEHIND, 0);
  checkInteger('epochMs', epochMs, -Number.MAX_SAFE_INTEGER);
  if (pinned !== undefined) checkInteger('cycle', pinned, -Number.MAX_SAFE_INTEGER);
  if (!Number.isFinite(now)) throw new RangeError(`now must be finite, got ${now}`);

  const order = Object.freeze([...matches].sort((a, b) => a.kickoff - b.kickoff || a.permanentId - b.permanentId));
  const count = order.length;
  const indexById = new Map<number, number>();
  order.forEach((match, index) => {
    if (indexById.has(match.permanentId)) throw new RangeError(`duplicate permanent id ${match.permanentId}`);
    indexById.set(match.permanentId, index);
  });
  const maxLive = Math.ceil(wallMs / cadenceMs);
  const finishedBehind = Math.min(options.finishedBehind ?? DEFAULT_FINISHED_BEHIND, Math.max(0, count - maxLive - 1));
  const cycleMs = count * cadenceMs;

  /** First slot still in play (or upcoming) at `at`: kick-off + 105 min > at. */
  const firstLiveSlot = (at: number): number => floorDiv(at - wallMs - epochMs, cadenceMs) + 1;
  /** Last slot kicked off at `at`. */
  const lastStartedSlot = (at: number): number => floorDiv(at - epochMs, cadenceMs);
  const slotInfo = (slot: number): ScheduleSlot => ({ slot, cycle: floorDiv(slot, count), index: mod(slot, count), kickoff: epochMs + slot * cadenceMs });
  const indexOf = (match: ScheduledMatch): number => {
    const index = indexById.get(match.permanentId);
    if (index === undefined) throw new Error(`match ${match.permanentId} is not in the schedule`);
    return index;
  };
  const slotOf = (match: ScheduledMatch, at: number = now): ScheduleSlot => {
    const index = indexOf(match);
    if (pinned !== undefined) return slotInfo(pinned * count + index);
    const start = firstLiveSlot(at) - finishedBehind;
    return slotInfo(start + mod(index - start, count));
  };
  const kickoffIn = (match: ScheduledMatch, cycle: number): number => epochMs + (cycle * count + indexOf(match)) * cadenceMs;

  const gamesAround = (at: number, around: AroundOptions = {}): ScheduledGame[] => {
    if (count === 0) return [];
    const pastCount = around.pastCount ?? finishedBehind;
    const futureCount = around.futureCount ?? count;
    checkInteger('pastCount', pastCount, 0);
    checkInteger('futureCount', futureCount, 0);
    let first = firstLiveSlot(at) - pastCount;
    let last = lastStartedSlot(at) + futureCount;
    if (last - first + 1 > count) last = Math.max(lastStartedSlot(at), first + count - 1);
    if (last - first + 1 > count) first = last - count + 1;
    const games: ScheduledGame[] = [];
    for (let slot = first; slot <= last; slot++) {
      const info = slotInfo(slot);
      const match = order[info.index]!;
      games.push({ ...info, match, replayId: replayId(match.permanentId, info.cycle), state: stateAt(match, at, info.kickoff) });
    }
    return games;
  };

  const schedule = (match: ScheduledMatch, at: number = now): number => slotOf(match, at).kickoff;
  return Object.freeze(
    Object.assign(schedule, { epochMs, cadenceMs, count, cycleMs, finishedBehind, wallMs, now, cycle: pinned, order, slotOf, kickoffIn, gamesAround }),
  );
}
