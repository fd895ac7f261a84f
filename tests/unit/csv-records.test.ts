/**
 * The shared CSV reading of the feed importers (src/server/feed/csv-records.ts): both the
 * football-data and the ATP importer report a file's problems the same way (no header, missing
 * required columns on every data row, CSV syntax errors at their line), never throwing.
 */
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from '../../src/server/feed/csv-records.ts';
import { importCsv } from '../../src/server/feed/sports/football.ts';
import { importTennisCsv } from '../../src/server/feed/sports/tennis.ts';

describe('readCsvRecords', () => {
  it('gives the data rows with their lines, leaving out rows of blank cells', () => {
    const read = readCsvRecords('a.csv', 'A,B\n1,2\n,\n3,4\n', ['A']);
    expect(read).toEqual({ records: [{ line: 2, row: { A: '1', B: '2' } }, { line: 4, row: { A: '3', B: '4' } }], problems: [] });
  });

  it('reports a missing required column on every data row, line 1 without rows', () => {
    expect(readCsvRecords('a.csv', 'A\n1\n2\n', ['A', 'B', 'C'])).toEqual({
      failed: { rows: [], problems: [2, 3].map((line) => ({ file: 'a.csv', line, reason: "missing required columns 'B', 'C'" })) },
    });
    expect(readCsvRecords('a.csv', 'A\n', ['B'])).toEqual({ failed: { rows: [], problems: [{ file: 'a.csv', line: 1, reason: "missing required column 'B'" }] } });
  });

  it('reports an empty file as having no header row', () => {
    expect(readCsvRecords('a.csv', '', ['A'])).toEqual({ failed: { rows: [], problems: [{ file: 'a.csv', line: 1, reason: 'no header row' }] } });
  });

  it('reports a CSV syntax error at its line and keeps the rows before it', () => {
    const read = readCsvRecords('a.csv', 'A,B\n1,2\n"x,3\n', ['A']);
    expect('records' in read && read.records).toEqual([{ line: 2, row: { A: '1', B: '2' } }]);
    expect('records' in read && read.problems[0]).toMatchObject({ file: 'a.csv', reason: expect.stringMatching(/^CSV error: /) });
  });

  it('is the reporting of both importers', () => {
    for (const importer of [importCsv, importTennisCsv]) {
      expect(importer('x.csv', '')).toEqual({ rows: [], problems: [{ file: 'x.csv', line: 1, reason: 'no header row' }] });
      const missing = importer('x.csv', 'Date\n01/02/2024\n');
      expect(missing.rows).toEqual([]);
      expect(missing.problems).toEqual([expect.objectContaining({ file: 'x.csv', line: 2, reason: expect.stringMatching(/^missing required columns /) })]);
    }
  });
});
