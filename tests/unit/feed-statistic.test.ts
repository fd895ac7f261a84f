/**
 * The statistic page's record of a game for every sport (src/domain/feed/statistic.ts) on the real
 * files: the score by set or quarter, the earlier meetings of the two sides and their latest
 * results, only ever before the game's real date.
 */
import { describe, expect, it } from 'vitest';
import { loadFeedData } from '../../src/server/feed/data.ts';
import type { ImportedMatch } from '../../src/domain/feed/match.ts';
import { HEAD_TO_HEAD_LIMIT, RECENT_LIMIT, headToHead, indexByTeam, periodScores, recentResults } from '../../src/domain/feed/statistic.ts';

const matches = loadFeedData().result.rows;
const index = indexByTeam(matches);
const day = (m: ImportedMatch) => new Date(m.kickoff).toISOString().slice(0, 10);
const find = (home: string, away: string, date: string) => matches.find((m) => m.home.name === home && m.away.name === away && day(m) === date)!;

describe('football', () => {
  it('head to head: the real earlier meetings either way round, newest first', () => {
    const match = find('Arsenal', 'Chelsea', '2026-03-01');
    expect(headToHead(index, match).map((g) => [g.day, g.home, g.away, `${g.score.home}-${g.score.away}`])).toEqual([
      ['2025-11-30', 'Chelsea', 'Arsenal', '1-1'],
      ['2025-03-16', 'Arsenal', 'Chelsea', '1-0'],
      ['2024-11-10', 'Chelsea', 'Arsenal', '1-1'],
      ['2024-04-23', 'Arsenal', 'Chelsea', '5-0'],
      ['2023-10-21', 'Chelsea', 'Arsenal', '2-2'],
    ]);
    // The first meeting of the files has none before it; nothing after the game is shown.
    expect(headToHead(index, find('Chelsea', 'Arsenal', '2023-10-21'))).toEqual([]);
    expect(periodScores(match)).toEqual([]);
  });

  it('latest results: the side\'s games before this one with its outcome', () => {
    const match = find('Arsenal', 'Chelsea', '2024-04-23');
    const recent = recentResults(index, match, 'home');
    expect(recent).toHaveLength(RECENT_LIMIT);
    for (const g of recent) {
      expect(g.day < '2024-04-23').toBe(true);
      expect([g.home, g.away]).toContain('Arsenal');
      const own = g.home === 'Arsenal' ? g.score.home : g.score.away;
      const other = g.home === 'Arsenal' ? g.score.away : g.score.home;
      expect(g.outcome).toBe(own > other ? 'win' : own === other ? 'draw' : 'loss');
    }
    expect(recent.map((g) => g.day)).toEqual([...recent.map((g) => g.day)].sort().reverse());
  });
});

describe('tennis', () => {
  const tennis = matches.filter((m) => m.detail?.kind === 'tennis');

  it('the score by set is the real sets; the past games show their sets', () => {
    const match = tennis.find((m) => m.detail?.kind === 'tennis' && m.detail.sets.length === 3)!;
    const sets = match.detail!.kind === 'tennis' ? match.detail!.sets : [];
    expect(periodScores(match)).toEqual(sets.map((s, i) => ({ labelKey: 'statistic_set', number: i + 1, home: s.home, away: s.away })));
  });

  it('head to head and latest results for players who met several times, the winner by the file', () => {
    // The pair of players with the most meetings in the files, at their last meeting.
    const pairs = new Map<string, ImportedMatch[]>();
    for (const m of tennis) {
      const key = [m.home.id, m.away.id].sort().join(':');
      (pairs.get(key) ?? pairs.set(key, []).get(key)!).push(m);
    }
    const meetings = [...pairs.values()].sort((a, b) => b.length - a.length)[0]!.sort((a, b) => a.kickoff - b.kickoff);
    expect(meetings.length).toBeGreaterThan(3);
    const last = meetings.at(-1)!;
    const h2h = headToHead(index, last);
    expect(h2h.map((g) => g.permanentId)).toEqual(meetings.slice(0, -1).reverse().slice(0, HEAD_TO_HEAD_LIMIT).map((m) => m.permanentId));
    // A walkover has no sets to show.
    for (const g of h2h) expect(g.periods === null || /^\d+-\d+( \d+-\d+)*$/.test(g.periods)).toBe(true);
    for (const g of recentResults(index, last, 'away')) {
      const m = matches.find((x) => x.permanentId === g.permanentId)!;
      const side = m.home.id === last.away.id ? 'home' : 'away';
      expect(g.outcome).toBe(m.detail?.kind === 'tennis' && m.detail.winner === side ? 'win' : 'loss');
    }
  });
});

describe('American football', () => {
  const nfl = matches.filter((m) => m.detail?.kind === 'americanFootball');

  it('the score by quarter, and overtime when played, add up to the final', () => {
    const overtime = nfl.find((m) => m.detail?.kind === 'americanFootball' && m.detail.overtime !== undefined)!;
    const periods = periodScores(overtime);
    expect(periods.map((p) => p.labelKey)).toEqual(['statistic_quarter', 'statistic_quarter', 'statistic_quarter', 'statistic_quarter', 'statistic_overtime']);
    expect(periods.reduce((sum, p) => sum + p.home, 0)).toBe(overtime.fullTime.home);
    expect(periods.reduce((sum, p) => sum + p.away, 0)).toBe(overtime.fullTime.away);
    const regular = nfl.find((m) => m.detail?.kind === 'americanFootball' && m.detail.overtime === undefined)!;
    expect(periodScores(regular)).toHaveLength(4);
  });

  it('head to head of division rivals: earlier meetings only, quarters listed', () => {
    const game = nfl.at(-1)!;
    const h2h = headToHead(index, game);
    expect(h2h.length).toBeGreaterThan(0);
    for (const g of h2h) {
      expect(new Set([g.home, g.away])).toEqual(new Set([game.home.name, game.away.name]));
      expect(g.day <= day(game)).toBe(true);
      expect(g.periods).toMatch(/^\d+-\d+ \d+-\d+ \d+-\d+ \d+-\d+$/);
    }
  });
});
