/**
 * Real prices first (src/domain/feed/real-prices.ts): a held-out-style check over every game of a
 * league file. The CSV is read here on its own (csv-parse, not the importer), the expected prices
 * computed from the chosen columns and the brand's margin by the stated proportional method, and
 * compared with the line's pre-match 1X2 as the feed serves it (`marketsAt`, the path of the
 * pages and of placement). Also the live anchoring and the choice order.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { importCsv } from '../../src/server/feed/sports/football.ts';
import { createFeed, marketsAt } from '../../src/server/feed/service.ts';
import { GROUP, TYPE, priceMatch } from '../../src/domain/feed/odds-model.ts';
import { fitMatch, replayMarkets } from '../../src/domain/feed/replay.ts';
import { bookColumns, chooseBook, preferenceOrder, priceSources } from '../../src/domain/feed/real-prices.ts';
import { booksOf } from '../../src/domain/feed/replay.ts';
import { feedViewData } from '../../schemas/console-feed-imports.ts';
import { DEFAULT_SPORTS_PRICING, type SportsPricing } from '../../schemas/sports-pricing.ts';

const FILE = fileURLToPath(new URL('../../data/football-data/more-leagues-2024-25/D1.csv', import.meta.url));
const text = readFileSync(FILE);
const records = (parse(text, { bom: true, columns: true, skip_empty_lines: true, relax_column_count: true }) as Record<string, string>[]).filter((r) => (r.HomeTeam ?? '') !== '');
const { rows: matches, problems } = importCsv('D1.csv', text);
const NOW = Date.UTC(2026, 10, 21, 15, 30);
const KICKOFF = NOW + 3_600_000;
const feed = createFeed(matches, NOW);

/** The CSV's 1X2 of a record for a pricing: the first book of the stated order with all three cells. */
function csvOneXTwo(record: Record<string, string>, pricing: SportsPricing): { columns: readonly string[]; prices: number[] } | undefined {
  for (const book of preferenceOrder(pricing)) {
    const columns = bookColumns(book).oneXTwo;
    const prices = columns.map((c) => Number(record[c]));
    if (prices.every((p) => Number.isFinite(p) && p > 1)) return { columns, prices };
  }
  return undefined;
}

/** The stated method by hand: p = (1/o) / Σ 1/o, price = 1 / (p × (1 + margin)), 3 decimals, ≥ 1.01. */
function withMargin(prices: readonly number[], marginBasisPoints: number): number[] {
  const implied = prices.map((p) => 1 / p);
  const sum = implied.reduce((a, b) => a + b, 0);
  return implied.map((q) => Math.max(1.01, Math.round((1 / ((q / sum) * (1 + marginBasisPoints / 10_000))) * 1000) / 1000));
}

function line1x2(matchIndex: number, pricing: SportsPricing): number[] {
  const market = marketsAt(feed, matches[matchIndex]!, NOW, KICKOFF, pricing).filter((m) => m.groupId === GROUP.result);
  return [TYPE.home, TYPE.draw, TYPE.away].map((typeId) => market.find((m) => m.typeId === typeId)!.coef);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};
const relative = (a: number, b: number) => Math.abs(a - b) / b;

describe('the line\'s pre-match 1X2 is the CSV\'s chosen price with the brand\'s margin (every game of D1.csv, Bundesliga 2024/25)', () => {
  it('imports every row of the file', () => {
    expect(problems).toEqual([]);
    expect(matches).toHaveLength(records.length);
    expect(records.length).toBeGreaterThan(200);
  });

  const pricings: SportsPricing[] = [
    DEFAULT_SPORTS_PRICING,
    { moment: 'closing', bookmaker: 'Avg', marginBasisPoints: 300 },
    { moment: 'opening', bookmaker: 'PS', marginBasisPoints: 800 },
    { moment: 'opening', bookmaker: 'B365', marginBasisPoints: 0 },
  ];
  for (const pricing of pricings) {
    it(`${pricing.moment} ${pricing.bookmaker}, margin ${pricing.marginBasisPoints / 100} %: equal for every game`, () => {
      const mismatches: string[] = [];
      records.forEach((record, index) => {
        const chosen = csvOneXTwo(record, pricing)!;
        const expected = withMargin(chosen.prices, pricing.marginBasisPoints);
        const shown = line1x2(index, pricing);
        if (shown.join() !== expected.join()) mismatches.push(`line ${index + 2} ${record.HomeTeam}–${record.AwayTeam}: ${shown.join('/')} ≠ ${expected.join('/')} (${chosen.columns.join(',')})`);
      });
      expect(mismatches).toEqual([]);
    });
  }

  it('reports the figures: the model\'s 1X2 before against Bet365, the real-first line after', () => {
    const before: number[] = [];
    const afterOwnMargin: number[] = [];
    const afterBrand: number[] = [];
    records.forEach((record, index) => {
      const b365 = ['B365H', 'B365D', 'B365A'].map((c) => Number(record[c]));
      const match = matches[index]!;
      // Before: the model's 1X2 fitted to the opening prices, at their own margin.
      const model = priceMatch({ oneXTwo: match.odds.opening1x2!, ...(match.odds.total25 ? { total25: match.odds.total25 } : {}), ...(match.odds.asian ? { asianLine: match.odds.asian.line } : {}) }).markets.filter((m) => m.groupId === GROUP.result);
      [TYPE.home, TYPE.draw, TYPE.away].forEach((typeId, i) => before.push(relative(model.find((m) => m.typeId === typeId)!.coef, b365[i]!)));
      // After, at Bet365's own margin (what the line would show with the book's margin): 0 up to rounding.
      const own = (1 / b365[0]! + 1 / b365[1]! + 1 / b365[2]! - 1) * 10_000;
      const ownPricing = { moment: 'opening', bookmaker: 'B365', marginBasisPoints: 0 } as const;
      const fair = line1x2(index, ownPricing);
      fair.forEach((price, i) => afterOwnMargin.push(relative(price / (1 + own / 10_000), b365[i]!)));
      // After, the default brand pricing against its chosen column (Bet365 closing) with the margin.
      const chosen = csvOneXTwo(record, DEFAULT_SPORTS_PRICING)!;
      const expected = withMargin(chosen.prices, DEFAULT_SPORTS_PRICING.marginBasisPoints);
      line1x2(index, DEFAULT_SPORTS_PRICING).forEach((price, i) => afterBrand.push(relative(price, expected[i]!)));
    });
    const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
    console.info(`D1.csv, ${records.length} games, ${before.length} 1X2 prices: before (model) vs B365 median ${pct(median(before))}, max ${pct(Math.max(...before))}; after vs B365 at its own margin median ${pct(median(afterOwnMargin))}, max ${pct(Math.max(...afterOwnMargin))}; after vs the chosen column with the brand margin median ${pct(median(afterBrand))}, max ${pct(Math.max(...afterBrand))}`);
    expect(median(before)).toBeGreaterThan(0.01);
    expect(Math.max(...afterBrand)).toBe(0);
    expect(Math.max(...afterOwnMargin)).toBeLessThan(0.001);
  });
});

describe('live prices start from the real pre-match prices', () => {
  const match = matches.find((m) => m.halfTime.home + m.halfTime.away === 0 && m.fullTime.home + m.fullTime.away > 0)!;
  const fit = fitMatch(match, DEFAULT_SPORTS_PRICING)!;

  it('at kick-off (0-0, minute 0) the live 1X2, over/under 2.5 and Asian line are the pre-match ones', () => {
    const pre = replayMarkets(match, KICKOFF - 1, { kickoff: KICKOFF }, DEFAULT_SPORTS_PRICING, fit).markets;
    const atKickoff = replayMarkets(match, KICKOFF, { kickoff: KICKOFF }, DEFAULT_SPORTS_PRICING, fit).markets;
    const real = (markets: typeof pre) => markets.filter((m) => m.groupId === GROUP.result || m.groupId === GROUP.handicap || (m.groupId === GROUP.total && m.param === 2.5)).map((m) => [m.groupId, m.typeId, m.param, m.coef]);
    expect(real(atKickoff)).toEqual(real(pre));
    expect(real(pre).length).toBe(7);
  });

  it('moves with the score and time: the home price falls after a home goal, the draw rises', () => {
    const at = (minute: number, home: number, away: number) => {
      const { markets } = replayMarkets({ ...match, halfTime: { home, away }, fullTime: { home, away } }, KICKOFF + 60_000 * minute, { kickoff: KICKOFF }, DEFAULT_SPORTS_PRICING, fit, [{ side: 'home' as const, second: 1, minute: 1, score: { home, away } }].filter(() => home > 0));
      return Object.fromEntries(markets.filter((m) => m.groupId === GROUP.result).map((m) => [m.typeId, m.coef]));
    };
    const level = at(30, 0, 0);
    const lead = at(30, 1, 0);
    expect(lead[TYPE.home]!).toBeLessThan(level[TYPE.home]!);
    expect(lead[TYPE.away]!).toBeGreaterThan(level[TYPE.away]!);
  });
});

describe('choice of the real books', () => {
  it('takes the chosen moment and bookmaker, then the others in order', () => {
    expect(preferenceOrder({ moment: 'closing', bookmaker: 'PS' }).map((b) => `${b.moment}:${b.bookmaker}`)).toEqual([
      'closing:PS', 'closing:B365', 'closing:Avg', 'opening:PS', 'opening:B365', 'opening:Avg',
    ]);
    const books = { closing: { Avg: { oneXTwo: { home: 2, draw: 3.4, away: 3.9 } } }, opening: { B365: { oneXTwo: { home: 2.1, draw: 3.3, away: 3.6 }, total25: { over: 1.9, under: 1.9 } } } };
    const chosen = chooseBook(books, { moment: 'closing', bookmaker: 'B365' });
    expect(chosen.oneXTwo?.from).toEqual({ moment: 'closing', bookmaker: 'Avg' });
    expect(chosen.total25?.from).toEqual({ moment: 'opening', bookmaker: 'B365' });
    expect(chosen.asian).toBeUndefined();
  });

  it('names the columns of the data: Pinnacle is `PS` in the 1X2 and `P` elsewhere, closing adds `C`', () => {
    expect(bookColumns({ moment: 'closing', bookmaker: 'PS' })).toEqual({ oneXTwo: ['PSCH', 'PSCD', 'PSCA'], total25: ['PC>2.5', 'PC<2.5'], asianLine: 'AHCh', asian: ['PCAHH', 'PCAHA'] });
    expect(bookColumns({ moment: 'opening', bookmaker: 'Avg' })).toEqual({ oneXTwo: ['AvgH', 'AvgD', 'AvgA'], total25: ['Avg>2.5', 'Avg<2.5'], asianLine: 'AHh', asian: ['AvgAHH', 'AvgAHA'] });
  });
});

describe("the console's feed view: the source of each real market per league", () => {
  const pricing: SportsPricing = { moment: 'closing', bookmaker: 'PS', marginBasisPoints: 400 };
  const [league, ...others] = priceSources(matches.map((m) => ({ group: m.league, books: booksOf(m) })), pricing);

  it('counts every game of the league once per market, by the book the CSV has first in the pricing\'s order', () => {
    expect(others).toEqual([]);
    expect(league!.group).toBe('D1');
    expect(league!.games).toBe(records.length);
    for (const market of ['oneXTwo', 'total25', 'asian'] as const) expect(league!.markets[market].reduce((n, s) => n + s.games, 0)).toBe(records.length);
    // The 1X2 sources read from the CSV on its own.
    const expected = new Map<string, number>();
    for (const record of records) {
      const book = preferenceOrder(pricing).find((b) => bookColumns(b).oneXTwo.every((c) => Number(record[c]) > 1));
      const source = book ? `${book.moment}:${book.bookmaker}` : 'none';
      expected.set(source, (expected.get(source) ?? 0) + 1);
    }
    expect(Object.fromEntries(league!.markets.oneXTwo.map((s) => [s.source, s.games]))).toEqual(Object.fromEntries(expected));
    expect(league!.markets.oneXTwo[0]!.source).toBe('closing:PS');
  });

  it('passes the console answer\'s allow-list', () => {
    const { group, ...sources } = league!;
    const answer = { runs: [], priceSources: [{ brandId: 'main', brandName: 'Main', pricing, leagues: [{ league: `${group} · Bundesliga`, ...sources }] }] };
    expect(feedViewData.parse(answer)).toEqual(answer);
    expect(() => feedViewData.parse({ ...answer, priceSources: [{ ...answer.priceSources[0], leagues: [{ ...answer.priceSources[0]!.leagues[0]!, path: '/srv/data/D1.csv' }] }] })).toThrow();
  });
});
