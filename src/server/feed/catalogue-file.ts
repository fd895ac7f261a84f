/**
 * The catalogue file the server runs with: `catalogue/catalogue.json` under the data root
 * (src/server/feed/data.ts `dataRoot`: `PORTAL_DATA_ROOT`, else `data/` of the app), read and
 * validated with the catalogue's zod schema (schemas/catalogue.ts) when the server starts — never
 * compiled into the build, so adding a league is: its file in the data folder, its entry in the
 * catalogue (and the file among its sport's `sources`), a restart. scripts/serve.ts checks the file
 * before it listens (a bad file stops the start with one message naming the file and each field);
 * the server installs it when its workers start and on its first request ({@link ensureCatalogue},
 * called by src/server/workers/index.ts, the middleware's catalogue step and the feed's loader).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCatalogue, type Catalogue } from '../../../schemas/catalogue.ts';
import { catalogueInstalled, currentCatalogue, installCatalogue } from '../../domain/feed/catalogue.ts';
import { FOOTBALL_SPORT_ID } from '../../domain/feed/match.ts';
import { dataRoot, sourcePath } from './data.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Path of the catalogue file under the data root. */
export function catalogueFile(env: Env = process.env): string {
  return join(dataRoot(env), 'catalogue', 'catalogue.json');
}

/**
 * Reads and validates a catalogue file: JSON, the zod schema, football (the goals model) under its
 * fixed sport id, and every source file present under the data root.
 * @throws Error whose message names the file and each bad field, one line each
 *   (`/app/data/catalogue/catalogue.json: champs.3.slug: duplicate champ slug "serie-a"`)
 */
export function readCatalogueFile(path: string = catalogueFile(), env: Env = process.env): Catalogue {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${path}: cannot be read (${(error as Error).message})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: not JSON (${(error as Error).message})`);
  }
  const catalogue = parseCatalogue(value, path);
  const problems: string[] = [];
  catalogue.sports.forEach((sport, index) => {
    if (sport.model === 'poisson-goals' && sport.id !== FOOTBALL_SPORT_ID) problems.push(`${path}: sports.${index}.id: the goals model's sport must keep the id ${FOOTBALL_SPORT_ID}`);
    sport.sources.forEach((source, at) => {
      const file = sourcePath(source, dataRoot(env), env);
      if (!existsSync(file)) problems.push(`${path}: sports.${index}.sources.${at}: no file ${file}`);
    });
  });
  if (problems.length) throw new Error(problems.join('\n'));
  return catalogue;
}

/**
 * The catalogue the server runs with: read from {@link catalogueFile} and installed on the first
 * call (src/domain/feed/catalogue.ts), the installed one afterwards (a changed file is read at the
 * next start).
 * @throws Error of {@link readCatalogueFile}
 */
export function ensureCatalogue(env: Env = process.env): Catalogue {
  if (!catalogueInstalled()) installCatalogue(readCatalogueFile(catalogueFile(env), env));
  return currentCatalogue();
}
