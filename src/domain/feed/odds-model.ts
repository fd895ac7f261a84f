/**
 * Pricing model of the sports feed: markets of spec §3 (Market: groupId, typeId, param, coef;
 * Market group template: groupId, name, markets by type id, columns count 1/2/3), coefficients
 * rounded to 3 decimals (spec §9) and never below 1.01.
 *
 * The model, stated:
 * 1. Margin removal, proportional (normalisation) method: a book of decimal prices o₁..oₙ has
 *    overround R = Σ 1/oᵢ; the fair probability of outcome i is (1/oᵢ) / R.
 * 2. Goals: home and away goals are independent Poisson variables with rates λh, λa (expected
 *    goals over 90 minutes). The rates are fitted to the fair 1X2 probabilities and, when the
 *    over/under 2.5 book is given, its fair P(over 2.5), by minimising the sum of squared
 *    differences (three 1X2 terms + one total term, equal weights) with a deterministic
 *    Nelder–Mead search over (ln λh, ln λa), λ clamped to [0.02, 8]; no randomness.
 * 3. First half: the first-half rates are 45 % of the full-time rates ({@link FIRST_HALF_SHARE}),
 *    the second half has the other 55 %; within a half goals come at a constant rate.
 * 4. Derived markets (fair probabilities from the score distribution): 1X2, double chance,
 *    totals over/under 0.5..4.5, both teams to score, half-time result, correct score 0-0..4-4
 *    plus "other", and the Asian handicap line of the data. Asian handicap: a quarter line
 *    (±0.25, ±0.75, …) splits the stake over the two neighbouring lines; each side's outcome is
 *    win / half-win / push / half-loss / loss, and its fair probability is the push-free
 *    win share q = (W + HW/2) / (W + HW/2 + L + HL/2), so the fair price 1/q returns the stake
 *    on average (1 + (L + HL/2)/(W + HW/2)).
 * 5. Margin kept: every outcome is priced 1 / (p × R) with R the fitted 1X2 book's overround
 *    (the margin applied proportionally to each market's fair probabilities), rounded to
 *    3 decimals, floored at 1.01.
 * 6. Live: conditioned on the current score and the time left, the remaining goals are Poisson
 *    with λ × (share of the 90 minutes' expected goals still to come), see {@link remainingShare};
 *    a market already decided (one outcome certain) is left out, as are impossible outcomes.
 */
import type { Score } from '../../../schemas/game.ts';

/** 1X2 decimal prices, each > 1. */
export interface OneXTwoOdds {
  /** Home win. */
  home: number;
  /** Draw. */
  draw: number;
  /** Away win. */
  away: number;
}

/** Over/under decimal prices of one total line, each > 1. */
export interface OverUnderOdds {
  /** Over the line. */
  over: number;
  /** Under the line. */
  under: number;
}

/** Expected goals over 90 minutes of the two sides (Poisson rates). */
export interface GoalRates {
  /** λ home, goals per match. */
  home: number;
  /** λ away, goals per match. */
  away: number;
}

/** Fair probabilities of a 1X2 book (sum 1). */
export interface OneXTwoProbabilities {
  /** Home win. */
  home: number;
  /** Draw. */
  draw: number;
  /** Away win. */
  away: number;
}

/** A fitted model: the rates, the bookmaker's margin and how well the rates reproduce the book. */
export interface ModelFit {
  /** Fitted Poisson rates. */
  rates: GoalRates;
  /** Overround R = Σ 1/o of the 1X2 book (e.g. 1.05 for a 5 % margin). */
  overround: number;
  /** The bookmaker's fair 1X2 probabilities (margin removed). */
  target: OneXTwoProbabilities;
  /** The bookmaker's fair P(over 2.5), when the total book was given. */
  targetOver25: number | undefined;
  /** The model's 1X2 probabilities at the fitted rates. */
  model: OneXTwoProbabilities;
  /** The model's P(over 2.5) at the fitted rates. */
  modelOver25: number;
  /** The minimised sum of squared differences. */
  error: number;
  /**
   * The real books' fair probabilities the markets start from ({@link anchoredFootballMarkets}),
   * set by the feed (src/domain/feed/replay.ts `fitMatch`); absent: the model prices every market.
   */
  anchors?: RealAnchors;
}

/** Share of the full-time goal rates scored in the first half (assumption of the model). */
const FIRST_HALF_SHARE = 0.45;
/** Lowest coefficient offered (a price would otherwise fall to 1 or below). */
export const MIN_COEF = 1.01;
/** Total-goal lines priced. */
export const TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5] as const;
/** Correct scores priced: 0..this for each side, the rest is "other". */
export const CORRECT_SCORE_MAX = 4;

/** Market group ids (this portal's own numbering). */
export const GROUP = {
  result: 1,
  handicap: 2,
  doubleChance: 8,
  total: 17,
  bothScore: 19,
  halfTimeResult: 20,
  correctScore: 136,
  /** Tennis (src/domain/sports/tennis.ts); the match winner is `result` with home and away. */
  setBetting: 40,
  totalGames: 41,
  gameHandicap: 42,
  firstSetWinner: 43,
  /** American football (src/domain/sports/american-football.ts); the moneyline is `result` with home and away. */
  pointSpread: 50,
  totalPoints: 51,
  firstHalfSpread: 52,
  firstHalfTotal: 53,
  firstQuarterTotal: 54,
} as const;

/** Market groups of football, in the list filters' order (the other sports' groups are listed on their game pages). */
export const FOOTBALL_GROUPS: readonly number[] = [GROUP.result, GROUP.doubleChance, GROUP.total, GROUP.handicap, GROUP.bothScore, GROUP.halfTimeResult, GROUP.correctScore];

/** Outcome type ids (this portal's own numbering), unique across groups. */
export const TYPE = {
  home: 1,
  draw: 2,
  away: 3,
  homeOrDraw: 4,
  homeOrAway: 5,
  drawOrAway: 6,
  handicapHome: 7,
  handicapAway: 8,
  over: 9,
  under: 10,
  halfTimeHome: 11,
  halfTimeDraw: 12,
  halfTimeAway: 13,
  bothScoreYes: 180,
  bothScoreNo: 181,
  score: 731,
  scoreOther: 732,
  setScore: 750,
  gamesOver: 751,
  gamesUnder: 752,
  gameHandicapHome: 753,
  gameHandicapAway: 754,
  firstSetHome: 755,
  firstSetAway: 756,
  spreadHome: 760,
  spreadAway: 761,
  pointsOver: 762,
  pointsUnder: 763,
  firstHalfSpreadHome: 764,
  firstHalfSpreadAway: 765,
  firstHalfOver: 766,
  firstHalfUnder: 767,
  firstQuarterOver: 768,
  firstQuarterUnder: 769,
} as const;

/** Groups whose `param` is a signed handicap line (shown `+3.5`, `−1.5`). */
export const HANDICAP_GROUPS: readonly number[] = [GROUP.handicap, GROUP.gameHandicap, GROUP.pointSpread, GROUP.firstHalfSpread];
/** Groups whose `param` is a score home × 100 + away (shown `2-1`). */
export const SCORE_GROUPS: readonly number[] = [GROUP.correctScore, GROUP.setBetting];
/** Groups whose `param` is an over/under line. */
export const TOTAL_GROUPS: readonly number[] = [GROUP.total, GROUP.totalGames, GROUP.totalPoints, GROUP.firstHalfTotal, GROUP.firstQuarterTotal];

/** One outcome type of a group template. */
interface MarketTypeTemplate {
  /** Outcome type id. */
  typeId: number;
  /** i18n key of the outcome label. */
  labelKey: string;
}

/** Market group template of spec §3: group id, name key, outcome types, columns count. */
export interface MarketGroupTemplate {
  /** Group id. */
  groupId: number;
  /** i18n key of the group name. */
  nameKey: string;
  /** Outcomes shown per row: 1, 2 or 3. */
  columns: 1 | 2 | 3;
  /** Outcome types of the group, in display order. */
  types: readonly MarketTypeTemplate[];
}

/** The market groups the model prices, in display order. */
export const MARKET_GROUPS: readonly MarketGroupTemplate[] = [
  {
    groupId: GROUP.result, nameKey: 'market_group_result', columns: 3,
    types: [
      { typeId: TYPE.home, labelKey: 'market_outcome_home' },
      { typeId: TYPE.draw, labelKey: 'market_outcome_draw' },
      { typeId: TYPE.away, labelKey: 'market_outcome_away' },
    ],
  },
  {
    groupId: GROUP.doubleChance, nameKey: 'market_group_double_chance', columns: 3,
    types: [
      { typeId: TYPE.homeOrDraw, labelKey: 'market_outcome_home_or_draw' },
      { typeId: TYPE.homeOrAway, labelKey: 'market_outcome_home_or_away' },
      { typeId: TYPE.drawOrAway, labelKey: 'market_outcome_draw_or_away' },
    ],
  },
  {
    groupId: GROUP.total, nameKey: 'market_group_total', columns: 2,
    types: [
      { typeId: TYPE.over, labelKey: 'market_outcome_over' },
      { typeId: TYPE.under, labelKey: 'market_outcome_under' },
    ],
  },
  {
    groupId: GROUP.handicap, nameKey: 'market_group_asian_handicap', columns: 2,
    types: [
      { typeId: TYPE.handicapHome, labelKey: 'market_outcome_handicap_home' },
      { typeId: TYPE.handicapAway, labelKey: 'market_outcome_handicap_away' },
    ],
  },
  {
    groupId: GROUP.bothScore, nameKey: 'market_group_both_teams_score', columns: 2,
    types: [
      { typeId: TYPE.bothScoreYes, labelKey: 'market_outcome_yes' },
      { typeId: TYPE.bothScoreNo, labelKey: 'market_outcome_no' },
    ],
  },
  {
    groupId: GROUP.halfTimeResult, nameKey: 'market_group_half_time_result', columns: 3,
    types: [
      { typeId: TYPE.halfTimeHome, labelKey: 'market_outcome_home' },
      { typeId: TYPE.halfTimeDraw, labelKey: 'market_outcome_draw' },
      { typeId: TYPE.halfTimeAway, labelKey: 'market_outcome_away' },
    ],
  },
  {
    groupId: GROUP.correctScore, nameKey: 'market_group_correct_score', columns: 3,
    types: [
      { typeId: TYPE.score, labelKey: 'market_outcome_score' },
      { typeId: TYPE.scoreOther, labelKey: 'market_outcome_other_score' },
    ],
  },
  { groupId: GROUP.setBetting, nameKey: 'market_group_set_betting', columns: 2, types: [{ typeId: TYPE.setScore, labelKey: 'market_outcome_score' }] },
  { groupId: GROUP.totalGames, nameKey: 'market_group_total_games', columns: 2, types: [{ typeId: TYPE.gamesOver, labelKey: 'market_outcome_over' }, { typeId: TYPE.gamesUnder, labelKey: 'market_outcome_under' }] },
  { groupId: GROUP.gameHandicap, nameKey: 'market_group_game_handicap', columns: 2, types: [{ typeId: TYPE.gameHandicapHome, labelKey: 'market_outcome_handicap_home' }, { typeId: TYPE.gameHandicapAway, labelKey: 'market_outcome_handicap_away' }] },
  { groupId: GROUP.firstSetWinner, nameKey: 'market_group_first_set_winner', columns: 2, types: [{ typeId: TYPE.firstSetHome, labelKey: 'market_outcome_home' }, { typeId: TYPE.firstSetAway, labelKey: 'market_outcome_away' }] },
  { groupId: GROUP.pointSpread, nameKey: 'market_group_point_spread', columns: 2, types: [{ typeId: TYPE.spreadHome, labelKey: 'market_outcome_handicap_home' }, { typeId: TYPE.spreadAway, labelKey: 'market_outcome_handicap_away' }] },
  { groupId: GROUP.totalPoints, nameKey: 'market_group_total_points', columns: 2, types: [{ typeId: TYPE.pointsOver, labelKey: 'market_outcome_over' }, { typeId: TYPE.pointsUnder, labelKey: 'market_outcome_under' }] },
  { groupId: GROUP.firstHalfSpread, nameKey: 'market_group_first_half_spread', columns: 2, types: [{ typeId: TYPE.firstHalfSpreadHome, labelKey: 'market_outcome_handicap_home' }, { typeId: TYPE.firstHalfSpreadAway, labelKey: 'market_outcome_handicap_away' }] },
  { groupId: GROUP.firstHalfTotal, nameKey: 'market_group_first_half_total', columns: 2, types: [{ typeId: TYPE.firstHalfOver, labelKey: 'market_outcome_over' }, { typeId: TYPE.firstHalfUnder, labelKey: 'market_outcome_under' }] },
  { groupId: GROUP.firstQuarterTotal, nameKey: 'market_group_first_quarter_total', columns: 2, types: [{ typeId: TYPE.firstQuarterOver, labelKey: 'market_outcome_over' }, { typeId: TYPE.firstQuarterUnder, labelKey: 'market_outcome_under' }] },
];

/** A priced outcome (spec §3 Market, the fields the model decides). */
export interface MarketPrice {
  /** Group id ({@link GROUP}). */
  groupId: number;
  /** Outcome type id ({@link TYPE}). */
  typeId: number;
  /**
   * Parameter: the total line (over/under), the handicap added to the backed side's goals
   * (Asian handicap; home and away carry opposite lines), or home × 100 + away goals (correct
   * score). Absent for markets without one.
   */
  param?: number;
  /** i18n key of the outcome label (the group template's key for the type). */
  label: string;
  /** Decimal coefficient with the margin, 3 decimals, ≥ {@link MIN_COEF}. */
  coef: number;
  /** Fair probability of the outcome, margin removed (push-free win share for Asian handicap). */
  prob: number;
}

/** The state a live game is priced from. */
export interface LiveState {
  /** Current score. */
  score: Score;
  /** Match-clock minutes played, 0..90 (45 at half-time). */
  minute: number;
}

const LABEL = new Map<number, string>(MARKET_GROUPS.flatMap((group) => group.types.map((type) => [type.typeId, type.labelKey] as const)));

/** The i18n key of an outcome type's label (its group template's), '-' for a type without one. */
export function outcomeLabelKey(typeId: number): string {
  return LABEL.get(typeId) ?? '-';
}

/**
 * Proportional margin removal: overround R = Σ 1/oᵢ and fair probabilities (1/oᵢ)/R.
 * @param prices decimal prices of one complete book, each > 1
 */
export function removeMargin(prices: readonly number[]): { probabilities: number[]; overround: number } {
  const implied = prices.map((price) => 1 / price);
  const overround = implied.reduce((sum, value) => sum + value, 0);
  return { probabilities: implied.map((value) => value / overround), overround };
}

/** Coefficient of a probability with the overround applied: 1/(p·R), 3 decimals, ≥ 1.01. */
export function coefficient(probability: number, overround: number): number {
  const raw = 1 / (probability * overround);
  return Math.max(MIN_COEF, Math.round(raw * 1000) / 1000);
}

/** Poisson probabilities P(k), k = 0..n. */
function poisson(lambda: number, n: number): number[] {
  const out = new Array<number>(n + 1);
  out[0] = Math.exp(-lambda);
  for (let k = 1; k <= n; k++) out[k] = (out[k - 1]! * lambda) / k;
  return out;
}

/** Goals to enumerate per side for a rate: far enough that the tail is below ~1e-12. */
function goalLimit(lambda: number): number {
  return Math.max(12, Math.ceil(lambda + 12 * Math.sqrt(lambda) + 12));
}

/** P(home > away), P(equal), P(home < away) for independent Poisson goals. */
function poisson1x2(rates: GoalRates): OneXTwoProbabilities {
  const n = goalLimit(Math.max(rates.home, rates.away));
  const h = poisson(rates.home, n);
  const a = poisson(rates.away, n);
  let home = 0;
  let draw = 0;
  let cumulativeAway = 0;
  for (let k = 0; k <= n; k++) {
    home += h[k]! * cumulativeAway;
    draw += h[k]! * a[k]!;
    cumulativeAway += a[k]!;
  }
  return { home, draw, away: Math.max(0, 1 - home - draw) };
}

/** P(total goals > line) for a Poisson total with rate `total`. */
function poissonOver(total: number, line: number): number {
  const limit = Math.floor(line);
  let term = Math.exp(-total);
  let under = term;
  for (let k = 1; k <= limit; k++) {
    term = (term * total) / k;
    under += term;
  }
  return Math.max(0, 1 - under);
}

/** The model's 1X2 probabilities and P(over 2.5) for given rates (pre-match). */
export function modelProbabilities(rates: GoalRates): OneXTwoProbabilities & { over25: number } {
  return { ...poisson1x2(rates), over25: poissonOver(rates.home + rates.away, 2.5) };
}

const LOG_MIN = Math.log(0.02);
const LOG_MAX = Math.log(8);
const clampLog = (value: number) => Math.min(LOG_MAX, Math.max(LOG_MIN, value));

/** Deterministic Nelder–Mead minimisation in two dimensions. */
function nelderMead(f: (x: readonly [number, number]) => number, start: readonly [number, number], step: number): [number, number] {
  type P = [number, number];
  let simplex: { x: P; v: number }[] = [
    start as P,
    [start[0] + step, start[1]] as P,
    [start[0], start[1] + step] as P,
  ].map((x) => ({ x, v: f(x) }));
  const at = (a: P, b: P, t: number): P => [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  for (let iteration = 0; iteration < 400; iteration++) {
    simplex.sort((p, q) => p.v - q.v);
    const [best, middle, worst] = simplex as [{ x: P; v: number }, { x: P; v: number }, { x: P; v: number }];
    const size = Math.max(Math.abs(middle.x[0] - best.x[0]), Math.abs(middle.x[1] - best.x[1]), Math.abs(worst.x[0] - best.x[0]), Math.abs(worst.x[1] - best.x[1]));
    if (worst.v - best.v < 1e-16 && size < 1e-9) break;
    const centroid: P = [(best.x[0] + middle.x[0]) / 2, (best.x[1] + middle.x[1]) / 2];
    const reflected = at(centroid, worst.x, -1);
    const vr = f(reflected);
    if (vr < best.v) {
      const expanded = at(centroid, worst.x, -2);
      const ve = f(expanded);
      simplex = [best, middle, ve < vr ? { x: expanded, v: ve } : { x: reflected, v: vr }];
    } else if (vr < middle.v) {
      simplex = [best, middle, { x: reflected, v: vr }];
    } else {
      const contracted = vr < worst.v ? at(centroid, reflected, 0.5) : at(centroid, worst.x, 0.5);
      const vc = f(contracted);
      if (vc < Math.min(vr, worst.v)) {
        simplex = [best, middle, { x: contracted, v: vc }];
      } else {
        simplex = [best, ...[middle, worst].map((p) => {
          const x = at(best.x, p.x, 0.5);
          return { x, v: f(x) };
        })];
      }
    }
  }
  simplex.sort((p, q) => p.v - q.v);
  return simplex[0]!.x;
}

/** Total rate T with P(Poisson(T) > 2.5) = p, by bisection (start value of the fit). */
function totalFromOver(p: number): number {
  let low = 0.05;
  let high = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (poissonOver(mid, 2.5) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * Fits the Poisson rates to a bookmaker's 1X2 prices and, optionally, its over/under 2.5
 * prices (model points 1–2 of the module comment). Deterministic.
 * @param oneXTwo 1X2 decimal prices, each > 1
 * @param total25 over/under 2.5 decimal prices, each > 1
 */
export function fitGoalRates(oneXTwo: OneXTwoOdds, total25?: OverUnderOdds): ModelFit {
  const book = removeMargin([oneXTwo.home, oneXTwo.draw, oneXTwo.away]);
  const [pHome, pDraw, pAway] = book.probabilities as [number, number, number];
  const targetOver25 = total25 ? removeMargin([total25.over, total25.under]).probabilities[0]! : undefined;
  const objective = (x: readonly [number, number]) => {
    const rates = { home: Math.exp(clampLog(x[0])), away: Math.exp(clampLog(x[1])) };
    const m = modelProbabilities(rates);
    const totalTerm = targetOver25 === undefined ? 0 : (m.over25 - targetOver25) ** 2;
    return (m.home - pHome) ** 2 + (m.draw - pDraw) ** 2 + (m.away - pAway) ** 2 + totalTerm;
  };
  const total = totalFromOver(targetOver25 ?? 0.5);
  const share = Math.min(0.9, Math.max(0.1, 0.5 + 0.5 * (pHome - pAway)));
  const best = nelderMead(objective, [clampLog(Math.log(total * share)), clampLog(Math.log(total * (1 - share)))], 0.25);
  const rates = { home: Math.exp(clampLog(best[0])), away: Math.exp(clampLog(best[1])) };
  const fitted = modelProbabilities(rates);
  return {
    rates,
    overround: book.overround,
    target: { home: pHome, draw: pDraw, away: pAway },
    targetOver25,
    model: { home: fitted.home, draw: fitted.draw, away: fitted.away },
    modelOver25: fitted.over25,
    error: objective(best),
  };
}

/**
 * Share of a match's expected goals still to come after `minute` match-clock minutes, with
 * {@link FIRST_HALF_SHARE} of them in the first half and a constant rate within each half:
 * 1 at kick-off, 0.55 at half-time, 0 at 90.
 */
export function remainingShare(minute: number): number {
  const m = Math.min(90, Math.max(0, minute));
  return m < 45 ? FIRST_HALF_SHARE * ((45 - m) / 45) + (1 - FIRST_HALF_SHARE) : (1 - FIRST_HALF_SHARE) * ((90 - m) / 45);
}

/** Share of the match's expected goals still to come in the first half: 0.45 at kick-off, 0 from 45. */
export function remainingFirstHalfShare(minute: number): number {
  const m = Math.min(90, Math.max(0, minute));
  return m < 45 ? FIRST_HALF_SHARE * ((45 - m) / 45) : 0;
}

/** Joint distribution of the final score: current score plus independent Poisson remaining goals. */
interface ScoreDistribution {
  /** Current score added to every cell. */
  base: { home: number; away: number };
  /** P(remaining home goals = i). */
  home: number[];
  /** P(remaining away goals = j). */
  away: number[];
}

function distribution(rates: GoalRates, share: number, base: { home: number; away: number }): ScoreDistribution {
  const lh = rates.home * share;
  const la = rates.away * share;
  return { base, home: poisson(lh, goalLimit(lh)), away: poisson(la, goalLimit(la)) };
}

/** Sum of P over final scores (home, away) satisfying `test`. */
function sumWhere(d: ScoreDistribution, test: (home: number, away: number) => boolean): number {
  let sum = 0;
  for (let i = 0; i < d.home.length; i++) {
    for (let j = 0; j < d.away.length; j++) {
      if (test(d.base.home + i, d.base.away + j)) sum += d.home[i]! * d.away[j]!;
    }
  }
  return sum;
}

/** Outcome of one whole or half handicap line for a margin: 1 win, 0 push, -1 loss. */
const lineOutcome = (margin: number, line: number) => Math.sign(margin + line);

/** Probabilities of the five ways an Asian handicap bet can settle. */
export interface AsianSplit {
  /** Whole stake wins. */
  win: number;
  /** Half the stake wins, half is returned (quarter lines). */
  halfWin: number;
  /** Whole stake returned (whole lines). */
  push: number;
  /** Half the stake loses, half is returned (quarter lines). */
  halfLoss: number;
  /** Whole stake loses. */
  loss: number;
}

function asianOutcomes(d: ScoreDistribution, line: number, side: 'home' | 'away'): AsianSplit {
  const quarter = !Number.isInteger(line * 2);
  const lines = quarter ? [line - 0.25, line + 0.25] : [line, line];
  const out = { win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 0 };
  for (let i = 0; i < d.home.length; i++) {
    for (let j = 0; j < d.away.length; j++) {
      const p = d.home[i]! * d.away[j]!;
      const margin = side === 'home' ? d.base.home + i - (d.base.away + j) : d.base.away + j - (d.base.home + i);
      const sum = lineOutcome(margin, lines[0]!) + lineOutcome(margin, lines[1]!);
      if (sum === 2) out.win += p;
      else if (sum === 1) out.halfWin += p;
      else if (sum === 0) out.push += p;
      else if (sum === -1) out.halfLoss += p;
      else out.loss += p;
    }
  }
  return out;
}

/**
 * Asian handicap split of one side: probabilities of win, half-win, push, half-loss and loss
 * when `line` is added to that side's goal margin (own − other) at full time. A quarter line
 * (e.g. -0.75) splits the stake over the two neighbouring lines (-0.5 and -1).
 * @param line handicap of `side`, a multiple of 0.25
 * @param live current state; absent = pre-match
 */
export function asianSplit(rates: GoalRates, line: number, side: 'home' | 'away', live?: LiveState): AsianSplit {
  const minute = live?.minute ?? 0;
  return asianOutcomes(distribution(rates, remainingShare(minute), live?.score ?? { home: 0, away: 0 }), line, side);
}

/** Fair price of an Asian handicap split: 1 + (L + HL/2) / (W + HW/2); the stake back on average. */
export function asianFairPrice(split: AsianSplit): number {
  return 1 + (split.loss + split.halfLoss / 2) / (split.win + split.halfWin / 2);
}

/** A fair outcome before pricing. */
interface Fair {
  groupId: number;
  typeId: number;
  param?: number;
  prob: number;
}

const CERTAIN = 1 - 1e-12;
const IMPOSSIBLE = 1e-12;

/** Outcomes of one market, or none when the market is already decided. */
function market(outcomes: Fair[]): Fair[] {
  if (outcomes.some((o) => o.prob > CERTAIN)) return [];
  return outcomes.filter((o) => o.prob > IMPOSSIBLE);
}

/** Options of {@link fairMarkets}. */
export interface MarketOptions {
  /** Asian handicap line of the home side to price (from the data's `AHh`). */
  asianLine?: number;
  /** Live state; absent = pre-match (0-0, minute 0). */
  live?: LiveState;
}

/**
 * Fair probabilities of every market of {@link MARKET_GROUPS} for given rates, pre-match or
 * conditioned on a live state (model points 3, 4 and 6). Decided markets and impossible outcomes
 * are left out; the half-time result only before half-time.
 * @returns outcomes without coefficients (`coef` is filled by {@link priceMarkets})
 */
export function fairMarkets(rates: GoalRates, options: MarketOptions = {}): Omit<MarketPrice, 'coef' | 'label'>[] {
  const score = options.live?.score ?? { home: 0, away: 0 };
  const minute = options.live?.minute ?? 0;
  const d = distribution(rates, remainingShare(minute), score);
  const out: Fair[] = [];
  const home = sumWhere(d, (h, a) => h > a);
  const draw = sumWhere(d, (h, a) => h === a);
  const away = Math.max(0, 1 - home - draw);
  out.push(...market([
    { groupId: GROUP.result, typeId: TYPE.home, prob: home },
    { groupId: GROUP.result, typeId: TYPE.draw, prob: draw },
    { groupId: GROUP.result, typeId: TYPE.away, prob: away },
  ]));
  out.push(...market([
    { groupId: GROUP.doubleChance, typeId: TYPE.homeOrDraw, prob: home + draw },
    { groupId: GROUP.doubleChance, typeId: TYPE.homeOrAway, prob: home + away },
    { groupId: GROUP.doubleChance, typeId: TYPE.drawOrAway, prob: draw + away },
  ]));
  const remainingTotal = (rates.home + rates.away) * remainingShare(minute);
  for (const line of TOTAL_LINES) {
    const over = poissonOver(remainingTotal, line - score.home - score.away);
    const alreadyOver = score.home + score.away > line;
    out.push(...market([
      { groupId: GROUP.total, typeId: TYPE.over, param: line, prob: alreadyOver ? 1 : over },
      { groupId: GROUP.total, typeId: TYPE.under, param: line, prob: alreadyOver ? 0 : 1 - over },
    ]));
  }
  if (options.asianLine !== undefined) {
    const line = options.asianLine;
    const h = asianOutcomes(d, line, 'home');
    const homeShare = h.win + h.halfWin / 2;
    const awayShare = h.loss + h.halfLoss / 2;
    const total = homeShare + awayShare;
    if (total > IMPOSSIBLE) {
      out.push(...market([
        { groupId: GROUP.handicap, typeId: TYPE.handicapHome, param: line, prob: homeShare / total },
        { groupId: GROUP.handicap, typeId: TYPE.handicapAway, param: -line + 0, prob: awayShare / total },
      ]));
    }
  }
  const yes = sumWhere(d, (h, a) => h > 0 && a > 0);
  out.push(...market([
    { groupId: GROUP.bothScore, typeId: TYPE.bothScoreYes, prob: yes },
    { groupId: GROUP.bothScore, typeId: TYPE.bothScoreNo, prob: 1 - yes },
  ]));
  if (minute < 45) {
    const firstHalf = distribution(rates, remainingFirstHalfShare(minute), score);
    const htHome = sumWhere(firstHalf, (h, a) => h > a);
    const htDraw = sumWhere(firstHalf, (h, a) => h === a);
    out.push(...market([
      { groupId: GROUP.halfTimeResult, typeId: TYPE.halfTimeHome, prob: htHome },
      { groupId: GROUP.halfTimeResult, typeId: TYPE.halfTimeDraw, prob: htDraw },
      { groupId: GROUP.halfTimeResult, typeId: TYPE.halfTimeAway, prob: Math.max(0, 1 - htHome - htDraw) },
    ]));
  }
  const scores: Fair[] = [];
  let listed = 0;
  for (let h = 0; h <= CORRECT_SCORE_MAX; h++) {
    for (let a = 0; a <= CORRECT_SCORE_MAX; a++) {
      const i = h - score.home;
      const j = a - score.away;
      const prob = i < 0 || j < 0 ? 0 : (d.home[i] ?? 0) * (d.away[j] ?? 0);
      listed += prob;
      scores.push({ groupId: GROUP.correctScore, typeId: TYPE.score, param: h * 100 + a, prob });
    }
  }
  scores.push({ groupId: GROUP.correctScore, typeId: TYPE.scoreOther, prob: Math.max(0, 1 - listed) });
  out.push(...market(scores));
  return out;
}

/**
 * Prices fair outcomes with an overround (model point 5): coef = 1/(p·R), 3 decimals, ≥ 1.01;
 * adds the outcome label key of the group template.
 * @param overround R of the bookmaker's 1X2 book, ≥ 1
 */
function priceMarkets(fair: readonly Omit<MarketPrice, 'coef' | 'label'>[], overround: number): MarketPrice[] {
  return fair.map((outcome) => ({
    ...outcome,
    label: outcomeLabelKey(outcome.typeId),
    coef: coefficient(outcome.prob, overround),
  }));
}

/** What a match is priced from: the bookmaker's books and the Asian line of the data. */
export interface PricingInput {
  /** Opening 1X2 prices. */
  oneXTwo: OneXTwoOdds;
  /** Over/under 2.5 prices, when priced. */
  total25?: OverUnderOdds;
  /** Asian handicap line of the home side (`AHh`), when priced. */
  asianLine?: number;
}

/**
 * Fits the model to a match's prices and prices every market, pre-match or live.
 * @param fit a fit from {@link fitGoalRates} to reuse (live re-pricing), else it is computed
 */
export function priceMatch(input: PricingInput, live?: LiveState, fit: ModelFit = fitGoalRates(input.oneXTwo, input.total25)): { fit: ModelFit; markets: MarketPrice[] } {
  const options: MarketOptions = {};
  if (input.asianLine !== undefined) options.asianLine = input.asianLine;
  if (live) options.live = live;
  return { fit, markets: priceMarkets(fairMarkets(fit.rates, options), fit.overround) };
}

/** Real fair probabilities the football markets are anchored to (margin removed proportionally). */
export interface RealAnchors {
  /** Fair 1X2 of the real book. */
  oneXTwo?: OneXTwoProbabilities;
  /** Fair P(over 2.5) of the real book. */
  over25?: number;
  /** The real Asian line of the home side and its fair push-free home share. */
  asian?: { line: number; home: number };
}

/** Group outcomes re-weighted by real/model pre-match ratios and normalised (anchoring, see {@link anchoredFootballMarkets}). */
function anchorGroup(now: Fair[], pre: readonly Fair[], real: (outcome: Fair) => number | undefined): Fair[] {
  if (now.length === 0) return now;
  const weighted = now.map((outcome) => {
    const target = real(outcome);
    const model = pre.find((p) => p.typeId === outcome.typeId && p.param === outcome.param)?.prob;
    return target === undefined || model === undefined || model <= IMPOSSIBLE ? outcome.prob : outcome.prob * (target / model);
  });
  const sum = weighted.reduce((total, value) => total + value, 0);
  return now.map((outcome, index) => ({ ...outcome, prob: weighted[index]! / sum }));
}

/** The model's pre-match fair markets per anchors object (one per fit): live pricing re-reads them at every instant. */
const prematchFair = new WeakMap<RealAnchors, { rates: GoalRates; fair: Fair[] }>();

/** The model's pre-match fair markets at `rates`, kept for the fit's `real` anchors. */
function prematchOf(rates: GoalRates, real: RealAnchors, options: MarketOptions): Fair[] {
  const kept = prematchFair.get(real);
  if (kept && kept.rates === rates) return kept.fair;
  const fair = fairMarkets(rates, options) as Fair[];
  prematchFair.set(real, { rates, fair });
  return fair;
}

/**
 * Fair probabilities of every football market, real prices first (src/domain/feed/real-prices.ts):
 * - Pre-match: the 1X2, over/under 2.5 and the Asian line that the data prices are the real
 *   books' fair probabilities exactly; double chance is summed from the real 1X2; the other
 *   markets (totals 0.5–4.5 but 2.5, both to score, half-time result, correct score) are the
 *   model's ({@link fairMarkets} at the rates fitted to the real books).
 * - Live, anchored: the model moves each real market with the score and the time left, and the
 *   real pre-match price is where it starts. Each outcome's live model probability is multiplied
 *   by real ÷ model at kick-off for that outcome and the market normalised again, so at 0-0 in
 *   minute 0 the market is the real one, a decided outcome stays certain and an impossible one
 *   stays out. Double chance is summed from the anchored live 1X2.
 * @param real fair probabilities of the real books (a market absent: the model alone)
 */
export function anchoredFootballMarkets(rates: GoalRates, real: RealAnchors, live?: LiveState): Omit<MarketPrice, 'coef' | 'label'>[] {
  const options: MarketOptions = real.asian ? { asianLine: real.asian.line } : {};
  const now = fairMarkets(rates, live ? { ...options, live } : options) as Fair[];
  const pre = live ? prematchOf(rates, real, options) : now;
  const realOf = (outcome: Fair): number | undefined => {
    if (outcome.groupId === GROUP.result && real.oneXTwo) {
      return outcome.typeId === TYPE.home ? real.oneXTwo.home : outcome.typeId === TYPE.draw ? real.oneXTwo.draw : real.oneXTwo.away;
    }
    if (outcome.groupId === GROUP.total && outcome.param === 2.5 && real.over25 !== undefined) return outcome.typeId === TYPE.over ? real.over25 : 1 - real.over25;
    if (outcome.groupId === GROUP.handicap && real.asian) return outcome.typeId === TYPE.handicapHome ? real.asian.home : 1 - real.asian.home;
    return undefined;
  };
  const isReal = (o: Fair) => realOf(o) !== undefined;
  const out: Fair[] = [];
  const groups = new Map<string, Fair[]>();
  for (const outcome of now) {
    const key = `${outcome.groupId}:${outcome.groupId === GROUP.total ? outcome.param : ''}`;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(outcome);
  }
  let oneXTwo: Fair[] | undefined;
  for (const list of groups.values()) {
    let priced = list;
    if (list.some(isReal)) {
      // Pre-match the real fair probabilities themselves (exact), live the anchored model.
      priced = live ? anchorGroup(list, pre, realOf) : list.map((o) => ({ ...o, prob: realOf(o)! }));
    }
    if (list[0]!.groupId === GROUP.result) oneXTwo = priced;
    out.push(...priced);
  }
  if (oneXTwo && real.oneXTwo) {
    const p = (typeId: number) => oneXTwo!.find((o) => o.typeId === typeId)?.prob ?? 0;
    const sums: Record<number, number> = { [TYPE.homeOrDraw]: p(TYPE.home) + p(TYPE.draw), [TYPE.homeOrAway]: p(TYPE.home) + p(TYPE.away), [TYPE.drawOrAway]: p(TYPE.draw) + p(TYPE.away) };
    for (const outcome of out) if (outcome.groupId === GROUP.doubleChance) outcome.prob = sums[outcome.typeId]!;
  }
  return out;
}

/**
 * Prices fair outcomes at an overround: coef = 1/(p·R), 3 decimals, ≥ 1.01, with the group
 * template's label key.
 */
export function pricedAt(fair: readonly Omit<MarketPrice, 'coef' | 'label'>[], overround: number): MarketPrice[] {
  return priceMarkets(fair, overround);
}
