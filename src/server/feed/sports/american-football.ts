/**
 * Importer of the NFL archive (`data/nfl/README.md`: one JSON array of games with quarter scores
 * and closing lines) into `ImportedMatch`es with an American football `detail`
 * (src/domain/feed/sport-detail.ts). The file is a feed: a bad record is reported with the file,
 * its 1-based line (the line its object starts on; the file is one line, so records are also
 * numbered: `record N`) and the reason, and skipped; a line that fails its check is dropped from
 * the game and reported, the game kept. Never throws on content.
 *
 * Checks: season and date (YYYYMMDD) valid; both teams named and different; quarter and final
 * points whole and ≥ 0, the final at least the quarters' sum (the rest is overtime); moneyline
 * American odds with |x| ≥ 100 on both sides (else dropped); the closing spread a multiple of 0.5
 * within ±{@link MAX_SPREAD}, mirrored by the away spread and agreeing in sign with the moneyline's
 * favourite (the side with the lower decimal price; a spread of 0 always agrees), else dropped;
 * the closing total a multiple of 0.5 within {@link MIN_TOTAL}..{@link MAX_TOTAL}, else dropped
 * (in about 250 records the scrape swapped the two columns: both are dropped, never swapped back). Champ: the catalogue's champ of code `NFL`.
 */
import { z } from 'zod';
import type { ImportedMatch, Score } from '../../../domain/feed/match.ts';
import { normaliseTeamName, resultOf, stableId, teamId } from '../../../domain/feed/match.ts';
import { champsByCode, sportOfImporter } from '../../../domain/feed/catalogue.ts';
import type { AmericanFootballDetail, TwoWayPrices } from '../../../domain/feed/sport-detail.ts';
import { decimalOfAmerican } from '../../../domain/sports/american-football.ts';
import { NO_FOOTBALL_ODDS, NO_SIDE_STATS, type ImportProblem, type ImportResult } from '../csv-records.ts';
import { mergeResults, type SportFeed } from './contract.ts';

/** Largest closing spread taken, points (the scrape has totals such as 40.5 in the spread column). */
const MAX_SPREAD = 30;
/** Range of closing totals taken, points (the scrape has 0 and spreads such as 1.0 in the total column). */
const MIN_TOTAL = 20;
const MAX_TOTAL = 80;

/** The fields read of a record (others ignored); numbers may come as strings. */
const points = z.union([z.string(), z.number()]);
const recordSchema = z.object({
  season: z.number().int(),
  date: z.number(),
  home_team: z.string(),
  away_team: z.string(),
  home_1stQtr: points, away_1stQtr: points, home_2ndQtr: points, away_2ndQtr: points,
  home_3rdQtr: points, away_3rdQtr: points, home_4thQtr: points, away_4thQtr: points,
  home_final: points, away_final: points,
  home_close_ml: z.number().optional(), away_close_ml: z.number().optional(),
  home_close_spread: z.number().optional(), away_close_spread: z.number().optional(),
  close_over_under: z.number().optional(),
});
type NflRecord = z.infer<typeof recordSchema>;

/** Whole points of a field, or undefined. */
function whole(value: string | number): number | undefined {
  const n = typeof value === 'number' ? value : /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n < 200 ? n : undefined;
}

/** Line numbers where each top-level object of a JSON array starts (1-based). */
function objectLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (c === '{' && depth === 1) lines.push(line);
      depth++;
    } else if (c === '}' || c === ']') depth--;
  }
  return lines;
}

/**
 * Imports the NFL archive. Never throws on content.
 * @param file the name used in problems and `source.file`
 */
export function importNflJson(file: string, text: string | Buffer): ImportResult {
  const problems: ImportProblem[] = [];
  const source = typeof text === 'string' ? text : text.toString('utf8');
  let data: unknown;
  try {
    data = JSON.parse(source.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { rows: [], problems: [{ file, line: 1, reason: `not JSON: ${(error as Error).message}` }] };
  }
  if (!Array.isArray(data)) return { rows: [], problems: [{ file, line: 1, reason: 'not a JSON array of games' }] };
  const sport = sportOfImporter('nfl-sbr-json');
  const champ = sport ? champsByCode(sport.id).get('NFL') : undefined;
  if (!sport || !champ) return { rows: [], problems: [{ file, line: 1, reason: 'the catalogue has no NFL champ for the NFL importer' }] };
  const lines = objectLines(source);
  const rows: ImportedMatch[] = [];
  const seen = new Map<number, number>();
  data.forEach((raw, index) => {
    const line = lines[index] ?? 1;
    const where = `record ${index + 1}`;
    const report = (reason: string) => problems.push({ file, line, reason: `${where}: ${reason}` });
    const parsed = recordSchema.safeParse(raw);
    if (!parsed.success) {
      report(`bad record (${parsed.error.issues.map((i) => i.path.join('.') || 'record').join(', ')})`);
      return;
    }
    const record: NflRecord = parsed.data;
    const dateText = String(Math.round(record.date));
    const date = /^(\d{4})(\d{2})(\d{2})$/.exec(dateText);
    const day = date ? Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])) : Number.NaN;
    if (!date || new Date(day).getUTCDate() !== Number(date[3]) || record.date !== Math.round(record.date)) return void report(`bad date ${record.date}`);
    const home = record.home_team.trim();
    const away = record.away_team.trim();
    if (home === '' || away === '' || normaliseTeamName(home) === normaliseTeamName(away)) return void report(`bad teams '${home}' v '${away}'`);
    const quarters: Score[] = [];
    for (const q of ['1st', '2nd', '3rd', '4th']) {
      const h = whole(record[`home_${q}Qtr` as keyof NflRecord] as string | number);
      const a = whole(record[`away_${q}Qtr` as keyof NflRecord] as string | number);
      if (h === undefined || a === undefined) return void report(`bad ${q} quarter points`);
      quarters.push({ home: h, away: a });
    }
    const finalHome = whole(record.home_final);
    const finalAway = whole(record.away_final);
    if (finalHome === undefined || finalAway === undefined) return void report('bad final points');
    const sum = quarters.reduce((s, q) => ({ home: s.home + q.home, away: s.away + q.away }), { home: 0, away: 0 });
    if (finalHome < sum.home || finalAway < sum.away) return void report(`final ${finalHome}-${finalAway} below the quarters' sum ${sum.home}-${sum.away}`);
    const overtime = finalHome > sum.home || finalAway > sum.away ? { home: finalHome - sum.home, away: finalAway - sum.away } : undefined;
    // Lines: each checked before a market is priced from it.
    const mlHome = record.home_close_ml === undefined ? undefined : decimalOfAmerican(record.home_close_ml);
    const mlAway = record.away_close_ml === undefined ? undefined : decimalOfAmerican(record.away_close_ml);
    let moneyline: TwoWayPrices | undefined;
    if (mlHome !== undefined && mlAway !== undefined) moneyline = { source: 'close', home: mlHome, away: mlAway };
    else report(`moneyline ${record.home_close_ml ?? '-'}/${record.away_close_ml ?? '-'} is not a pair of American odds: moneyline dropped`);
    let spread = record.home_close_spread;
    if (spread !== undefined) {
      if (!Number.isInteger(spread * 2) || Math.abs(spread) > MAX_SPREAD || record.away_close_spread !== -spread + 0) {
        report(`spread ${spread}/${record.away_close_spread} is not a mirrored half-point line within ±${MAX_SPREAD} (a total in the spread column?): spread dropped`);
        spread = undefined;
      } else if (moneyline && spread !== 0 && moneyline.home !== moneyline.away && (spread < 0) !== (moneyline.home < moneyline.away)) {
        report(`spread ${spread} for ${home} disagrees with the moneyline favourite (${moneyline.home < moneyline.away ? home : away}): spread dropped`);
        spread = undefined;
      }
    }
    let total = record.close_over_under;
    if (total !== undefined && !(total >= MIN_TOTAL && total <= MAX_TOTAL && Number.isInteger(total * 2))) {
      report(`total ${total} is not a half-point line within ${MIN_TOTAL}..${MAX_TOTAL} (missing, or a spread in the total column?): total dropped`);
      total = undefined;
    }
    const detail: AmericanFootballDetail = { kind: 'americanFootball', quarters, overtime, moneyline, spread: spread === undefined ? undefined : spread + 0, total };
    const fullTime = { home: finalHome, away: finalAway };
    const halfTime = { home: quarters[0]!.home + quarters[1]!.home, away: quarters[0]!.away + quarters[1]!.away };
    const permanentId = stableId(`nfl:${record.season}|${dateText}|${normaliseTeamName(home)}|${normaliseTeamName(away)}`);
    const earlier = seen.get(permanentId);
    if (earlier !== undefined) return void report(`duplicate of record ${earlier} (same date and teams)`);
    seen.set(permanentId, index + 1);
    rows.push({
      permanentId,
      league: champ.code,
      champId: champ.champId,
      countryId: champ.country.id,
      sportId: sport.id,
      season: record.season,
      kickoff: day + index,
      home: { id: teamId(`nfl ${home}`), name: home },
      away: { id: teamId(`nfl ${away}`), name: away },
      fullTime,
      halfTime,
      result: resultOf(fullTime),
      halfTimeResult: resultOf(halfTime),
      referee: undefined,
      stats: { home: NO_SIDE_STATS, away: NO_SIDE_STATS },
      odds: NO_FOOTBALL_ODDS,
      source: { file, line },
      detail,
    });
  });
  return { rows, problems };
}

/** American football's server part: the NFL JSON importer, file by file. */
export const AMERICAN_FOOTBALL_FEED: SportFeed = {
  importFiles: (files) => mergeResults(files.map((f) => importNflJson(f.name, f.text))),
};
