/**
 * football-data.co.uk CSV importer (src/server/feed/sports/football.ts): the real files of
 * data/football-data/ and each quirk of a feed (BOM, LF, reordered headers, unknown and missing
 * columns, blank cells, bad rows), idempotence and stable ids.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED_COLUMNS, importCsv, importCsvFiles, ukLocalToUtcMs } from '../../src/server/feed/sports/football.ts';
import { footballDataFiles, footballDataDir, loadFootballData } from '../../src/server/feed/data.ts';
import { footballLeagues, matchPermanentId, normaliseTeamName, stableId, teamId } from '../../src/domain/feed/match.ts';

const DATA_DIR = fileURLToPath(new URL('../../data/football-data/', import.meta.url));
const readData = (name: string) => readFileSync(`${DATA_DIR}${name}`);

const HEADER = [
  'Div', 'Date', 'Time', 'HomeTeam', 'AwayTeam', 'FTHG', 'FTAG', 'FTR', 'HTHG', 'HTAG', 'HTR', 'Referee',
  'HS', 'AS', 'HST', 'AST', 'HF', 'AF', 'HC', 'AC', 'HY', 'AY', 'HR', 'AR',
  'B365H', 'B365D', 'B365A', 'PSH', 'PSD', 'PSA', 'AvgH', 'AvgD', 'AvgA',
  'B365>2.5', 'B365<2.5', 'P>2.5', 'P<2.5', 'Avg>2.5', 'Avg<2.5',
  'AHh', 'B365AHH', 'B365AHA', 'PAHH', 'PAHA', 'AvgAHH', 'AvgAHA',
  'B365CH', 'B365CD', 'B365CA', 'PSCH', 'PSCD', 'PSCA', 'AvgCH', 'AvgCD', 'AvgCA',
];

type Row = Record<string, string>;

/** A complete E0 row (Burnley 0-3 Man City, 11/08/2023 20:00), overridable per column. */
function row(overrides: Row = {}): Row {
  const base: Row = {
    Div: 'E0', Date: '11/08/2023', Time: '20:00', HomeTeam: 'Burnley', AwayTeam: 'Man City',
    FTHG: '0', FTAG: '3', FTR: 'A', HTHG: '0', HTAG: '2', HTR: 'A', Referee: 'C Pawson',
    HS: '6', AS: '17', HST: '1', AST: '8', HF: '11', AF: '8', HC: '6', AC: '5', HY: '0', AY: '0', HR: '1', AR: '0',
    B365H: '8', B365D: '5.5', B365A: '1.33', PSH: '8.58', PSD: '5.51', PSA: '1.37', AvgH: '8', AvgD: '5.35', AvgA: '1.35',
    'B365>2.5': '1.67', 'B365<2.5': '2.2', 'P>2.5': '1.68', 'P<2.5': '2.29', 'Avg>2.5': '1.65', 'Avg<2.5': '2.27',
    AHh: '1.5', B365AHH: '1.86', B365AHA: '2.07', PAHH: '1.86', PAHA: '2.07', AvgAHH: '1.85', AvgAHA: '2.03',
    B365CH: '9', B365CD: '5.25', B365CA: '1.33', PSCH: '9.62', PSCD: '5.81', PSCA: '1.33', AvgCH: '9.27', AvgCD: '5.45', AvgCA: '1.33',
  };
  return { ...base, ...overrides };
}

const SECOND: Row = { Date: '12/08/2023', Time: '12:30', HomeTeam: 'Arsenal', AwayTeam: "Nott'm Forest", FTHG: '2', FTAG: '1', FTR: 'H', HTHG: '2', HTAG: '0', HTR: 'H' };

/** CSV text of rows under a header; CRLF unless told. */
function csv(rows: Row[], header: string[] = HEADER, eol = '\r\n'): string {
  return [header.join(','), ...rows.map((r) => header.map((column) => r[column] ?? '').join(','))].join(eol);
}

describe('importCsv on the real data (data/football-data)', () => {
  const all = loadFootballData(DATA_DIR);
  const perFile = (file: string) => all.rows.filter((match) => match.source.file === file).length;

  it('imports all 7,781 matches of the 22 catalogue leagues, reporting the one bad row', () => {
    // B1 line 70 (Antwerp v Beerschot VA) has no half-time score in the file: reported, not guessed.
    expect(all.problems).toEqual([{ file: 'more-leagues-2024-25/B1.csv', line: 70, reason: "bad HTHG '' (goals must be a whole number)" }]);
    expect(all.rows.length).toBe(7781);
    expect(new Set(all.rows.map((match) => match.league))).toEqual(new Set(Object.keys(footballLeagues())));
    expect(Object.keys(footballLeagues())).toHaveLength(22);
  });

  it('imports the README counts per file: E0 1088, I1 1089, SP1 1070 matches (header excluded)', () => {
    // The README's counts are matches; each file has one header line more (E0 1089 lines, the
    // last without a line break, so `wc -l` shows 1088).
    expect(perFile('E0.csv')).toBe(1088);
    expect(perFile('I1.csv')).toBe(1089);
    expect(perFile('SP1.csv')).toBe(1070);
    for (const name of ['E0.csv', 'I1.csv', 'SP1.csv']) {
      const lines = readData(name).toString('utf8').split('\r\n').length;
      expect(lines).toBe(perFile(name) + 1);
    }
  });

  it('imports every row of the more-leagues files but the trailing blank-cell rows and B1 line 70', () => {
    for (const name of footballDataFiles().filter((f) => f.startsWith('more-leagues-2024-25/'))) {
      const text = readData(name).toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const dataLines = text.split(/\r?\n/).slice(1).filter((line) => line.replace(/[,\s]/g, '') !== '').length;
      expect(perFile(name) + (name.endsWith('B1.csv') ? 1 : 0)).toBe(dataLines);
    }
  });

  it('keeps the third and fourth meetings of two Scottish teams as matches of their own (keyed by date)', () => {
    const sc0 = all.rows.filter((match) => match.league === 'SC0');
    const pairs = new Map<string, number>();
    for (const match of sc0) pairs.set(`${match.home.id}:${match.away.id}`, (pairs.get(`${match.home.id}:${match.away.id}`) ?? 0) + 1);
    expect(Math.max(...pairs.values())).toBe(2);
    const repeat = sc0.find((match) => match.permanentId !== matchPermanentId('SC0', 2024, match.home.name, match.away.name))!;
    expect(sc0.some((match) => match.permanentId === matchPermanentId('SC0', 2024, repeat.home.name, repeat.away.name))).toBe(true);
  });

  it('numbers lines from 2 (header = 1) in file order', () => {
    const e0 = all.rows.filter((match) => match.source.file === 'E0.csv');
    expect(e0.map((match) => match.source.line)).toEqual(e0.map((_, index) => index + 2));
  });

  it('gives every match a distinct permanent id and names 397 teams', () => {
    expect(new Set(all.rows.map((match) => match.permanentId)).size).toBe(7781);
    expect(new Set(all.rows.flatMap((match) => [match.home.id, match.away.id])).size).toBe(397);
  });

  it('takes Bet365 prices for every real match of the three main leagues (opening, closing, 2.5, Asian)', () => {
    for (const match of all.rows.filter((m) => ['E0', 'I1', 'SP1'].includes(m.league))) {
      expect(match.odds.opening1x2?.source).toBe('B365');
      expect(match.odds.closing1x2?.source).toBe('B365');
      expect(match.odds.total25?.source).toBe('B365');
      expect(match.odds.asian?.source).toBe('B365');
    }
  });

  it('maps the leagues to their champs (football)', () => {
    const first = (code: string) => all.rows.find((match) => match.league === code)!;
    expect(first('E0')).toMatchObject({ champId: footballLeagues()['E0']!.champId, sportId: 1 });
    expect(footballLeagues()['E0']).toMatchObject({ champName: 'Premier League', countryName: 'England' });
    expect(footballLeagues()['I1']).toMatchObject({ champName: 'Serie A', countryName: 'Italy' });
    expect(footballLeagues()['SP1']).toMatchObject({ champName: 'La Liga', countryName: 'Spain' });
    expect(first('SC1')).toMatchObject({ champId: footballLeagues()['SC1']!.champId, sportId: 1 });
    expect(footballLeagues()['SC1']).toMatchObject({ champName: 'Championship', countryName: 'Scotland' });
    expect(new Set(all.rows.map((match) => match.season))).toEqual(new Set([2023, 2024, 2025]));
  });

  it('reads the first E0 row field by field', () => {
    const [first] = all.rows;
    expect(first).toEqual({
      permanentId: matchPermanentId('E0', 2023, 'Burnley', 'Man City'),
      league: 'E0', champId: 101, countryId: 44, sportId: 1, season: 2023,
      kickoff: Date.UTC(2023, 7, 11, 19, 0), // 20:00 BST
      home: { id: teamId('Burnley'), name: 'Burnley' },
      away: { id: teamId('Man City'), name: 'Man City' },
      fullTime: { home: 0, away: 3 }, halfTime: { home: 0, away: 2 }, result: 'A', halfTimeResult: 'A',
      referee: 'C Pawson',
      stats: {
        home: { shots: 6, shotsOnTarget: 1, fouls: 11, corners: 6, yellow: 0, red: 1 },
        away: { shots: 17, shotsOnTarget: 8, fouls: 8, corners: 5, yellow: 0, red: 0 },
      },
      odds: {
        opening1x2: { source: 'B365', home: 8, draw: 5.5, away: 1.33 },
        closing1x2: { source: 'B365', home: 9, draw: 5.25, away: 1.33 },
        total25: { source: 'B365', line: 2.5, over: 1.67, under: 2.2 },
        asian: { source: 'B365', line: 1.5, home: 1.86, away: 2.07 },
        // Every bookmaker at both moments, what a brand's pricing chooses from (src/domain/feed/real-prices.ts).
        books: {
          opening: {
            B365: { oneXTwo: { home: 8, draw: 5.5, away: 1.33 }, total25: { over: 1.67, under: 2.2 }, asian: { line: 1.5, home: 1.86, away: 2.07 } },
            PS: { oneXTwo: { home: 8.58, draw: 5.51, away: 1.37 }, total25: { over: 1.68, under: 2.29 }, asian: { line: 1.5, home: 1.86, away: 2.07 } },
            Avg: { oneXTwo: { home: 9.02, draw: 5.35, away: 1.35 }, total25: { over: 1.65, under: 2.27 }, asian: { line: 1.5, home: 1.85, away: 2.03 } },
          },
          closing: {
            B365: { oneXTwo: { home: 9, draw: 5.25, away: 1.33 }, total25: { over: 1.67, under: 2.2 }, asian: { line: 1.5, home: 1.95, away: 1.98 } },
            PS: { oneXTwo: { home: 9.62, draw: 5.81, away: 1.33 }, total25: { over: 1.65, under: 2.35 }, asian: { line: 1.5, home: 1.95, away: 1.97 } },
            Avg: { oneXTwo: { home: 9.27, draw: 5.45, away: 1.33 }, total25: { over: 1.64, under: 2.28 }, asian: { line: 1.5, home: 1.92, away: 1.95 } },
          },
        },
      },
      source: { file: 'E0.csv', line: 2 },
    });
  });

  it('has no referee for I1 and SP1 (column absent) and trims a quoted cell', () => {
    expect(all.rows.filter((match) => match.league === 'I1' || match.league === 'SP1').every((match) => match.referee === undefined)).toBe(true);
    const palace = all.rows.find((match) => match.source.file === 'E0.csv' && match.source.line === 358)!;
    expect(palace.referee).toBe('J Gillett');
  });

  it('reads the app copy by default, never the shared folder', () => {
    expect(footballDataDir({})).toBe(fileURLToPath(new URL('../../data/football-data', import.meta.url)));
    expect(footballDataDir({ PORTAL_FOOTBALL_DATA_DIR: '/srv/feed' })).toBe('/srv/feed');
  });
});

describe('importCsv idempotence and stable ids', () => {
  it('importing the same file twice gives deep-equal output (string or Buffer)', () => {
    const bytes = readData('I1.csv');
    const once = importCsv('I1.csv', bytes);
    expect(importCsv('I1.csv', bytes)).toEqual(once);
    expect(importCsv('I1.csv', bytes.toString('utf8'))).toEqual(once);
  });

  it('pins the id hashes (a change would re-key every game)', () => {
    expect(stableId('')).toBe(stableId(''));
    expect(matchPermanentId('E0', 2023, 'Burnley', 'Man City')).toBe(7988324741935082);
    expect(teamId('Burnley')).toBe(3680267012382328);
    expect(Number.isSafeInteger(matchPermanentId('SP1', 2025, 'Girona', 'Vallecano'))).toBe(true);
  });

  it('derives team ids from normalised names', () => {
    expect(normaliseTeamName("Nott'm Forest")).toBe('nottm forest');
    expect(normaliseTeamName('  Alavés ')).toBe('alaves');
    expect(normaliseTeamName('Man  United')).toBe('man united');
    expect(teamId('ALAVES')).toBe(teamId('Alavés'));
    expect(teamId('Man City')).not.toBe(teamId('Man United'));
  });

  it('keys the permanent id on league, season (July–June) and teams', () => {
    const id = (date: string, div = 'E0') => importCsv('x.csv', csv([row({ Date: date, Div: div })])).rows[0]!.permanentId;
    expect(id('11/08/2023')).toBe(id('20/05/2024')); // same season 2023/24
    expect(id('30/06/2024')).toBe(id('11/08/2023'));
    expect(id('01/07/2024')).not.toBe(id('30/06/2024')); // season 2024/25 (Belgium starts in late July)
    expect(importCsv('x.csv', csv([row({ Date: '26/07/2024' })])).rows[0]!.season).toBe(2024);
    expect(importCsv('x.csv', csv([row({ Date: '30/06/2024' })])).rows[0]!.season).toBe(2023);
  });
});

describe('importCsv quirks', () => {
  const reference = importCsv('t.csv', csv([row(), row(SECOND)]));

  it('reads the reference rows', () => {
    expect(reference.problems).toEqual([]);
    expect(reference.rows.map((match) => `${match.home.name}-${match.away.name}`)).toEqual(['Burnley-Man City', "Arsenal-Nott'm Forest"]);
  });

  it('drops a byte-order mark (string and Buffer)', () => {
    expect(importCsv('t.csv', `\uFEFF${csv([row(), row(SECOND)])}`)).toEqual(reference);
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv([row(), row(SECOND)]))]);
    expect(importCsv('t.csv', bytes)).toEqual(reference);
  });

  it('reads LF-only files and a trailing line break the same as CRLF', () => {
    expect(importCsv('t.csv', csv([row(), row(SECOND)], HEADER, '\n'))).toEqual(reference);
    expect(importCsv('t.csv', `${csv([row(), row(SECOND)])}\r\n`)).toEqual(reference);
  });

  it('reads columns by header name whatever their order (I1/SP1 order, no Referee)', () => {
    const reordered = [...HEADER].reverse();
    expect(importCsv('t.csv', csv([row(), row(SECOND)], reordered))).toEqual(reference);
    const noReferee = HEADER.filter((column) => column !== 'Referee');
    const result = importCsv('t.csv', csv([row()], noReferee));
    expect(result.problems).toEqual([]);
    expect(result.rows[0]!.referee).toBeUndefined();
  });

  it('ignores unknown extra columns and cells past the header', () => {
    const extra = ['BFEH', ...HEADER.slice(0, 5), 'Weather', ...HEADER.slice(5), 'LBCA'];
    const withExtra = csv([row({ BFEH: '2.1', Weather: 'rain', LBCA: '3' }), row({ ...SECOND, Weather: 'sun' })], extra);
    expect(importCsv('t.csv', withExtra)).toEqual(reference);
    expect(importCsv('t.csv', `${csv([row()])},9,9,9`).rows).toEqual([reference.rows[0]]);
  });

  it('reads blank odds as not priced (undefined, never 0) and falls back B365 → PS → Avg', () => {
    const noB365 = importCsv('t.csv', csv([row({ B365H: '', 'B365>2.5': '', B365AHA: '', B365CD: '' })])).rows[0]!;
    expect(noB365.odds.opening1x2).toEqual({ source: 'PS', home: 8.58, draw: 5.51, away: 1.37 });
    expect(noB365.odds.total25).toEqual({ source: 'PS', line: 2.5, over: 1.68, under: 2.29 });
    expect(noB365.odds.asian).toEqual({ source: 'PS', line: 1.5, home: 1.86, away: 2.07 });
    expect(noB365.odds.closing1x2).toEqual({ source: 'PS', home: 9.62, draw: 5.81, away: 1.33 });
    // A book keeps only its complete markets: Bet365's opening 1X2, totals and Asian handicap and its closing 1X2 are blank.
    expect(noB365.odds.books?.opening?.B365).toBeUndefined();
    expect(noB365.odds.books?.closing?.B365?.oneXTwo).toBeUndefined();
    expect(noB365.odds.books?.closing?.PS?.oneXTwo).toEqual({ home: 9.62, draw: 5.81, away: 1.33 });
    const avgOnly = importCsv('t.csv', csv([row({ B365A: '', PSD: '', 'P<2.5': '', 'B365<2.5': '', PAHH: '', B365AHH: '' })])).rows[0]!;
    expect(avgOnly.odds.opening1x2).toEqual({ source: 'Avg', home: 8, draw: 5.35, away: 1.35 });
    expect(avgOnly.odds.total25?.source).toBe('Avg');
    expect(avgOnly.odds.asian?.source).toBe('Avg');
    const blank: Row = {};
    for (const column of HEADER.slice(HEADER.indexOf('B365H'))) blank[column] = '';
    const none = importCsv('t.csv', csv([row(blank)]));
    expect(none.problems).toEqual([]);
    expect(none.rows[0]!.odds).toEqual({ opening1x2: undefined, closing1x2: undefined, total25: undefined, asian: undefined, books: {} });
  });

  it('reads a price that is not a number or not above 1 as not priced', () => {
    const odd = importCsv('t.csv', csv([row({ B365H: 'n/a', PSD: '1', AvgA: '0' })])).rows[0]!;
    expect(odd.odds.opening1x2).toBeUndefined();
    expect(importCsv('t.csv', csv([row({ AHh: '0.3' })])).rows[0]!.odds.asian).toBeUndefined();
    expect(importCsv('t.csv', csv([row({ AHh: '-0.75' })])).rows[0]!.odds.asian?.line).toBe(-0.75);
  });

  it('reads blank statistics as undefined', () => {
    const match = importCsv('t.csv', csv([row({ HS: '', AC: '', HR: 'x' })])).rows[0]!;
    expect(match.stats.home.shots).toBeUndefined();
    expect(match.stats.away.corners).toBeUndefined();
    expect(match.stats.home.red).toBeUndefined();
    expect(match.stats.away.shots).toBe(17);
  });

  it('reports a bad date with its 1-based line (header = 1, blank lines counted) and skips it', () => {
    const text = csv([row(), row({ ...SECOND, Date: '31/02/2024' })]);
    const result = importCsv('E0.csv', text);
    expect(result.problems).toEqual([{ file: 'E0.csv', line: 3, reason: "bad Date '31/02/2024' (expected DD/MM/YYYY)" }]);
    expect(result.rows.map((match) => match.home.name)).toEqual(['Burnley']);
    const lines = [...csv([row()]).split('\r\n'), '', csv([row({ ...SECOND, Date: '2024-02-01' })]).split('\r\n')[1]!];
    expect(importCsv('E0.csv', lines.join('\r\n')).problems).toEqual([
      { file: 'E0.csv', line: 4, reason: "bad Date '2024-02-01' (expected DD/MM/YYYY)" },
    ]);
  });

  it('reports non-numeric goals, a missing team, a bad time, an unknown league', () => {
    const result = importCsv('t.csv', csv([
      row({ FTHG: 'two' }),
      row({ ...SECOND, AwayTeam: '' }),
      row({ Time: '25:00' }),
      row({ Div: 'X9' }),
      row({ HTAG: '' }),
      row({ FTR: 'H' }),
      row({ HTHG: '1' }),
      row({ AwayTeam: 'burnley' }),
    ]));
    expect(result.rows).toEqual([]);
    expect(result.problems).toEqual([
      { file: 't.csv', line: 2, reason: "bad FTHG 'two' (goals must be a whole number)" },
      { file: 't.csv', line: 3, reason: 'missing AwayTeam' },
      { file: 't.csv', line: 4, reason: "bad Time '25:00' (expected HH:MM)" },
      { file: 't.csv', line: 5, reason: "unknown league Div 'X9': not in data/catalogue/catalogue.json (add the champ there and restart, or remove the file from the sport's sources)" },
      { file: 't.csv', line: 6, reason: "bad HTAG '' (goals must be a whole number)" },
      { file: 't.csv', line: 7, reason: "FTR 'H' disagrees with the score 0-3" },
      { file: 't.csv', line: 8, reason: 'half-time score 1-2 exceeds full-time score 0-3' },
      { file: 't.csv', line: 9, reason: "HomeTeam and AwayTeam are the same team 'Burnley'" },
    ]);
  });

  it('reports a duplicate match and keeps the first; a meeting on another date is a match of its own', () => {
    const result = importCsv('t.csv', csv([row(), row(SECOND), row(), row({ Date: '12/12/2023' }), row({ Date: '12/12/2023' })]));
    expect(result.rows).toHaveLength(3);
    expect(result.rows[2]!.permanentId).toBe(matchPermanentId(result.rows[0]!.league, 2023, result.rows[0]!.home.name, result.rows[0]!.away.name, '12/12/2023'));
    expect(result.problems).toEqual([
      { file: 't.csv', line: 4, reason: 'duplicate of line 2 (same league, season, teams and date)' },
      { file: 't.csv', line: 6, reason: 'duplicate of line 5 (same league, season, teams and date)' },
    ]);
    const across = importCsvFiles([{ name: 'a.csv', text: csv([row()]) }, { name: 'b.csv', text: csv([row(SECOND), row()]) }]);
    expect(across.rows).toHaveLength(2);
    expect(across.problems).toEqual([{ file: 'b.csv', line: 3, reason: 'duplicate of a.csv line 2' }]);
  });

  it('imports nothing from a file missing a required column and reports every row naming it', () => {
    const header = HEADER.filter((column) => column !== 'HomeTeam');
    const result = importCsv('SP1.csv', csv([row(), row(SECOND), row()], header));
    expect(result.rows).toEqual([]);
    expect(result.problems).toEqual([2, 3, 4].map((line) => ({ file: 'SP1.csv', line, reason: "missing required column 'HomeTeam'" })));
    const two = importCsv('SP1.csv', csv([], HEADER.filter((column) => column !== 'FTHG' && column !== 'Date')));
    expect(two.problems).toEqual([{ file: 'SP1.csv', line: 1, reason: "missing required columns 'Date', 'FTHG'" }]);
    expect(REQUIRED_COLUMNS).toContain('HTHG');
  });

  it('treats a short row as blank cells (relaxed column count)', () => {
    const short = csv([row()]).split('\r\n');
    short[1] = short[1]!.split(',').slice(0, 24).join(','); // up to the red cards, no odds
    const result = importCsv('t.csv', short.join('\r\n'));
    expect(result.problems).toEqual([]);
    expect(result.rows[0]!.odds.opening1x2).toBeUndefined();
    expect(result.rows[0]!.stats.away.red).toBe(0);
  });

  it('reports an empty file and a CSV syntax error without throwing', () => {
    expect(importCsv('t.csv', '')).toEqual({ rows: [], problems: [{ file: 't.csv', line: 1, reason: 'no header row' }] });
    const broken = `${csv([row()])}\r\nE0,"12/08/2023,12:30\r\n`;
    const result = importCsv('t.csv', broken);
    expect(result.rows).toHaveLength(1);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.reason).toMatch(/^CSV error: /);
  });

  it('never throws on arbitrary content', () => {
    const cells = fc.oneof(fc.constant(''), fc.constant('"'), fc.constant('\r\n'), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.array(fc.array(cells, { maxLength: 12 }), { maxLength: 6 }), fc.boolean(), (lines, withHeader) => {
        const text = [...(withHeader ? [HEADER.join(',')] : []), ...lines.map((line) => line.join(','))].join('\n');
        const result = importCsv('fuzz.csv', text);
        for (const problem of result.problems) expect(problem.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      importCsv('fuzz.csv', Buffer.from(bytes));
    }), { numRuns: 200 });
  });
});

describe('UK local kick-off times → UTC (Europe/London)', () => {
  it('uses GMT before and BST after the last Sunday of March', () => {
    expect(ukLocalToUtcMs(2024, 3, 30, 15, 0)).toBe(Date.UTC(2024, 2, 30, 15, 0));
    expect(ukLocalToUtcMs(2024, 3, 31, 14, 0)).toBe(Date.UTC(2024, 2, 31, 13, 0));
    expect(ukLocalToUtcMs(2024, 3, 31, 0, 30)).toBe(Date.UTC(2024, 2, 31, 0, 30));
    expect(ukLocalToUtcMs(2024, 3, 31, 1, 30)).toBe(Date.UTC(2024, 2, 31, 1, 30)); // skipped hour → 02:30 BST
  });

  it('uses BST before and GMT after the last Sunday of October', () => {
    expect(ukLocalToUtcMs(2024, 10, 26, 15, 0)).toBe(Date.UTC(2024, 9, 26, 14, 0));
    expect(ukLocalToUtcMs(2024, 10, 27, 14, 0)).toBe(Date.UTC(2024, 9, 27, 14, 0));
    expect(ukLocalToUtcMs(2024, 10, 27, 0, 30)).toBe(Date.UTC(2024, 9, 26, 23, 30));
    expect(ukLocalToUtcMs(2025, 10, 25, 17, 30)).toBe(Date.UTC(2025, 9, 25, 16, 30));
  });

  it('converts the real DST-boundary fixtures of the files', () => {
    const { rows } = loadFootballData(DATA_DIR);
    const on = (day: string, file: string) => rows.filter((match) => match.source.file === file && new Date(match.kickoff).toISOString().startsWith(day));
    // Sunday 31 March 2024 (BST from 01:00 UTC): E0 Liverpool–Brighton 14:00 BST = 13:00 UTC.
    const march = on('2024-03-31', 'E0.csv');
    expect(march.map((match) => `${match.home.name}-${match.away.name} ${new Date(match.kickoff).toISOString().slice(11, 16)}`)).toContain('Liverpool-Brighton 13:00');
    // Saturday 30 March 2024, still GMT: 15:00 UK = 15:00 UTC.
    expect(on('2024-03-30', 'E0.csv').some((match) => new Date(match.kickoff).getUTCHours() === 15)).toBe(true);
    // Sunday 27 October 2024 (GMT from 01:00 UTC): 14:00 UK = 14:00 UTC.
    expect(on('2024-10-27', 'E0.csv').some((match) => new Date(match.kickoff).toISOString().slice(11, 16) === '14:00')).toBe(true);
  });

  it('reads the same CSV row on both sides of the change', () => {
    const kickoff = (date: string) => importCsv('t.csv', csv([row({ Date: date, Time: '15:00' })])).rows[0]!.kickoff;
    expect(kickoff('30/03/2024')).toBe(Date.UTC(2024, 2, 30, 15));
    expect(kickoff('31/03/2024')).toBe(Date.UTC(2024, 2, 31, 14));
    expect(kickoff('26/10/2024')).toBe(Date.UTC(2024, 9, 26, 14));
    expect(kickoff('27/10/2024')).toBe(Date.UTC(2024, 9, 27, 15));
  });
});
