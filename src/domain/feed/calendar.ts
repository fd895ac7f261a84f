/**
 * The replay calendar of the sports feed: where each real match is replayed in present time. A
 * fan sees real fixtures on their real calendar (real rest, real kick-off order), and the
 * catalogue as a whole has a game in play at almost every minute.
 *
 * Input: the served matches (src/domain/feed/match.ts) and, per sport in catalogue order, its
 * champs in catalogue order, its game length and its day plan. Output ({@link ReplayCalendar}):
 * one cycle of length `cycleMs` from a fixed epoch, with per champ every replayed kick-off of the
 * cycle; src/domain/feed/schedule.ts `calendarSchedule` repeats it. Pure and deterministic: a
 * function of the data and the catalogue only (never of the clock), the same on every instance.
 *
 * Rule ("real cadence, always live"):
 * 1. Time of day. Football files give the real kick-off (UK time, converted to UTC), kept. Files
 *    that give the day only (tennis, NFL: the sport module's `dayPlan`) get a time: the k games of
 *    one real UTC day of one event (a tennis tournament, the NFL), in file order, start at
 *    `from + i × step`, `step` = the game length or `(to − from) / k` when shorter (rounded down to
 *    5 min), never before the previous game of the day nor before a side's previous game has
 *    ended. These are the "real times".
 * 2. Blocks. A block is a competition-season: one champ's matches of one season. Where the champs
 *    of a sport share sides within a season (tennis players enter every series), a block is one
 *    tournament of a season instead, a "loose" block (rule 6).
 * 3. Shift. Each placed block moves as a whole by one shift, a whole number of days plus a whole
 *    number of hours: inside a block every rest between two games of a side, the order of
 *    kick-offs and the gaps between match days stay exactly real; weekdays move with the block
 *    (a league keeps its rhythm, weekend rounds with midweek rounds between, on other weekdays)
 *    and its kick-off times move by the hours (as if its league played in another time zone).
 * 4. Cycle and lanes. The replay repeats every {@link CYCLE_WEEKS} weeks from the epoch
 *    ({@link REPLAY_EPOCH_MS}). Each champ's season blocks form a lane: newest season first, the
 *    others as room allows, then again ("copies" of a competition-season at other shifts), one
 *    after another, each starting at least {@link LANE_GAP_MS} after the previous one ended and
 *    the last one ending a lane gap before the lane's first game of the next cycle (a block that
 *    does not fit is cut there; less than a quarter of it fits: left out). The blocks of a lane
 *    never overlap, so a side never plays in two copies of its league at once.
 * 5. Lane choice. Lanes are placed longest first (game time; then catalogue order); each block
 *    takes, among the shifts of rule 3 that start in the first week (from its earliest start)
 *    that has any allowed, the one that adds the most 15-min bins with a game in play over the
 *    cycle (ties: the earliest). A shift is refused when it puts a side within
 *    {@link MIN_REST_MS} of one of its games already placed (the same team in another lane: a
 *    promoted or relegated club), across the cycle's wrap too.
 * 6. Loose blocks (tournaments) are placed after the lanes, the champs with fewest tournaments
 *    first, then the larger tournaments: each at the whole-day + whole-hour shift that adds the
 *    most 15-min bins with a game in play, among starts in the {@link LOOSE_WEEKS_TRIED} weeks
 *    with the most minutes without a game (then anywhere), refusing a shift that puts a player
 *    within {@link TOUR_REST_MS} of one of his matches already placed. Up to
 *    {@link LOOSE_COPIES} − 1 further copies of each follow, only where a copy adds at least a
 *    tenth of its game time to the minutes with a game.
 *
 * Rest, stated: in a team sport no side plays twice within 48 h anywhere in the replay (inside a
 * block the real rest, ≥ 48 h in this data; between blocks of a lane ≥ a week; across lanes the
 * refusal of rule 5). Tennis: inside a tournament a player keeps the real day gaps between his
 * matches (successive rounds on successive days, in real order, never two at once: rule 1);
 * between tournaments at least {@link TOUR_REST_MS}, so he is never in two tournaments at once.
 *
 * Live coverage (minutes with at least one game in play) is measured by
 * tests/unit/feed-calendar.test.ts over every week of a cycle.
 */
import type { ImportedMatch } from './match.ts';

/** One day, ms. */
export const DAY_MS = 24 * 3600 * 1000;
/** One week, ms. */
export const WEEK_MS = 7 * DAY_MS;
/** One hour, ms. */
const HOUR_MS = 3600 * 1000;
/** Fixed epoch of the replay cycles: Monday 1 January 2024, 00:00 UTC (cycle 0 starts there). */
const REPLAY_EPOCH_MS = Date.UTC(2024, 0, 1);
/** Least time between two games of one side of a team sport anywhere in the replay. */
export const MIN_REST_MS = 48 * HOUR_MS;
/** Least time between the end of a lane's block and the first game of its next block. */
const LANE_GAP_MS = WEEK_MS;
/** Length of the replay cycle, whole weeks (rule 4): two years of 52 weeks. */
export const CYCLE_WEEKS = 104;
/** Coverage bin of the shift choice, ms. */
const BIN_MS = 15 * 60_000;
/** Rounding of a day plan's start times, ms. */
const PLAN_STEP_MS = 5 * 60_000;
/** 15-min bins in a week. */
const BINS_PER_WEEK = WEEK_MS / BIN_MS;
/** Step of a lane block's shift inside its week (rule 3). */
const LANE_STEP_MS = HOUR_MS;
/** Step of a loose block's shift inside a day (rule 6). */
/** Loose blocks: the weeks with most minutes without a game tried. */
const LOOSE_WEEKS_TRIED = 16;
/** Loose blocks: the best candidates (by gain) of a copy checked for the players' rest, per set of weeks tried (ten times as many for a first placement). */
const LOOSE_REST_TRIES = 300;
/** Loose blocks: days before a tried week's Monday a block may start. */
const LOOSE_DAYS_BEFORE = 3;
/** Loose blocks: how many times each may be placed in a cycle (rule 6). */
const LOOSE_COPIES = 4;
/** Loose blocks: the least share of its game time a placement must add to the minutes with a game (first placement, copies). */
const LOOSE_MIN_GAIN = [0, 0.1] as const;
/** Least time between two matches of one player in different tournaments. */
export const TOUR_REST_MS = 24 * HOUR_MS;
/** A block is placed only when at least this share of its games fits before the cycle end. */
const MIN_FIT_SHARE = 0.25;

/**
 * When a date-only sport's games of one day start: minutes after that day's 00:00 UTC,
 * 0 ≤ `fromMinute` < `toMinute` ≤ 2880 (a plan may run into the next night).
 */
export interface DayPlan {
  fromMinute: number;
  toMinute: number;
}

/** A sport as the calendar reads it. */
export interface CalendarSport {
  sportId: number;
  /** Its champs, catalogue order. */
  champIds: readonly number[];
  /** Kick-off to finish of a game, wall ms. */
  wallMs: number;
  /** Null when the files give real kick-off times. */
  dayPlan: DayPlan | null;
}

/** A replayed game of the cycle: the match, its kick-off in cycle 0 and the placed block it belongs to. */
export interface CalendarEntry {
  match: ImportedMatch;
  /** Replayed kick-off in cycle 0, UTC ms, integer in [epoch, epoch + cycle). */
  kickoff: number;
  /** The placed block (a copy of a competition-season), an id unique in the calendar. */
  block: number;
}

/** The replay calendar. */
export interface ReplayCalendar {
  /** Cycle 0's start, UTC ms ({@link REPLAY_EPOCH_MS}). */
  epochMs: number;
  /** Length of the cycle, ms (whole weeks). */
  cycleMs: number;
  /** Per champ (catalogue order), its replayed games of cycle 0, by kick-off. */
  champs: ReadonlyMap<number, readonly CalendarEntry[]>;
  /** Real kick-off with its time of day (rule 1) by permanent id. */
  realTimes: ReadonlyMap<number, number>;
}

const floorDiv = (a: number, b: number) => Math.floor(a / b);
const mod = (a: number, b: number) => ((a % b) + b) % b;

/**
 * Real kick-offs with a time of day (rule 1): football's as in the file, a date-only sport's from
 * its day plan. Returns kick-off ms by permanent id.
 */
function timedKickoffs(matches: readonly ImportedMatch[], sport: Pick<CalendarSport, 'dayPlan' | 'wallMs'>): Map<number, number> {
  const out = new Map<number, number>();
  const sorted = [...matches].sort((a, b) => a.kickoff - b.kickoff || a.permanentId - b.permanentId);
  const plan = sport.dayPlan;
  if (!plan) {
    for (const match of sorted) out.set(match.permanentId, match.kickoff);
    return out;
  }
  const byDay = new Map<string, ImportedMatch[]>();
  for (const match of sorted) {
    const key = `${floorDiv(match.kickoff, DAY_MS)}|${eventOf(match)}`;
    let list = byDay.get(key);
    if (!list) byDay.set(key, (list = []));
    list.push(match);
  }
  const freeAt = new Map<number, number>();
  const width = (plan.toMinute - plan.fromMinute) * 60_000;
  for (const games of byDay.values()) {
    const day = floorDiv(games[0]!.kickoff, DAY_MS) * DAY_MS;
    // One after another, as on one court; a day with more games than fit is spread over the plan.
    const step = Math.min(sport.wallMs, floorDiv(floorDiv(width, games.length), PLAN_STEP_MS) * PLAN_STEP_MS);
    let previous = -Infinity;
    games.forEach((match, i) => {
      const start = Math.max(day + plan.fromMinute * 60_000 + i * step, previous, freeAt.get(match.home.id) ?? -Infinity, freeAt.get(match.away.id) ?? -Infinity);
      out.set(match.permanentId, start);
      previous = start;
      freeAt.set(match.home.id, start + sport.wallMs);
      freeAt.set(match.away.id, start + sport.wallMs);
    });
  }
  return out;
}

/** A competition-season (rule 2). */
interface Block {
  /** Its matches by real time. */
  matches: ImportedMatch[];
  /** Their real times (rule 1), same order. */
  times: number[];
  wallMs: number;
  /** Least time between two games of one side across blocks (rule 5): {@link MIN_REST_MS}, or {@link TOUR_REST_MS} for a tour. */
  restMs: number;
}

/** A lane (rule 2): blocks newest season first. */
interface Lane {
  blocks: Block[];
  /** Game time of all its blocks once, ms (rule 5's order). */
  gameMs: number;
  order: number;
}

/** The lanes of the served matches, placement order (rule 5). */
function lanesOf(matches: readonly ImportedMatch[], sports: readonly CalendarSport[], realTimes: Map<number, number>): { lanes: Lane[]; loose: Block[] } {
  const lanes: Lane[] = [];
  const loose: Block[] = [];
  for (const sport of sports) {
    const champs = new Set(sport.champIds);
    const list = matches.filter((m) => m.sportId === sport.sportId && champs.has(m.champId));
    if (list.length === 0) continue;
    for (const [id, time] of timedKickoffs(list, sport)) realTimes.set(id, time);
    // Champs sharing a side within a season share a lane (rule 2).
    const champOfSide = new Map<string, number>();
    let shared = false;
    for (const match of list) {
      for (const side of [match.home.id, match.away.id]) {
        const key = `${match.season}|${side}`;
        const seen = champOfSide.get(key);
        if (seen === undefined) champOfSide.set(key, match.champId);
        else if (seen !== match.champId) shared = true;
      }
    }
    if (shared) {
      // Champs sharing sides (tennis): each tournament of a season is a block of its own (rule 2).
      const byEvent = new Map<string, ImportedMatch[]>();
      for (const match of list) {
        const key = `${match.season}|${eventOf(match)}`;
        let own = byEvent.get(key);
        if (!own) byEvent.set(key, (own = []));
        own.push(match);
      }
      for (const own of byEvent.values()) {
        own.sort((a, b) => realTimes.get(a.permanentId)! - realTimes.get(b.permanentId)! || a.permanentId - b.permanentId);
        loose.push({
          matches: own,
          times: own.map((m) => realTimes.get(m.permanentId)!),
          wallMs: sport.wallMs,
          restMs: TOUR_REST_MS,
        });
      }
      continue;
    }
    const groups = sport.champIds.map((id) => list.filter((m) => m.champId === id)).filter((g) => g.length > 0);
    for (const group of groups) {
      // Newest season first: it is always replayed, older ones as the cycle has room (rule 4).
      const seasons = [...new Set(group.map((m) => m.season))].sort((a, b) => b - a);
      const blocks = seasons.map((season): Block => {
        const own = group
          .filter((m) => m.season === season)
          .sort((a, b) => realTimes.get(a.permanentId)! - realTimes.get(b.permanentId)! || a.permanentId - b.permanentId);
        return {
          matches: own,
          times: own.map((m) => realTimes.get(m.permanentId)!),
          wallMs: sport.wallMs,
          restMs: MIN_REST_MS,
        };
      });
      const gameMs = blocks.reduce((sum, b) => sum + b.times.length * b.wallMs, 0);
      lanes.push({ blocks, gameMs, order: lanes.length });
    }
  }
  lanes.sort((a, b) => b.gameMs - a.gameMs || a.order - b.order);
  // The champs with the fewest tournaments first (each keeps a place), then the larger tournaments.
  const perChamp = new Map<number, number>();
  for (const block of loose) perChamp.set(block.matches[0]!.champId, (perChamp.get(block.matches[0]!.champId) ?? 0) + 1);
  const champCount = (block: Block) => perChamp.get(block.matches[0]!.champId)!;
  loose.sort(
    (a, b) => champCount(a) - champCount(b) || b.times.length - a.times.length || a.times[0]! - b.times[0]! || a.matches[0]!.permanentId - b.matches[0]!.permanentId,
  );
  return { lanes, loose };
}

/** The event a match belongs to inside its season: a tennis tournament (its detail), else its champ. */
function eventOf(match: ImportedMatch): string {
  const detail = match.detail as { tournament?: unknown } | undefined;
  return typeof detail?.tournament === 'string' ? detail.tournament : `champ ${match.champId}`;
}

/** Per side, its placed kick-offs in cycle 0, sorted, for rule 5's refusal. */
class SideTimes {
  private readonly times = new Map<string, number[]>();
  private readonly epochMs: number;
  private readonly cycleMs: number;
  constructor(epochMs: number, cycleMs: number) {
    this.epochMs = epochMs;
    this.cycleMs = cycleMs;
  }
  /** Whether a kick-off at `t` is within `restMs` of a placed one (circular over the cycle). */
  clashes(side: string, t: number, restMs: number): boolean {
    const list = this.times.get(side);
    if (!list || list.length === 0) return false;
    const at = this.epochMs + mod(t - this.epochMs, this.cycleMs);
    const i = firstAtOrAbove(list, at);
    const after = list[i % list.length]! + (i === list.length ? this.cycleMs : 0);
    const before = i === 0 ? list.at(-1)! - this.cycleMs : list[i - 1]!;
    return after - at < restMs || at - before < restMs;
  }
  add(side: string, t: number): void {
    let list = this.times.get(side);
    if (!list) this.times.set(side, (list = []));
    const at = this.epochMs + mod(t - this.epochMs, this.cycleMs);
    list.splice(firstAtOrAbove(list, at), 0, at);
  }
}

/** The first index of an ascending list whose value is ≥ `value` (the length when none). */
function firstAtOrAbove(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Minutes with a game in play over one cycle, in 15-min bins, with the free bins counted for the shift choice. */
class Coverage {
  readonly bins: Uint8Array;
  /** `prefix[i]`: free bins among the first i of the cycle laid twice (so a range may wrap). */
  private readonly prefix: Int32Array;
  private dirty = true;
  private readonly epochMs: number;
  constructor(epochMs: number, cycleMs: number) {
    this.epochMs = epochMs;
    this.bins = new Uint8Array(cycleMs / BIN_MS);
    this.prefix = new Int32Array(2 * this.bins.length + 1);
  }
  /** Bin number (unwrapped) of an instant. */
  binOf(t: number): number {
    return floorDiv(t - this.epochMs, BIN_MS);
  }
  /** Free bins in merged ranges (pairs of unwrapped bin numbers, first and last) moved by `by` bins. */
  gain(ranges: Int32Array, by: number): number {
    const n = this.bins.length;
    if (this.dirty) {
      for (let i = 0; i < 2 * n; i++) this.prefix[i + 1] = this.prefix[i]! + (this.bins[i % n] === 0 ? 1 : 0);
      this.dirty = false;
    }
    let gain = 0;
    for (let r = 0; r < ranges.length; r += 2) {
      const from = mod(ranges[r]! + by, n);
      const length = Math.min(n, ranges[r + 1]! - ranges[r]! + 1);
      gain += this.prefix[from + length]! - this.prefix[from]!;
    }
    return gain;
  }
  /** Marks a game kicked off at `t` as in play for `wallMs`. */
  add(t: number, wallMs: number): void {
    const n = this.bins.length;
    for (let b = this.binOf(t), e = this.binOf(t + wallMs - 1); b <= e; b++) this.bins[mod(b, n)] = 1;
    this.dirty = true;
  }
}

/** The merged bin ranges (pairs first/last, unwrapped) the first `kept` games of a block cover at its real times. */
function rangesOf(coverage: Coverage, times: readonly number[], kept: number, wallMs: number): Int32Array {
  const out: number[] = [];
  for (let g = 0; g < kept; g++) {
    const from = coverage.binOf(times[g]!);
    const to = coverage.binOf(times[g]! + wallMs - 1);
    if (out.length > 0 && from <= out[out.length - 1]! + 1) out[out.length - 1] = Math.max(out[out.length - 1]!, to);
    else out.push(from, to);
  }
  return Int32Array.from(out);
}

/** Whether a block's first `kept` games at a shift keep every side's rest against the games placed (rule 5). */
function keepsRest(sides: SideTimes, block: Block, kept: number, shift: number): boolean {
  for (let g = 0; g < kept; g++) {
    const m = block.matches[g]!;
    const t = block.times[g]! + shift;
    if (sides.clashes(`${m.sportId}|${m.home.id}`, t, block.restMs) || sides.clashes(`${m.sportId}|${m.away.id}`, t, block.restMs)) return false;
  }
  return true;
}

/**
 * The replay calendar of the served matches (module docstring, rules 1–6).
 * @param sports the catalogue's sports in order, each with its champs in order
 */
export function planCalendar(matches: readonly ImportedMatch[], sports: readonly CalendarSport[]): ReplayCalendar {
  const realTimes = new Map<number, number>();
  const { lanes, loose } = lanesOf(matches, sports, realTimes);
  const epochMs = REPLAY_EPOCH_MS;
  const cycleMs = CYCLE_WEEKS * WEEK_MS;
  const coverage = new Coverage(epochMs, cycleMs);
  const sides = new SideTimes(epochMs, cycleMs);
  const entries: CalendarEntry[] = [];
  let blockId = 0;
  const place = (block: Block, kept: number, shift: number): void => {
    const id = blockId++;
    for (let g = 0; g < kept; g++) {
      const match = block.matches[g]!;
      const t = block.times[g]! + shift;
      entries.push({
        match,
        kickoff: epochMs + mod(t - epochMs, cycleMs),
        block: id,
      });
      coverage.add(t, block.wallMs);
      sides.add(`${match.sportId}|${match.home.id}`, t);
      sides.add(`${match.sportId}|${match.away.id}`, t);
    }
  };

  for (const lane of lanes) {
    let earliest = epochMs;
    // The lane wraps onto its own start: its games end a lane gap before its first game of the next cycle.
    let last = epochMs + cycleMs - LANE_GAP_MS;
    for (let i = 0; ; i++) {
      const block = lane.blocks[i % lane.blocks.length]!;
      const { times, wallMs } = block;
      const minKept = Math.max(1, Math.ceil(times.length * MIN_FIT_SHARE));
      const ranges = new Map<number, Int32Array>();
      // Whole days from the real first game's day to `earliest`'s day; whole hours on top (rule 3).
      const baseDays = floorDiv(earliest, DAY_MS) - floorDiv(times[0]!, DAY_MS);
      let best: { shift: number; gain: number; kept: number } | null = null;
      for (let week = 0; !best && times[minKept - 1]! + (baseDays + week * 7) * DAY_MS + wallMs <= last; week++) {
        for (let step = 0; step < WEEK_MS / LANE_STEP_MS; step++) {
          const shift = (baseDays + week * 7) * DAY_MS + step * LANE_STEP_MS;
          if (times[0]! + shift < earliest) continue;
          let kept = times.length;
          while (kept > 0 && times[kept - 1]! + shift + wallMs > last) kept--;
          if (kept < minKept) continue;
          if (!ranges.has(kept)) ranges.set(kept, rangesOf(coverage, times, kept, wallMs));
          const gain = coverage.gain(ranges.get(kept)!, shift / BIN_MS);
          if (best && gain <= best.gain) continue;
          if (keepsRest(sides, block, kept, shift)) best = { shift, gain, kept };
        }
      }
      if (!best) break;
      if (i === 0) last = times[0]! + best.shift + cycleMs - LANE_GAP_MS;
      place(block, best.kept, best.shift);
      if (best.kept < times.length) break;
      earliest = times[best.kept - 1]! + best.shift + wallMs + LANE_GAP_MS;
    }
  }

  // Loose blocks (tournaments) go where they add the most minutes with a game in play (rule 6).
  const weeks = cycleMs / WEEK_MS;
  const weekOrder = Array.from({ length: weeks }, (_, w) => w);
  const epochDay = floorDiv(epochMs, DAY_MS);
  for (let copy = 0; copy < LOOSE_COPIES; copy++) {
    for (const block of loose) {
      const { times, wallMs } = block;
      // The weeks with the most free minutes first (ties: the earliest).
      const free = weekOrder.map((w) => coverage.gain(Int32Array.of(w * BINS_PER_WEEK, (w + 1) * BINS_PER_WEEK - 1), 0));
      const ranked = [...weekOrder].sort((a, b) => free[b]! - free[a]! || a - b);
      const ranges = rangesOf(coverage, times, times.length, wallMs);
      const firstDay = floorDiv(times[0]!, DAY_MS);
      const minGain = (times.length * wallMs * (copy === 0 ? LOOSE_MIN_GAIN[0] : LOOSE_MIN_GAIN[1])) / BIN_MS;
      // Candidates by gain, best first (the earliest on a tie), until one keeps every player's rest;
      // packed as −gain × 2^24 + hour of the shift from the cycle's first day, sorted as numbers.
      const base = (epochDay - LOOSE_DAYS_BEFORE - firstDay) * DAY_MS;
      const tryWeeks = (tried: readonly number[]): { shift: number } | undefined => {
        const keys = new Float64Array(tried.length * (7 + LOOSE_DAYS_BEFORE) * 24);
        let count = 0;
        for (const week of tried) {
          for (let d = 0; d < 7 + LOOSE_DAYS_BEFORE; d++) {
            for (let h = 0; h < 24; h++) {
              const hour = (week * 7 + d) * 24 + h;
              const gain = coverage.gain(ranges, (base + hour * HOUR_MS) / BIN_MS);
              if (gain >= minGain) keys[count++] = -gain * 2 ** 24 + hour;
            }
          }
        }
        const sorted = keys.subarray(0, count).sort();
        const limit = Math.min(count, copy === 0 ? 10 * LOOSE_REST_TRIES : LOOSE_REST_TRIES);
        for (let i = 0; i < limit; i++) {
          const shift = base + mod(sorted[i]!, 2 ** 24) * HOUR_MS;
          if (keepsRest(sides, block, times.length, shift)) return { shift };
        }
        return undefined;
      };
      // A first placement may go anywhere when the emptiest weeks refuse it; a copy only there.
      const best = tryWeeks(ranked.slice(0, LOOSE_WEEKS_TRIED)) ?? (copy === 0 ? tryWeeks(ranked.slice(LOOSE_WEEKS_TRIED)) : undefined);
      if (best) place(block, times.length, best.shift);
    }
  }

  const champs = new Map<number, CalendarEntry[]>();
  for (const sport of sports) for (const id of sport.champIds) champs.set(id, []);
  for (const entry of entries) champs.get(entry.match.champId)?.push(entry);
  for (const [id, list] of champs) {
    if (list.length === 0) champs.delete(id);
    else list.sort((a, b) => a.kickoff - b.kickoff || a.match.permanentId - b.match.permanentId);
  }
  return { epochMs, cycleMs, champs, realTimes };
}

/**
 * Share of the minutes of [from, to) with at least one game in play: a game kicked off at `t` is
 * in play in [t, t + wallMs).
 * @param games replayed kick-offs (UTC ms) with their game length (wall ms)
 * @returns 0..1 (1 for an empty range)
 */
export function liveMinuteShare(games: Iterable<{ kickoff: number; wallMs: number }>, from: number, to: number): number {
  const minutes = Math.ceil((to - from) / 60_000);
  if (minutes <= 0) return 1;
  const live = new Uint8Array(minutes);
  for (const { kickoff, wallMs } of games) {
    const first = Math.max(0, Math.ceil((kickoff - from) / 60_000));
    const last = Math.min(minutes - 1, Math.ceil((kickoff + wallMs - from) / 60_000) - 1);
    if (first <= last) live.fill(1, first, last + 1);
  }
  let count = 0;
  for (const v of live) count += v;
  return count / minutes;
}
