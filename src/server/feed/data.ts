/**
 * The app's copy of the football data (`data/football-data/`, see its README.md): reads the CSV
 * files the catalogue lists for football from disk and imports them with `importCsvFiles`. Reads only the app's own folder, never
 * the shared data set it was copied from.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importCsvFiles, type ImportResult } from './csv-import.ts';
import { sportOfImporter } from '../../domain/feed/catalogue.ts';

const FOOTBALL_PREFIX = 'football-data/';

/**
 * The football CSV files of the feed, in import order: the catalogue's football sources
 * (data/catalogue/catalogue.json), as paths under {@link footballDataDir} (e.g. `E0.csv`,
 * `more-leagues-2024-25/B1.csv`).
 */
export const FOOTBALL_DATA_FILES: readonly string[] = (sportOfImporter('football-data-csv')?.sources ?? []).map((path) => {
  if (!path.startsWith(FOOTBALL_PREFIX)) throw new Error(`data/catalogue/catalogue.json: football source ${path} is not under ${FOOTBALL_PREFIX}`);
  return path.slice(FOOTBALL_PREFIX.length);
});

/**
 * Folder of the CSV files: `PORTAL_FOOTBALL_DATA_DIR` when set, else `data/football-data` under
 * the working directory (the app's root for `npm start`, `npm run dev` and the tests).
 */
export function footballDataDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return resolve(env['PORTAL_FOOTBALL_DATA_DIR'] ?? join(process.cwd(), 'data', 'football-data'));
}

/**
 * Reads and imports every file of {@link FOOTBALL_DATA_FILES} from `dir`.
 * @throws the file system's error when a file cannot be read (content problems are reported,
 *   not thrown)
 */
export function loadFootballData(dir: string = footballDataDir()): ImportResult {
  return importCsvFiles(FOOTBALL_DATA_FILES.map((name) => ({ name, text: readFileSync(join(dir, name)) })));
}
