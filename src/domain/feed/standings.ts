/**
 * League tables (standings) of the champ landing pages (spec §2 Sports, page types
 * `champ/{epl|laliga|…}`): computed from real full-time results only, never invented. Pure.
 *
 * Shapes:
 * - in: {@link StandingsResult}, a finished match as `{ home: Team, away: Team, fullTime: Score }`
 *   (an `ImportedMatch` of src/domain/feed/match.ts fits), and the season's teams (`Team`: id, name);
 * - out: {@link StandingRow}, one per team: position (1-based), team id and name, played, won,
 *   drawn, lost, goals for, goals against, goal difference, points.
 *
 * Rules:
 * - points: win {@link POINTS}.win (3), draw 1, loss 0, from the results only (the data has no
 *   sporting sanctions: Everton's and Nottingham Forest's 2023/24 point deductions, for one, are
 *   not applied, so their totals are above the official table's);
 * - order: points, then goal difference, then goals for (each higher first), then team name
 *   (English collation; the data has no head-to-head tie-break, so the name makes the order
 *   total and stable); positions are 1..n in that order;
 * - every team of the season is listed, a team without a finished game with zeros (as a real
 *   table before its first match).
 *
 * Which results form the "current season" of the replay: {@link seasonSoFar}.
 */
import type { ImportedMatch, Score, Team } from './match.ts';

/** Points for a win, a draw and a loss. */
export const POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** A finished match as the table reads it. */
export interface StandingsResult {
  home: Team;
  away: Team;
  /** Full-time goals. */
  fullTime: Score;
}

/** One row of a league table. */
export interface StandingRow {
  /** 1-based place in the table. */
  position: number;
  teamId: number;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  /** goalsFor − goalsAgainst. */
  goalDifference: number;
  /** won × 3 + drawn × 1. */
  points: number;
}

/** Table order: points, goal difference, goals for (higher first), then team name. */
export function compareStandings(a: Omit<StandingRow, 'position'>, b: Omit<StandingRow, 'position'>): number {
  return b.points - a.points
    || b.goalDifference - a.goalDifference
    || b.goalsFor - a.goalsFor
    || a.team.localeCompare(b.team, 'en')
    || a.teamId - b.teamId;
}

/**
 * The league table of `results`, with every team of `teams` (teams met only in `results` are
 * added), in table order.
 * @param teams the season's teams, listed even before their first finished game
 * @param results finished matches (full-time scores, integers ≥ 0)
 */
export function computeStandings(teams: readonly Team[], results: readonly StandingsResult[]): StandingRow[] {
  const rows = new Map<number, Omit<StandingRow, 'position'>>();
  const rowOf = (team: Team) => {
    let row = rows.get(team.id);
    if (!row) {
      row = { teamId: team.id, team: team.name, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0 };
      rows.set(team.id, row);
    }
    return row;
  };
  for (const team of teams) rowOf(team);
  const add = (team: Team, scored: number, conceded: number) => {
    const row = rowOf(team);
    row.played += 1;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    row.goalDifference = row.goalsFor - row.goalsAgainst;
    if (scored > conceded) {
      row.won += 1;
      row.points += POINTS.win;
    } else if (scored === conceded) {
      row.drawn += 1;
      row.points += POINTS.draw;
    } else {
      row.lost += 1;
      row.points += POINTS.loss;
    }
  };
  for (const result of results) {
    add(result.home, result.fullTime.home, result.fullTime.away);
    add(result.away, result.fullTime.away, result.fullTime.home);
  }
  return [...rows.values()].sort(compareStandings).map((row, index) => ({ position: index + 1, ...row }));
}

/** The current replay season of a champ: its fixtures and the ones played so far. */
export interface SeasonSoFar {
  /** Season by its starting year (`ImportedMatch.season`). */
  season: number;
  /** Every match of the champ in that season, in replay order (the teams of the table). */
  fixtures: ImportedMatch[];
  /** The matches of that season finished in the replay, in replay order. */
  played: ImportedMatch[];
}

/** The teams of some matches, each once, in order of first appearance. */
export function teamsOf(matches: readonly Pick<ImportedMatch, 'home' | 'away'>[]): Team[] {
  const teams = new Map<number, Team>();
  for (const match of matches) for (const team of [match.home, match.away]) if (!teams.has(team.id)) teams.set(team.id, team);
  return [...teams.values()];
}

/**
 * The current season of a champ in the replay (src/domain/feed/schedule.ts, calendar schedule):
 * slot s replays entry `order[s mod n]` of placed block `blocks[s mod n]` (a copy of one
 * competition-season, src/domain/feed/calendar.ts), the whole list again every cycle. The
 * current season is the one of the champ's latest finished slot (at or before
 * `lastFinishedSlot`); its played matches are that block's matches in the slots from the block's
 * first one up to `lastFinishedSlot` (the walk back stops where another block begins, so an
 * earlier copy of the same season does not count).
 * @param order the schedule's matches in replay order (`CalendarSchedule.order`), n ≥ 0
 * @param blocks the placed block of each entry (`CalendarSchedule.blocks`), same length
 * @param lastFinishedSlot the latest slot finished at the instant looked at (any integer)
 * @returns null when the champ has no match in `order`
 */
export function seasonSoFar(order: readonly ImportedMatch[], blocks: readonly number[], lastFinishedSlot: number, champId: number): SeasonSoFar | null {
  const n = order.length;
  let block: number | undefined;
  const played: ImportedMatch[] = [];
  for (let slot = lastFinishedSlot; slot > lastFinishedSlot - n; slot--) {
    const index = ((slot % n) + n) % n;
    const match = order[index]!;
    if (match.champId !== champId) continue;
    if (block === undefined) block = blocks[index]!;
    else if (blocks[index] !== block) break;
    played.push(match);
  }
  if (block === undefined) return null;
  const season = played[0]!.season;
  const seen = new Set<number>();
  const fixtures = order.filter((m, i) => m.champId === champId && blocks[i] === block && !seen.has(m.permanentId) && seen.add(m.permanentId));
  return { season, fixtures, played: played.reverse() };
}

/** The usual label of a season: 2025 → `2025/26`. */
export function seasonLabel(season: number): string {
  return `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
}
