/**
 * The summary of a feed import per file (problems are summarised, not printed once per
 * row): for each source file the rows read, the games imported, the rows refused, the refusals
 * counted per reason and the first {@link EXAMPLES_PER_FILE} refusals with their line. The server
 * logs it (a few lines per file) and stores it with the import run (feed_import_files, shown on
 * the console page "Feed imports"). Pure.
 */
import type { ImportedMatch } from './match.ts';

/** A refused row or file as the importers report it: file name as given to the importer, 1-based line, reason. */
export interface ImportProblemLike {
  file: string;
  line: number;
  reason: string;
}

/** Refusals shown as examples per file. */
export const EXAMPLES_PER_FILE = 5;

/** How many refusals had one reason. */
interface ReasonCount {
  /** The reason with its row-specific values blanked ({@link reasonKind}). */
  reason: string;
  count: number;
}

/** What the import did with one source file. */
export interface FileSummary {
  /** The catalogue's source path (under `data/`, e.g. `football-data/E0.csv`). */
  file: string;
  /** Rows read: games imported plus rows refused (the header and file-level failures not counted twice). */
  rows: number;
  /** Games imported from the file. */
  games: number;
  /** Refusals (rows, or the file itself). */
  problems: number;
  /** Refusals per reason, most frequent first (then by reason). */
  reasons: ReasonCount[];
  /** The first refusals in line order, at most {@link EXAMPLES_PER_FILE}, `file` the source path. */
  examples: ImportProblemLike[];
}

/**
 * The kind of a refusal reason: quoted values, a record prefix and numbers blanked, so that
 * `bad Date '31/02/2024'` and `bad Date '30/02/2024'` count as one reason (`bad Date '…'`).
 */
export function reasonKind(reason: string): string {
  return reason
    .replace(/^record \d+: /, '')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\d+(?:\.\d+)?/g, '#');
}

/**
 * The per-file summary of one import.
 * @param sources the files imported: `path` as the catalogue lists it, `name` as the importer was
 *   given it (problems and games name that)
 * @param result the importer's games and refusals
 */
export function summariseImport(
  sources: readonly { path: string; name: string }[],
  result: { rows: readonly Pick<ImportedMatch, 'source'>[]; problems: readonly ImportProblemLike[] },
): FileSummary[] {
  return sources.map(({ path, name }) => {
    const games = result.rows.filter((row) => row.source.file === name).length;
    const problems = result.problems.filter((problem) => problem.file === name);
    const counts = new Map<string, number>();
    for (const problem of problems) {
      const kind = reasonKind(problem.reason);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    const refusedLines = new Set(problems.map((problem) => problem.line));
    return {
      file: path,
      rows: games + refusedLines.size,
      games,
      problems: problems.length,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      examples: [...problems]
        .sort((a, b) => a.line - b.line)
        .slice(0, EXAMPLES_PER_FILE)
        .map((problem) => ({ file: path, line: problem.line, reason: problem.reason })),
    };
  });
}

/**
 * The log lines of a file's summary: one line of counts, then (when rows were refused) one line
 * per reason and one per example (`file:line reason`).
 */
export function summaryLines(summary: FileSummary): string[] {
  const lines = [`${summary.file}: ${summary.rows} rows, ${summary.games} games, ${summary.problems} refused`];
  for (const { reason, count } of summary.reasons) lines.push(`  ${count} × ${reason}`);
  for (const example of summary.examples) lines.push(`  e.g. ${example.file}:${example.line} ${example.reason}`);
  return lines;
}
