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
 *    that give the day only (tennis, NFL: the sport module's `dayPlan`) get a time from the
 *    sport's day plan: the k games of one real UTC day of the sport, in file order, start at
 *    `from + i × (to − from) / k` of that day (rounded down to 5 min), never before the previous
 *    game of the day nor before a side's previous game has ended. These are the "real times".
 * 2. Blocks and lanes. A block is a competition-season: one champ's matches of one season, or,
 *    where the champs of a sport share sides within a season (tennis players enter every
 *    series), the whole sport's season. A lane is the sequence of one champ's blocks (or the
 *    sport's), real season order, repeated: b0, b1, …, b0, b1, … .
 * 3. Shift. Each placed block moves as a whole by one shift, a whole number of days plus a whole
 *    number of hours (0..23): inside a block every rest between two games of a side, the order of
 *    kick-offs and the gaps between match days stay exactly real; the day of the week moves with
 *    the block (a league keeps its rhythm, e.g. weekend rounds with a midweek round between, on
 *    other weekdays). A block starts at least {@link LANE_GAP_MS} after the previous block of its
 *    lane ended: the blocks of a lane never overlap, so a side of a lane never plays in two
 *    replays at once.
 * 4. Cycle. Every lane fills one cycle of {@link cycleWeeks} whole weeks (the longest lane's
 *    blocks once, back to back, with their gaps); shorter lanes replay their blocks again
 *    ("copies" of a competition-season, at other shifts, never overlapping one another). A block
 *    that does not fit before the cycle end less a lane gap is cut there; a lane stops when less
 *    than a quarter of its next block would fit. The cycle then repeats from the epoch
 *    ({@link REPLAY_EPOCH_MS}).
 * 5. Choice. Lanes are placed in order of their game time (longest first, then sport and champ
 *    order); each block takes, among the shifts of rule 3 that start in the 7 days from its
 *    earliest start, the one that adds the most 15-min bins with a game in play over the cycle
 *    (ties: the earliest), refusing any shift that would put a side of a team sport (the same
 *    team id in another lane: a promoted or relegated club) within {@link MIN_REST_MS} of one of
 *    its games already placed, across the cycle's wrap too. No shift left: the block waits a week.
 *
 * Rest, stated: in a team sport no side plays twice within 48 h anywhere in the replay (inside a
 * block the real rest, ≥ 48 h in this data; between blocks of a lane ≥ a week; across lanes the
 * refusal of rule 5). Tennis keeps a player's real day gaps inside a tour season (successive rounds
 * on successive days, in real order; the same shift for every series of the season) and never two
 * matches of a player at once (rule 1); seasons of the tour lane follow one another.
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
export const REPLAY_EPOCH_MS = Date.UTC(2024, 0, 1);
/** Least time between two games of one side of a team sport anywhere in the replay. */
export const MIN_REST_MS = 48 * HOUR_MS;
/** Least time between the end of a lane's block and the first game of its next block. */
export const LANE_GAP_MS = WEEK_MS;
/** Coverage bin of the shift choice, ms. */
const BIN_MS = 15 * 60_000;
/** Rounding of a day plan's start times, ms. */
const PLAN_STEP_MS = 5 * 60_000;
/** Loose blocks: how many times each may be placed in a cycle (copies only where they fill). */
const LOOSE_COPIES = 3;
/** Loose blocks: the emptiest weeks tried, in order, until one takes the block. */
const LOOSE_WEEKS_TRIED = 12;
/** Loose blocks: days before the week's Monday a block may start. */
const LOOSE_DAYS_BEFORE = 3;
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
export function timedKickoffs(matches: readonly ImportedMatch[], sport: Pick<CalendarSport, 'dayPlan' | 'wallMs'>): Map<number, number> {
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
  /** Whether its sides must keep {@link MIN_REST_MS} against other lanes (team sports). */
  teamSport: boolean;
}

/** A lane (rule 2): blocks in real season order. */
interface Lane {
  blocks: Block[];
  /** Game time of all its blocks once, ms (rule 5's order). */
  gameMs: number;
  /** Length of its blocks once, back to back with their gaps, ms (rule 4). */
  spanMs: number;
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
        loose.push({ matches: own, times: own.map((m) => realTimes.get(m.permanentId)!), wallMs: sport.wallMs, teamSport: false });
      }
      continue;
    }
    const groups = sport.champIds.map((id) => list.filter((m) => m.champId === id)).filter((g) => g.length > 0);
    for (const group of groups) {
      const seasons = [...new Set(group.map((m) => m.season))].sort((a, b) => a - b);
      const blocks = seasons.map((season): Block => {
        const own = group.filter((m) => m.season === season).sort((a, b) => realTimes.get(a.permanentId)! - realTimes.get(b.permanentId)! || a.permanentId - b.permanentId);
        return { matches: own, times: own.map((m) => realTimes.get(m.permanentId)!), wallMs: sport.wallMs, teamSport: !shared };
      });
      const gameMs = blocks.reduce((sum, b) => sum + b.times.length * b.wallMs, 0);
      const spanMs = blocks.reduce((sum, b) => sum + (b.times.at(-1)! + b.wallMs - b.times[0]!) + LANE_GAP_MS + DAY_MS, 0);
      lanes.push({ blocks, gameMs, spanMs, order: lanes.length });
    }
  }
  lanes.sort((a, b) => b.gameMs - a.gameMs || a.order - b.order);
  loose.sort((a, b) => b.times.length - a.times.length || a.times[0]! - b.times[0]! || a.matches[0]!.permanentId - b.matches[0]!.permanentId);
  return { lanes, loose };
}

/** The event a match belongs to inside its season: a tennis tournament (its detail), else its champ. */
function eventOf(match: ImportedMatch): string {
  const detail = match.detail as { tournament?: unknown } | undefined;
  return typeof detail?.tournament === 'string' ? detail.tournament : `champ ${match.champId}`;
}

/** The number of whole weeks of a cycle (rule 4): the longest lane's blocks once. */
export function cycleWeeks(spans: readonly number[]): number {
  return Math.max(1, ...spans.map((span) => Math.ceil(span / WEEK_MS)));
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
  /** Whether a kick-off at `t` is within {@link MIN_REST_MS} of a placed one (circular over the cycle). */
  clashes(side: string, t: number): boolean {
    const list = this.times.get(side);
    if (!list || list.length === 0) return false;
    const at = this.epochMs + mod(t - this.epochMs, this.cycleMs);
    const i = firstAtOrAbove(list, at);
    const after = list[i % list.length]! + (i === list.length ? this.cycleMs : 0);
    const before = i === 0 ? list.at(-1)! - this.cycleMs : list[i - 1]!;
    return after - at < MIN_REST_MS || at - before < MIN_REST_MS;
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

/**
 * The replay calendar of the served matches (module docstring, rules 1–5).
 * @param sports the catalogue's sports in order, each with its champs in order
 */
export function planCalendar(matches: readonly ImportedMatch[], sports: readonly CalendarSport[]): ReplayCalendar {
  const realTimes = new Map<number, number>();
  const { lanes, loose } = lanesOf(matches, sports, realTimes);
  const epochMs = REPLAY_EPOCH_MS;
  const cycleMs = cycleWeeks(lanes.map((lane) => lane.spanMs)) * WEEK_MS;
  const bins = new Uint8Array(cycleMs / BIN_MS);
  const sides = new SideTimes(epochMs, cycleMs);
  const entries: CalendarEntry[] = [];
  let blockId = 0;

  for (const lane of lanes) {
    let earliest = epochMs;
    // The lane wraps onto its own start: its games end a lane gap before its first game of the next cycle.
    let last = epochMs + cycleMs - LANE_GAP_MS;
    for (let i = 0; ; i++) {
      const block = lane.blocks[i % lane.blocks.length]!;
      const { times, wallMs } = block;
      const minKept = Math.max(1, Math.ceil(times.length * MIN_FIT_SHARE));
      // Whole days from the real first game's day to `earliest`'s day; hours 0..23 on top.
      const baseDays = floorDiv(earliest, DAY_MS) - floorDiv(times[0]!, DAY_MS);
      let best: { shift: number; gain: number; kept: number } | null = null;
      for (let week = 0; !best && times[minKept - 1]! + (baseDays + week * 7) * DAY_MS + wallMs <= last; week++) {
        for (let d = 0; d < 7; d++) {
          for (let h = 0; h < 24; h++) {
            const shift = (baseDays + week * 7 + d) * DAY_MS + h * HOUR_MS;
            if (times[0]! + shift < earliest) continue;
            let kept = 0;
            while (kept < times.length && times[kept]! + shift + wallMs <= last) kept++;
            if (kept < minKept) continue;
            const gain = coverageGain(bins, epochMs, times, kept, shift, wallMs);
            if (best && gain <= best.gain) continue;
            let clash = false;
            if (block.teamSport) {
              for (let g = 0; g < kept && !clash; g++) {
                const m = block.matches[g]!;
                const t = times[g]! + shift;
                clash = sides.clashes(`${m.sportId}|${m.home.id}`, t) || sides.clashes(`${m.sportId}|${m.away.id}`, t);
              }
            }
            if (!clash) best = { shift, gain, kept };
          }
        }
      }
      if (!best) break;
      const { shift, kept } = best;
      const id = blockId++;
      if (i === 0) last = times[0]! + shift + cycleMs - LANE_GAP_MS;
      for (let g = 0; g < kept; g++) {
        const match = block.matches[g]!;
        const t = times[g]! + shift;
        entries.push({ match, kickoff: epochMs + mod(t - epochMs, cycleMs), block: id });
        for (let b = floorDiv(t - epochMs, BIN_MS), e = floorDiv(t + wallMs - 1 - epochMs, BIN_MS); b <= e; b++) bins[mod(b, bins.length)] = 1;
        if (block.teamSport) {
          sides.add(`${match.sportId}|${match.home.id}`, t);
          sides.add(`${match.sportId}|${match.away.id}`, t);
        }
      }
      if (kept < times.length) break;
      earliest = times[kept - 1]! + shift + wallMs + LANE_GAP_MS;
    }
  }

  // Loose blocks (tennis tournaments) fill the weeks with the most minutes without a game (rule 6).
  const binsPerWeek = WEEK_MS / BIN_MS;
  const weeks = cycleMs / WEEK_MS;
  const free = new Int32Array(weeks);
  for (let b = 0; b < bins.length; b++) if (bins[b] === 0) free[floorDiv(b, binsPerWeek)]! += 1;
  const weekOrder = Array.from({ length: weeks }, (_, w) => w);
  const passes = Array.from({ length: LOOSE_COPIES }, () => loose).flat();
  for (const [index, block] of passes.entries()) {
    const { times, wallMs } = block;
    const copy = index >= loose.length;
    weekOrder.sort((a, b) => free[b]! - free[a]! || a - b);
    let best: { shift: number; gain: number } | null = null;
    for (const week of weekOrder.slice(0, LOOSE_WEEKS_TRIED)) {
      const baseDays = floorDiv(epochMs + week * WEEK_MS, DAY_MS) - LOOSE_DAYS_BEFORE - floorDiv(times[0]!, DAY_MS);
      for (let d = 0; d < 7 + LOOSE_DAYS_BEFORE; d++) {
        for (let h = 0; h < 24; h++) {
          const shift = (baseDays + d) * DAY_MS + h * HOUR_MS;
          const gain = coverageGain(bins, epochMs, times, times.length, shift, wallMs);
          if (best && gain <= best.gain) continue;
          let clash = false;
          for (let g = 0; g < times.length && !clash; g++) {
            const m = block.matches[g]!;
            const t = times[g]! + shift;
            clash = sides.clashes(`${m.sportId}|${m.home.id}`, t) || sides.clashes(`${m.sportId}|${m.away.id}`, t);
          }
          if (!clash) best = { shift, gain };
        }
      }
      if (best) break;
    }
    // A further copy only where it still fills: an eighth of its game time on minutes without a game.
    const chosen = best as { shift: number; gain: number } | null;
    if (!chosen || (copy && chosen.gain * BIN_MS < (times.length * wallMs) / 8)) continue;
    const id = blockId++;
    block.matches.forEach((match, g) => {
      const t = times[g]! + chosen.shift;
      entries.push({ match, kickoff: epochMs + mod(t - epochMs, cycleMs), block: id });
      for (let b = floorDiv(t - epochMs, BIN_MS), e = floorDiv(t + wallMs - 1 - epochMs, BIN_MS); b <= e; b++) {
        const bin = mod(b, bins.length);
        if (bins[bin] === 0) free[floorDiv(bin, binsPerWeek)]! -= 1;
        bins[bin] = 1;
      }
      sides.add(`${match.sportId}|${match.home.id}`, t);
      sides.add(`${match.sportId}|${match.away.id}`, t);
    });
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

/** Bins newly covered by the first `kept` games of a block at a shift (each bin counted once). */
function coverageGain(bins: Uint8Array, epochMs: number, times: readonly number[], kept: number, shift: number, wallMs: number): number {
  let gain = 0;
  // Unwrapped bin numbers: games come by time, so a bin is met again only right after it was counted.
  let lastCounted = -Infinity;
  for (let g = 0; g < kept; g++) {
    const t = times[g]! + shift;
    const first = Math.max(lastCounted + 1, floorDiv(t - epochMs, BIN_MS));
    const last = floorDiv(t + wallMs - 1 - epochMs, BIN_MS);
    for (let b = first; b <= last; b++) if (bins[mod(b, bins.length)] === 0) gain++;
    if (last > lastCounted) lastCounted = last;
  }
  return gain;
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
