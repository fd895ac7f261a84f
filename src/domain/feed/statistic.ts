/**
 * The statistic page's record of a game (spec §2 `/statistic/{gameId}`) for every sport, from the
 * imported files only (real data): the score by period (tennis games per set, American football
 * points per quarter and overtime), the earlier meetings of the two sides and each side's latest
 * results before the game. "Before" is by the games' real dates in the files (`ImportedMatch.kickoff`),
 * never the replay's, so nothing after the game is shown; dates are the real days, UTC. Pure.
 */
import type { ImportedMatch, Score } from './match.ts';
import { sportOfMatch, type PeriodScore } from '../sports/index.ts';

export type { PeriodScore } from '../sports/index.ts';

/** Earlier meetings shown at most. */
export const HEAD_TO_HEAD_LIMIT = 10;
/** Latest results shown per side at most. */
export const RECENT_LIMIT = 5;

/** An earlier game of the files as the page lists it. */
export interface PastGame {
  permanentId: number;
  /** Real day of the game, `YYYY-MM-DD` (UTC). */
  day: string;
  champId: number;
  home: string;
  away: string;
  /** Final score: goals, sets won (tennis) or points (overtime included). */
  score: Score;
  /** Tennis: the games of each set (`6-4 3-6 7-6`); NFL: the quarters (`7-3 0-10 …`); null for football. */
  periods: string | null;
}

/** A side's earlier game with its outcome for that side. */
export interface SideResult extends PastGame {
  outcome: 'win' | 'draw' | 'loss';
}

/**
 * The score by period of a finished game: tennis sets as played (an unfinished last set on a
 * retirement included; none on a walkover), NFL quarters and overtime when played; empty for
 * football (its half-time score is on the page already).
 */
export function periodScores(match: ImportedMatch): PeriodScore[] {
  return sportOfMatch(match).periodScores(match, match.detail);
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A game of the files as a {@link PastGame}. */
function pastGameOf(match: ImportedMatch): PastGame {
  const periods = periodScores(match);
  return {
    permanentId: match.permanentId,
    day: dayOf(match.kickoff),
    champId: match.champId,
    home: match.home.name,
    away: match.away.name,
    score: { ...match.fullTime },
    periods: periods.length > 0 ? periods.filter((p) => p.labelKey !== 'statistic_overtime').map((p) => `${p.home}-${p.away}`).join(' ') : null,
  };
}

/** The games of one sport of the files by team id, each list by real date, newest first. */
export type TeamIndex = ReadonlyMap<number, readonly ImportedMatch[]>;

/** Indexes games by each side's team id (ids are per sport: tennis players and NFL teams have their own). */
export function indexByTeam(matches: readonly ImportedMatch[]): TeamIndex {
  const index = new Map<number, ImportedMatch[]>();
  for (const match of matches) for (const team of [match.home.id, match.away.id]) (index.get(team) ?? index.set(team, []).get(team)!).push(match);
  for (const list of index.values()) list.sort((a, b) => b.kickoff - a.kickoff || b.permanentId - a.permanentId);
  return index;
}

/** Games of the same sport played before `match` (by real date), newest first, of a side. */
function before(index: TeamIndex, match: ImportedMatch, teamId: number): ImportedMatch[] {
  return (index.get(teamId) ?? []).filter((m) => m.sportId === match.sportId && m.kickoff < match.kickoff && m.permanentId !== match.permanentId);
}

/** The earlier meetings of the game's two sides (either at home), newest first, at most {@link HEAD_TO_HEAD_LIMIT}. */
export function headToHead(index: TeamIndex, match: ImportedMatch): PastGame[] {
  const sides = new Set([match.home.id, match.away.id]);
  return before(index, match, match.home.id)
    .filter((m) => sides.has(m.home.id) && sides.has(m.away.id))
    .slice(0, HEAD_TO_HEAD_LIMIT)
    .map(pastGameOf);
}

/**
 * A side's latest results before the game, newest first, at most {@link RECENT_LIMIT}, with the
 * outcome for that side (tennis: the file's winner, so a retirement or walkover counts too).
 */
export function recentResults(index: TeamIndex, match: ImportedMatch, side: 'home' | 'away'): SideResult[] {
  const teamId = match[side].id;
  return before(index, match, teamId)
    .slice(0, RECENT_LIMIT)
    .map((m) => {
      const ownSide = m.home.id === teamId ? 'home' : 'away';
      return { ...pastGameOf(m), outcome: sportOfMatch(m).resultFor(m, m.detail, ownSide) };
    });
}
