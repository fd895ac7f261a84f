/**
 * Tennis: the ATP importer on the real files (players by name, problems with
 * file and line), the point-based model solved from the match price (reproduces it within 0.005),
 * its markets, the game-by-game replay ending at the real sets, and settlement by tennis rules.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '../../src/domain/feed/catalogue.ts';
import { loadSportData } from '../../src/server/feed/data.ts';
import { importTennisCsv } from '../../src/server/feed/sports/tennis.ts';
import {
  TENNIS_WALL_MS, holdProbability, isFinishedSet, matchDistribution, matchWinProbability, setsWon, solveTennis, tennisLegStatus, tennisMarkets,
  tennisMarketsAt, tennisProgress, tennisTimeline, tiebreakProbability,
} from '../../src/domain/sports/tennis.ts';
import { gameState, settleLeg } from '../../src/domain/feed/sport-rules.ts';
import { eventsSince } from '../../src/domain/feed/live-events.ts';
import { GROUP, TYPE, coefficient } from '../../src/domain/feed/odds-model.ts';
import { BET_STATUS } from '../../src/domain/coupon/types.ts';
import type { TennisDetail } from '../../src/domain/feed/sport-detail.ts';
import type { ImportedMatch } from '../../src/domain/feed/match.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const ROOT = fileURLToPath(new URL('../../data/', import.meta.url));
const tennis = CATALOGUE.sports.find((s) => s.importer === 'tennis-data-csv')!;
const { rows, problems } = loadSportData(tennis, ROOT);
const detailOf = (m: ImportedMatch) => m.detail as TennisDetail;

describe('the ATP importer on the real files', () => {
  it('imports 9,333 of the 9,344 matches and reports the 11 bad rows with file, line and reason', () => {
    expect(rows).toHaveLength(9333);
    expect(problems).toHaveLength(11);
    expect(problems).toContainEqual({ file: 'atp-2017.csv', line: 1152, reason: "bad set 1 score '-3'" });
    expect(problems).toContainEqual({ file: 'atp-2018.csv', line: 2208, reason: 'set 1 score 6-5 does not finish a set' });
    expect(problems).toContainEqual({ file: 'atp-2016.csv', line: 1631, reason: 'the winner won 3 of 3 sets in a best of 3' });
    for (const p of problems) expect(p.file).toMatch(/^atp-201[6-9]\.csv$/);
  });

  it('shows the players by name, so the order tells nothing of the winner', () => {
    for (const m of rows) expect(m.home.name.localeCompare(m.away.name, 'en', { sensitivity: 'base' }) <= 0 || m.home.name < m.away.name).toBe(true);
    const homeWins = rows.filter((m) => detailOf(m).winner === 'home').length / rows.length;
    expect(homeWins).toBeGreaterThan(0.45);
    expect(homeWins).toBeLessThan(0.55);
  });

  it('keeps walkovers (no sets) and retirements (sets played), maps every series to its catalogue champ', () => {
    expect(rows.filter((m) => detailOf(m).ending === 'walkover')).toHaveLength(60);
    expect(rows.filter((m) => detailOf(m).ending === 'retired')).toHaveLength(263);
    expect(new Set(rows.map((m) => m.champId))).toEqual(new Set([201, 202, 203, 204, 205]));
    expect(new Set(rows.map((m) => m.permanentId)).size).toBe(rows.length);
  });

  it('reports an unknown series and bad rows, and never throws', () => {
    const header = 'ATP,Location,Tournament,Date,Series,Court,Surface,Round,Best of,Winner,Loser,WRank,LRank,W1,L1,W2,L2,Wsets,Lsets,Comment,PSW,PSL';
    const text = [header,
      '1,X,Cup,2016-01-04,Challenger,Outdoor,Hard,1st Round,3,A B.,C D.,1,2,6,1,6,1,2,0,Completed,1.5,2.5',
      '1,X,Cup,2016-02-30,ATP250,Outdoor,Hard,1st Round,3,A B.,C D.,1,2,6,1,6,1,2,0,Completed,1.5,2.5',
      '1,X,Cup,2016-01-04,ATP250,Outdoor,Hard,1st Round,3,A B.,C D.,1,2,6,1,6,1,2,0,Completed,1.5,2.5',
    ].join('\n');
    const result = importTennisCsv('t.csv', text);
    expect(result.rows).toHaveLength(1);
    expect(result.problems).toEqual([
      { file: 't.csv', line: 2, reason: "unknown series 'Challenger': not in data/catalogue/catalogue.json (add the champ there and restart)" },
      { file: 't.csv', line: 3, reason: "bad Date '2016-02-30' (expected YYYY-MM-DD)" },
    ]);
    expect(() => importTennisCsv('x.csv', '\u0000,,\n"')).not.toThrow();
  });
});

describe('the point-based model (Barnett–Clarke)', () => {
  it('holds and tiebreaks as the closed forms say', () => {
    expect(holdProbability(0.5)).toBeCloseTo(0.5, 12);
    expect(holdProbability(0.6)).toBeCloseTo(0.7357, 4);
    expect(tiebreakProbability(0.62, 0.62)).toBeCloseTo(0.5, 12);
    expect(tiebreakProbability(0.7, 0.6)).toBeGreaterThan(0.5);
  });

  it('gives a distribution summing to 1 that agrees with the fast winner recursion', () => {
    for (const bestOf of [3, 5] as const) {
      const p = { home: 0.66, away: 0.61 };
      const d = matchDistribution(p, bestOf);
      expect(d.finals.reduce((s, f) => s + f.prob, 0)).toBeCloseTo(1, 10);
      expect(d.finals.filter((f) => f.sh > f.sa).reduce((s, f) => s + f.prob, 0)).toBeCloseTo(matchWinProbability(p, bestOf), 10);
    }
  });

  // Solving takes a few ms a match: every fifth priced match of the four years is checked.
  it('reproduces the match price it was solved from within 0.005 (probability and price)', { timeout: 60_000 }, () => {
    const priced = rows.filter((m) => detailOf(m).odds).filter((_, i) => i % 5 === 0);
    expect(priced.length).toBeGreaterThan(1800);
    for (const m of priced) {
      const d = detailOf(m);
      const fit = solveTennis(d.odds!, d.bestOf, d.surface);
      expect(Math.abs(fit.model - fit.target)).toBeLessThan(0.005);
      expect(Math.abs(coefficient(fit.model, fit.overround) - d.odds!.home)).toBeLessThan(0.005);
      expect(Math.abs(coefficient(1 - fit.model, fit.overround) - d.odds!.away)).toBeLessThan(0.005);
    }
  });

  it('prices the five markets, each complete, with the book margin', () => {
    const m = rows.find((r) => detailOf(r).bestOf === 5 && detailOf(r).odds)!;
    const markets = tennisMarketsAt(m, detailOf(m), -1);
    expect(new Set(markets.map((x) => x.groupId))).toEqual(new Set([GROUP.result, GROUP.setBetting, GROUP.totalGames, GROUP.gameHandicap, GROUP.firstSetWinner]));
    expect(markets.filter((x) => x.groupId === GROUP.result).map((x) => x.coef)).toEqual([detailOf(m).odds!.home, detailOf(m).odds!.away]);
    const setProbs = markets.filter((x) => x.groupId === GROUP.setBetting).reduce((s, x) => s + x.prob, 0);
    expect(setProbs).toBeGreaterThan(0.97);
    for (const line of new Set(markets.filter((x) => x.groupId === GROUP.totalGames).map((x) => x.param))) {
      const pair = markets.filter((x) => x.groupId === GROUP.totalGames && x.param === line);
      expect(pair.reduce((s, x) => s + x.prob, 0)).toBeCloseTo(1, 10);
    }
  });

  it('leaves impossible set scores and a decided first set out of live prices', () => {
    const m = rows.find((r) => detailOf(r).ending === 'completed' && detailOf(r).bestOf === 3 && detailOf(r).odds && detailOf(r).sets.length === 3)!;
    const d = detailOf(m);
    const afterFirstSet = tennisTimeline(m.permanentId, d).games.filter((g) => g.set === 0).at(-1)!.endMs;
    const live = tennisMarketsAt(m, d, afterFirstSet + 1);
    expect(live.some((x) => x.groupId === GROUP.firstSetWinner)).toBe(false);
    const firstHome = d.sets[0]!.home > d.sets[0]!.away;
    const scores = live.filter((x) => x.groupId === GROUP.setBetting).map((x) => x.param);
    expect(scores).not.toContain(firstHome ? 2 : 200);
  });
});

describe('the replay: game by game to the real sets', () => {
  it('ends every match at its real sets, never finishing a set early, serve alternating', { timeout: 30_000 }, () => {
    const wrong: string[] = [];
    for (const m of rows) {
      const d = detailOf(m);
      const { games } = tennisTimeline(m.permanentId, d);
      if (games.length !== d.sets.reduce((n, s) => n + s.home + s.away, 0)) wrong.push(`${m.permanentId}: game count`);
      const end = tennisProgress(m.permanentId, d, TENNIS_WALL_MS);
      if (JSON.stringify(end.board.sets.slice(0, d.sets.length)) !== JSON.stringify(d.sets)) wrong.push(`${m.permanentId}: sets`);
      if (JSON.stringify(end.sets) !== JSON.stringify(setsWon(d))) wrong.push(`${m.permanentId}: sets won`);
      // No prefix of a set is a finished set score other than its real end (advantage sets pass 7-6 on the way).
      const running = d.sets.map(() => ({ home: 0, away: 0 }));
      games.forEach((g, i) => {
        running[g.set]![g.winner] += 1;
        const real = d.sets[g.set]!;
        const atEnd = running[g.set]!.home === real.home && running[g.set]!.away === real.away;
        const advantage = Math.max(real.home, real.away) > 7;
        if (!atEnd && !advantage && isFinishedSet(running[g.set]!)) wrong.push(`${m.permanentId}: set ${g.set} finished early`);
        if (i > 0 && g.server === games[i - 1]!.server) wrong.push(`${m.permanentId}: serve`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('publishes the games as live events ending with the real sets, and the state at the end is the real result', () => {
    const m = rows.find((r) => detailOf(r).ending === 'completed' && detailOf(r).odds)!;
    const kickoff = Date.UTC(2026, 0, 1);
    const events = eventsSince(m, kickoff, 0, kickoff + TENNIS_WALL_MS, PRICING);
    expect(events[0]!.kind).toBe('kickoff');
    expect(events.at(-1)).toMatchObject({ kind: 'finish', score: m.fullTime });
    expect(events.filter((e) => e.kind === 'goal')).toHaveLength(tennisTimeline(m.permanentId, detailOf(m)).games.length);
    expect(gameState(m, kickoff + TENNIS_WALL_MS, kickoff)).toMatchObject({ status: 'finished', score: m.fullTime, board: { sets: detailOf(m).sets, ending: 'completed' } });
    expect(gameState(m, kickoff - 1, kickoff).status).toBe('line');
  });
});

describe('settlement by tennis rules', () => {
  const base: TennisDetail = { kind: 'tennis', bestOf: 3, sets: [{ home: 6, away: 4 }, { home: 3, away: 6 }, { home: 7, away: 6 }], ending: 'completed', winner: 'home', tournament: 'T', round: 'R', surface: 'Hard', rank: { home: 1, away: 2 }, odds: undefined };
  const leg = (detail: TennisDetail, groupId: number, typeId: number, param?: number) => tennisLegStatus(detail, { groupId, typeId, param });

  it('settles a completed match by its sets and games', () => {
    expect(leg(base, GROUP.result, TYPE.home)).toBe(BET_STATUS.win);
    expect(leg(base, GROUP.result, TYPE.away)).toBe(BET_STATUS.lose);
    expect(leg(base, GROUP.setBetting, TYPE.setScore, 201)).toBe(BET_STATUS.win);
    expect(leg(base, GROUP.totalGames, TYPE.gamesOver, 31.5)).toBe(BET_STATUS.win); // 16 + 16 = 32 games
    expect(leg(base, GROUP.gameHandicap, TYPE.gameHandicapHome, -0.5)).toBe(BET_STATUS.lose); // 16-16
    expect(leg(base, GROUP.gameHandicap, TYPE.gameHandicapAway, 0.5)).toBe(BET_STATUS.win);
    expect(leg(base, GROUP.firstSetWinner, TYPE.firstSetHome)).toBe(BET_STATUS.win);
  });

  it('on a retirement keeps what was decided and voids the rest', () => {
    const retired: TennisDetail = { ...base, sets: [{ home: 6, away: 4 }, { home: 2, away: 1 }], ending: 'retired' };
    expect(leg(retired, GROUP.result, TYPE.home)).toBe(BET_STATUS.return);
    expect(leg(retired, GROUP.setBetting, TYPE.setScore, 200)).toBe(BET_STATUS.return);
    expect(leg(retired, GROUP.firstSetWinner, TYPE.firstSetHome)).toBe(BET_STATUS.win);
    expect(leg(retired, GROUP.totalGames, TYPE.gamesOver, 12.5)).toBe(BET_STATUS.win);
    expect(leg(retired, GROUP.totalGames, TYPE.gamesUnder, 12.5)).toBe(BET_STATUS.lose);
    expect(leg(retired, GROUP.totalGames, TYPE.gamesOver, 20.5)).toBe(BET_STATUS.return);
    expect(leg(retired, GROUP.gameHandicap, TYPE.gameHandicapHome, 1.5)).toBe(BET_STATUS.return);
  });

  it('voids every market of a walkover, and settles real matches through the sport rules', () => {
    const walkover: TennisDetail = { ...base, sets: [], ending: 'walkover' };
    for (const [g, t, p] of [[GROUP.result, TYPE.home], [GROUP.firstSetWinner, TYPE.firstSetAway], [GROUP.totalGames, TYPE.gamesUnder, 20.5]] as const) {
      expect(leg(walkover, g, t, p)).toBe(BET_STATUS.return);
    }
    for (const m of rows.slice(0, 300)) {
      const d = detailOf(m);
      const won = settleLeg(m, { groupId: GROUP.result, typeId: d.winner === 'home' ? TYPE.home : TYPE.away });
      expect(won).toBe(d.ending === 'completed' ? BET_STATUS.win : BET_STATUS.return);
    }
  });
});

it('tennisMarkets leaves a decided market out', () => {
  expect(tennisMarkets({ finals: [{ sh: 2, sa: 0, gh: 12, ga: 3, prob: 1 }], firstSetHome: undefined }, 1.05)).toEqual([]);
});
