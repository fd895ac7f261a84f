/**
 * American football: the NFL importer on the real archive (lines checked,
 * dropped and reported), spread/total pricing, the replay by quarters ending at the real final,
 * and settlement incl. overtime and pushes on whole-number lines.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '../../src/domain/feed/catalogue.ts';
import { loadSportData } from '../../src/server/feed/data.ts';
import { importNflJson } from '../../src/server/feed/sports/american-football.ts';
import {
  AMERICAN_FOOTBALL_WALL_MS, decimalOfAmerican, homeWinProbability, lineOutcome, meanFromWinProbability, nflFit, nflLegStatus, nflMarkets, nflMarketsAt,
  nflProgress, normalCdf, winShare,
} from '../../src/domain/sports/american-football.ts';
import { gameState } from '../../src/domain/feed/sport-rules.ts';
import { eventsSince } from '../../src/domain/feed/live-events.ts';
import { GROUP, TYPE } from '../../src/domain/feed/odds-model.ts';
import { BET_STATUS } from '../../src/domain/coupon/types.ts';
import type { AmericanFootballDetail } from '../../src/domain/feed/sport-detail.ts';
import type { ImportedMatch } from '../../src/domain/feed/match.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const ROOT = fileURLToPath(new URL('../../data/', import.meta.url));
const nfl = CATALOGUE.sports.find((s) => s.importer === 'nfl-sbr-json')!;
const { rows, problems } = loadSportData(nfl, ROOT);
const detailOf = (m: ImportedMatch) => m.detail as AmericanFootballDetail;

describe('the NFL importer on the real archive', () => {
  it('imports 2,943 of the 2,956 games and reports the 13 bad records with file, line and reason', () => {
    expect(rows).toHaveLength(2943);
    const bad = problems.filter((p) => !p.reason.endsWith('dropped'));
    expect(bad).toHaveLength(13);
    expect(bad).toContainEqual({ file: 'nfl_archive_10Y.json', line: 1, reason: 'record 174: bad 2nd quarter points' });
  });

  it('drops and reports the lines that fail their checks: 2 spreads against the favourite, 259 swapped spread/total pairs', () => {
    const against = problems.filter((p) => p.reason.includes('disagrees with the moneyline favourite'));
    expect(against.map((p) => p.reason)).toEqual([
      expect.stringMatching(/^record \d+: spread 6 for Steelers disagrees with the moneyline favourite/),
      expect.stringMatching(/^record 2956: spread 3.5 for Rams disagrees with the moneyline favourite \(Rams\): spread dropped$/),
    ]);
    expect(problems.filter((p) => p.reason.includes('spread dropped') && p.reason.includes('within'))).toHaveLength(259);
    expect(problems.filter((p) => p.reason.includes('total dropped'))).toHaveLength(259);
    // No kept spread disagrees with its moneyline favourite.
    for (const m of rows) {
      const d = detailOf(m);
      if (d.spread !== undefined && d.moneyline && d.spread !== 0 && d.moneyline.home !== d.moneyline.away) expect(d.spread < 0).toBe(d.moneyline.home < d.moneyline.away);
    }
  });

  it('keeps overtime in the final and splits the quarters from it', () => {
    const overtime = rows.filter((m) => detailOf(m).overtime);
    expect(overtime.length).toBeGreaterThan(100);
    for (const m of overtime) {
      const d = detailOf(m);
      const sum = d.quarters.reduce((s, q) => s + q.home + q.away, 0);
      expect(sum + d.overtime!.home + d.overtime!.away).toBe(m.fullTime.home + m.fullTime.away);
    }
  });

  it('never throws on bad input', () => {
    expect(importNflJson('x.json', '{').problems[0]!.reason).toMatch(/^not JSON/);
    expect(importNflJson('x.json', '{}').problems[0]!.reason).toBe('not a JSON array of games');
    expect(importNflJson('x.json', '[1, {"season": 2011}]').problems).toHaveLength(2);
  });
});

describe('spread and total pricing', () => {
  it('converts American odds and prices the closing lines at even money with the book margin', () => {
    expect(decimalOfAmerican(150)).toBe(2.5);
    expect(decimalOfAmerican(-200)).toBe(1.5);
    expect(decimalOfAmerican(0)).toBeUndefined();
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    const fit = { mean: 3.5, total: 47.5, overround: 1.05, spread: -3.5 };
    const markets = nflMarkets(fit, { quarters: 0, score: { home: 0, away: 0 }, firstHalf: undefined });
    const main = markets.filter((m) => (m.typeId === TYPE.spreadHome && m.param === -3.5) || (m.typeId === TYPE.spreadAway && m.param === 3.5));
    expect(main.map((m) => m.prob)).toEqual([expect.closeTo(0.5, 6), expect.closeTo(0.5, 6)]);
    expect(main.map((m) => m.coef)).toEqual([1.905, 1.905]);
    const total = markets.filter((m) => m.groupId === GROUP.totalPoints && m.param === 47.5);
    expect(total.map((m) => m.coef)).toEqual([1.905, 1.905]);
    // Alternative lines: laying more points costs more.
    const homeLines = markets.filter((m) => m.typeId === TYPE.spreadHome).sort((a, b) => a.param! - b.param!);
    expect(homeLines.map((m) => m.param)).toEqual([-10.5, -6.5, -3.5, -0.5, 3.5]);
    for (let i = 1; i < homeLines.length; i++) expect(homeLines[i]!.coef).toBeLessThan(homeLines[i - 1]!.coef);
  });

  it('prices a whole-number line without its push: the push-free win share', () => {
    const { win, lose } = lineOutcome(3, 13.5, -3);
    expect(1 - win - lose).toBeGreaterThan(0.02); // a margin of exactly 3 pushes
    expect(winShare(3, 13.5, -3)).toBeCloseTo(win / (win + lose), 12);
    expect(winShare(3, 13.5, -3)).toBeCloseTo(0.5, 6);
  });

  it('solves the mean margin from the moneyline when the spread was dropped', () => {
    const p = 0.7;
    expect(homeWinProbability(meanFromWinProbability(p), 13.5)).toBeCloseTo(p, 9);
    const dropped = rows.find((m) => detailOf(m).spread === undefined && detailOf(m).moneyline)!;
    const fit = nflFit(detailOf(dropped))!;
    expect(fit.spread).toBeUndefined();
    expect(nflMarketsAt(detailOf(dropped), -1).filter((m) => m.groupId === GROUP.pointSpread).length).toBeGreaterThan(0);
  });

  it('offers the real closing moneyline before the kick-off, and quarter/half markets only while they are open', () => {
    const m = rows.find((r) => detailOf(r).spread !== undefined && detailOf(r).total !== undefined && detailOf(r).moneyline)!;
    const d = detailOf(m);
    const pre = nflMarketsAt(d, -1);
    expect(pre.filter((x) => x.groupId === GROUP.result).map((x) => x.coef)).toEqual([d.moneyline!.home, d.moneyline!.away]);
    expect(new Set(pre.map((x) => x.groupId))).toEqual(new Set([GROUP.result, GROUP.pointSpread, GROUP.totalPoints, GROUP.firstHalfSpread, GROUP.firstHalfTotal, GROUP.firstQuarterTotal]));
    const afterQ1 = nflMarketsAt(d, 16 * 60_000);
    expect(afterQ1.some((x) => x.groupId === GROUP.firstQuarterTotal)).toBe(false);
    expect(afterQ1.some((x) => x.groupId === GROUP.firstHalfSpread)).toBe(true);
    expect(nflMarketsAt(d, 45 * 60_000).some((x) => x.groupId === GROUP.firstHalfTotal)).toBe(false);
  });
});

describe('the replay by quarters', () => {
  it('ends every game at its real final with the real quarters, overtime last', () => {
    const wrong: number[] = [];
    for (const m of rows) {
      const d = detailOf(m);
      const kickoff = Date.UTC(2026, 0, 1);
      const end = gameState(m, kickoff + AMERICAN_FOOTBALL_WALL_MS, kickoff);
      const before = nflProgress(d, AMERICAN_FOOTBALL_WALL_MS - 1);
      const quarters = before.board.quarters.length;
      if (end.status !== 'finished' || end.score.home !== m.fullTime.home || end.score.away !== m.fullTime.away) wrong.push(m.permanentId);
      if (quarters !== (d.overtime ? 5 : 4)) wrong.push(m.permanentId);
    }
    expect(wrong).toEqual([]);
  });

  it('adds each quarter\'s real points when it ends, and publishes them as live events', () => {
    const m = rows.find((r) => detailOf(r).overtime && detailOf(r).moneyline)!;
    const d = detailOf(m);
    expect(nflProgress(d, 14 * 60_000)).toMatchObject({ quarters: 0, score: { home: 0, away: 0 }, period: { id: 21 } });
    expect(nflProgress(d, 15 * 60_000).score).toEqual(d.quarters[0]);
    expect(nflProgress(d, 35 * 60_000).period.id).toBe(26); // half-time
    expect(nflProgress(d, 75 * 60_000).period.id).toBe(25); // overtime
    const kickoff = Date.UTC(2026, 0, 1);
    const events = eventsSince(m, kickoff, 0, kickoff + AMERICAN_FOOTBALL_WALL_MS, PRICING);
    expect(events.filter((e) => e.kind === 'goal')).toHaveLength(4);
    expect(events.at(-1)).toMatchObject({ kind: 'finish', score: m.fullTime });
  });
});

describe('settlement', () => {
  const detail: AmericanFootballDetail = {
    kind: 'americanFootball', quarters: [{ home: 7, away: 3 }, { home: 3, away: 7 }, { home: 0, away: 7 }, { home: 10, away: 3 }],
    overtime: { home: 3, away: 0 }, moneyline: undefined, spread: -3, total: 43,
  };
  const final = { home: 23, away: 20 }; // 20-20 after four quarters, 3-0 in overtime
  const leg = (groupId: number, typeId: number, param?: number) => nflLegStatus(detail, final, { groupId, typeId, param });

  it('counts overtime in the final: moneyline, spread and total', () => {
    expect(leg(GROUP.result, TYPE.home)).toBe(BET_STATUS.win);
    expect(leg(GROUP.pointSpread, TYPE.spreadHome, -2.5)).toBe(BET_STATUS.win);
    expect(leg(GROUP.totalPoints, TYPE.pointsOver, 42.5)).toBe(BET_STATUS.win);
  });

  it('pushes on whole-number lines (stake returned)', () => {
    expect(leg(GROUP.pointSpread, TYPE.spreadHome, -3)).toBe(BET_STATUS.return);
    expect(leg(GROUP.pointSpread, TYPE.spreadAway, 3)).toBe(BET_STATUS.return);
    expect(leg(GROUP.totalPoints, TYPE.pointsUnder, 43)).toBe(BET_STATUS.return);
    expect(nflLegStatus(detail, { home: 20, away: 20 }, { groupId: GROUP.result, typeId: TYPE.away })).toBe(BET_STATUS.return);
  });

  it('settles the half and first quarter by their own points', () => {
    expect(leg(GROUP.firstHalfSpread, TYPE.firstHalfSpreadHome, -0.5)).toBe(BET_STATUS.lose); // 10-10
    expect(leg(GROUP.firstHalfTotal, TYPE.firstHalfOver, 19.5)).toBe(BET_STATUS.win);
    expect(leg(GROUP.firstQuarterTotal, TYPE.firstQuarterUnder, 10)).toBe(BET_STATUS.return);
  });
});
