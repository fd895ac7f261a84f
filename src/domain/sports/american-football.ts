/**
 * American football (NFL) in the feed (`nfl-normal-margin`), its sport module
 * {@link AMERICAN_FOOTBALL}: pricing from the closing lines, the replay by quarters of the real
 * quarter scores, the live plan and settlement (betting rules chapter 1.7). Matches carry an
 * `AmericanFootballDetail` (src/domain/feed/sport-detail.ts); scoreboard `board` kind
 * `americanFootball`. Pure.
 *
 * The model, stated (`nfl-normal-margin`):
 * 1. The final margin M = home − away points is normal with mean μ and standard deviation
 *    {@link MARGIN_SD} (13.5 points); the total points T are normal with mean τ and standard
 *    deviation {@link TOTAL_SD} (10 points), independent of M. Points are whole: P(M = k) is the
 *    normal mass of [k − ½, k + ½) (and alike for T), so whole-number lines can push.
 * 2. μ is the closing spread's opposite (a home spread of −3.5 makes μ = 3.5); without a spread,
 *    μ is solved from the moneyline (P(home wins) = P(M > 0) + ½ P(M = 0), the tie going to
 *    overtime even). τ is the closing total; without one, no total markets are offered.
 * 3. A line bet wins when its margin plus the line is above 0 and pushes at 0; its fair
 *    probability is the push-free win share q = P(win) / (P(win) + P(lose)), priced 1 / (q × R).
 * 4. R is the moneyline's overround (1/oₕ + 1/oₐ), else 1.045; the moneyline itself is offered at
 *    the real closing prices (converted from American odds) before the kick-off.
 * 5. Markets: moneyline, the point spread at the closing line and alternatives 3 and 7 points
 *    either side, total points at the closing line and 3 and 7 either side; first half spread and
 *    total (mean and deviation scaled by ½ and 1/√2, lines the full ones halved to the nearest
 *    0.5), first quarter total (mean τ × 0.24, deviation / 2).
 * 6. Live, by quarters: with f of the game left (quarters still to play / 4), the rest of the
 *    margin is normal(μf, σ√f) and of the total normal(τf, σ√f), added to the score so far;
 *    the half and first-quarter markets close when their part is over.
 *
 * The replay: a game lasts {@link AMERICAN_FOOTBALL_WALL_MS} (80 min): quarters of 15 min with
 * 2-min breaks and a 10-min half-time (Q1 0–15, Q2 17–32, Q3 42–57, Q4 59–74, overtime 74–80 when
 * the game had one; without overtime Q4 runs to 80). Each quarter's real points are added to the
 * score when it ends; the final includes overtime.
 *
 * Settlement: moneyline by the final (overtime included), a tie returns the stake; spreads and
 * totals by margin/total plus the line (above 0 win, 0 push = return); first-half markets by the
 * first two quarters, first-quarter total by the first quarter.
 *
 * Live plan: `kickoff` (priced), at the end of each quarter a `goal` carrying the score with the
 * quarter's points (even a scoreless one: the board moves on) and, until the fourth quarter is
 * over, `odds` with the new prices; `finish` at the end (overtime points included).
 */
import type { AmericanFootballBoard, Score } from '../../../schemas/game.ts';
import { BET_STATUS, type BetStatusId } from '../coupon/types.ts';
import { GROUP, TYPE, coefficient, pricedAt, removeMargin, type MarketPrice } from '../feed/odds-model.ts';
import { brandOverround } from '../feed/real-prices.ts';
import { AMERICAN_FOOTBALL_PERIODS, type AmericanFootballDetail, type PeriodInfo } from '../feed/sport-detail.ts';
import type { ImportedMatch } from '../feed/match.ts';
import { PERIODS, type ReplayState } from '../feed/replay.ts';
import { numberedEvents, type PeriodScore, type PlannedEvent, type SportModule } from './contract.ts';

/** Kick-off to the end of a replayed NFL game, wall ms (80 min). */
export const AMERICAN_FOOTBALL_WALL_MS = 80 * 60_000;
/**
 * The files give the day of a game only: a day's games start between 17:00 UTC (1 pm US Eastern,
 * the Sunday early window) and 01:30 UTC the next night, in file order
 * (src/domain/feed/calendar.ts rule 1).
 */
const AMERICAN_FOOTBALL_DAY_PLAN = { fromMinute: 17 * 60, toMinute: 25 * 60 + 30 } as const;
/** Standard deviation of the final margin, points. */
const MARGIN_SD = 13.5;
/** Standard deviation of the total points, points. */
const TOTAL_SD = 10;
/** Overround used when the game has no moneyline. */
const DEFAULT_OVERROUND = 1.045;
/** Share of the total points expected in the first quarter. */
const FIRST_QUARTER_SHARE = 0.24;

const MIN = 60_000;
/** Quarter windows in wall ms after the kick-off, without and with overtime. */
function quarterWindows(overtime: boolean): { start: number; end: number }[] {
  const q4End = overtime ? 74 * MIN : AMERICAN_FOOTBALL_WALL_MS;
  const out = [{ start: 0, end: 15 * MIN }, { start: 17 * MIN, end: 32 * MIN }, { start: 42 * MIN, end: 57 * MIN }, { start: 59 * MIN, end: q4End }];
  if (overtime) out.push({ start: 74 * MIN, end: AMERICAN_FOOTBALL_WALL_MS });
  return out;
}

/** American odds → decimal (+150 → 2.5, −200 → 1.5), rounded to 3 decimals; undefined for 0 or |x| < 100. */
export function decimalOfAmerican(american: number): number | undefined {
  if (!Number.isFinite(american) || Math.abs(american) < 100) return undefined;
  const value = american > 0 ? 1 + american / 100 : 1 + 100 / -american;
  return Math.round(value * 1000) / 1000;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A discretised normal: P(X ≥ k + ½), P(X in [k − ½, k + ½)). */
function above(mean: number, sd: number, k: number): number {
  return 1 - normalCdf((k + 0.5 - mean) / sd);
}
function exactly(mean: number, sd: number, k: number): number {
  return normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
}

/**
 * Win and lose probabilities of "X + line > 0" for whole-point X ~ discretised normal.
 * @returns win, lose (the rest is the push)
 */
export function lineOutcome(mean: number, sd: number, line: number): { win: number; lose: number } {
  // X + line > 0 ⇔ X > −line; X whole.
  const threshold = -line;
  if (Number.isInteger(threshold)) {
    return { win: above(mean, sd, threshold), lose: 1 - above(mean, sd, threshold) - exactly(mean, sd, threshold) };
  }
  const k = Math.floor(threshold); // X ≥ k + 1 wins
  return { win: above(mean, sd, k), lose: 1 - above(mean, sd, k) };
}

/** Push-free win share of a line bet (model rule 3). */
export function winShare(mean: number, sd: number, line: number): number {
  const { win, lose } = lineOutcome(mean, sd, line);
  return win / (win + lose);
}

/** P(home wins) with a tie going to overtime even (model rule 2). */
export function homeWinProbability(mean: number, sd: number): number {
  return above(mean, sd, 0) + exactly(mean, sd, 0) / 2;
}

/** μ from a fair P(home wins) by bisection (model rule 2). */
export function meanFromWinProbability(p: number, sd = MARGIN_SD): number {
  let lo = -60;
  let hi = 60;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (homeWinProbability(mid, sd) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** What a game is priced from: the margin and total means and the overround. */
export interface NflFit {
  /** Mean final margin (home − away). */
  mean: number;
  /** Mean total points, undefined without a total line. */
  total: number | undefined;
  /** Overround applied. */
  overround: number;
  /** The closing spread (home), when it passed the checks. */
  spread: number | undefined;
}

/** The fit of a game (model rules 2 and 4); null when it has neither a spread nor a moneyline. */
export function nflFit(detail: AmericanFootballDetail): NflFit | null {
  const book = detail.moneyline ? removeMargin([detail.moneyline.home, detail.moneyline.away]) : undefined;
  const overround = book?.overround ?? DEFAULT_OVERROUND;
  if (detail.spread !== undefined) return { mean: -detail.spread, total: detail.total, overround, spread: detail.spread };
  if (book) return { mean: meanFromWinProbability(book.probabilities[0]!), total: detail.total, overround, spread: undefined };
  return null;
}

/** Rounds to the nearest x.5 line. */
const halfLine = (x: number) => Math.floor(x) + 0.5;

/** Where a game stands: quarters completed and the score so far. */
export interface NflPosition {
  /** Quarters completed, 0..4 (overtime not priced). */
  quarters: number;
  /** Points so far. */
  score: Score;
  /** First-half points (once the half is over). */
  firstHalf: Score | undefined;
}

/**
 * The markets at a position (model rules 3–6); `prematchPrices` are the closing moneyline prices
 * offered before the kick-off.
 */
export function nflMarkets(fit: NflFit, position: NflPosition, prematchPrices?: { home: number; away: number }): MarketPrice[] {
  const out: MarketPrice[] = [];
  const left = (4 - position.quarters) / 4;
  if (left <= 0) return out;
  const sdM = MARGIN_SD * Math.sqrt(left);
  const sdT = TOTAL_SD * Math.sqrt(left);
  const marginSoFar = position.score.home - position.score.away;
  const totalSoFar = position.score.home + position.score.away;
  const meanM = fit.mean * left + marginSoFar;
  const meanT = fit.total === undefined ? undefined : fit.total * left + totalSoFar;
  const R = fit.overround;
  const priced = (groupId: number, typeId: number, label: string, prob: number, param?: number): MarketPrice => ({
    groupId, typeId, ...(param === undefined ? {} : { param }), label, coef: coefficient(prob, R), prob,
  });
  const pair = (groupId: number, types: readonly [number, number], labels: readonly [string, string], pFirst: number, params?: readonly [number, number]) => {
    if (!(pFirst > 0.01 && pFirst < 0.99)) return;
    out.push(priced(groupId, types[0], labels[0], pFirst, params?.[0]), priced(groupId, types[1], labels[1], 1 - pFirst, params?.[1]));
  };
  // Moneyline: the real closing prices before the kick-off, the model's live.
  if (position.quarters === 0 && prematchPrices) {
    const { probabilities } = removeMargin([prematchPrices.home, prematchPrices.away]);
    out.push(
      { groupId: GROUP.result, typeId: TYPE.home, label: 'market_outcome_home', coef: prematchPrices.home, prob: probabilities[0]! },
      { groupId: GROUP.result, typeId: TYPE.away, label: 'market_outcome_away', coef: prematchPrices.away, prob: probabilities[1]! },
    );
  } else {
    pair(GROUP.result, [TYPE.home, TYPE.away], ['market_outcome_home', 'market_outcome_away'], homeWinProbability(meanM, sdM));
  }
  // Spread: the closing line (moved by the score live, to the nearest half point) and alternatives.
  const main = position.quarters === 0 && fit.spread !== undefined ? fit.spread : halfLine(-meanM);
  for (const offset of [-7, -3, 0, 3, 7]) {
    const line = main + offset;
    pair(GROUP.pointSpread, [TYPE.spreadHome, TYPE.spreadAway], ['market_outcome_handicap_home', 'market_outcome_handicap_away'], winShare(meanM, sdM, line), [line, -line]);
  }
  if (meanT !== undefined) {
    const mainTotal = position.quarters === 0 ? fit.total! : halfLine(meanT);
    for (const offset of [-7, -3, 0, 3, 7]) {
      const line = mainTotal + offset;
      // Over: T − line > 0.
      pair(GROUP.totalPoints, [TYPE.pointsOver, TYPE.pointsUnder], ['market_outcome_over', 'market_outcome_under'], winShare(meanT, sdT, -line), [line, line]);
    }
  }
  // First half: before it is over.
  if (position.quarters < 2) {
    const halfLeft = (2 - position.quarters) / 4;
    const sdHalf = MARGIN_SD * Math.sqrt(halfLeft);
    const meanHalf = fit.mean * halfLeft + marginSoFar;
    const halfSpread = halfLine(-(fit.mean / 2)) ;
    pair(GROUP.firstHalfSpread, [TYPE.firstHalfSpreadHome, TYPE.firstHalfSpreadAway], ['market_outcome_handicap_home', 'market_outcome_handicap_away'], winShare(meanHalf, sdHalf, halfSpread), [halfSpread, -halfSpread]);
    if (fit.total !== undefined) {
      const halfTotal = halfLine(fit.total / 2);
      const meanHalfT = fit.total * halfLeft + totalSoFar;
      pair(GROUP.firstHalfTotal, [TYPE.firstHalfOver, TYPE.firstHalfUnder], ['market_outcome_over', 'market_outcome_under'], winShare(meanHalfT, TOTAL_SD * Math.sqrt(halfLeft), -halfTotal), [halfTotal, halfTotal]);
    }
  }
  if (position.quarters === 0 && fit.total !== undefined) {
    const q1 = halfLine(fit.total * FIRST_QUARTER_SHARE);
    pair(GROUP.firstQuarterTotal, [TYPE.firstQuarterOver, TYPE.firstQuarterUnder], ['market_outcome_over', 'market_outcome_under'], winShare(fit.total * FIRST_QUARTER_SHARE, TOTAL_SD / 2, -q1), [q1, q1]);
  }
  return out;
}

/** The replay state of a game `elapsedMs` after its kick-off (0 ≤ elapsed < wall). */
export interface NflProgress {
  /** Quarters whose points are in (completed). */
  quarters: number;
  /** Score so far. */
  score: Score;
  period: PeriodInfo;
  board: AmericanFootballBoard;
}

/** Sum of scores. */
const add = (a: Score, b: Score): Score => ({ home: a.home + b.home, away: a.away + b.away });

/** Where the replay stands `elapsedMs` after the kick-off (module docstring). */
export function nflProgress(detail: AmericanFootballDetail, elapsedMs: number): NflProgress {
  const windows = quarterWindows(detail.overtime !== undefined);
  const parts = detail.overtime ? [...detail.quarters, detail.overtime] : detail.quarters;
  let quarters = 0;
  let score: Score = { home: 0, away: 0 };
  const shown: Score[] = [];
  for (const [index, window] of windows.entries()) {
    if (elapsedMs >= window.end) {
      quarters = index + 1;
      score = add(score, parts[index]!);
      shown.push({ ...parts[index]! });
    }
  }
  const current = windows.findIndex((w) => elapsedMs >= w.start && elapsedMs < w.end);
  if (current >= 0 && shown.length === current) shown.push({ home: 0, away: 0 });
  let period: PeriodInfo;
  if (current === 4) period = AMERICAN_FOOTBALL_PERIODS.overtime;
  else if (current >= 0) period = AMERICAN_FOOTBALL_PERIODS.quarters[current]!;
  else if (quarters === 2) period = AMERICAN_FOOTBALL_PERIODS.halfTime;
  else period = AMERICAN_FOOTBALL_PERIODS.quarters[Math.max(0, Math.min(3, quarters - 1))]!;
  return { quarters: Math.min(quarters, 4), score, period, board: { kind: 'americanFootball', quarters: shown } };
}

/** Wall ms after the kick-off at which each quarter (and overtime) ends. */
function quarterEnds(detail: AmericanFootballDetail): number[] {
  return quarterWindows(detail.overtime !== undefined).map((w) => w.end);
}

/** The final board: every quarter and overtime. */
function nflFinalBoard(detail: AmericanFootballDetail): AmericanFootballBoard {
  return { kind: 'americanFootball', quarters: (detail.overtime ? [...detail.quarters, detail.overtime] : detail.quarters).map((q) => ({ ...q })) };
}

const fits = new WeakMap<AmericanFootballDetail, NflFit | null>();

/** Markets of a game `elapsedMs` after its kick-off (negative: before); none once over. */
export function nflMarketsAt(detail: AmericanFootballDetail, elapsedMs: number): MarketPrice[] {
  let fit = fits.get(detail);
  if (fit === undefined) fits.set(detail, (fit = nflFit(detail)));
  if (!fit || elapsedMs >= AMERICAN_FOOTBALL_WALL_MS) return [];
  if (elapsedMs < 0) return nflMarkets(fit, { quarters: 0, score: { home: 0, away: 0 }, firstHalf: undefined }, detail.moneyline);
  const progress = nflProgress(detail, elapsedMs);
  if (progress.quarters >= 4) return [];
  return nflMarkets(fit, { quarters: progress.quarters, score: progress.score, firstHalf: undefined }, progress.quarters === 0 ? detail.moneyline : undefined);
}

/** +1 win, 0 push, −1 lose of `value + line > 0`. */
function lineResult(value: number, line: number): BetStatusId {
  const x = value + line;
  return x > 0 ? BET_STATUS.win : x < 0 ? BET_STATUS.lose : BET_STATUS.return;
}

/**
 * Status of an NFL leg (spec §4 bet status ids) by the rules of the module docstring.
 * @throws Error for a market the sport does not price or a missing line
 */
export function nflLegStatus(detail: AmericanFootballDetail, final: Score, market: { groupId: number; typeId: number; param?: number | undefined }): BetStatusId {
  const line = () => {
    if (market.param === undefined) throw new Error(`NFL market ${market.groupId}/${market.typeId} needs a line`);
    return market.param;
  };
  const half = add(detail.quarters[0]!, detail.quarters[1]!);
  const q1 = detail.quarters[0]!;
  const margin = final.home - final.away;
  switch (market.groupId) {
    case GROUP.result:
      if (margin === 0) return BET_STATUS.return;
      if (market.typeId === TYPE.home) return margin > 0 ? BET_STATUS.win : BET_STATUS.lose;
      if (market.typeId === TYPE.away) return margin < 0 ? BET_STATUS.win : BET_STATUS.lose;
      break;
    case GROUP.pointSpread:
      if (market.typeId === TYPE.spreadHome) return lineResult(margin, line());
      if (market.typeId === TYPE.spreadAway) return lineResult(-margin, line());
      break;
    case GROUP.totalPoints:
      if (market.typeId === TYPE.pointsOver) return lineResult(final.home + final.away, -line());
      if (market.typeId === TYPE.pointsUnder) return lineResult(-(final.home + final.away), line());
      break;
    case GROUP.firstHalfSpread:
      if (market.typeId === TYPE.firstHalfSpreadHome) return lineResult(half.home - half.away, line());
      if (market.typeId === TYPE.firstHalfSpreadAway) return lineResult(half.away - half.home, line());
      break;
    case GROUP.firstHalfTotal:
      if (market.typeId === TYPE.firstHalfOver) return lineResult(half.home + half.away, -line());
      if (market.typeId === TYPE.firstHalfUnder) return lineResult(-(half.home + half.away), line());
      break;
    case GROUP.firstQuarterTotal:
      if (market.typeId === TYPE.firstQuarterOver) return lineResult(q1.home + q1.away, -line());
      if (market.typeId === TYPE.firstQuarterUnder) return lineResult(-(q1.home + q1.away), line());
      break;
  }
  throw new Error(`cannot settle NFL market group ${market.groupId} type ${market.typeId}`);
}

/** The state of an NFL game `now` (module docstring: by quarters). */
function nflState(match: ImportedMatch, detail: AmericanFootballDetail, now: number, kickoff: number): ReplayState {
  const elapsed = now - kickoff;
  const base = { permanentId: match.permanentId, start: kickoff, running: false, timeSeconds: 0, minute: 0, goals: [], suspended: false };
  if (elapsed < 0) {
    return { ...base, status: 'line', period: PERIODS.notStarted, score: { home: 0, away: 0 }, halfTimeScore: undefined, isNotStarted: true, isGameOver: false, board: null };
  }
  if (elapsed >= AMERICAN_FOOTBALL_WALL_MS) {
    return { ...base, status: 'finished', period: PERIODS.finished, score: { ...match.fullTime }, halfTimeScore: { ...match.halfTime }, isNotStarted: false, isGameOver: true, board: nflFinalBoard(detail) };
  }
  const progress = nflProgress(detail, elapsed);
  return {
    ...base, status: 'live', period: progress.period, score: progress.score, halfTimeScore: progress.quarters >= 2 ? { ...match.halfTime } : undefined,
    isNotStarted: false, isGameOver: false, board: progress.board,
  };
}

/** The American football module. */
export const AMERICAN_FOOTBALL: SportModule<AmericanFootballDetail> = {
  model: 'nfl-normal-margin',
  wallMs: AMERICAN_FOOTBALL_WALL_MS,
  dayPlan: AMERICAN_FOOTBALL_DAY_PLAN,
  rowGroups: [GROUP.result, GROUP.pointSpread, GROUP.totalPoints, GROUP.firstHalfSpread, GROUP.firstHalfTotal, GROUP.firstQuarterTotal],
  matchStatistics: false,
  rulesChapter: '/information/rules/1/7',
  timeline: () => [],
  fit: () => undefined,
  state: (match, detail, now, kickoff) => nflState(match, detail, now, kickoff),
  // The book's prices carry the book's margin; the brand's replaces it (src/domain/feed/real-prices.ts).
  markets: (match, detail, now, kickoff, pricing) => ({
    state: nflState(match, detail, now, kickoff),
    markets: pricedAt(nflMarketsAt(detail, now - kickoff), brandOverround(pricing)).map((m) => ({ ...m, isLocked: false })),
  }),
  settleLeg: (match, detail, market) => nflLegStatus(detail, match.fullTime, market),
  livePlan(_match, detail) {
    const priced = detail.moneyline !== undefined || detail.spread !== undefined;
    const events: Omit<PlannedEvent, 'seq'>[] = [{ offsetMs: 0, kind: 'kickoff', goal: undefined }];
    for (const [index, end] of quarterEnds(detail).entries()) {
      if (end >= AMERICAN_FOOTBALL_WALL_MS) break;
      events.push({ offsetMs: end, kind: 'goal', goal: undefined });
      if (priced && index < 3) events.push({ offsetMs: end, kind: 'odds', goal: undefined });
    }
    events.push({ offsetMs: AMERICAN_FOOTBALL_WALL_MS, kind: 'finish', goal: undefined });
    return numberedEvents(events);
  },
  // The quarters, and overtime when played.
  periodScores(_match, detail) {
    const quarters: PeriodScore[] = detail.quarters.map((q, i) => ({ labelKey: 'statistic_quarter', number: i + 1, home: q.home, away: q.away }));
    return detail.overtime ? [...quarters, { labelKey: 'statistic_overtime', number: 0, ...detail.overtime }] : quarters;
  },
  resultFor(match, _detail, side) {
    const own = match.fullTime[side];
    const other = match.fullTime[side === 'home' ? 'away' : 'home'];
    return own > other ? 'win' : own === other ? 'draw' : 'loss';
  },
};
