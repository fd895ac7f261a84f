/**
 * Reading a feed's CSV file into records, and the problem reports every importer makes (issue
 * rule "bad input": a feed's bad rows are reported with file, line and reason, never thrown).
 * Shared by the football-data importer (sports/football.ts) and the ATP importer (sports/tennis.ts);
 * the NFL importer (JSON) reports with the same {@link ImportProblem} shape.
 */
import { parse, type CsvError } from 'csv-parse/sync';
import type { ImportedMatch, SideStats } from '../../domain/feed/match.ts';

/** A row or file the importer refused: where and why. */
export interface ImportProblem {
  /** File name as given to the importer. */
  file: string;
  /** 1-based line in the file; the header is line 1. */
  line: number;
  /** Human-readable reason naming the column or value, e.g. `bad Date '31/02/2024'`. */
  reason: string;
}

/** Result of an import: the good rows in file order and the refused ones. */
export interface ImportResult {
  /** Imported matches, in file order. */
  rows: ImportedMatch[];
  /** Refused rows (and file-level failures), in line order per file. */
  problems: ImportProblem[];
}

/** A CSV data row: cell text by trimmed header name (a blank header's column is dropped). */
export type CsvRow = Readonly<Record<string, string | undefined>>;

/** The records of a file that can be imported, with the problems met reading it. */
export interface CsvRecords {
  /** Data rows with their 1-based line (header = line 1), blank rows left out. */
  records: { line: number; row: CsvRow }[];
  problems: ImportProblem[];
}

/**
 * Reads a CSV file (UTF-8 text or Buffer; a BOM is dropped, empty lines skipped, rows of blank
 * cells left out). Never throws on content.
 * @param required columns without which no row can be imported
 * @returns the records, or an {@link ImportResult} with nothing imported when the file cannot be:
 *   no header row (line 1), or a required column missing (every data row reported with the
 *   missing columns named; line 1 when there are no data rows). A CSV syntax error is reported at
 *   its line; rows before it are kept.
 */
export function readCsvRecords(file: string, text: string | Buffer, required: readonly string[]): CsvRecords | { failed: ImportResult } {
  const problems: ImportProblem[] = [];
  const records: { line: number; row: CsvRow }[] = [];
  let header: string[] | undefined;
  const csvError = (error: CsvError | Error) => problems.push({ file, line: Number((error as CsvError)['lines']) || 1, reason: `CSV error: ${error.message}` });
  try {
    parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      skip_records_with_error: true,
      columns: (names: string[]) => {
        header = names.map((name) => name.trim());
        return header.map((name) => (name === '' ? false : name));
      },
      on_record: (record: CsvRow, context) => {
        // A row of blank cells (some files end with them) is an empty line, skipped like one.
        if (!Object.values(record).every((value) => (value ?? '').trim() === '')) records.push({ line: context.lines, row: record });
        return null;
      },
      on_skip: (error) => {
        if (error) csvError(error);
        return undefined;
      },
    });
  } catch (error) {
    csvError(error as Error);
  }
  if (!header) return { failed: { rows: [], problems: [...problems, { file, line: 1, reason: 'no header row' }] } };
  const present = new Set(header);
  const missing = required.filter((column) => !present.has(column));
  if (missing.length > 0) {
    const reason = `missing required column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `'${c}'`).join(', ')}`;
    const lines = records.length > 0 ? records.map((record) => record.line) : [1];
    return { failed: { rows: [], problems: sortProblems([...problems, ...lines.map((line) => ({ file, line, reason }))]) } };
  }
  return { records, problems };
}

/** Problems in line order (stable: two problems of one line keep their order). */
export function sortProblems(problems: ImportProblem[]): ImportProblem[] {
  return problems.sort((a, b) => a.line - b.line);
}

/** Match statistics a feed without them (tennis, NFL) gives: every count unknown. */
export const NO_SIDE_STATS: SideStats = { shots: undefined, shotsOnTarget: undefined, fouls: undefined, corners: undefined, yellow: undefined, red: undefined };

/** The football price fields a feed of another sport leaves empty (its prices are in `detail`). */
export const NO_FOOTBALL_ODDS: ImportedMatch['odds'] = { opening1x2: undefined, closing1x2: undefined, total25: undefined, asian: undefined };
