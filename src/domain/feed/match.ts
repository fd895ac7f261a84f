/**
 * Imported football matches: the shape the sports feed is built on (spec §3 Game: permanentId,
 * sportId, champId, countryId, opponents, start; Market: coef). One `ImportedMatch` is one row
 * of a football-data.co.uk CSV file (`data/football-data/`, imported by
 * `src/server/feed/sports/football.ts`). Also the league table (champ ids per league code) and the
 * stable ids: deterministic hashes of normalised names, so a re-import yields the same ids.
 */
import type { Score } from '../../../schemas/game.ts';
import { champsByCode, currentCatalogue } from './catalogue.ts';
import type { SportDetail } from './sport-detail.ts';
import type { RealBooks } from './real-prices.ts';

/**
 * Sport id of football in this portal's feed (spec §3 Game `sportId`): the catalogue's sport of the
 * goals model (ids never change once published; src/server/feed/catalogue-file.ts refuses a
 * catalogue whose goals sport has another id).
 */
export const FOOTBALL_SPORT_ID = 1;

/** A league of the feed: champ of spec §3 Game (`champId`, champ name, country id and name). */
export interface LeagueInfo {
  /** football-data.co.uk division code, the CSV `Div` column: `E0`, `I1`, `SP1`. */
  code: string;
  /** Champ id of spec §3 Game `champId`; this portal's own ids, fixed in the catalogue. */
  champId: number;
  /** Champ name in English (spec §3 "champ name (and English)"). */
  champName: string;
  /** Country id of spec §3 Game `countryId`; this portal's own ids (the calling code where one fits), fixed in the catalogue. */
  countryId: number;
  /** Country name in English. */
  countryName: string;
  /** Sport id, always {@link FOOTBALL_SPORT_ID}. */
  sportId: number;
}

/**
 * The football leagues the feed knows, by `Div` code: the catalogue's champs of the football sport
 * (data/catalogue/catalogue.json) installed at the server's start, read when called. A row of another
 * league is reported by the importer, never guessed.
 */
export function footballLeagues(): Readonly<Record<string, LeagueInfo>> {
  const catalogue = currentCatalogue();
  const cached = leaguesOf.get(catalogue);
  if (cached) return cached;
  const leagues: Readonly<Record<string, LeagueInfo>> = Object.fromEntries(
    [...champsByCode(FOOTBALL_SPORT_ID).values()].map((champ) => [
      champ.code,
      { code: champ.code, champId: champ.champId, champName: champ.names.en!, countryId: champ.country.id, countryName: champ.country.names.en!, sportId: FOOTBALL_SPORT_ID },
    ]),
  );
  leaguesOf.set(catalogue, leagues);
  return leagues;
}
const leaguesOf = new WeakMap<object, Readonly<Record<string, LeagueInfo>>>();

/** Full-time or half-time result: home win, draw, away win (CSV `FTR`/`HTR`). */
export type MatchResult = 'H' | 'D' | 'A';

/** Goals of both sides (the one score shape, schemas/game.ts). */
export type { Score };

/** A team: id from its normalised name (see {@link teamId}) and the name as in the file. */
export interface Team {
  /** Stable id, {@link teamId} of the name. */
  id: number;
  /** Name as written in the file, e.g. `Nott'm Forest`. */
  name: string;
}

/** Match statistics of one side; each undefined when the cell is blank or not a number. */
export interface SideStats {
  /** Shots (`HS`/`AS`). */
  shots: number | undefined;
  /** Shots on target (`HST`/`AST`). */
  shotsOnTarget: number | undefined;
  /** Fouls committed (`HF`/`AF`). */
  fouls: number | undefined;
  /** Corners (`HC`/`AC`). */
  corners: number | undefined;
  /** Yellow cards (`HY`/`AY`). */
  yellow: number | undefined;
  /** Red cards (`HR`/`AR`). */
  red: number | undefined;
}

/** Bookmaker whose prices were taken: Bet365, Pinnacle, or the market average. */
export type OddsSource = 'B365' | 'PS' | 'Avg';

/** 1X2 decimal odds (each > 1) and where they came from. */
export interface OneXTwoPrices {
  /** Bookmaker of all three prices. */
  source: OddsSource;
  /** Home win. */
  home: number;
  /** Draw. */
  draw: number;
  /** Away win. */
  away: number;
}

/** Total goals over/under 2.5, decimal odds (each > 1). */
export interface TotalPrices {
  /** Bookmaker of both prices. */
  source: OddsSource;
  /** The line, always 2.5 in this data. */
  line: number;
  /** Over the line. */
  over: number;
  /** Under the line. */
  under: number;
}

/** Asian handicap: the home side's line (quarter lines such as -0.75 occur) and both prices. */
export interface AsianPrices {
  /** Bookmaker of both prices (the line `AHh` is shared by all bookmakers of the row). */
  source: OddsSource;
  /** Handicap added to the home side's goals, a multiple of 0.25 (`AHh`). */
  line: number;
  /** Home with the line. */
  home: number;
  /** Away with the opposite line. */
  away: number;
}

/** The odds of a match; each market undefined when no bookmaker priced it completely. */
interface MatchOdds {
  /** Opening 1X2: B365H/D/A, else PSH/D/A, else AvgH/D/A. */
  opening1x2: OneXTwoPrices | undefined;
  /** Closing 1X2: B365CH/CD/CA, else PSCH/CD/CA, else AvgCH/CD/CA. */
  closing1x2: OneXTwoPrices | undefined;
  /** Over/under 2.5: B365>2.5/<2.5, else P>2.5/<2.5, else Avg>2.5/<2.5. */
  total25: TotalPrices | undefined;
  /** Asian handicap `AHh` with B365AHH/AHA, else PAHH/PAHA, else AvgAHH/AvgAHA. */
  asian: AsianPrices | undefined;
  /**
   * Every bookmaker's prices at both moments, what a brand's pricing chooses from
   * (src/domain/feed/real-prices.ts); absent on matches built without them (tests, other sports).
   */
  books?: RealBooks;
}

/** One imported match (one CSV row). */
export interface ImportedMatch {
  /**
   * Permanent id (spec §3 Game `permanentId`): {@link matchPermanentId} of league, season, home
   * and away; the same on every import of the same data. Positive integer < 2^53.
   */
  permanentId: number;
  /** League code, the CSV `Div`. */
  league: string;
  /** Champ id of the league ({@link LEAGUES}). */
  champId: number;
  /** Country id of the league. */
  countryId: number;
  /** Sport id ({@link FOOTBALL_SPORT_ID}). */
  sportId: number;
  /** Season by its starting year: a match from July Y to June Y+1 is season Y. */
  season: number;
  /** Kick-off, UTC, ms since the epoch (converted from UK local time). */
  kickoff: number;
  /** Home team. */
  home: Team;
  /** Away team. */
  away: Team;
  /** Full-time score (`FTHG`, `FTAG`). */
  fullTime: Score;
  /** Half-time score (`HTHG`, `HTAG`), each side ≤ its full-time goals. */
  halfTime: Score;
  /** Full-time result, derived from the goals (agrees with `FTR` when the file has it). */
  result: MatchResult;
  /** Half-time result, derived from the half-time goals. */
  halfTimeResult: MatchResult;
  /** Referee (`Referee`), undefined when the column or cell is missing. */
  referee: string | undefined;
  /** Statistics per side. */
  stats: { home: SideStats; away: SideStats };
  /** Prices. */
  odds: MatchOdds;
  /** Where the row came from: file name and 1-based line (header = line 1). */
  source: { file: string; line: number };
  /**
   * The sport's own part for sports other than football (tennis sets, NFL quarters and lines,
   * src/domain/feed/sport-detail.ts); absent for football. For those sports `fullTime` holds the
   * sets won / final points and `halfTime` the sets after the first set / points at half-time,
   * `odds` and `stats` are empty.
   */
  detail?: SportDetail;
}

const FNV64_OFFSET = 0xcbf29ce484222325n;
const FNV64_PRIME = 0x100000001b3n;
const MASK64 = (1n << 64n) - 1n;
const MASK53 = (1n << 53n) - 1n;

/**
 * Deterministic id of a text: FNV-1a 64-bit over its UTF-8 bytes, folded to 53 bits so it is a
 * safe integer. Never 0. Same text → same id on every machine and run.
 */
export function stableId(text: string): number {
  let hash = FNV64_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV64_PRIME) & MASK64;
  }
  const folded = Number((hash ^ (hash >> 53n)) & MASK53);
  return folded === 0 ? 1 : folded;
}

/**
 * Normalised team name: Unicode NFKD without diacritics, lowercase, apostrophes dropped, any
 * other run of non-letters/digits one space, trimmed. `Nott'm Forest` → `nottm forest`,
 * `Alavés` → `alaves`.
 */
export function normaliseTeamName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Team id: {@link stableId} of `team:` + the normalised name. */
export function teamId(name: string): number {
  return stableId(`team:${normaliseTeamName(name)}`);
}

/**
 * Season (starting year) of a date given as UK local calendar fields: July..December belong
 * to the season starting that year, January..June to the one starting the year before (the
 * Belgian Pro League 2024/25 kicked off on 26 July 2024; no league of the data plays in June or
 * July at the end of a season).
 * @param year e.g. 2024
 * @param month 1..12
 */
export function seasonOf(year: number, month: number): number {
  return month >= 7 ? year : year - 1;
}

/**
 * Permanent id of a match: {@link stableId} of league, season, and both normalised team names.
 * Most league seasons have each home/away pairing once, so that identifies the match; a later
 * meeting of the same pairing in the same season (leagues playing each other four times) adds its
 * date as written in the file (`repeatDay`).
 */
export function matchPermanentId(league: string, season: number, home: string, away: string, repeatDay?: string): number {
  const base = `match:${league}|${season}|${normaliseTeamName(home)}|${normaliseTeamName(away)}`;
  return stableId(repeatDay === undefined ? base : `${base}|${repeatDay}`);
}

/** Result of a score: `H` home ahead, `D` level, `A` away ahead. */
export function resultOf(score: Score): MatchResult {
  return score.home > score.away ? 'H' : score.home < score.away ? 'A' : 'D';
}
