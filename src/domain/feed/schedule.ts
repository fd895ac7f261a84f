/**
 * Replay schedules of the sports feed: where in present time each imported real match
 * (src/domain/feed/match.ts) is replayed. A {@link ReplaySchedule} maps a match to its replayed
 * kick-off (UTC ms); src/domain/feed/replay.ts plays the match from that kick-off.
 *
 * Two schedules:
 * - {@link weeklyOffsetSchedule}: every real kick-off moved by one offset (a whole number of
 *   weeks, `chooseReplayOffset` of replay.ts).
 * - {@link calendarSchedule}, the product's choice: one champ's replayed games of one cycle of the
 *   replay calendar (src/domain/feed/calendar.ts: real competition-seasons shifted as a whole),
 *   repeating. This module only repeats that cycle and answers which replay of a match is meant
 *   at an instant.
 *
 * Calendar schedule, stated:
 * 1. Order: the champ's entries (a match and its kick-off in cycle 0; a match may be replayed
 *    more than once in a cycle, in different copies of its season) sorted by kick-off `t_i`, ties
 *    by permanent id; n entries; the kick-offs lie within one cycle (`t_{n−1} < t_0 + cycleMs`).
 * 2. Slots: slot s ∈ ℤ replays entry `s mod n` in cycle `k = ⌊s / n⌋` at
 *    `t_{s mod n} + k × cycleMs`. Kick-offs grow with s. Every server with the same data computes
 *    the same kick-offs at any time, and a running server's kick-offs never move.
 * 3. Identity: a match has `c` entries per cycle; its occurrences are numbered in kick-off order
 *    over all cycles, `replay = k × c + j` for its j-th entry of cycle k. A replayed game is
 *    `permanentId:replay` ({@link ScheduledGame} `cycle` holds `replay`, `replayId`), and
 *    `kickoffIn(match, replay)` answers that occurrence's kick-off.
 * 4. Window: called with a match and an instant `now`, the schedule answers the match's first
 *    occurrence at or after the window start, `firstLiveSlot(now) − finishedBehind`: about
 *    `finishedBehind` games are finished (results), the live ones in play, the rest upcoming.
 *    {@link CalendarSchedule.windowSize} (n, or fewer: the least slot distance between two
 *    occurrences of one match) bounds `gamesAround`, so a permanent id occurs once in a window.
 *
 * Deterministic: pure functions of their inputs (same inputs → same outputs).
 */
import type { ImportedMatch } from './match.ts';
import { MATCH_WALL_MS, replayState, type ReplayGame, type ReplaySchedule, type ReplayState, type ScheduledMatch } from './replay.ts';
import { replayId } from './outcome-key.ts';
import type { CalendarEntry } from './calendar.ts';

export type { ReplaySchedule };

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

/** A slot of the calendar schedule. */
interface ScheduleSlot {
  /** Slot number, integer (negative before cycle 0): entry `slot mod n` of cycle `⌊slot / n⌋`. */
  slot: number;
  /** The match's replay number (rule 3): `k × c + j`; equals the cycle when a match is replayed once a cycle. */
  cycle: number;
  /** Index of the entry in the kick-off order, `slot mod n`. */
  index: number;
  /** Replayed kick-off, UTC ms. */
  kickoff: number;
}

/** A replayed game of the schedule: match, slot and its state at an instant. */
export interface ScheduledGame extends ReplayGame, ScheduleSlot {
  /** Identity of the replayed game: `permanentId:replay` (rule 3). */
  replayId: string;
}

/** Options of {@link calendarSchedule}. */
export interface CalendarOptions {
  /** The champ's entries of cycle 0 (any order; a match may occur more than once). */
  entries: readonly Pick<CalendarEntry, 'match' | 'kickoff' | 'block'>[];
  /** Length of a cycle, ms, integer > the span of the entries' kick-offs. */
  cycleMs: number;
  /** UTC ms: the instant the schedule answers for when called without one. */
  now: number;
  /** Finished games before the live ones in the window, integer ≥ 0; default {@link DEFAULT_FINISHED_BEHIND}. */
  finishedBehind?: number;
  /** Kick-off to finish of every game, wall ms, integer ≥ 1; default {@link MATCH_WALL_MS} (football). */
  wallMs?: number;
  /** The state of a game at an instant; default the football {@link replayState}. */
  stateAt?: (match: ImportedMatch, now: number, kickoff: number) => ReplayState;
}

/** Options of {@link CalendarSchedule.gamesAround}. */
interface AroundOptions {
  /** Finished games before the live ones, integer ≥ 0; default the schedule's `finishedBehind`. */
  pastCount?: number;
  /** Upcoming games after the live ones, integer ≥ 0; default: up to the window size in all. */
  futureCount?: number;
}

/** The calendar schedule of one champ: a {@link ReplaySchedule} with its parameters and slot queries. */
export interface CalendarSchedule {
  /**
   * Replayed kick-off of a match, UTC ms: its occurrence in the window around `now` (rule 4).
   * @param now UTC ms; default the `now` the schedule was made with
   * @throws Error for a match that is not in the schedule
   */
  (match: ScheduledMatch, now?: number): number;
  /** Number of entries n of a cycle. */
  readonly count: number;
  /** Most games a window holds with each match once (rule 4). */
  readonly windowSize: number;
  /** Length of a cycle, ms. */
  readonly cycleMs: number;
  /** Finished games before the live ones in the window (after clamping). */
  readonly finishedBehind: number;
  /** Kick-off to finish of a game, wall ms. */
  readonly wallMs: number;
  /** The default instant, UTC ms. */
  readonly now: number;
  /** The entries' matches in kick-off order (entry i is `order[i]`). */
  readonly order: readonly ImportedMatch[];
  /** The placed block (season copy) of each entry, same order (src/domain/feed/calendar.ts). */
  readonly blocks: readonly number[];
  /** Kick-off of a slot, UTC ms. */
  kickoffOfSlot(slot: number): number;
  /** The first slot not finished at `at` (kick-off + wall > at): the first live or upcoming one. */
  firstLiveSlot(at: number): number;
  /** The last slot kicked off by `at` (kick-off ≤ at). */
  lastStartedSlot(at: number): number;
  /** The slot of a slot number with its replay number and kick-off. */
  slotInfo(slot: number): ScheduleSlot;
  /**
   * The slot of a match at an instant (rule 4).
   * @throws Error for a match that is not in the schedule
   */
  slotOf(match: ScheduledMatch, now?: number): ScheduleSlot;
  /**
   * Kick-off of a match's replay (rule 3), UTC ms.
   * @throws Error for a match that is not in the schedule
   */
  kickoffIn(match: ScheduledMatch, replay: number): number;
  /**
   * The replayed games around `now`, by kick-off: `pastCount` finished games, every live game,
   * `futureCount` upcoming games, each with its slot, replay number, replay id and state at `now`.
   * At most {@link windowSize} games (cut from the far future, then the far past).
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

/** The first index i in 0..n with `list[i] > value` (n when none), `list` ascending. */
function firstAbove(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! > value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The calendar schedule of one champ (module docstring, rules 1–4).
 * @throws RangeError for a cycle not longer than the entries' span, non-integer kick-offs or
 *   counts
 */
export function calendarSchedule(options: CalendarOptions): CalendarSchedule {
  const { entries, now, cycleMs } = options;
  const wallMs = options.wallMs ?? MATCH_WALL_MS;
  const stateAt = options.stateAt ?? ((match: ImportedMatch, at: number, kickoff: number) => replayState(match, at, { kickoff }));
  checkInteger('wallMs', wallMs, 1);
  checkInteger('cycleMs', cycleMs, 1);
  checkInteger('finishedBehind', options.finishedBehind ?? DEFAULT_FINISHED_BEHIND, 0);
  if (!Number.isFinite(now)) throw new RangeError(`now must be finite, got ${now}`);

  const sorted = [...entries].sort((a, b) => a.kickoff - b.kickoff || a.match.permanentId - b.match.permanentId || a.block - b.block);
  const times = sorted.map((entry) => {
    checkInteger('kickoff', entry.kickoff, -Number.MAX_SAFE_INTEGER);
    return entry.kickoff;
  });
  const order = Object.freeze(sorted.map((entry) => entry.match));
  const blocks = Object.freeze(sorted.map((entry) => entry.block));
  const count = order.length;
  if (count > 0 && times[count - 1]! - times[0]! >= cycleMs) throw new RangeError(`cycleMs ${cycleMs} must exceed the kick-offs' span ${times[count - 1]! - times[0]!}`);
  // Per match its entry indices (ascending) and per entry its rank among them.
  const occurrences = new Map<number, number[]>();
  const rank: number[] = [];
  order.forEach((match, index) => {
    let list = occurrences.get(match.permanentId);
    if (!list) occurrences.set(match.permanentId, (list = []));
    rank.push(list.length);
    list.push(index);
  });
  let windowSize = count;
  for (const list of occurrences.values()) {
    for (let j = 0; j < list.length; j++) windowSize = Math.min(windowSize, (j + 1 < list.length ? list[j + 1]! : list[0]! + count) - list[j]!);
  }
  const finishedBehind = Math.min(options.finishedBehind ?? DEFAULT_FINISHED_BEHIND, Math.max(0, windowSize - 1));
  const t0 = times[0] ?? 0;

  const kickoffOfSlot = (slot: number): number => times[mod(slot, count)]! + floorDiv(slot, count) * cycleMs;
  /** The first slot whose kick-off is > `value`. */
  const firstSlotAbove = (value: number): number => {
    const cycle = floorDiv(value - t0, cycleMs);
    return cycle * count + firstAbove(times, value - cycle * cycleMs);
  };
  const firstLiveSlot = (at: number): number => firstSlotAbove(at - wallMs);
  const lastStartedSlot = (at: number): number => firstSlotAbove(at) - 1;
  const slotInfo = (slot: number): ScheduleSlot => {
    const index = mod(slot, count);
    const copies = occurrences.get(order[index]!.permanentId)!.length;
    return { slot, cycle: floorDiv(slot, count) * copies + rank[index]!, index, kickoff: kickoffOfSlot(slot) };
  };
  const occurrencesOf = (match: ScheduledMatch): number[] => {
    const list = occurrences.get(match.permanentId);
    if (!list) throw new Error(`match ${match.permanentId} is not in the schedule`);
    return list;
  };
  const slotOf = (match: ScheduledMatch, at: number = now): ScheduleSlot => {
    const list = occurrencesOf(match);
    const start = firstLiveSlot(at) - finishedBehind;
    const cycle = floorDiv(start, count);
    const offset = mod(start, count);
    const j = list.findIndex((index) => index >= offset);
    return slotInfo(j >= 0 ? cycle * count + list[j]! : (cycle + 1) * count + list[0]!);
  };
  const kickoffIn = (match: ScheduledMatch, replay: number): number => {
    const list = occurrencesOf(match);
    return times[list[mod(replay, list.length)]!]! + floorDiv(replay, list.length) * cycleMs;
  };

  const gamesAround = (at: number, around: AroundOptions = {}): ScheduledGame[] => {
    if (count === 0) return [];
    const pastCount = around.pastCount ?? finishedBehind;
    const futureCount = around.futureCount ?? windowSize;
    checkInteger('pastCount', pastCount, 0);
    checkInteger('futureCount', futureCount, 0);
    let first = firstLiveSlot(at) - pastCount;
    let last = lastStartedSlot(at) + futureCount;
    if (last - first + 1 > windowSize) last = Math.max(lastStartedSlot(at), first + windowSize - 1);
    if (last - first + 1 > windowSize) first = last - windowSize + 1;
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
    Object.assign(schedule, { count, windowSize, cycleMs, finishedBehind, wallMs, now, order, blocks, kickoffOfSlot, firstLiveSlot, lastStartedSlot, slotInfo, slotOf, kickoffIn, gamesAround }),
  );
}
