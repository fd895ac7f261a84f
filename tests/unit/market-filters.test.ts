/**
 * The market type filter of the line and live lists, one rule for every sport
 * (src/domain/feed/filters.ts): a sport offers the groups its catalogue model prices, a row shows
 * the chosen group when its sport has it and its result group otherwise. Checked against what the
 * models really price for real matches of each sport's files.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '../../src/domain/feed/catalogue.ts';
import { loadSportData } from '../../src/server/feed/data.ts';
import { gameMarkets } from '../../src/domain/feed/sport-rules.ts';
import { GROUP } from '../../src/domain/feed/odds-model.ts';
import { MARKET_FILTERS, MODEL_ROW_GROUPS, marketFilterOf, marketFilters, rowGroupOf, rowGroupsBySport, sportRowGroups } from '../../src/domain/feed/filters.ts';
import { pickRow, rowGroupFor } from '../../src/domain/feed/live-sync.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const ROOT = fileURLToPath(new URL('../../data/', import.meta.url));

describe.each(CATALOGUE.sports.map((sport) => [sport.slug, sport] as const))('%s', (_slug, sport) => {
  const { rows } = loadSportData(sport, ROOT);
  // Real matches with prices: the first 40 of the files.
  const sample = rows.slice(0, 40);

  it('offers exactly the groups its model prices before the kick-off, the result first', () => {
    const priced = new Set<number>();
    for (const match of sample) for (const m of gameMarkets(match, 0, 60_000, PRICING).markets) priced.add(m.groupId);
    expect(new Set(MODEL_ROW_GROUPS[sport.model])).toEqual(priced);
    expect(sportRowGroups(sport.id)[0]).toBe(GROUP.result);
  });

  it('every group gives a row of two or three outcomes for a priced game', () => {
    const match = sample.find((m) => gameMarkets(m, 0, 60_000, PRICING).markets.length > 0)!;
    const { markets } = gameMarkets(match, 0, 60_000, PRICING);
    for (const groupId of sportRowGroups(sport.id)) {
      const row = pickRow(markets, groupId);
      expect(row.length, `group ${groupId}`).toBeGreaterThanOrEqual(2);
      expect(row.length, `group ${groupId}`).toBeLessThanOrEqual(3);
      expect(new Set(row.map((o) => o.groupId))).toEqual(new Set([groupId]));
    }
  });
});

describe('the filter rule', () => {
  const [football, tennis, nfl] = [1, 2, 3];

  it('a row shows the chosen group when its sport has it, else the result group', () => {
    expect(rowGroupOf(tennis, GROUP.totalGames)).toBe(GROUP.totalGames);
    expect(rowGroupOf(football, GROUP.totalGames)).toBe(GROUP.result);
    expect(rowGroupOf(nfl, GROUP.total)).toBe(GROUP.result);
    expect(rowGroupOf(999, GROUP.total)).toBe(GROUP.result);
    expect(rowGroupsBySport(GROUP.pointSpread)).toEqual({ [football]: GROUP.result, [tennis]: GROUP.result, [nfl]: GROUP.pointSpread });
    expect(rowGroupFor({ sportId: nfl }, GROUP.result, rowGroupsBySport(GROUP.pointSpread))).toBe(GROUP.pointSpread);
    expect(rowGroupFor({ sportId: nfl }, GROUP.total)).toBe(GROUP.total);
  });

  it('a list offers its sports\' groups once each; a value not offered falls back to the result group', () => {
    expect(marketFilters([tennis]).map((f) => f.groupId)).toEqual([1, 40, 41, 42, 43]);
    expect(marketFilters([nfl]).map((f) => f.groupId)).toEqual([1, 50, 51, 52, 53, 54]);
    expect(marketFilters().map((f) => f.groupId)).toEqual([1, 8, 17, 2, 19, 20, 136, 40, 41, 42, 43, 50, 51, 52, 53, 54]);
    expect(marketFilters([football])).toEqual(MARKET_FILTERS);
    expect(marketFilterOf('41', marketFilters([tennis]))).toBe(41);
    expect(marketFilterOf('17', marketFilters([tennis]))).toBe(GROUP.result);
    expect(marketFilterOf('41')).toBe(41);
  });

  it('the set betting row shows the three likeliest set scores, in score order, like the correct score', () => {
    const tennisSport = CATALOGUE.sports.find((s) => s.id === tennis)!;
    const match = loadSportData(tennisSport, ROOT).rows.find((m) => gameMarkets(m, 0, 60_000, PRICING).markets.length > 0)!;
    const { state, markets } = gameMarkets(match, 0, 60_000, PRICING);
    const group = markets.filter((m) => m.groupId === GROUP.setBetting);
    const row = pickRow(markets, GROUP.setBetting);
    expect(row).toHaveLength(3);
    expect(row.map((o) => o.param)).toEqual([...row.map((o) => o.param!)].sort((a, b) => a - b));
    const likeliest = [...group].sort((a, b) => a.coef - b.coef).slice(0, 3).map((o) => o.param);
    expect(row.map((o) => o.param).sort()).toEqual(likeliest.sort());
    expect(state.status).toBe('line');
  });
});
