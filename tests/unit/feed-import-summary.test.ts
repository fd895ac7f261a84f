/**
 * The per-file summary of a feed import (src/domain/feed/import-summary.ts): rows, games, refusals
 * counted per reason kind, the first 5 refusals in line order with the catalogue's path.
 */
import { describe, expect, it } from 'vitest';
import { reasonKind, summariseImport, summaryLines } from '../../src/domain/feed/import-summary.ts';

const game = (file: string, line: number) => ({ source: { file, line } });

describe('summariseImport', () => {
  const problems = [
    ...[9, 3, 7, 5, 11, 13].map((line) => ({ file: 'E0.csv', line, reason: `bad Date '3${line}/02/2024' (expected DD/MM/YYYY)` })),
    { file: 'E0.csv', line: 4, reason: "unknown league Div 'X9': not in data/catalogue/catalogue.json" },
    { file: 'E0.csv', line: 4, reason: 'duplicate of line 2 (same league, season, teams and date)' },
    { file: 'I1.csv', line: 1, reason: 'no header row' },
  ];
  const [e0, i1, sp1] = summariseImport(
    [{ path: 'football-data/E0.csv', name: 'E0.csv' }, { path: 'football-data/I1.csv', name: 'I1.csv' }, { path: 'football-data/SP1.csv', name: 'SP1.csv' }],
    { rows: [game('E0.csv', 2), game('E0.csv', 6), game('SP1.csv', 2)], problems },
  );

  it('counts rows, games and refusals per file, and refusals per reason kind (most frequent first)', () => {
    expect(e0).toMatchObject({ file: 'football-data/E0.csv', rows: 2 + 7, games: 2, problems: 8 });
    expect(e0!.reasons).toEqual([
      { reason: "bad Date '…' (expected DD/MM/YYYY)", count: 6 },
      { reason: 'duplicate of line # (same league, season, teams and date)', count: 1 },
      { reason: "unknown league Div '…': not in data/catalogue/catalogue.json", count: 1 },
    ]);
    expect(i1).toMatchObject({ rows: 1, games: 0, problems: 1, reasons: [{ reason: 'no header row', count: 1 }] });
    expect(sp1).toMatchObject({ rows: 1, games: 1, problems: 0, reasons: [], examples: [] });
  });

  it('keeps the first 5 refusals in line order, named by the catalogue path', () => {
    expect(e0!.examples.map((p) => `${p.file}:${p.line}`)).toEqual(['football-data/E0.csv:3', 'football-data/E0.csv:4', 'football-data/E0.csv:4', 'football-data/E0.csv:5', 'football-data/E0.csv:7']);
  });

  it('logs a few lines per file, never one per row', () => {
    expect(summaryLines(e0!)).toHaveLength(1 + 3 + 5);
    expect(summaryLines(e0!)[0]).toBe('football-data/E0.csv: 9 rows, 2 games, 8 refused');
  });

  it('blanks quoted values, record prefixes and numbers in a reason kind', () => {
    expect(reasonKind("record 44: total 1.5 is not a half-point line within 20..80")).toBe('total # is not a half-point line within #..#');
  });
});
