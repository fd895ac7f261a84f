/**
 * Importer of the tennis-data.co.uk ATP files (`data/tennis-data/README.md`) into `ImportedMatch`es
 * with a tennis `detail` (src/domain/feed/sport-detail.ts). The files are a feed: a bad row is
 * reported with its file, 1-based line (header = line 1) and reason and skipped; the importer
 * never throws on content.
 *
 * - Champ: the row's `Series` looked up in the catalogue's tennis champs (Grand Slam, Masters 1000,
 *   ATP500, ATP250, Masters Cup); a series the catalogue does not have is reported.
 * - Players: the file names the winner first; the feed shows the two players by name (Unicode
 *   order of the normalised names), which tells nothing of the result, and maps sets, ranks and
 *   prices to that order.
 * - Score: `W1,L1 … W5,L5` per set; a completed match must have its winner win ⌈best of / 2⌉ sets,
 *   every set a finished set score (src/domain/sports/tennis.ts `isFinishedSet`), `Wsets`/`Lsets`
 *   agreeing when given; a retirement (`Retired`, also `Disqualified`, `Awarded`) keeps the sets
 *   played, the last one possibly unfinished; a walkover has none.
 * - Prices: Pinnacle `PSW/PSL`, else Bet365 `B365W/L`, else the average `AvgW/L`; none (not
 *   priced: no markets) when no pair is complete.
 * - Time: the file has the day only; the real kick-off is that day at 00:00 UTC plus the row's line
 *   number in ms, which keeps the file's order within a day (the replay re-spaces kick-offs anyway).
 * - Permanent id: a stable hash of the year, tournament number, round and both normalised names.
 */
import type { ImportedMatch, Score } from '../../../domain/feed/match.ts';
import { normaliseTeamName, resultOf, stableId, teamId } from '../../../domain/feed/match.ts';
import { champsByCode, sportOfImporter } from '../../../domain/feed/catalogue.ts';
import type { TennisDetail, TwoWayPrices } from '../../../domain/feed/sport-detail.ts';
import { isFinishedSet } from '../../../domain/sports/tennis.ts';
import { NO_FOOTBALL_ODDS, NO_SIDE_STATS, readCsvRecords, sortProblems, type CsvRow, type ImportResult } from '../csv-records.ts';
import { mergeResults, type SportFeed } from './contract.ts';

/** Columns without which no row can be imported. */
const TENNIS_REQUIRED_COLUMNS = ['ATP', 'Tournament', 'Date', 'Series', 'Surface', 'Round', 'Best of', 'Winner', 'Loser', 'Comment'] as const;

type Row = CsvRow;

const cell = (row: Row, column: string): string => (row[column] ?? '').trim();

/** Decimal price of a cell: a number > 1, else undefined. */
function price(row: Row, column: string): number | undefined {
  const text = cell(row, column);
  if (!/^\d+(?:\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return value > 1 && Number.isFinite(value) ? Math.round(value * 1000) / 1000 : undefined;
}

/** Games of a cell: 0..30, blank → undefined, anything else → NaN. */
function games(row: Row, column: string): number | undefined {
  const text = cell(row, column);
  if (text === '') return undefined;
  // Some files write whole numbers as decimals (`6.0`).
  return /^\d{1,2}(?:\.0+)?$/.test(text) && Number(text) <= 30 ? Number(text) : Number.NaN;
}

/** ATP rank: a positive whole number, or null (`NR`, blank). */
function rank(row: Row, column: string): number | null {
  const text = cell(row, column);
  return /^\d{1,5}(?:\.0+)?$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

const ENDINGS: Readonly<Record<string, TennisDetail['ending']>> = { Completed: 'completed', Retired: 'retired', Disqualified: 'retired', Awarded: 'retired', Walkover: 'walkover' };

/** One row → a match, or the reason it is refused. */
function toMatch(file: string, line: number, row: Row, champs: ReturnType<typeof champsByCode>, sportId: number): ImportedMatch | string {
  const series = cell(row, 'Series');
  const champ = champs.get(series);
  if (!champ) return `unknown series '${series}': not in data/catalogue/catalogue.json (add the champ there and restart)`;
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell(row, 'Date'));
  const day = date ? Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])) : Number.NaN;
  if (!date || new Date(day).toISOString().slice(0, 10) !== cell(row, 'Date')) return `bad Date '${cell(row, 'Date')}' (expected YYYY-MM-DD)`;
  const winnerName = cell(row, 'Winner');
  const loserName = cell(row, 'Loser');
  if (winnerName === '' || loserName === '') return `missing ${winnerName === '' ? 'Winner' : 'Loser'}`;
  if (normaliseTeamName(winnerName) === normaliseTeamName(loserName)) return `Winner and Loser are the same player '${winnerName}'`;
  const bestOf = cell(row, 'Best of');
  if (bestOf !== '3' && bestOf !== '5') return `bad Best of '${bestOf}' (expected 3 or 5)`;
  const ending = ENDINGS[cell(row, 'Comment')];
  if (!ending) return `unknown Comment '${cell(row, 'Comment')}'`;
  const best = Number(bestOf) as 3 | 5;
  // Sets as winner/loser games, in order, stopping at the first blank set.
  const played: { w: number; l: number }[] = [];
  for (let set = 1; set <= 5; set++) {
    const w = games(row, `W${set}`);
    const l = games(row, `L${set}`);
    if (w === undefined && l === undefined) {
      for (let later = set + 1; later <= 5; later++) {
        if (games(row, `W${later}`) !== undefined || games(row, `L${later}`) !== undefined) return `set ${later} given after a blank set ${set}`;
      }
      break;
    }
    if (w === undefined || l === undefined || Number.isNaN(w) || Number.isNaN(l)) return `bad set ${set} score '${cell(row, `W${set}`)}-${cell(row, `L${set}`)}'`;
    played.push({ w, l });
  }
  const need = (best + 1) / 2;
  if (ending === 'walkover') {
    if (played.length > 0) return 'a walkover with set scores';
  } else {
    const finished = played.map((s) => isFinishedSet({ home: s.w, away: s.l }));
    const wonByWinner = played.filter((s, i) => finished[i] && s.w > s.l).length;
    const wonByLoser = played.filter((s, i) => finished[i] && s.l > s.w).length;
    const unfinished = finished.filter((f) => !f).length;
    if (ending === 'completed') {
      if (unfinished > 0) return `set ${finished.indexOf(false) + 1} score ${played[finished.indexOf(false)]!.w}-${played[finished.indexOf(false)]!.l} does not finish a set`;
      if (wonByWinner !== need || wonByLoser >= need) return `the winner won ${wonByWinner} of ${played.length} sets in a best of ${best}`;
      const last = played.at(-1)!;
      if (last.w < last.l) return 'the last set was won by the loser';
    } else {
      if (unfinished > 1 || (unfinished === 1 && finished.at(-1))) return 'a retirement with an unfinished set before the last';
      if (wonByWinner >= need || wonByLoser >= need) return 'a retirement after the match was decided';
    }
    for (const [column, count] of [['Wsets', wonByWinner], ['Lsets', wonByLoser]] as const) {
      const given = cell(row, column);
      if (given !== '' && ending === 'completed' && Number(given) !== count) return `${column} '${given}' disagrees with the set scores`;
    }
  }
  // Players by name, never winner first.
  const winnerFirst = normaliseTeamName(winnerName) < normaliseTeamName(loserName);
  const [homeName, awayName] = winnerFirst ? [winnerName, loserName] : [loserName, winnerName];
  const sets: Score[] = played.map((s) => (winnerFirst ? { home: s.w, away: s.l } : { home: s.l, away: s.w }));
  let odds: TwoWayPrices | undefined;
  for (const source of ['PS', 'B365', 'Avg']) {
    const w = price(row, `${source}W`);
    const l = price(row, `${source}L`);
    if (w !== undefined && l !== undefined) {
      odds = { source, home: winnerFirst ? w : l, away: winnerFirst ? l : w };
      break;
    }
  }
  const ranks = { w: rank(row, 'WRank'), l: rank(row, 'LRank') };
  const detail: TennisDetail = {
    kind: 'tennis',
    bestOf: best,
    sets,
    ending,
    winner: winnerFirst ? 'home' : 'away',
    tournament: cell(row, 'Tournament'),
    round: cell(row, 'Round'),
    surface: cell(row, 'Surface'),
    rank: winnerFirst ? { home: ranks.w, away: ranks.l } : { home: ranks.l, away: ranks.w },
    odds,
  };
  const setsWon = { home: 0, away: 0 };
  for (const set of sets) if (isFinishedSet(set)) setsWon[set.home > set.away ? 'home' : 'away'] += 1;
  const first = sets[0];
  const afterFirst = first && isFinishedSet(first) ? { home: first.home > first.away ? 1 : 0, away: first.away > first.home ? 1 : 0 } : { home: 0, away: 0 };
  const year = Number(date[1]);
  const names = [normaliseTeamName(homeName), normaliseTeamName(awayName)];
  return {
    permanentId: stableId(`tennis:${year}|${cell(row, 'ATP')}|${normaliseTeamName(cell(row, 'Tournament'))}|${cell(row, 'Round')}|${names[0]}|${names[1]}`),
    league: champ.code,
    champId: champ.champId,
    countryId: champ.country.id,
    sportId,
    season: year,
    kickoff: day + line,
    home: { id: teamId(`player ${homeName}`), name: homeName },
    away: { id: teamId(`player ${awayName}`), name: awayName },
    fullTime: setsWon,
    halfTime: afterFirst,
    result: resultOf(setsWon),
    halfTimeResult: resultOf(afterFirst),
    referee: undefined,
    stats: { home: NO_SIDE_STATS, away: NO_SIDE_STATS },
    odds: NO_FOOTBALL_ODDS,
    source: { file, line },
    detail,
  };
}

/**
 * Imports one ATP file. Never throws on content.
 * @param file the name used in problems and `source.file` (e.g. `atp-2016.csv`)
 */
export function importTennisCsv(file: string, text: string | Buffer): ImportResult {
  const read = readCsvRecords(file, text, TENNIS_REQUIRED_COLUMNS);
  if ('failed' in read) return read.failed;
  const { records, problems } = read;
  const sport = sportOfImporter('tennis-data-csv');
  if (!sport) return { rows: [], problems: [...problems, { file, line: 1, reason: 'the catalogue has no sport for the tennis-data importer' }] };
  const champs = champsByCode(sport.id);
  const rows: ImportedMatch[] = [];
  const seen = new Map<number, number>();
  for (const { line, row } of records) {
    const match = toMatch(file, line, row, champs, sport.id);
    if (typeof match === 'string') {
      problems.push({ file, line, reason: match });
      continue;
    }
    const earlier = seen.get(match.permanentId);
    if (earlier !== undefined) {
      problems.push({ file, line, reason: `duplicate of line ${earlier} (same year, tournament, round and players)` });
      continue;
    }
    seen.set(match.permanentId, line);
    rows.push(match);
  }
  return { rows, problems: sortProblems(problems) };
}

/** Tennis's server part: the tennis-data.co.uk ATP importer, file by file. */
export const TENNIS_FEED: SportFeed = {
  importFiles: (files) => mergeResults(files.map((f) => importTennisCsv(f.name, f.text))),
};
