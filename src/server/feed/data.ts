/**
 * The app's copy of the feed's data (`data/`, each folder with its README.md): reads the files the
 * catalogue lists for each sport from disk and imports them with the sport's importer
 * (src/server/feed/sports/<sport>.ts, looked up by the catalogue's `importer`). Reads only the app's own folder, never the shared
 * data set it was copied from.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importCsvFiles } from './sports/football.ts';
import type { ImportResult } from './csv-records.ts';
import { CATALOGUE, sportOfImporter, type CatalogueSport } from '../../domain/feed/catalogue.ts';
import { feedOfImporter, mergeResults } from './sports/index.ts';


const FOOTBALL_PREFIX = 'football-data/';

/**
 * The football CSV files of the feed, in import order: the installed catalogue's football sources
 * (data/catalogue/catalogue.json), as paths under {@link footballDataDir} (e.g. `E0.csv`,
 * `more-leagues-2024-25/B1.csv`).
 * @throws Error naming a football source that is not under `football-data/`
 */
export function footballDataFiles(): string[] {
  return (sportOfImporter('football-data-csv')?.sources ?? []).map((path) => {
    if (!path.startsWith(FOOTBALL_PREFIX)) throw new Error(`data/catalogue/catalogue.json: football source ${path} is not under ${FOOTBALL_PREFIX}`);
    return path.slice(FOOTBALL_PREFIX.length);
  });
}

/**
 * Folder of the football CSV files: `PORTAL_FOOTBALL_DATA_DIR` when set, else `football-data`
 * under {@link dataRoot}.
 */
export function footballDataDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return resolve(env['PORTAL_FOOTBALL_DATA_DIR'] ?? join(dataRoot(env), 'football-data'));
}

/**
 * Where a catalogue source path (relative to `data/`) is read from: football files under
 * {@link footballDataDir}, every other file under `root`.
 */
export function sourcePath(path: string, root: string = dataRoot(), env: Readonly<Record<string, string | undefined>> = process.env): string {
  return path.startsWith(FOOTBALL_PREFIX) && env['PORTAL_FOOTBALL_DATA_DIR'] ? join(footballDataDir(env), path.slice(FOOTBALL_PREFIX.length)) : join(root, path);
}

/**
 * Reads and imports every file of {@link footballDataFiles} from `dir`.
 * @throws the file system's error when a file cannot be read (content problems are reported,
 *   not thrown)
 */
export function loadFootballData(dir: string = footballDataDir()): ImportResult {
  return importCsvFiles(footballDataFiles().map((name) => ({ name, text: readFileSync(join(dir, name)) })));
}

/**
 * Folder the catalogue (`catalogue/catalogue.json`) and its source paths are under, read at the
 * server's start: `PORTAL_DATA_ROOT`, else `data/` under the working directory (the app's root for
 * `npm start`, `npm run dev` and the tests). Not `PORTAL_DATA_DIR`, the PGlite database folder.
 */
export function dataRoot(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return resolve(env['PORTAL_DATA_ROOT'] ?? join(process.cwd(), 'data'));
}

/**
 * Reads and imports one sport's source files (the catalogue's `sources`, under `root`); problems
 * name each file by its path under the sport's folder (`E0.csv`, `atp-2016.csv`).
 * @throws the file system's error when a file cannot be read; Error for a sport whose importer does not exist yet
 */
export function loadSportData(sport: CatalogueSport, root: string = dataRoot()): ImportResult {
  return importSportFiles(sport, sport.sources.map((path) => ({ name: path.slice(path.indexOf('/') + 1), text: readFileSync(sourcePath(path, root)) })));
}

/**
 * Imports files of one sport already read (`name`: the path under the sport's folder, as problems
 * name it).
 * @throws Error for a sport whose importer does not exist yet
 */
export function importSportFiles(sport: CatalogueSport, files: readonly { name: string; text: Buffer }[]): ImportResult {
  const feed = feedOfImporter(sport.importer);
  if (!feed) throw new Error(`no importer ${sport.importer} for sport ${sport.slug}`);
  return feed.importFiles(files);
}

/** The files of a sport as recorded with an import run (paths under `data/`). */
function sportFiles(sport: CatalogueSport): string[] {
  return [...sport.sources];
}

/** Every sport of the catalogue, imported (in catalogue order), with the files read. */
export function loadFeedData(root: string = dataRoot()): { result: ImportResult; files: string[] } {
  const results = CATALOGUE.sports.map((sport) => loadSportData(sport, root));
  return { result: mergeResults(results), files: CATALOGUE.sports.flatMap(sportFiles) };
}
