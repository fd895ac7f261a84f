/**
 * Importer of football-data.co.uk CSV files (`data/football-data/README.md`) into
 * `ImportedMatch`es (src/domain/feed/match.ts; spec §3 Game and Market). The files are treated
 * as a feed, not as trusted input: a byte-order mark, CRLF or LF, headers that differ between
 * files (columns missing, order changed, unknown columns), blank cells and bad rows are all
 * expected. The importer never throws on content: a bad row is reported with its file, 1-based
 * line (header = line 1) and reason, and skipped; a file without a required column imports
 * nothing and every row is reported naming the column.
 *
 * Parsing is csv-parse's sync API (`bom`, `skip_empty_lines`, `relax_column_count`, columns from
 * the header). A row with fewer cells than the header reads the missing ones as blank; cells past
 * the header are ignored. Line numbers are those where the record ends (a record spanning lines
 * through a quoted line break is reported at its last line).
 */
import { readCsvRecords, sortProblems, type CsvRow, type ImportProblem, type ImportResult } from '../csv-records.ts';
import {
  footballLeagues,
  matchPermanentId,
  resultOf,
  seasonOf,
  teamId,
  type AsianPrices,
  type ImportedMatch,
  type MatchResult,
  type OddsSource,
  type OneXTwoPrices,
  type Score,
  type SideStats,
  type TotalPrices,
} from '../../../domain/feed/match.ts';
import { bookColumns, type RealBook, type RealBooks } from '../../../domain/feed/real-prices.ts';
import { PRICE_BOOKMAKERS, PRICE_MOMENTS } from '../../../domain/feed/price-books.ts';

export type {  ImportResult } from '../csv-records.ts';
import type { SportFeed } from './contract.ts';

/** Columns without which no row can be imported. */
export const REQUIRED_COLUMNS = [
  'Div', 'Date', 'Time', 'HomeTeam', 'AwayTeam', 'FTHG', 'FTAG', 'HTHG', 'HTAG',
] as const;

/** 1X2 price columns [home, draw, away] per bookmaker, in fallback order. */
const OPENING_1X2: readonly (readonly [OddsSource, string, string, string])[] = [
  ['B365', 'B365H', 'B365D', 'B365A'],
  ['PS', 'PSH', 'PSD', 'PSA'],
  ['Avg', 'AvgH', 'AvgD', 'AvgA'],
];
const CLOSING_1X2: readonly (readonly [OddsSource, string, string, string])[] = [
  ['B365', 'B365CH', 'B365CD', 'B365CA'],
  ['PS', 'PSCH', 'PSCD', 'PSCA'],
  ['Avg', 'AvgCH', 'AvgCD', 'AvgCA'],
];
/** Over/under 2.5 columns [over, under] per bookmaker, in fallback order. */
const TOTAL_25: readonly (readonly [OddsSource, string, string])[] = [
  ['B365', 'B365>2.5', 'B365<2.5'],
  ['PS', 'P>2.5', 'P<2.5'],
  ['Avg', 'Avg>2.5', 'Avg<2.5'],
];
/** Asian handicap price columns [home, away] per bookmaker, in fallback order (line `AHh`). */
const ASIAN: readonly (readonly [OddsSource, string, string])[] = [
  ['B365', 'B365AHH', 'B365AHA'],
  ['PS', 'PAHH', 'PAHA'],
  ['Avg', 'AvgAHH', 'AvgAHA'],
];

type Row = CsvRow;

/** Trimmed cell, '' when the column or the cell is missing. */
function cell(row: Row, column: string): string {
  return (row[column] ?? '').trim();
}

/** Non-negative integer of a cell, undefined when blank or not one. */
function count(row: Row, column: string): number | undefined {
  const text = cell(row, column);
  return /^\d{1,3}$/.test(text) ? Number(text) : undefined;
}

/** Decimal odds of a cell: a number > 1; undefined (not priced) when blank, malformed or ≤ 1. */
function price(row: Row, column: string): number | undefined {
  const text = cell(row, column);
  if (!/^\d+(?:\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return value > 1 && Number.isFinite(value) ? value : undefined;
}

/** Asian handicap line: a signed multiple of 0.25 within ±10; undefined otherwise. */
function handicapLine(row: Row, column: string): number | undefined {
  const text = cell(row, column);
  if (!/^[+-]?\d+(?:\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) <= 10 && Number.isInteger(value * 4) ? value + 0 : undefined;
}

function pick1x2(row: Row, columns: typeof OPENING_1X2): OneXTwoPrices | undefined {
  for (const [source, h, d, a] of columns) {
    const home = price(row, h);
    const draw = price(row, d);
    const away = price(row, a);
    if (home !== undefined && draw !== undefined && away !== undefined) return { source, home, draw, away };
  }
  return undefined;
}

function pickTotal(row: Row): TotalPrices | undefined {
  for (const [source, o, u] of TOTAL_25) {
    const over = price(row, o);
    const under = price(row, u);
    if (over !== undefined && under !== undefined) return { source, line: 2.5, over, under };
  }
  return undefined;
}

function pickAsian(row: Row): AsianPrices | undefined {
  const line = handicapLine(row, 'AHh');
  if (line === undefined) return undefined;
  for (const [source, h, a] of ASIAN) {
    const home = price(row, h);
    const away = price(row, a);
    if (home !== undefined && away !== undefined) return { source, line, home, away };
  }
  return undefined;
}

/** Every bookmaker's complete markets at both moments (columns of `bookColumns`); blank books left out. */
function allBooks(row: Row): RealBooks {
  const books: RealBooks = {};
  for (const moment of PRICE_MOMENTS) {
    for (const bookmaker of PRICE_BOOKMAKERS) {
      const columns = bookColumns({ moment, bookmaker });
      const book: RealBook = {};
      const [h, d, a] = columns.oneXTwo.map((column) => price(row, column));
      if (h !== undefined && d !== undefined && a !== undefined) book.oneXTwo = { home: h, draw: d, away: a };
      const [over, under] = columns.total25.map((column) => price(row, column));
      if (over !== undefined && under !== undefined) book.total25 = { over, under };
      const line = handicapLine(row, columns.asianLine);
      const [ahHome, ahAway] = columns.asian.map((column) => price(row, column));
      if (line !== undefined && ahHome !== undefined && ahAway !== undefined) book.asian = { line, home: ahHome, away: ahAway };
      if (Object.keys(book).length) (books[moment] ??= {})[bookmaker] = book;
    }
  }
  return books;
}

function sideStats(row: Row, side: 'H' | 'A'): SideStats {
  return {
    shots: count(row, `${side}S`),
    shotsOnTarget: count(row, `${side}ST`),
    fouls: count(row, `${side}F`),
    corners: count(row, `${side}C`),
    yellow: count(row, `${side}Y`),
    red: count(row, `${side}R`),
  };
}

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Offset of UK local time from UTC at a UTC instant, ms: 0 (GMT) or 3 600 000 (BST). */
function londonOffsetMs(utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of LONDON.formatToParts(utcMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - Math.floor(utcMs / 1000) * 1000;
}

/**
 * UTC instant (ms) of a UK local wall-clock time (Europe/London, GMT in winter, BST from the last
 * Sunday of March to the last Sunday of October, via Intl's time-zone data). A wall time that
 * does not exist (the skipped hour in March) is read as one hour later; one that occurs twice
 * (the repeated hour in October) as the second, GMT, occurrence.
 * @param month 1..12
 */
export function ukLocalToUtcMs(year: number, month: number, day: number, hour: number, minute: number): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - londonOffsetMs(wall);
  const offset = londonOffsetMs(first);
  return wall - offset;
}

/** Calendar date of a `DD/MM/YYYY` (or `DD/MM/YY`, read as 20YY) cell; undefined when invalid. */
function parseDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (!match) return undefined;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** Wall-clock time of an `HH:MM` cell; undefined when invalid. */
function parseTime(text: string): { hour: number; minute: number } | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : undefined;
}

function score(row: Row, homeColumn: string, awayColumn: string): Score | string {
  const home = count(row, homeColumn);
  if (home === undefined) return `bad ${homeColumn} '${cell(row, homeColumn)}' (goals must be a whole number)`;
  const away = count(row, awayColumn);
  if (away === undefined) return `bad ${awayColumn} '${cell(row, awayColumn)}' (goals must be a whole number)`;
  return { home, away };
}

function checkResult(row: Row, column: string, derived: MatchResult, goals: Score): string | undefined {
  const given = cell(row, column);
  if (given === '' || given === derived) return undefined;
  return `${column} '${given}' disagrees with the score ${goals.home}-${goals.away}`;
}

/** One row → a match, or the reason it is refused. */
function toMatch(file: string, line: number, row: Row): ImportedMatch | string {
  const league = footballLeagues()[cell(row, 'Div')];
  if (!league) return `unknown league Div '${cell(row, 'Div')}': not in data/catalogue/catalogue.json (add the champ there and restart, or remove the file from the sport's sources)`;
  const date = parseDate(cell(row, 'Date'));
  if (!date) return `bad Date '${cell(row, 'Date')}' (expected DD/MM/YYYY)`;
  const time = parseTime(cell(row, 'Time'));
  if (!time) return `bad Time '${cell(row, 'Time')}' (expected HH:MM)`;
  const homeName = cell(row, 'HomeTeam');
  if (homeName === '') return 'missing HomeTeam';
  const awayName = cell(row, 'AwayTeam');
  if (awayName === '') return 'missing AwayTeam';
  const home = teamId(homeName);
  const away = teamId(awayName);
  if (home === away) return `HomeTeam and AwayTeam are the same team '${homeName}'`;
  const fullTime = score(row, 'FTHG', 'FTAG');
  if (typeof fullTime === 'string') return fullTime;
  const halfTime = score(row, 'HTHG', 'HTAG');
  if (typeof halfTime === 'string') return halfTime;
  if (halfTime.home > fullTime.home || halfTime.away > fullTime.away) {
    return `half-time score ${halfTime.home}-${halfTime.away} exceeds full-time score ${fullTime.home}-${fullTime.away}`;
  }
  const result = resultOf(fullTime);
  const halfTimeResult = resultOf(halfTime);
  const disagreement = checkResult(row, 'FTR', result, fullTime) ?? checkResult(row, 'HTR', halfTimeResult, halfTime);
  if (disagreement) return disagreement;
  const season = seasonOf(date.year, date.month);
  const referee = cell(row, 'Referee');
  return {
    permanentId: matchPermanentId(league.code, season, homeName, awayName),
    league: league.code,
    champId: league.champId,
    countryId: league.countryId,
    sportId: league.sportId,
    season,
    kickoff: ukLocalToUtcMs(date.year, date.month, date.day, time.hour, time.minute),
    home: { id: home, name: homeName },
    away: { id: away, name: awayName },
    fullTime,
    halfTime,
    result,
    halfTimeResult,
    referee: referee === '' ? undefined : referee,
    stats: { home: sideStats(row, 'H'), away: sideStats(row, 'A') },
    odds: {
      opening1x2: pick1x2(row, OPENING_1X2),
      closing1x2: pick1x2(row, CLOSING_1X2),
      total25: pickTotal(row),
      asian: pickAsian(row),
      books: allBooks(row),
    },
    source: { file, line },
  };
}

/**
 * Imports one football-data.co.uk CSV file. Never throws on content.
 * @param file file name, used in problems and `source.file` (e.g. `E0.csv`)
 * @param text the file's contents, UTF-8 (a Buffer is decoded by csv-parse; a BOM is dropped)
 * @returns the matches in file order and the problems: bad rows (skipped), a missing required
 *   column (every data row reported, nothing imported; line 1 when there are no data rows), a
 *   file without a header, a duplicate match (same league, season, teams and date: a later
 *   meeting of the same teams on another date, as in leagues playing each other four times, is a
 *   match of its own, keyed by its date too), or a CSV syntax
 *   error (reported at its line; rows before it are kept)
 */
export function importCsv(file: string, text: string | Buffer): ImportResult {
  const read = readCsvRecords(file, text, REQUIRED_COLUMNS);
  if ('failed' in read) return read.failed;
  const { records, problems } = read;
  const rows: ImportedMatch[] = [];
  const seen = new Map<number, { line: number; day: string }>();
  for (const { line, row } of records) {
    let match = toMatch(file, line, row);
    if (typeof match === 'string') {
      problems.push({ file, line, reason: match });
      continue;
    }
    const earlier = seen.get(match.permanentId);
    if (earlier !== undefined) {
      const day = cell(row, 'Date');
      if (earlier.day === day) {
        problems.push({ file, line, reason: `duplicate of line ${earlier.line} (same league, season, teams and date)` });
        continue;
      }
      // Leagues whose teams meet more than twice a season (Scotland): a later meeting is keyed by its date too.
      const repeatId = matchPermanentId(match.league, match.season, match.home.name, match.away.name, day);
      if (seen.has(repeatId)) {
        problems.push({ file, line, reason: `duplicate of line ${seen.get(repeatId)!.line} (same league, season, teams and date)` });
        continue;
      }
      match = { ...match, permanentId: repeatId };
    }
    seen.set(match.permanentId, { line, day: cell(row, 'Date') });
    rows.push(match);
  }
  return { rows, problems: sortProblems(problems) };
}

/**
 * Imports several files as one feed: each with {@link importCsv}, in the given order; a match
 * already imported from an earlier file (same permanent id) is reported and skipped.
 * @param files name and contents of each file
 */
export function importCsvFiles(files: readonly { name: string; text: string | Buffer }[]): ImportResult {
  const rows: ImportedMatch[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<number, ImportedMatch['source']>();
  for (const { name, text } of files) {
    const result = importCsv(name, text);
    problems.push(...result.problems);
    for (const match of result.rows) {
      const earlier = seen.get(match.permanentId);
      if (earlier) {
        problems.push({ file: name, line: match.source.line, reason: `duplicate of ${earlier.file} line ${earlier.line}` });
        continue;
      }
      seen.set(match.permanentId, match.source);
      rows.push(match);
    }
  }
  return { rows, problems };
}

/** Football's server part: the football-data.co.uk CSV importer, a match seen in an earlier file skipped. */
export const FOOTBALL_FEED: SportFeed = {
  importFiles: (files) => importCsvFiles(files),
};
