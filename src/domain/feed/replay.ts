/**
 * Replay clock of the sports feed: plays the imported real matches (src/domain/feed/match.ts)
 * against the present, so that at any `now` there are upcoming games (line), games in play (live)
 * and finished games (results), with the Game fields of spec §3 a feed needs (start, period name
 * and id, scores, time in seconds, running flag, isGameOver, isNotStarted) and live prices from
 * the odds model (src/domain/feed/odds-model.ts).
 *
 * Rules:
 * - Kick-off: where a match is replayed in time is a {@link ReplayTiming}: a
 *   {@link ReplaySchedule} (src/domain/feed/schedule.ts: `calendarSchedule`, real competition-seasons
 *   on the replay calendar of src/domain/feed/calendar.ts, the product's choice; or
 *   `weeklyOffsetSchedule`), an explicit kick-off `{ kickoff }`, or, the original form, a number:
 *   an offset in ms added to the real kick-off.
 * - Weekly offset: every kick-off moves by the same offset, a whole number of weeks (weekdays and
 *   UTC clock times are kept; the UK local time can differ by the DST hour).
 *   {@link chooseReplayOffset} picks it so that `now` lands 60 % of the way through the latest
 *   season's fixture range (first to last kick-off), rounded to the nearest whole week: fixtures
 *   on both sides of `now`. Real fixtures cluster at weekends, so games are live only about
 *   14–17 % of the time with it. A server picks the offset once (start-up or configuration), not
 *   per request, so games do not jump when `now` crosses a week boundary.
 * - Match time line: first half 45 min, half-time break 15 min, second half 45 min; finished
 *   105 min after the (replayed) kick-off. No stoppage time.
 * - Goals: the real half-time and full-time scores are kept; goal times are drawn from a PRNG
 *   (mulberry32, src/domain/random.ts) seeded with the match's permanent id: first-half goals in minutes 1..45,
 *   second-half goals in 46..90, scorer order shuffled by the same PRNG.
 * - Prices: real prices first ({@link replayMarkets}); live, the model re-prices on the current
 *   score and the time left from the real pre-match prices; every market is suspended (locked)
 *   for 60 s of wall time after each goal.
 */
import type { GameStatus } from '../../../schemas/game.ts';
import type { ImportedMatch, Score } from './match.ts';
import type { Board } from '../../../schemas/game.ts';
import type { PeriodInfo } from './sport-detail.ts';
import { mulberry32, seedOfPermanentId, shuffleInPlace, type Random } from '../random.ts';
import { anchoredFootballMarkets, fitGoalRates, pricedAt, removeMargin, type MarketPrice, type ModelFit, type RealAnchors } from './odds-model.ts';
import { brandOverround, chooseBook, type Bookmaker, type RealBook, type RealBooks } from './real-prices.ts';
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';

/** One week, ms: the unit of the replay offset. */
export const WEEK_MS = 7 * 24 * 3600 * 1000;
/** Where `now` lands in the latest season's fixture range (0 = first kick-off, 1 = last). */
export const REPLAY_ANCHOR_SHARE = 0.6;
/** Length of a half, s of match clock. */
export const HALF_SECONDS = 45 * 60;
/** Half-time break, s of wall time. */
export const BREAK_SECONDS = 15 * 60;
/** Kick-off to final whistle, ms of wall time (45 + 15 + 45 min). */
export const MATCH_WALL_MS = (2 * HALF_SECONDS + BREAK_SECONDS) * 1000;
/** Markets stay suspended this long after each goal, ms of wall time. */
export const GOAL_SUSPENSION_MS = 60_000;

/** Period ids and name keys of spec §3 Game ("period name and id"). */
export const PERIODS = {
  notStarted: { id: 0, nameKey: 'period_not_started' },
  firstHalf: { id: 1, nameKey: 'period_first_half' },
  halfTime: { id: 2, nameKey: 'period_half_time' },
  secondHalf: { id: 3, nameKey: 'period_second_half' },
  finished: { id: 4, nameKey: 'period_finished' },
} as const;

/** A period: id and i18n name key. */
export type Period = (typeof PERIODS)[keyof typeof PERIODS] | PeriodInfo;

/** Where a game is at `now`: upcoming (line), in play (live) or over (results). */
export type ReplayStatus = GameStatus;

/** A goal of the replayed score path. */
export interface Goal {
  /** Scoring side. */
  side: 'home' | 'away';
  /** Match-clock second of the goal: 0..2699 in the first half, 2700..5399 in the second. */
  second: number;
  /** Match minute as shown, 1..45 or 46..90 (second / 60 rounded down, plus 1). */
  minute: number;
  /** Score after the goal. */
  score: Score;
}

/** The state of a replayed game at an instant (spec §3 Game derived data). */
export interface ReplayState {
  /** The match's permanent id. */
  permanentId: number;
  /** Replayed kick-off, UTC ms (from the {@link ReplayTiming}: real kick-off + offset, or the schedule's). */
  start: number;
  /** Line, live or finished. */
  status: ReplayStatus;
  /** Current period. */
  period: Period;
  /** True while the clock runs (during a half). */
  running: boolean;
  /** Match-clock seconds played: 0 before kick-off, 2700 at half-time, 5400 when finished. */
  timeSeconds: number;
  /** Match minute as shown: 0 before kick-off, 1..45, 45 at half-time, 46..90, 90 when finished. */
  minute: number;
  /** Score now (0-0 before kick-off; the real full-time score when finished). */
  score: Score;
  /** Half-time score, once half-time is reached. */
  halfTimeScore: Score | undefined;
  /** Goals scored so far, in order. */
  goals: Goal[];
  /** True within {@link GOAL_SUSPENSION_MS} after a goal (markets locked). */
  suspended: boolean;
  /** Spec §3 `isNotStarted`. */
  isNotStarted: boolean;
  /** Spec §3 `isGameOver`. */
  isGameOver: boolean;
  /** The sport's own scoreboard (tennis sets, NFL quarters); null for football. */
  board: Board | null;
}

/** What a replay schedule reads of a match. */
export type ScheduledMatch = Pick<ImportedMatch, 'permanentId' | 'kickoff'>;

/**
 * A replay schedule (src/domain/feed/schedule.ts builds them): the replayed kick-off of a match,
 * UTC ms. `now` (UTC ms) is the instant the caller looks at; a repeating schedule uses it to pick
 * the match's current replay, a fixed one ignores it.
 */
export type ReplaySchedule = (match: ScheduledMatch, now?: number) => number;

/**
 * Offset that maps the data onto the present: `now` lands at {@link REPLAY_ANCHOR_SHARE} of the
 * latest season's range of kick-offs, rounded to whole weeks. 0 for no matches.
 * @param matches imported matches (only `season` and `kickoff` are read)
 * @param now UTC ms
 * @returns ms to add to every kick-off, a multiple of {@link WEEK_MS}
 */
export function chooseReplayOffset(matches: readonly Pick<ImportedMatch, 'season' | 'kickoff'>[], now: number, share: number = REPLAY_ANCHOR_SHARE): number {
  if (matches.length === 0) return 0;
  const latest = Math.max(...matches.map((match) => match.season));
  let first = Infinity;
  let last = -Infinity;
  for (const match of matches) {
    if (match.season !== latest) continue;
    first = Math.min(first, match.kickoff);
    last = Math.max(last, match.kickoff);
  }
  const target = first + share * (last - first);
  return Math.round((now - target) / WEEK_MS) * WEEK_MS;
}

/** Goals of one half: shuffled scorers, distinct seconds in [from, from + 2700), sorted. */
function halfGoals(random: Random, home: number, away: number, from: number): { side: 'home' | 'away'; second: number }[] {
  const sides: ('home' | 'away')[] = [...Array<'home'>(home).fill('home'), ...Array<'away'>(away).fill('away')];
  shuffleInPlace(sides, random);
  const seconds = new Set<number>();
  while (seconds.size < sides.length) seconds.add(from + Math.floor(random() * HALF_SECONDS));
  const sorted = [...seconds].sort((a, b) => a - b);
  return sides.map((side, index) => ({ side, second: sorted[index]! }));
}

/**
 * The replayed goals of a match: the real half-time score reached at half-time, the real
 * full-time score at the end, times drawn from a PRNG seeded with the permanent id (same match →
 * same path).
 * @param match permanent id and the real scores (half-time ≤ full-time per side)
 */
export function goalTimeline(match: Pick<ImportedMatch, 'permanentId' | 'halfTime' | 'fullTime'>): Goal[] {
  const random = mulberry32(seedOfPermanentId(match.permanentId));
  const first = halfGoals(random, match.halfTime.home, match.halfTime.away, 0);
  const second = halfGoals(random, match.fullTime.home - match.halfTime.home, match.fullTime.away - match.halfTime.away, HALF_SECONDS);
  const score = { home: 0, away: 0 };
  return [...first, ...second].map(({ side, second: at }) => {
    score[side] += 1;
    return { side, second: at, minute: Math.floor(at / 60) + 1, score: { ...score } };
  });
}

/**
 * Wall-clock ms after kick-off at which a match-clock second is reached (a second-half second
 * comes after the half-time break).
 * @param second match-clock second, 0..5400 (2700 = the second half's first second)
 */
export function wallMsOf(second: number): number {
  return (second < HALF_SECONDS ? second : second + BREAK_SECONDS) * 1000;
}

/**
 * Where a match is replayed in time:
 * - a number: an offset in ms added to the real kick-off (the original form; a whole number of
 *   weeks from {@link chooseReplayOffset}, the same as `weeklyOffsetSchedule(offset)`);
 * - a {@link ReplaySchedule}: called with the match and the instant asked about (a calendar
 *   schedule places each match in its replay around that instant);
 * - `{ kickoff }`: the replayed kick-off itself, UTC ms (e.g. a scheduled game's `kickoff`).
 */
export type ReplayTiming = number | ReplaySchedule | { readonly kickoff: number };

/**
 * Replayed kick-off of a match under a timing.
 * @param match the match (only `permanentId` and `kickoff` are read)
 * @param now UTC ms, the instant asked about (passed to a schedule)
 * @param timing offset in ms, schedule or explicit kick-off
 * @returns UTC ms
 */
export function replayKickoff(match: Pick<ImportedMatch, 'permanentId' | 'kickoff'>, now: number, timing: ReplayTiming): number {
  if (typeof timing === 'number') return match.kickoff + timing;
  if (typeof timing === 'function') return timing(match, now);
  return timing.kickoff;
}

/**
 * State of a replayed match at `now`.
 * @param match imported match
 * @param now UTC ms
 * @param timing replay offset in ms ({@link chooseReplayOffset}), a schedule, or `{ kickoff }`
 * @param timeline the match's {@link goalTimeline}, when already computed
 */
export function replayState(match: ImportedMatch, now: number, timing: ReplayTiming, timeline: readonly Goal[] = goalTimeline(match)): ReplayState {
  const start = replayKickoff(match, now, timing);
  const elapsedMs = now - start;
  const base = { permanentId: match.permanentId, start };
  if (elapsedMs < 0) {
    return {
      ...base, status: 'line', period: PERIODS.notStarted, running: false, timeSeconds: 0, minute: 0,
      score: { home: 0, away: 0 }, halfTimeScore: undefined, goals: [], suspended: false, isNotStarted: true, isGameOver: false, board: null,
    };
  }
  if (elapsedMs >= MATCH_WALL_MS) {
    return {
      ...base, status: 'finished', period: PERIODS.finished, running: false, timeSeconds: 2 * HALF_SECONDS, minute: 90,
      score: { ...match.fullTime }, halfTimeScore: { ...match.halfTime }, goals: [...timeline], suspended: false,
      isNotStarted: false, isGameOver: true, board: null,
    };
  }
  const elapsedSeconds = Math.floor(elapsedMs / 1000);
  let period: Period;
  let timeSeconds: number;
  if (elapsedSeconds < HALF_SECONDS) {
    period = PERIODS.firstHalf;
    timeSeconds = elapsedSeconds;
  } else if (elapsedSeconds < HALF_SECONDS + BREAK_SECONDS) {
    period = PERIODS.halfTime;
    timeSeconds = HALF_SECONDS;
  } else {
    period = PERIODS.secondHalf;
    timeSeconds = elapsedSeconds - BREAK_SECONDS;
  }
  const goals = timeline.filter((goal) => (period === PERIODS.halfTime ? goal.second < HALF_SECONDS : goal.second <= timeSeconds));
  const last = goals.at(-1);
  const suspended = timeline.some((goal) => {
    const at = wallMsOf(goal.second);
    return at <= elapsedMs && elapsedMs < at + GOAL_SUSPENSION_MS;
  });
  const minute = period === PERIODS.halfTime ? 45 : Math.min(period === PERIODS.firstHalf ? 45 : 90, Math.floor(timeSeconds / 60) + 1);
  return {
    ...base, status: 'live', period, running: period !== PERIODS.halfTime, timeSeconds, minute,
    score: last ? { ...last.score } : { home: 0, away: 0 },
    halfTimeScore: period === PERIODS.firstHalf ? undefined : { ...match.halfTime },
    goals, suspended, isNotStarted: false, isGameOver: false, board: null,
  };
}

/** A match with its state at an instant. */
export interface ReplayGame {
  /** The imported match. */
  match: ImportedMatch;
  /** Its state. */
  state: ReplayState;
}

/**
 * Sorts matches into line (not started), live and finished at `now`, each by replayed start
 * (then permanent id).
 * @param now UTC ms
 * @param timing replay offset in ms or a schedule (see {@link ReplayTiming}; an explicit
 *   `{ kickoff }` would put every match at the same kick-off)
 */
export function replayBoard(matches: readonly ImportedMatch[], now: number, timing: number | ReplaySchedule): Record<ReplayStatus, ReplayGame[]> {
  const board: Record<ReplayStatus, ReplayGame[]> = { line: [], live: [], finished: [] };
  for (const match of matches) {
    const state = replayState(match, now, timing);
    board[state.status].push({ match, state });
  }
  for (const list of Object.values(board)) {
    list.sort((a, b) => a.state.start - b.state.start || a.match.permanentId - b.match.permanentId);
  }
  return board;
}

/** A priced outcome with its lock flag (spec §3 Market `isLocked`). */
export interface ReplayMarket extends MarketPrice {
  /** True while markets are suspended after a goal. */
  isLocked: boolean;
}

/**
 * A match's books for the real-price choice: the imported `books`, or for a match stored without
 * them its single opening book (`opening1x2`, `total25`, `asian`, filed under their bookmaker).
 */
export function booksOf(match: Pick<ImportedMatch, 'odds'>): RealBooks {
  if (match.odds.books) return match.odds.books;
  const books: Partial<Record<Bookmaker, RealBook>> = {};
  const { opening1x2, total25, asian } = match.odds;
  if (opening1x2) (books[opening1x2.source] ??= {}).oneXTwo = { home: opening1x2.home, draw: opening1x2.draw, away: opening1x2.away };
  if (total25) (books[total25.source] ??= {}).total25 = { over: total25.over, under: total25.under };
  if (asian) (books[asian.source] ??= {}).asian = { line: asian.line, home: asian.home, away: asian.away };
  return { opening: books };
}

/**
 * The model fitted to the real books a pricing chooses (src/domain/feed/real-prices.ts): rates
 * fitted to the chosen 1X2 and over/under 2.5, and the real fair probabilities the markets start
 * from; undefined when no book prices the 1X2.
 */
export function fitMatch(match: ImportedMatch, pricing: Pick<SportsPricing, 'moment' | 'bookmaker'>): ModelFit | undefined {
  const chosen = chooseBook(booksOf(match), pricing);
  if (!chosen.oneXTwo) return undefined;
  const fit = fitGoalRates(chosen.oneXTwo.odds, chosen.total25?.odds);
  const anchors: RealAnchors = { oneXTwo: fit.target };
  if (fit.targetOver25 !== undefined) anchors.over25 = fit.targetOver25;
  if (chosen.asian) anchors.asian = { line: chosen.asian.odds.line, home: removeMargin([chosen.asian.odds.home, chosen.asian.odds.away]).probabilities[0]! };
  return { ...fit, anchors };
}

/**
 * Markets of a replayed match at `now`, real prices first ({@link anchoredFootballMarkets}):
 * pre-match the real books the pricing chooses, live the model anchored to them (locked while
 * suspended), every outcome at the brand's margin; none for a finished game or a match whose
 * data has no 1X2 prices.
 * @param now UTC ms
 * @param timing replay offset in ms, a schedule, or `{ kickoff }` (see {@link ReplayTiming})
 * @param pricing the brand's sports pricing (schemas/sports-pricing.ts)
 * @param fit the match's {@link fitMatch} under the same pricing, when already computed (it does not change in play)
 * @param timeline the match's {@link goalTimeline}, when already computed
 */
export function replayMarkets(
  match: ImportedMatch,
  now: number,
  timing: ReplayTiming,
  pricing: SportsPricing,
  fit: ModelFit | undefined = fitMatch(match, pricing),
  timeline: readonly Goal[] = goalTimeline(match),
): { state: ReplayState; markets: ReplayMarket[] } {
  const state = replayState(match, now, timing, timeline);
  if (!fit || state.status === 'finished') return { state, markets: [] };
  const live = state.status === 'live' ? { score: state.score, minute: state.timeSeconds / 60 } : undefined;
  const markets = pricedAt(anchoredFootballMarkets(fit.rates, fit.anchors ?? {}, live), brandOverround(pricing));
  return { state, markets: markets.map((market) => ({ ...market, isLocked: state.suspended })) };
}
