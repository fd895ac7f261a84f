/**
 * Pricing model (src/domain/feed/odds-model.ts): margin removal, the Poisson fit against every
 * real match's Bet365 prices, coherence of the derived markets, coefficient rules of spec §9
 * (3 decimals, ≥ 1.01), market group templates of spec §3, live conditioning; property tests
 * over random valid odds.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CORRECT_SCORE_MAX,
  GROUP,
  MARKET_GROUPS,
  MIN_COEF,
  TOTAL_LINES,
  TYPE,
  asianFairPrice,
  asianSplit,
  coefficient,
  fairMarkets,
  fitGoalRates,
  modelProbabilities,
  priceMatch,
  remainingFirstHalfShare,
  remainingShare,
  removeMargin,
  type GoalRates,
  type LiveState,
  type MarketPrice, FOOTBALL_GROUPS } from '../../src/domain/feed/odds-model.ts';
import { loadFootballData } from '../../src/server/feed/data.ts';

const DATA_DIR = fileURLToPath(new URL('../../data/football-data/', import.meta.url));

type Fair = Omit<MarketPrice, 'coef' | 'label'>;
const prob = (markets: readonly Fair[], typeId: number, param?: number) =>
  markets.find((m) => m.typeId === typeId && m.param === param)?.prob;
const group = (markets: readonly Fair[], groupId: number) => markets.filter((m) => m.groupId === groupId);
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const sum = (markets: readonly Fair[]) => markets.reduce((total, m) => total + m.prob, 0);

/** Breaches of the coherence rules of the derived fair probabilities (empty when coherent). */
function incoherence(markets: readonly Fair[], live?: LiveState): string[] {
  const out: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) out.push(what);
  };
  const close = (a: number, b: number, digits: number) => Math.abs(a - b) < 10 ** -digits / 2;
  for (const m of markets) check(Number.isFinite(m.prob) && m.prob > 0 && m.prob < 1, `prob in (0, 1): ${JSON.stringify(m)}`);
  const result = group(markets, GROUP.result);
  if (result.length === 3) {
    check(close(sum(result), 1, 9), '1X2 sums to 1');
    const [h, d, a] = [prob(markets, TYPE.home)!, prob(markets, TYPE.draw)!, prob(markets, TYPE.away)!];
    check(close(prob(markets, TYPE.homeOrDraw)!, h + d, 12), '1X = 1 + X');
    check(close(prob(markets, TYPE.homeOrAway)!, h + a, 12), '12 = 1 + 2');
    check(close(prob(markets, TYPE.drawOrAway)!, d + a, 12), 'X2 = X + 2');
    check(close(sum(group(markets, GROUP.doubleChance)), 2, 9), 'double chance sums to 2');
  }
  let previousOver = Infinity;
  for (const line of TOTAL_LINES) {
    const over = prob(markets, TYPE.over, line);
    const under = prob(markets, TYPE.under, line);
    if (over === undefined) continue;
    check(under !== undefined && close(over + under, 1, 12), `over + under ${line} = 1`);
    check(over < previousOver, `over ${line} below the line before`);
    previousOver = over;
  }
  const btts = group(markets, GROUP.bothScore);
  if (btts.length) check(btts.length === 2 && close(sum(btts), 1, 12), 'both score yes + no = 1');
  const ht = group(markets, GROUP.halfTimeResult);
  if (ht.length) check(close(sum(ht), 1, 9), 'half-time result sums to 1');
  const scores = group(markets, GROUP.correctScore);
  if (scores.length) check(close(sum(scores), 1, 9), 'correct scores sum to 1');
  if (!live) check(scores.length === (CORRECT_SCORE_MAX + 1) ** 2 + 1, '25 scores + other');
  const ah = group(markets, GROUP.handicap);
  if (ah.length) {
    check(ah.length === 2 && close(sum(ah), 1, 12), 'Asian home + away = 1');
    check(ah[0]!.param! + ah[1]!.param! === 0, 'Asian lines opposite');
  }
  return out;
}

/** Asserts every coherence rule. */
function expectCoherent(markets: readonly Fair[], live?: LiveState): void {
  expect(incoherence(markets, live)).toEqual([]);
}

describe('removeMargin (proportional method)', () => {
  it('normalises 1/o by the overround', () => {
    const { probabilities, overround } = removeMargin([2, 4, 4]);
    expect(overround).toBe(1);
    expect(probabilities).toEqual([0.5, 0.25, 0.25]);
    const book = removeMargin([8, 5.5, 1.33]);
    expect(book.overround).toBeCloseTo(1 / 8 + 1 / 5.5 + 1 / 1.33, 12);
    expect(book.probabilities.reduce((a, b) => a + b)).toBeCloseTo(1, 12);
    expect(book.probabilities[0]! / book.probabilities[2]!).toBeCloseTo(1.33 / 8, 12);
  });
});

describe('coefficient (spec §9: 3 decimals; never below 1.01)', () => {
  it('prices 1/(p·R) rounded to 3 decimals', () => {
    expect(coefficient(0.5, 1)).toBe(2);
    expect(coefficient(1 / 3, 1.05)).toBe(2.857);
    expect(coefficient(0.0123, 1.06)).toBe(76.699);
  });
  it('floors at 1.01', () => {
    expect(coefficient(0.999, 1.05)).toBe(MIN_COEF);
    expect(coefficient(0.98, 1)).toBe(1.02);
  });
});

describe('fitGoalRates against the real data (every match of E0, I1, SP1, Bet365 opening prices)', () => {
  // The tolerances below were measured on the three main leagues' 3,247 matches; the other
  // leagues' fits are checked for coherent prices in the next block.
  const { rows: everyLeague } = loadFootballData(DATA_DIR);
  const rows = everyLeague.filter((match) => ['E0', 'I1', 'SP1'].includes(match.league));
  const withB365 = rows.filter((match) => match.odds.opening1x2?.source === 'B365');
  const fits = withB365.map((match) => fitGoalRates(match.odds.opening1x2!, match.odds.total25));
  const errors = fits.flatMap((fit) => (['home', 'draw', 'away'] as const).map((k) => Math.abs(fit.model[k] - fit.target[k])));

  it('covers every real match', () => {
    expect(withB365).toHaveLength(3247);
  });

  // Stated tolerance: independent Poisson fitted to 1X2 and over 2.5 together cannot reproduce
  // every book (it under-prices draws in low-scoring, level games, e.g. Parma–Genoa 2.9/2.55/3.0
  // with over 2.5 at 2.63: draw 0.366 in the book, 0.305 in the model). Observed on the 3,247
  // matches: max 0.0610, mean 0.0103, 95th percentile 0.0244; 89 % of outcomes within 0.02.
  it('reproduces every fair 1X2 probability within 0.065 absolute (mean ≤ 0.011)', () => {
    const max = Math.max(...errors);
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    expect(max).toBeLessThan(0.065);
    expect(mean).toBeLessThan(0.011);
    const sorted = [...errors].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.95)]).toBeLessThan(0.025);
    expect(errors.filter((e) => e <= 0.02).length / errors.length).toBeGreaterThan(0.88);
  });

  it('reproduces the fair P(over 2.5) within 0.035 for every match', () => {
    for (const fit of fits) expect(Math.abs(fit.modelOver25 - fit.targetOver25!)).toBeLessThan(0.035);
  });

  it('reaches the minimum: no point of a 0.05-step grid around the fit does better', () => {
    for (const fit of fits.filter((_, index) => index % 97 === 0)) {
      for (let dh = -0.2; dh <= 0.2; dh += 0.05) {
        for (let da = -0.2; da <= 0.2; da += 0.05) {
          const p = modelProbabilities({ home: fit.rates.home + dh, away: fit.rates.away + da });
          const error = (p.home - fit.target.home) ** 2 + (p.draw - fit.target.draw) ** 2 + (p.away - fit.target.away) ** 2 + (p.over25 - fit.targetOver25!) ** 2;
          expect(error).toBeGreaterThanOrEqual(fit.error - 1e-12);
        }
      }
    }
  });

  it('prices the data Asian line close to the bookmaker (fair home share within 0.05)', () => {
    for (const [index, match] of withB365.entries()) {
      const asian = match.odds.asian!;
      const model = 1 / asianFairPrice(asianSplit(fits[index]!.rates, asian.line, 'home'));
      const book = removeMargin([asian.home, asian.away]).probabilities[0]!;
      expect(Math.abs(model - book)).toBeLessThan(0.05);
    }
  });

  it('gives coherent markets with coefficients of 3 decimals ≥ 1.01 for every real match', () => {
    const breaches: string[] = [];
    for (const [index, match] of withB365.entries()) {
      const { markets } = priceMatch({ oneXTwo: match.odds.opening1x2!, total25: match.odds.total25!, asianLine: match.odds.asian!.line }, undefined, fits[index]!);
      breaches.push(...incoherence(markets));
      for (const market of markets) {
        if (market.coef < MIN_COEF || Math.round(market.coef * 1000) / 1000 !== market.coef) breaches.push(`coef ${market.coef}`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it('gives coherent markets with coefficients of 3 decimals ≥ 1.01 for every priced match of the 19 other leagues', () => {
    const breaches: string[] = [];
    const others = everyLeague.filter((match) => !['E0', 'I1', 'SP1'].includes(match.league) && match.odds.opening1x2);
    expect(others.length).toBeGreaterThan(4500);
    for (const match of others) {
      const { markets } = priceMatch({ oneXTwo: match.odds.opening1x2!, ...(match.odds.total25 ? { total25: match.odds.total25 } : {}), ...(match.odds.asian ? { asianLine: match.odds.asian.line } : {}) });
      breaches.push(...incoherence(markets));
      for (const market of markets) {
        if (market.coef < MIN_COEF || Math.round(market.coef * 1000) / 1000 !== market.coef) breaches.push(`coef ${market.coef}`);
      }
    }
    expect(breaches).toEqual([]);
  });
});

describe('fitGoalRates', () => {
  it('is deterministic', () => {
    const a = fitGoalRates({ home: 2.1, draw: 3.4, away: 3.6 }, { over: 1.9, under: 1.95 });
    const b = fitGoalRates({ home: 2.1, draw: 3.4, away: 3.6 }, { over: 1.9, under: 1.95 });
    expect(a).toEqual(b);
  });

  it('recovers the rates a Poisson book was made from', () => {
    const rates = { home: 1.7, away: 0.9 };
    const p = modelProbabilities(rates);
    const fit = fitGoalRates({ home: 1 / p.home, draw: 1 / p.draw, away: 1 / p.away }, { over: 1 / p.over25, under: 1 / (1 - p.over25) });
    expect(fit.rates.home).toBeCloseTo(1.7, 4);
    expect(fit.rates.away).toBeCloseTo(0.9, 4);
    expect(fit.overround).toBeCloseTo(1, 12);
    expect(fit.error).toBeLessThan(1e-12);
  });

  it('fits 1X2 alone when no total is given', () => {
    const fit = fitGoalRates({ home: 1.5, draw: 4.2, away: 6.5 });
    expect(fit.targetOver25).toBeUndefined();
    expect(fit.rates.home).toBeGreaterThan(fit.rates.away);
  });
});

describe('derived markets', () => {
  const rates: GoalRates = { home: 1.6, away: 1.1 };
  const fair = fairMarkets(rates, { asianLine: -0.25 });
  const p = modelProbabilities(rates);

  it('are coherent pre-match', () => {
    expectCoherent(fair);
  });

  it('(the coherence check itself catches broken markets)', () => {
    const broken = fair.map((m) => (m.typeId === TYPE.draw || (m.typeId === TYPE.over && m.param === 3.5) ? { ...m, prob: m.prob + 0.3 } : m));
    expect(incoherence(broken)).toEqual(expect.arrayContaining(['1X2 sums to 1', 'X2 = X + 2', 'over + under 3.5 = 1', 'over 3.5 below the line before']));
  });

  it('price 1X2 from the score distribution and the half-time result at 45 % of the rates', () => {
    expect(prob(fair, TYPE.home)).toBeCloseTo(p.home, 10);
    expect(prob(fair, TYPE.over, 2.5)).toBeCloseTo(p.over25, 10);
    const firstHalf = modelProbabilities({ home: 1.6 * 0.45, away: 1.1 * 0.45 });
    expect(prob(fair, TYPE.halfTimeDraw)).toBeCloseTo(firstHalf.draw, 10);
    expect(prob(fair, TYPE.bothScoreYes)).toBeCloseTo((1 - Math.exp(-1.6)) * (1 - Math.exp(-1.1)), 12);
    expect(prob(fair, TYPE.score, 201)).toBeCloseTo(Math.exp(-2.7) * (1.6 ** 2 / 2) * 1.1, 12);
  });

  it('price Asian lines from win / half-win / push / half-loss / loss', () => {
    const line = (l: number) => fairMarkets(rates, { asianLine: l });
    expect(prob(line(0), TYPE.handicapHome, 0)).toBeCloseTo(p.home / (p.home + p.away), 12);
    expect(prob(line(-0.5), TYPE.handicapHome, -0.5)).toBeCloseTo(p.home, 12);
    expect(prob(line(0.5), TYPE.handicapHome, 0.5)).toBeCloseTo(p.home + p.draw, 12);
    expect(prob(line(0.5), TYPE.handicapAway, -0.5)).toBeCloseTo(p.away, 12);
    const quarter = asianSplit(rates, -0.25, 'home');
    expect(quarter.win).toBeCloseTo(p.home, 12);
    expect(quarter.halfLoss).toBeCloseTo(p.draw, 12);
    expect(quarter.halfWin + quarter.push).toBe(0);
    // -0.25: half the stake on 0 (draw: returned), half on -0.5 (draw: lost).
    expect(asianFairPrice(quarter)).toBeCloseTo(1 + (p.away + p.draw / 2) / p.home, 12);
    const plusThreeQuarters = asianSplit(rates, 0.75, 'away');
    expect(plusThreeQuarters.win).toBeCloseTo(p.away + p.draw, 12);
    // Away +0.75 mirrors home -0.75: away's half-loss (home by one) is home's half-win.
    const d = asianSplit(rates, -0.75, 'home');
    expect(plusThreeQuarters.halfLoss).toBeCloseTo(d.halfWin, 12);
    expect(plusThreeQuarters.win).toBeCloseTo(d.loss, 12);
    expect(d.halfWin).toBeCloseTo(Math.exp(-2.7) * [...Array(30).keys()].reduce((t, k) => t + (1.6 ** (k + 1) / factorial(k + 1)) * (1.1 ** k / factorial(k)), 0), 12);
    expect(quarter.win + quarter.halfWin + quarter.push + quarter.halfLoss + quarter.loss).toBeCloseTo(1, 12);
    // The fair price returns the stake on average.
    const o = asianFairPrice(d);
    expect(d.win * o + d.halfWin * (o + 1) / 2 + d.push + d.halfLoss / 2).toBeCloseTo(1, 12);
  });

  it('keep the 1X2 margin: Σ 1/coef of each complete market ≈ R × Σ p', () => {
    const { fit, markets } = priceMatch({ oneXTwo: { home: 2.2, draw: 3.3, away: 3.4 }, total25: { over: 1.95, under: 1.9 }, asianLine: -0.25 });
    for (const groupId of [GROUP.result, GROUP.bothScore, GROUP.halfTimeResult, GROUP.handicap]) {
      const book = markets.filter((m) => m.groupId === groupId).reduce((t, m) => t + 1 / m.coef, 0);
      expect(book).toBeCloseTo(fit.overround, 2);
    }
    expect(markets.every((m) => m.label.startsWith('market_outcome_'))).toBe(true);
  });
});

describe('live conditioning', () => {
  const input = { oneXTwo: { home: 2.4, draw: 3.3, away: 3.0 }, total25: { over: 1.9, under: 1.95 }, asianLine: -0.25 };
  const pre = priceMatch(input);
  const coef = (markets: MarketPrice[], typeId: number, param?: number) => markets.find((m) => m.typeId === typeId && m.param === param)?.coef;

  it('at minute 0 and 0-0 equals the pre-match prices', () => {
    expect(priceMatch(input, { score: { home: 0, away: 0 }, minute: 0 }, pre.fit).markets).toEqual(pre.markets);
  });

  it('moves the 1X2 toward the side leading late', () => {
    const homeLead = priceMatch(input, { score: { home: 1, away: 0 }, minute: 80 }, pre.fit).markets;
    expect(coef(homeLead, TYPE.home)!).toBeLessThan(coef(pre.markets, TYPE.home)!);
    expect(coef(homeLead, TYPE.away)!).toBeGreaterThan(coef(pre.markets, TYPE.away)!);
    const awayLead = priceMatch(input, { score: { home: 0, away: 1 }, minute: 80 }, pre.fit).markets;
    expect(coef(awayLead, TYPE.away)!).toBeLessThan(coef(pre.markets, TYPE.away)!);
    expect(coef(awayLead, TYPE.home)!).toBeGreaterThan(coef(pre.markets, TYPE.home)!);
  });

  it('leaves out decided markets and impossible scores; no half-time result after 45', () => {
    const markets = priceMatch(input, { score: { home: 2, away: 1 }, minute: 60 }, pre.fit).markets;
    expect(markets.filter((m) => m.groupId === GROUP.total).map((m) => m.param)).toEqual([3.5, 3.5, 4.5, 4.5]);
    expect(markets.some((m) => m.groupId === GROUP.bothScore)).toBe(false);
    expect(markets.some((m) => m.groupId === GROUP.halfTimeResult)).toBe(false);
    const scores = markets.filter((m) => m.typeId === TYPE.score).map((m) => m.param!);
    expect(scores.every((s) => Math.floor(s / 100) >= 2 && s % 100 >= 1)).toBe(true);
    expectCoherent(markets, { score: { home: 2, away: 1 }, minute: 60 });
  });

  it('spreads the expected goals 45 % / 55 % over the halves', () => {
    expect(remainingShare(0)).toBe(1);
    expect(remainingShare(45)).toBeCloseTo(0.55, 12);
    expect(remainingShare(67.5)).toBeCloseTo(0.275, 12);
    expect(remainingShare(90)).toBe(0);
    expect(remainingFirstHalfShare(0)).toBeCloseTo(0.45, 12);
    expect(remainingFirstHalfShare(45)).toBe(0);
  });
});

describe('market group templates (spec §3)', () => {
  it('have unique ids, 1–3 columns and cover every priced outcome', () => {
    expect(new Set(MARKET_GROUPS.map((g) => g.groupId)).size).toBe(MARKET_GROUPS.length);
    const types = MARKET_GROUPS.flatMap((g) => g.types.map((t) => t.typeId));
    expect(new Set(types).size).toBe(types.length);
    for (const g of MARKET_GROUPS) {
      expect([1, 2, 3]).toContain(g.columns);
      expect(g.nameKey).toMatch(/^market_group_/);
    }
    const { markets } = priceMatch({ oneXTwo: { home: 2, draw: 3.5, away: 4 }, asianLine: -0.5 });
    for (const m of markets) {
      const template = MARKET_GROUPS.find((g) => g.groupId === m.groupId)!;
      expect(template.types.find((t) => t.typeId === m.typeId)?.labelKey).toBe(m.label);
    }
    // The football model prices every football group; the other templates are tennis's and the NFL's.
    expect(new Set(markets.map((m) => m.groupId))).toEqual(new Set(FOOTBALL_GROUPS));
  });
});

describe('properties over random valid odds', () => {
  /** A book: fair probabilities with a margin, prices > 1. */
  const book = fc
    .record({
      home: fc.double({ min: 0.05, max: 0.9, noNaN: true }),
      draw: fc.double({ min: 0.12, max: 0.38, noNaN: true }),
      over: fc.double({ min: 0.2, max: 0.8, noNaN: true }),
      margin: fc.double({ min: 1, max: 1.15, noNaN: true }),
      line: fc.integer({ min: -12, max: 12 }).map((q) => q / 4),
      withTotal: fc.boolean(),
    })
    .filter(({ home, draw }) => home + draw < 0.97)
    .map(({ home, draw, over, margin, line, withTotal }) => ({
      oneXTwo: { home: 1 / (home * margin), draw: 1 / (draw * margin), away: 1 / ((1 - home - draw) * margin) },
      ...(withTotal ? { total25: { over: 1 / (over * margin), under: 1 / ((1 - over) * margin) } } : {}),
      asianLine: line,
      margin,
    }));
  const live = fc.record({
    score: fc.record({ home: fc.integer({ min: 0, max: 5 }), away: fc.integer({ min: 0, max: 5 }) }),
    minute: fc.double({ min: 0, max: 89.9, noNaN: true }),
  });

  it('fit is deterministic, rates in bounds, overround kept, markets coherent, coefficients valid', () => {
    fc.assert(
      fc.property(book, ({ margin, ...input }) => {
        const { fit, markets } = priceMatch(input);
        expect(priceMatch(input).fit).toEqual(fit);
        expect(fit.overround).toBeCloseTo(margin, 9);
        for (const rate of [fit.rates.home, fit.rates.away]) {
          expect(rate).toBeGreaterThanOrEqual(0.02);
          expect(rate).toBeLessThanOrEqual(8);
        }
        if (Math.abs(fit.target.home - fit.target.away) > 0.02) {
          expect(Math.sign(fit.model.home - fit.model.away)).toBe(Math.sign(fit.target.home - fit.target.away));
        }
        expectCoherent(markets);
        for (const m of markets) {
          expect(m.coef).toBeGreaterThanOrEqual(MIN_COEF);
          expect(Math.round(m.coef * 1000) / 1000).toBe(m.coef);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('live prices stay coherent for any score and minute', () => {
    fc.assert(
      fc.property(book, live, ({ margin: _margin, ...input }, state) => {
        const { markets } = priceMatch(input, state);
        expectCoherent(markets, state);
        const goals = state.score.home + state.score.away;
        expect(markets.filter((m) => m.groupId === GROUP.total).every((m) => m.param! > goals)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('a goal for a side never lengthens its win price', () => {
    fc.assert(
      fc.property(book, live, ({ margin: _margin, ...input }, state) => {
        const fit = fitGoalRates(input.oneXTwo, input.total25);
        const before = fairMarkets(fit.rates, { live: state });
        const after = fairMarkets(fit.rates, { live: { ...state, score: { ...state.score, home: state.score.home + 1 } } });
        expect(prob(after, TYPE.home) ?? 1).toBeGreaterThanOrEqual((prob(before, TYPE.home) ?? 0) - 1e-12);
      }),
      { numRuns: 100 },
    );
  });
});
