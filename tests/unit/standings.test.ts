/**
 * League tables of the champ landing pages (src/domain/feed/standings.ts): a hand-computed
 * example, the tie-breaks, the invariants over every real season of data/football-data, the real
 * final tables of 2023/24 and 2024/25, and the current replay season (`seasonSoFar`).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadFootballData } from '../../src/server/feed/data.ts';
import type { ImportedMatch, Team } from '../../src/domain/feed/match.ts';
import { POINTS, compareStandings, computeStandings, seasonLabel, seasonSoFar, teamsOf, type StandingRow } from '../../src/domain/feed/standings.ts';

const DATA_DIR = fileURLToPath(new URL('../../data/football-data/', import.meta.url));
const { rows } = loadFootballData(DATA_DIR);

const team = (name: string, id: number): Team => ({ id, name });
const result = (home: Team, away: Team, h: number, a: number) => ({ home, away, fullTime: { home: h, away: a } });
/** A row without position and id, to compare with hand-written numbers. */
const line = (r: StandingRow) => [r.position, r.team, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.goalDifference, r.points];

describe('computeStandings', () => {
  const ajax = team('Ajax', 1);
  const benfica = team('Benfica', 2);
  const celtic = team('Celtic', 3);
  const dynamo = team('Dynamo', 4);
  const zenit = team('Zenit', 5);
  const everton = team('Everton', 6);

  it('counts a small round by hand: 3 points a win, 1 a draw, ties by goal difference then goals for, then name', () => {
    const table = computeStandings([ajax, benfica, celtic, dynamo, zenit, everton], [
      result(ajax, benfica, 2, 0),
      result(celtic, dynamo, 1, 1),
      result(ajax, celtic, 1, 1),
      result(benfica, dynamo, 3, 1),
      result(dynamo, ajax, 2, 0),
    ]);
    // Ajax and Dynamo: 4 points, goal difference 0; Dynamo scored 4, Ajax 3.
    expect(table.map(line)).toEqual([
      [1, 'Dynamo', 3, 1, 1, 1, 4, 4, 0, 4],
      [2, 'Ajax', 3, 1, 1, 1, 3, 3, 0, 4],
      [3, 'Benfica', 2, 1, 0, 1, 3, 3, 0, 3],
      [4, 'Celtic', 2, 0, 2, 0, 2, 2, 0, 2],
      // Teams without a game yet are listed, level ones by name.
      [5, 'Everton', 0, 0, 0, 0, 0, 0, 0, 0],
      [6, 'Zenit', 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
    expect(table.map((r) => r.teamId)).toEqual([4, 1, 2, 3, 6, 5]);
  });

  it('splits teams level on points by goal difference first', () => {
    const table = computeStandings([], [result(ajax, benfica, 3, 0), result(benfica, celtic, 1, 0), result(celtic, ajax, 1, 0)]);
    expect(table.map(line)).toEqual([
      [1, 'Ajax', 2, 1, 0, 1, 3, 1, 2, 3],
      [2, 'Celtic', 2, 1, 0, 1, 1, 1, 0, 3],
      [3, 'Benfica', 2, 1, 0, 1, 1, 3, -2, 3],
    ]);
  });

  it('is empty without teams or results, and does not depend on the order of the results', () => {
    expect(computeStandings([], [])).toEqual([]);
    const some = rows.filter((m) => m.champId === 103 && m.season === 2024).slice(0, 120);
    expect(computeStandings(teamsOf(some), [...some].reverse())).toEqual(computeStandings(teamsOf(some), some));
  });
});

describe('the real seasons (data/football-data)', () => {
  const seasons = [...new Set(rows.map((m) => `${m.champId}:${m.season}`))].map((key) => key.split(':').map(Number) as [number, number]);
  /** Teams per league season in the real data (Belgium 16, Scotland 12/10, Turkey 19 in 2024/25, ...). */
  const TEAMS: Readonly<Record<number, number>> = {
    101: 20, 102: 20, 103: 20, 104: 16, 105: 18, 106: 18, 107: 24, 108: 24, 109: 24, 110: 24, 111: 18,
    112: 18, 113: 14, 114: 20, 115: 18, 116: 18, 117: 12, 118: 10, 119: 10, 120: 10, 121: 22, 122: 19,
  };

  it.each(seasons)('champ %i season %i: points sum to 3 × decisive + 2 × draws, and the table is consistent', (champId, season) => {
    const matches = rows.filter((m) => m.champId === champId && m.season === season);
    const table = computeStandings(teamsOf(matches), matches);
    const draws = matches.filter((m) => m.fullTime.home === m.fullTime.away).length;
    const decisive = matches.length - draws;
    const sum = (field: keyof StandingRow) => table.reduce((total, row) => total + (row[field] as number), 0);
    expect(table).toHaveLength(TEAMS[champId]!);
    expect(sum('points')).toBe(POINTS.win * decisive + 2 * POINTS.draw * draws);
    expect(sum('played')).toBe(2 * matches.length);
    expect(sum('won')).toBe(decisive);
    expect(sum('lost')).toBe(decisive);
    expect(sum('drawn')).toBe(2 * draws);
    expect(sum('goalsFor')).toBe(sum('goalsAgainst'));
    expect(sum('goalDifference')).toBe(0);
    table.forEach((row, index) => {
      expect(row.position).toBe(index + 1);
      expect(row.played).toBe(row.won + row.drawn + row.lost);
      expect(row.points).toBe(3 * row.won + row.drawn);
      expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst);
      if (index > 0) expect(compareStandings(table[index - 1]!, row)).toBeLessThan(0);
    });
  });

  it('gives the real final tables of the finished seasons (from results only)', () => {
    const top = (champId: number, season: number) => {
      const matches = rows.filter((m) => m.champId === champId && m.season === season);
      return computeStandings(teamsOf(matches), matches).slice(0, 3).map((r) => [r.team, r.points, r.played]);
    };
    expect(top(101, 2023)).toEqual([['Man City', 91, 38], ['Arsenal', 89, 38], ['Liverpool', 82, 38]]);
    expect(top(101, 2024)).toEqual([['Liverpool', 84, 38], ['Arsenal', 74, 38], ['Man City', 71, 38]]);
    expect(top(102, 2023)).toEqual([['Inter', 94, 38], ['Milan', 75, 38], ['Juventus', 71, 38]]);
    expect(top(103, 2023)).toEqual([['Real Madrid', 95, 38], ['Barcelona', 85, 38], ['Girona', 81, 38]]);
    expect(top(103, 2024)).toEqual([['Barcelona', 88, 38], ['Real Madrid', 84, 38], ['Ath Madrid', 76, 38]]);
  });
});

describe('seasonSoFar (the current replay season)', () => {
  /** A tiny replay order: champ, season and the index as the teams' ids. */
  const order = ([[1, 2023], [2, 2023], [1, 2023], [1, 2024], [2, 2024], [1, 2024]] as const).map(([champId, season], i): ImportedMatch => ({
    ...rows[0]!,
    permanentId: 1000 + i,
    champId,
    season,
    home: team(`H${i}`, 100 + i),
    away: team(`A${i}`, 200 + i),
  }));
  /** The placed block of each entry: one copy of each champ-season. */
  const blocks = [0, 1, 0, 2, 3, 2];
  const ids = (matches: readonly ImportedMatch[] | undefined) => matches?.map((m) => m.permanentId - 1000);

  it('takes the season of the champ\'s latest finished slot, from its first match in the cycle', () => {
    // Slot 2 (cycle 0, index 2): champ 1 of 2023 has played indexes 0 and 2.
    expect(seasonSoFar(order, blocks, 2, 1)).toMatchObject({ season: 2023 });
    expect(ids(seasonSoFar(order, blocks, 2, 1)!.played)).toEqual([0, 2]);
    expect(ids(seasonSoFar(order, blocks, 2, 1)!.fixtures)).toEqual([0, 2]);
    // Slot 4: champ 1's latest is index 3 (2024); the 2023 matches are another season.
    expect(seasonSoFar(order, blocks, 4, 1)).toMatchObject({ season: 2024 });
    expect(ids(seasonSoFar(order, blocks, 4, 1)!.played)).toEqual([3]);
    expect(ids(seasonSoFar(order, blocks, 4, 1)!.fixtures)).toEqual([3, 5]);
    expect(ids(seasonSoFar(order, blocks, 4, 2)!.played)).toEqual([4]);
  });

  it('starts again with the cycle, and before a champ\'s first match of the cycle keeps the previous cycle\'s final table', () => {
    // Slot 6 is cycle 1, index 0: the data starts again from 2023.
    expect(ids(seasonSoFar(order, blocks, 6, 1)!.played)).toEqual([0]);
    // Champ 2 has not played in cycle 1 yet: its latest is cycle 0's index 4 (2024).
    expect(seasonSoFar(order, blocks, 6, 2)).toMatchObject({ season: 2024 });
    expect(ids(seasonSoFar(order, blocks, 6, 2)!.played)).toEqual([4]);
    // Negative slots (before the epoch) work the same way.
    expect(ids(seasonSoFar(order, blocks, -1, 1)!.played)).toEqual([3, 5]);
    expect(seasonSoFar(order, blocks, 3, 99)).toBeNull();
    expect(seasonSoFar([], [], 3, 1)).toBeNull();
  });

  it('labels seasons as 2025/26', () => {
    expect(seasonLabel(2025)).toBe('2025/26');
    expect(seasonLabel(2099)).toBe('2099/00');
  });
});
