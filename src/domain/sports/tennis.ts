/**
 * Tennis in the feed (`tennis-barnett-clarke`, ATP files), its sport module {@link TENNIS}: the
 * point-based pricing model, the game-by-game replay of the real set scores, the live plan and
 * settlement by tennis rules (betting rules chapter 1.6). Matches carry a `TennisDetail`
 * (src/domain/feed/sport-detail.ts); scoreboard `board` kind `tennis`. Pure.
 *
 * The model, stated (hierarchical, after Barnett & Clarke):
 * 1. Points: the first opponent (home) wins a point on its own serve with probability pₕ, the
 *    second with pₐ; points are independent.
 * 2. Game: a server winning points with p holds with
 *    g(p) = p⁴(1 + 4q + 10q²) + 20p³q³ · p² / (1 − 2pq), q = 1 − p.
 * 3. Tiebreak at 6-6 in every set (the final sets of the data played as advantage sets, e.g.
 *    13-11, are priced as tiebreak sets too): first to 7 points by 2; the first server serves
 *    one point, then two each; from 6-6 on a pair of points is one served by each, so the first
 *    server wins from 6-6 with a / (a + b), a = pF(1 − pS), b = (1 − pF)pS. A tiebreak counts as
 *    one game (7-6), and the player who received first in it serves first in the next set.
 * 4. Set and match: exact recursion over games (serve alternating) and sets; who serves first is
 *    a coin toss (each way with ½).
 * 5. Solving from the match price: the bookmaker's two prices lose their margin proportionally
 *    (fair π = (1/oₕ) / R, R = 1/oₕ + 1/oₐ); with a surface's typical serve-point probability b
 *    (hard 0.64, clay 0.62, grass 0.66, carpet 0.65) the model sets pₕ = b + d/2, pₐ = b − d/2 and
 *    finds d by bisection so that P(home wins the match) = π (to 1e-10).
 * 6. Markets from the exact distribution of (sets won, games won by each): match winner, set
 *    betting, total games and game handicap (three x.5 lines around the line nearest to even),
 *    first-set winner; each priced 1 / (p × R) with the book's overround R (3 decimals, ≥ 1.01),
 *    so the match winner gives back the book's own prices. Live: the same recursion from the
 *    current sets, games in the set and server; a decided market is left out.
 *
 * The replay: a match lasts {@link TENNIS_WALL_MS}; its games (tiebreaks included) and a pause
 * before each set share it evenly. Within each set the order of game winners is drawn by a PRNG
 * seeded with the permanent id under the rules of a set (6-x: the winner takes the last game;
 * 7-5: 5-5 first; 7-6: 6-6 first, then the tiebreak; long advantage sets through 5-5 and level
 * pairs), so the set scores reached are the real ones. The first server is drawn the same way;
 * serve alternates each game.
 *
 * Settlement: a completed match by its real sets and games; a retirement (also disqualified or
 * awarded): the markets already decided when play stopped stand (first-set winner once the
 * first set was completed, total games over a line already passed), the others are void (return);
 * a walkover: every market void.
 *
 * Live plan: `kickoff` (priced), then per game a `goal` (the game's winner: sets and games after
 * it in the board) followed by `odds` with the new prices while the match goes on, and `finish`
 * at the end (the real sets; a walkover has only kickoff and finish).
 */
import type { Board, Score, TennisBoard } from '../../../schemas/game.ts';
import { BET_STATUS, type BetStatusId } from '../coupon/types.ts';
import type { ImportedMatch } from '../feed/match.ts';
import { GROUP, TYPE, coefficient, pricedAt, removeMargin, type MarketPrice } from '../feed/odds-model.ts';
import { brandOverround } from '../feed/real-prices.ts';
import { mulberry32, seedOfPermanentId, shuffleInPlace, type Random } from '../random.ts';
import { TENNIS_PERIODS, type Side, type TennisDetail } from '../feed/sport-detail.ts';
import { PERIODS, type ReplayState } from '../feed/replay.ts';
import { numberedEvents, type PlannedEvent, type SportModule } from './contract.ts';

/** Kick-off to the end of a replayed tennis match, wall ms (2 h). */
export const TENNIS_WALL_MS = 120 * 60_000;
/**
 * The files give the day of a match only: a tournament's matches of one day follow one another
 * from 00:00 UTC in file order, 2 h apart as on one court (closer when more than 12), and the
 * replay calendar moves the tournament by whole hours (src/domain/feed/calendar.ts rule 1).
 */
const TENNIS_DAY_PLAN = { fromMinute: 0, toMinute: 24 * 60 } as const;

/** Typical probability that the server wins a point, by surface (model rule 5). */
const SERVE_POINT_BY_SURFACE: Readonly<Record<string, number>> = { Hard: 0.64, Clay: 0.62, Grass: 0.66, Carpet: 0.65 };
/** The serve-point probability of a surface the table does not have. */
const DEFAULT_SERVE_POINT = 0.64;

/** Probability that a server winning each point with `p` holds the game (model rule 2). */
export function holdProbability(p: number): number {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
}

/**
 * Probability that the first server of a tiebreak wins it (model rule 3).
 * @param first the first server's serve-point probability
 * @param second the other player's serve-point probability
 */
export function tiebreakProbability(first: number, second: number): number {
  // prob[a * 8 + b]: first server has a points, the other b, before point a + b (one flat array:
  // the solver asks this for every step of every match).
  const prob = new Float64Array(64);
  prob[0] = 1;
  let win = 0;
  for (let total = 0; total < 12; total++) {
    for (let a = 0; a <= Math.min(6, total); a++) {
      const b = total - a;
      if (b > 6) continue;
      const here = prob[a * 8 + b]!;
      if (here === 0) continue;
      // Point `total` is served by the first server when ⌊(total + 1) / 2⌋ is even.
      const firstServes = Math.floor((total + 1) / 2) % 2 === 0;
      const pFirst = firstServes ? first : 1 - second;
      if (a + 1 === 7 && b <= 5) win += here * pFirst;
      else prob[(a + 1) * 8 + b]! += here * pFirst;
      if (!(b + 1 === 7 && a <= 5)) prob[a * 8 + b + 1]! += here * (1 - pFirst);
    }
  }
  const x = first * (1 - second);
  const y = (1 - first) * second;
  return win + prob[6 * 8 + 6]! * (x / (x + y));
}

/** Serve-point probabilities of both players. */
export interface ServeProbabilities {
  home: number;
  away: number;
}

/** A finished-set outcome: games of each side and its probability. */
interface SetOutcome {
  home: number;
  away: number;
  prob: number;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/**
 * Distribution of a set's final games from games (h, a) with `server` serving the next game: a
 * forward pass over the games grid. A set ends at 6 games or more with a lead of 2; level at 6-6
 * or later (an advantage set replayed past 6-6) it is decided by a tiebreak, counted as one game.
 */
function setOutcomes(p: ServeProbabilities, h0: number, a0: number, server0: Side): SetOutcome[] {
  const n = Math.max(h0, a0, 6) + 3;
  let layer = new Map<number, number>([[h0 * n + a0, 1]]);
  const out: SetOutcome[] = [];
  const holds = { home: holdProbability(p.home), away: holdProbability(p.away) };
  const tiebreaks = { home: tiebreakProbability(p.home, p.away), away: 1 - tiebreakProbability(p.away, p.home) };
  for (let played = 0; layer.size > 0; played++) {
    const server: Side = played % 2 === 0 ? server0 : other(server0);
    const next = new Map<number, number>();
    const add = (h: number, a: number, prob: number) => {
      if (Math.max(h, a) >= 6 && Math.abs(h - a) >= 2) out.push({ home: h, away: a, prob });
      else next.set(h * n + a, (next.get(h * n + a) ?? 0) + prob);
    };
    for (const [key, prob] of layer) {
      const h = Math.floor(key / n);
      const a = key % n;
      if (h === a && h >= 6) {
        // Tiebreak: `tiebreaks[server]` is P(home wins it) when `server` serves first.
        out.push({ home: h + 1, away: a, prob: prob * tiebreaks[server] }, { home: h, away: a + 1, prob: prob * (1 - tiebreaks[server]) });
        continue;
      }
      const homeGame = server === 'home' ? holds.home : 1 - holds.away;
      add(h + 1, a, prob * homeGame);
      add(h, a + 1, prob * (1 - homeGame));
    }
    layer = next;
  }
  return out;
}

/** Where a match stands: sets won, games of the set in play, games won so far, next server. */
export interface TennisPosition {
  /** Sets won. */
  sets: Score;
  /** Games in the set in play. */
  games: Score;
  /** Games won in the whole match so far (sets finished and the one in play). */
  totalGames: Score;
  /** Who serves the next game. */
  server: Side;
  /** True while the first set is still in play. */
  inFirstSet: boolean;
}

/** One end of a match: sets and games won by each side, and its probability. */
interface TennisFinal {
  sh: number;
  sa: number;
  gh: number;
  ga: number;
  prob: number;
}

/** The distribution of a match's end from a position. */
export interface TennisDistribution {
  /** Every possible end with its probability (summing to 1). */
  finals: TennisFinal[];
  /** Probability that home wins the first set (from a position in the first set), else undefined. */
  firstSetHome: number | undefined;
}

/**
 * The exact distribution of a match's end (model rule 4) from a position; without one, from the
 * start with each player serving first half of the time.
 * @param bestOf 3 or 5
 */
export function matchDistribution(p: ServeProbabilities, bestOf: 3 | 5, position?: TennisPosition): TennisDistribution {
  if (!position) {
    const start = (server: Side): TennisPosition => ({ sets: { home: 0, away: 0 }, games: { home: 0, away: 0 }, totalGames: { home: 0, away: 0 }, server, inFirstSet: true });
    const a = matchDistribution(p, bestOf, start('home'));
    const b = matchDistribution(p, bestOf, start('away'));
    const merged = new Map<number, TennisFinal>();
    for (const list of [a.finals, b.finals]) {
      for (const f of list) {
        const key = ((f.sh * 8 + f.sa) * 256 + f.gh) * 256 + f.ga;
        const entry = merged.get(key);
        if (entry) entry.prob += f.prob / 2;
        else merged.set(key, { ...f, prob: f.prob / 2 });
      }
    }
    return { finals: [...merged.values()], firstSetHome: (a.firstSetHome! + b.firstSetHome!) / 2 };
  }
  const need = (bestOf + 1) / 2;
  const fresh = { home: setOutcomes(p, 0, 0, 'home'), away: setOutcomes(p, 0, 0, 'away') };
  const G = Math.max(position.totalGames.home, position.totalGames.away) + 7 * bestOf + 2;
  // Layer by sets played: state (sh, sa, server) → games grid G × G (home games × G + away games).
  type Layer = Map<number, Float64Array>;
  const stateKey = (sh: number, sa: number, server: Side) => (sh * 8 + sa) * 2 + (server === 'home' ? 0 : 1);
  const grid = (layer: Layer, key: number) => {
    let g = layer.get(key);
    if (!g) layer.set(key, (g = new Float64Array(G * G)));
    return g;
  };
  const finals: TennisFinal[] = [];
  let firstSetHome: number | undefined;
  let layer: Layer = new Map();
  const { sets, games, totalGames } = position;
  const gamesBefore = games.home + games.away;
  for (const o of setOutcomes(p, games.home, games.away, position.server)) {
    const nextServer = (o.home + o.away - gamesBefore) % 2 === 0 ? position.server : other(position.server);
    const homeSet = o.home > o.away;
    const g = grid(layer, stateKey(sets.home + (homeSet ? 1 : 0), sets.away + (homeSet ? 0 : 1), nextServer));
    g[(totalGames.home + o.home - games.home) * G + (totalGames.away + o.away - games.away)]! += o.prob;
    if (position.inFirstSet && homeSet) firstSetHome = (firstSetHome ?? 0) + o.prob;
  }
  if (position.inFirstSet) firstSetHome ??= 0;
  while (layer.size > 0) {
    const next: Layer = new Map();
    for (const [key, g] of layer) {
      const server: Side = key % 2 === 0 ? 'home' : 'away';
      const sa = Math.floor(key / 2) % 8;
      const sh = Math.floor(key / 16);
      const over = sh === need || sa === need;
      for (let i = 0; i < g.length; i++) {
        const prob = g[i]!;
        if (prob === 0) continue;
        const gh = Math.floor(i / G);
        const ga = i % G;
        if (over) {
          finals.push({ sh, sa, gh, ga, prob });
          continue;
        }
        for (const o of fresh[server]) {
          const nextServer = (o.home + o.away) % 2 === 0 ? server : other(server);
          const homeSet = o.home > o.away;
          const target = grid(next, stateKey(sh + (homeSet ? 1 : 0), sa + (homeSet ? 0 : 1), nextServer));
          target[(gh + o.home) * G + ga + o.away]! += prob * o.prob;
        }
      }
    }
    layer = next;
  }
  return { finals, firstSetHome };
}

/**
 * P(home wins the match) by a numbers-only recursion (the same model as
 * {@link matchDistribution}, without the games): per set only its winner and whether the next set
 * starts with the same server (an even number of games) matter. Fast enough for the solver.
 */
export function matchWinProbability(p: ServeProbabilities, bestOf: 3 | 5): number {
  // summary[server] = [P(home wins, even games), P(home wins, odd), P(away wins, even), P(away wins, odd)]
  const summary = (server: Side): number[] => {
    const out = [0, 0, 0, 0];
    for (const o of setOutcomes(p, 0, 0, server)) out[(o.home > o.away ? 0 : 2) + ((o.home + o.away) % 2)]! += o.prob;
    return out;
  };
  const bySide = { home: summary('home'), away: summary('away') };
  const need = (bestOf + 1) / 2;
  const memo = new Map<string, number>();
  const win = (sh: number, sa: number, server: Side): number => {
    if (sh === need) return 1;
    if (sa === need) return 0;
    const key = `${sh},${sa},${server}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const [he, ho, ae, ao] = bySide[server] as [number, number, number, number];
    const value = he * win(sh + 1, sa, server) + ho * win(sh + 1, sa, other(server)) + ae * win(sh, sa + 1, server) + ao * win(sh, sa + 1, other(server));
    memo.set(key, value);
    return value;
  };
  return (win(0, 0, 'home') + win(0, 0, 'away')) / 2;
}

/** A tennis match's fitted model. */
export interface TennisFit {
  /** Serve-point probabilities solved from the price. */
  serve: ServeProbabilities;
  /** The book's overround R. */
  overround: number;
  /** The book's fair P(home wins). */
  target: number;
  /** The model's P(home wins) at the solved probabilities. */
  model: number;
}

/**
 * Solves the serve-point probabilities from a match price (model rule 5).
 * @param prices decimal prices of home and away, each > 1
 * @param bestOf 3 or 5
 * @param surface the `Surface` of the file
 */
export function solveTennis(prices: { home: number; away: number }, bestOf: 3 | 5, surface: string): TennisFit {
  const { probabilities, overround } = removeMargin([prices.home, prices.away]);
  const target = probabilities[0]!;
  const base = SERVE_POINT_BY_SURFACE[surface] ?? DEFAULT_SERVE_POINT;
  const span = 2 * Math.min(base - 0.02, 0.98 - base);
  const at = (d: number): ServeProbabilities => ({ home: base + d / 2, away: base - d / 2 });
  // P(home wins) rises with the serve gap d: the root of win(d) − target by regula falsi with the
  // Illinois step (a handful of model evaluations where bisection took ~40), bracketed by ±span;
  // a price beyond what the span can reach takes the span's end.
  const gap = (d: number) => matchWinProbability(at(d), bestOf) - target;
  let lo = -span;
  let hi = span;
  let fLo = gap(lo);
  let fHi = gap(hi);
  let d = fLo >= 0 ? lo : hi;
  if (fLo < 0 && fHi > 0) {
    let kept = 0;
    for (let i = 0; i < 60 && hi - lo > 1e-12; i++) {
      d = (lo * fHi - hi * fLo) / (fHi - fLo);
      const f = gap(d);
      if (Math.abs(f) < 1e-15) break;
      if (f < 0) {
        [lo, fLo] = [d, f];
        if (kept === -1) fHi /= 2;
        kept = -1;
      } else {
        [hi, fHi] = [d, f];
        if (kept === 1) fLo /= 2;
        kept = 1;
      }
    }
  }
  const serve = at(d);
  return { serve, overround, target, model: matchWinProbability(serve, bestOf) };
}

/** Lowest probability of an outcome offered (rarer ones are left out). */
const MIN_OFFERED = 0.01;

/**
 * Three x.5 lines: the one in [from, to] whose probability is nearest ½, and `spread` either side.
 * @param prob the probability of the outcome the line is quoted for, as a function of the line
 */
function linesAround(prob: (line: number) => number, from: number, to: number, spread = 2): number[] {
  let best = Math.floor(from) + 0.5;
  let bestGap = Infinity;
  for (let line = Math.floor(from) - 0.5; line <= to + 0.5; line += 1) {
    const gap = Math.abs(prob(line) - 0.5);
    if (gap < bestGap) [best, bestGap] = [line, gap];
  }
  return [best - spread, best, best + spread];
}

/**
 * The markets of a distribution (model rule 6), priced with the overround.
 * @param decided sets already won (live) so set betting leaves out impossible scores
 */
export function tennisMarkets(d: TennisDistribution, overround: number): MarketPrice[] {
  const out: MarketPrice[] = [];
  const { finals } = d;
  const sum = (test: (f: TennisFinal) => boolean) => finals.reduce((s, f) => (test(f) ? s + f.prob : s), 0);
  const priced = (groupId: number, typeId: number, label: string, prob: number, param?: number): MarketPrice => ({
    groupId, typeId, ...(param === undefined ? {} : { param }), label, coef: coefficient(prob, overround), prob,
  });
  const twoWay = (groupId: number, types: readonly [number, number], labels: readonly [string, string], pHome: number, params?: readonly [number, number]) => {
    if (pHome < MIN_OFFERED || pHome > 1 - MIN_OFFERED) return;
    out.push(priced(groupId, types[0], labels[0], pHome, params?.[0]), priced(groupId, types[1], labels[1], 1 - pHome, params?.[1]));
  };
  twoWay(GROUP.result, [TYPE.home, TYPE.away], ['market_outcome_home', 'market_outcome_away'], sum((f) => f.sh > f.sa));
  const scores = new Map<number, number>();
  for (const f of finals) scores.set(f.sh * 100 + f.sa, (scores.get(f.sh * 100 + f.sa) ?? 0) + f.prob);
  if (scores.size > 1) {
    for (const [param, prob] of [...scores].sort((a, b) => b[0] - a[0])) {
      if (prob >= MIN_OFFERED) out.push(priced(GROUP.setBetting, TYPE.setScore, 'market_outcome_score', prob, param));
    }
  }
  const totals = finals.map((f) => f.gh + f.ga);
  const overOf = (line: number) => sum((f) => f.gh + f.ga > line);
  for (const line of linesAround(overOf, Math.min(...totals), Math.max(...totals))) {
    twoWay(GROUP.totalGames, [TYPE.gamesOver, TYPE.gamesUnder], ['market_outcome_over', 'market_outcome_under'], overOf(line), [line, line]);
  }
  const margins = finals.map((f) => f.gh - f.ga);
  // Home with line h wins when its games margin + h > 0; away carries −h.
  const homeCovers = (h: number) => sum((f) => f.gh - f.ga + h > 0);
  for (const h of linesAround(homeCovers, -Math.max(...margins), -Math.min(...margins))) {
    twoWay(GROUP.gameHandicap, [TYPE.gameHandicapHome, TYPE.gameHandicapAway], ['market_outcome_handicap_home', 'market_outcome_handicap_away'], homeCovers(h), [h, -h]);
  }
  if (d.firstSetHome !== undefined) {
    twoWay(GROUP.firstSetWinner, [TYPE.firstSetHome, TYPE.firstSetAway], ['market_outcome_home', 'market_outcome_away'], d.firstSetHome);
  }
  return out;
}

/** Seed salt of tennis draws (src/domain/random.ts `seedOfPermanentId`). */
const TENNIS_SEED_SALT = 0x7e4415;

/**
 * True for a finished set score: 6-x (x ≤ 4), 7-5, a tiebreak set 7-6 (or 13-12 after a final-set
 * tiebreak at 12-12), or an advantage set won by two from 5-5 (8-6, 13-11, ...).
 */
export function isFinishedSet(score: Score): boolean {
  const w = Math.max(score.home, score.away);
  const l = Math.min(score.home, score.away);
  return (w === 6 && l <= 4) || (w >= 7 && w - l === 2 && l >= 5) || (w === 7 && l === 6) || (w === 13 && l === 12);
}

/**
 * The order of game winners of one set reaching `score` (rules in the module docstring).
 * @param finished whether the set was completed (a retirement's last set is not)
 */
function setGameOrder(score: Score, finished: boolean, random: Random): Side[] {
  const winner: Side = score.home > score.away ? 'home' : 'away';
  const w = Math.max(score.home, score.away);
  const l = Math.min(score.home, score.away);
  const spread = (h: number, a: number): Side[] => shuffleInPlace([...Array<Side>(h).fill('home'), ...Array<Side>(a).fill('away')], random);
  if (!finished) {
    // Any order of the games played that never finishes the set early (at most 5 games each, or level pairs past 5-5).
    if (Math.max(score.home, score.away) <= 5) return spread(score.home, score.away);
    const level = Math.min(score.home, score.away);
    const head = spread(5, 5);
    const pairs: Side[] = [];
    for (let k = 5; k < level; k++) pairs.push(...shuffleInPlace<Side>(['home', 'away'], random));
    const rest: Side[] = Array<Side>(Math.abs(score.home - score.away)).fill(score.home > score.away ? 'home' : 'away');
    return [...head, ...pairs, ...rest.slice(0, 1)];
  }
  if (w === 6) return [...(winner === 'home' ? spread(5, l) : spread(l, 5)), winner];
  if (w === 7 && l === 6) return [...spread(5, 5), ...shuffleInPlace<Side>(['home', 'away'], random), winner];
  if (w === 13 && l === 12) {
    const pairs: Side[] = [];
    for (let k = 5; k < 12; k++) pairs.push(...shuffleInPlace<Side>(['home', 'away'], random));
    return [...spread(5, 5), ...pairs, winner];
  }
  // w − l = 2, l ≥ 5: level at l-l, then the winner twice.
  const pairs: Side[] = [];
  for (let k = 5; k < l; k++) pairs.push(...shuffleInPlace<Side>(['home', 'away'], random));
  return [...spread(5, 5), ...pairs, winner, winner];
}

/** One game of the replayed timeline. */
interface TennisGame {
  /** Set index, 0-based. */
  set: number;
  /** Who served it. */
  server: Side;
  /** Who won it. */
  winner: Side;
  /** Wall ms after the kick-off at which it ends. */
  endMs: number;
}

/** The replayed timeline of a match: its games in order and when each set starts. */
export interface TennisTimeline {
  games: TennisGame[];
  /** Wall ms after the kick-off at which each set starts. */
  setStartMs: number[];
  /** Who serves first. */
  firstServer: Side;
}

const timelines = new WeakMap<TennisDetail, TennisTimeline>();

/** The match's timeline (module docstring): deterministic per permanent id. */
export function tennisTimeline(permanentId: number, detail: TennisDetail): TennisTimeline {
  const cached = timelines.get(detail);
  if (cached) return cached;
  const random = mulberry32(seedOfPermanentId(permanentId, TENNIS_SEED_SALT));
  const firstServer: Side = random() < 0.5 ? 'home' : 'away';
  const orders = detail.sets.map((score) => setGameOrder(score, isFinishedSet(score), random));
  const gameCount = orders.reduce((n, o) => n + o.length, 0);
  const slot = TENNIS_WALL_MS / Math.max(1, gameCount + orders.length);
  const games: TennisGame[] = [];
  const setStartMs: number[] = [];
  let server = firstServer;
  let k = 0;
  orders.forEach((order, set) => {
    k += 1;
    setStartMs.push(Math.round((k - 1) * slot));
    for (const winner of order) {
      k += 1;
      games.push({ set, server, winner, endMs: Math.round(k * slot) });
      server = other(server);
    }
  });
  const timeline = { games, setStartMs, firstServer };
  timelines.set(detail, timeline);
  return timeline;
}

/** The scoreboard and sets after the games ending by `elapsedMs`. */
export interface TennisProgress {
  board: TennisBoard;
  /** Sets won. */
  sets: Score;
  /** Games of the set in play, and its index. */
  games: Score;
  setIndex: number;
  totalGames: Score;
  /** Games completed. */
  played: number;
}

/** True when set `index` has reached its real final score and that score finishes a set. */
function setComplete(detail: TennisDetail, index: number, score: Score): boolean {
  const real = detail.sets[index];
  return real !== undefined && isFinishedSet(real) && real.home === score.home && real.away === score.away;
}

/** Where the replay stands `elapsedMs` after the kick-off (before the end of the match). */
export function tennisProgress(permanentId: number, detail: TennisDetail, elapsedMs: number): TennisProgress {
  const { games, firstServer } = tennisTimeline(permanentId, detail);
  const setScores: Score[] = [];
  const sets = { home: 0, away: 0 };
  const totalGames = { home: 0, away: 0 };
  let played = 0;
  let server: Side = firstServer;
  for (const game of games) {
    if (game.endMs > elapsedMs) break;
    played += 1;
    while (setScores.length <= game.set) setScores.push({ home: 0, away: 0 });
    setScores[game.set]![game.winner] += 1;
    totalGames[game.winner] += 1;
    server = other(game.server);
    if (setComplete(detail, game.set, setScores[game.set]!)) sets[game.winner] += 1;
  }
  const lastSet = setScores.at(-1);
  if (!lastSet || (setComplete(detail, setScores.length - 1, lastSet) && setScores.length < detail.sets.length)) setScores.push({ home: 0, away: 0 });
  const setIndex = setScores.length - 1;
  return {
    board: { kind: 'tennis', bestOf: detail.bestOf, sets: setScores.map((s) => ({ ...s })), server: played < games.length ? server : null, ending: null },
    sets,
    games: { ...setScores[setIndex]! },
    setIndex,
    totalGames,
    played,
  };
}

/** The final board of a match: every set as played and how it ended. */
function tennisFinalBoard(detail: TennisDetail): Board {
  return { kind: 'tennis', bestOf: detail.bestOf, sets: detail.sets.map((s) => ({ ...s })), server: null, ending: detail.ending };
}

/** Sets won by each side at the end (finished sets only). */
export function setsWon(detail: TennisDetail): Score {
  const out = { home: 0, away: 0 };
  for (const set of detail.sets) if (isFinishedSet(set)) out[set.home > set.away ? 'home' : 'away'] += 1;
  return out;
}

const fits = new WeakMap<TennisDetail, TennisFit | null>();

/** The match's fitted model (cached per match), null without prices. */
function tennisFit(detail: TennisDetail): TennisFit | null {
  let fit = fits.get(detail);
  if (fit === undefined) {
    fit = detail.odds ? solveTennis(detail.odds, detail.bestOf, detail.surface) : null;
    fits.set(detail, fit);
  }
  return fit;
}

/**
 * Markets of a tennis match `elapsedMs` after its kick-off (negative: before it): pre-match from
 * the start, live from the position reached; none for a walkover, an unpriced match or once over.
 */
export function tennisMarketsAt(match: Pick<ImportedMatch, 'permanentId'>, detail: TennisDetail, elapsedMs: number): MarketPrice[] {
  const fit = tennisFit(detail);
  if (!fit || detail.ending === 'walkover' || elapsedMs >= TENNIS_WALL_MS) return [];
  if (elapsedMs < 0) return tennisMarkets(matchDistribution(fit.serve, detail.bestOf), fit.overround);
  const progress = tennisProgress(match.permanentId, detail, elapsedMs);
  const { games } = tennisTimeline(match.permanentId, detail);
  if (progress.played >= games.length) return [];
  if (progress.played === 0) return tennisMarkets(matchDistribution(fit.serve, detail.bestOf), fit.overround);
  const position: TennisPosition = {
    sets: progress.sets,
    games: progress.games,
    totalGames: progress.totalGames,
    server: progress.board.server ?? 'home',
    inFirstSet: progress.setIndex === 0,
  };
  return tennisMarkets(matchDistribution(fit.serve, detail.bestOf, position), fit.overround);
}

/**
 * Status of a tennis leg (spec §4 bet status ids) by the rules of the module docstring.
 * @throws Error for a market tennis does not price
 */
export function tennisLegStatus(detail: TennisDetail, market: { groupId: number; typeId: number; param?: number | undefined }): BetStatusId {
  const VOID = BET_STATUS.return;
  if (detail.ending === 'walkover') return VOID;
  const winLose = (won: boolean): BetStatusId => (won ? BET_STATUS.win : BET_STATUS.lose);
  const completed = detail.ending === 'completed';
  const totals = detail.sets.reduce((t, s) => ({ home: t.home + s.home, away: t.away + s.away }), { home: 0, away: 0 });
  const sets = setsWon(detail);
  const line = () => {
    if (market.param === undefined) throw new Error(`tennis market ${market.groupId}/${market.typeId} needs a line`);
    return market.param;
  };
  switch (market.groupId) {
    case GROUP.result:
      if (!completed) return VOID;
      if (market.typeId === TYPE.home) return winLose(detail.winner === 'home');
      if (market.typeId === TYPE.away) return winLose(detail.winner === 'away');
      break;
    case GROUP.setBetting:
      if (!completed) return VOID;
      if (market.typeId === TYPE.setScore) return winLose(sets.home * 100 + sets.away === market.param);
      break;
    case GROUP.totalGames: {
      const games = totals.home + totals.away;
      if (market.typeId === TYPE.gamesOver) return games > line() ? BET_STATUS.win : completed ? BET_STATUS.lose : VOID;
      if (market.typeId === TYPE.gamesUnder) return games > line() ? BET_STATUS.lose : completed ? BET_STATUS.win : VOID;
      break;
    }
    case GROUP.gameHandicap:
      if (!completed) return VOID;
      if (market.typeId === TYPE.gameHandicapHome) return winLose(totals.home - totals.away + line() > 0);
      if (market.typeId === TYPE.gameHandicapAway) return winLose(totals.away - totals.home + line() > 0);
      break;
    case GROUP.firstSetWinner: {
      const first = detail.sets[0];
      if (!first || !isFinishedSet(first)) return VOID;
      if (market.typeId === TYPE.firstSetHome) return winLose(first.home > first.away);
      if (market.typeId === TYPE.firstSetAway) return winLose(first.away > first.home);
      break;
    }
  }
  throw new Error(`cannot settle tennis market group ${market.groupId} type ${market.typeId}`);
}

/** The state of a tennis match `now` (module docstring: the replayed games). */
function tennisState(match: ImportedMatch, detail: TennisDetail, now: number, kickoff: number): ReplayState {
  const elapsed = now - kickoff;
  const base = { permanentId: match.permanentId, start: kickoff, running: false, timeSeconds: 0, minute: 0, halfTimeScore: undefined, goals: [], suspended: false };
  if (elapsed < 0) {
    return { ...base, status: 'line', period: PERIODS.notStarted, score: { home: 0, away: 0 }, isNotStarted: true, isGameOver: false, board: null };
  }
  if (elapsed >= TENNIS_WALL_MS) {
    return { ...base, status: 'finished', period: PERIODS.finished, score: { ...match.fullTime }, isNotStarted: false, isGameOver: true, board: tennisFinalBoard(detail) };
  }
  if (detail.ending === 'walkover') {
    return {
      ...base, status: 'live', period: TENNIS_PERIODS.walkover, score: { home: 0, away: 0 }, isNotStarted: false, isGameOver: false,
      board: { kind: 'tennis', bestOf: detail.bestOf, sets: [], server: null, ending: null },
    };
  }
  const progress = tennisProgress(match.permanentId, detail, elapsed);
  return { ...base, status: 'live', period: TENNIS_PERIODS.sets[Math.min(progress.setIndex, 4)]!, score: progress.sets, isNotStarted: false, isGameOver: false, board: progress.board };
}

/** The tennis module. */
export const TENNIS: SportModule<TennisDetail> = {
  model: 'tennis-barnett-clarke',
  wallMs: TENNIS_WALL_MS,
  dayPlan: TENNIS_DAY_PLAN,
  rowGroups: [GROUP.result, GROUP.setBetting, GROUP.totalGames, GROUP.gameHandicap, GROUP.firstSetWinner],
  matchStatistics: false,
  rulesChapter: '/information/rules/1/6',
  timeline: () => [],
  fit: () => undefined,
  state: (match, detail, now, kickoff) => tennisState(match, detail, now, kickoff),
  // The book's prices carry the book's margin; the brand's replaces it (src/domain/feed/real-prices.ts).
  markets: (match, detail, now, kickoff, pricing) => ({
    state: tennisState(match, detail, now, kickoff),
    markets: pricedAt(tennisMarketsAt(match, detail, now - kickoff), brandOverround(pricing)).map((m) => ({ ...m, isLocked: false })),
  }),
  settleLeg: (_match, detail, market) => tennisLegStatus(detail, market),
  livePlan(match, detail) {
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
    return numberedEvents(events);
  },
  // The sets as played (an unfinished last set on a retirement included; none on a walkover).
  periodScores: (_match, detail) => detail.sets.map((s, i) => ({ labelKey: 'statistic_set', number: i + 1, home: s.home, away: s.away })),
  // The file's winner: a retirement or walkover decides it whatever the sets.
  resultFor: (_match, detail, side) => (detail.winner === side ? 'win' : 'loss'),
};
