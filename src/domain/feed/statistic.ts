/**
 * The statistic page's record of a game (spec §2 `/statistic/{gameId}`) for every sport, from the
 * imported files only (real data): the score by period (tennis games per set, American football
 * points per quarter and overtime), the earlier meetings of the two sides and each side's latest
 * results before the game. "Before" is by the games' real dates in the files (`ImportedMatch.kickoff`),
 * so nothing after the game is shown; the replay calendar (src/domain/feed/calendar.ts) keeps
 * that order, and the dates shown are the earlier games' replayed days in the same replay as the
 * game (`replayedAt`), UTC, so "latest results" sit just before the game's own date. Pure.
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
  /** Day of the game as replayed (UTC), `YYYY-MM-DD`; the real day when no replay is given. */
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

/** Replayed kick-off of an earlier game, UTC ms (its real kick-off when not replayed). */
export type ReplayedAt = (match: ImportedMatch) => number;

const REAL_DATES: ReplayedAt = (match) => match.kickoff;

/** A game of the files as a {@link PastGame}. */
function pastGameOf(match: ImportedMatch, replayedAt: ReplayedAt): PastGame {
  const periods = periodScores(match);
  return {
    permanentId: match.permanentId,
    day: dayOf(replayedAt(match)),
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

/**
 * The earlier meetings of the game's two sides (either at home), newest first, at most {@link HEAD_TO_HEAD_LIMIT}.
 * @param replayedAt the replayed kick-off of an earlier game in the game's replay (default: real dates)
 */
export function headToHead(index: TeamIndex, match: ImportedMatch, replayedAt: ReplayedAt = REAL_DATES): PastGame[] {
  const sides = new Set([match.home.id, match.away.id]);
  return before(index, match, match.home.id)
    .filter((m) => sides.has(m.home.id) && sides.has(m.away.id))
    .slice(0, HEAD_TO_HEAD_LIMIT)
    .map((m) => pastGameOf(m, replayedAt));
}

/**
 * A side's latest results before the game, newest first, at most {@link RECENT_LIMIT}, with the
 * outcome for that side (tennis: the file's winner, so a retirement or walkover counts too).
 * @param replayedAt the replayed kick-off of an earlier game in the game's replay (default: real dates)
 */
export function recentResults(index: TeamIndex, match: ImportedMatch, side: 'home' | 'away', replayedAt: ReplayedAt = REAL_DATES): SideResult[] {
  const teamId = match[side].id;
  return before(index, match, teamId)
    .slice(0, RECENT_LIMIT)
    .map((m) => {
      const ownSide = m.home.id === teamId ? 'home' : 'away';
      return { ...pastGameOf(m, replayedAt), outcome: sportOfMatch(m).resultFor(m, m.detail, ownSide) };
    });
}
