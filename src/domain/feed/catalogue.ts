/**
 * The sport and league catalogue (`data/catalogue/catalogue.json`, schema `schemas/catalogue.ts`)
 * as the running server read it: NOT compiled into the build. The server reads and validates the
 * file when it starts (src/server/feed/catalogue-file.ts `ensureCatalogue`) and installs it here
 * with {@link installCatalogue}; every reader asks for it when it runs (never at module load), so
 * a league added to the file is known after a restart without a rebuild. Client code never imports
 * this module: what an island needs of the catalogue (names per language, …) comes from the
 * server in its props. Pure lookups over the installed catalogue: sports and champs by id, code
 * and slug, and names in a language (falling back to English).
 */
import type { Catalogue, CatalogueChamp, CatalogueSport, Names } from '../../../schemas/catalogue.ts';

export type { CatalogueChamp, CatalogueSport, Names };

let installed: Catalogue | undefined;

/**
 * Makes `catalogue` the one every lookup reads (the server's start, tests). Validate it first
 * (`parseCatalogue` of schemas/catalogue.ts).
 */
export function installCatalogue(catalogue: Catalogue): void {
  installed = catalogue;
}

/** Whether a catalogue is installed (false in the browser and before the server's start). */
export function catalogueInstalled(): boolean {
  return installed !== undefined;
}

/**
 * The installed catalogue.
 * @throws Error when none is installed yet (a reader running before src/server/feed/catalogue-file.ts
 *   `ensureCatalogue`, or in client code, which must get catalogue facts from the server)
 */
export function currentCatalogue(): Catalogue {
  if (!installed) throw new Error('the sport catalogue is not loaded (src/server/feed/catalogue-file.ts ensureCatalogue runs at the server start)');
  return installed;
}

/** The installed catalogue's sports and champs, read when used (never at module load). */
export const CATALOGUE: Pick<Catalogue, 'sports' | 'champs'> = {
  get sports() {
    return currentCatalogue().sports;
  },
  get champs() {
    return currentCatalogue().champs;
  },
};

/** The name in a language, English when the catalogue has none in it. */
export function nameIn(names: Names, lng: string): string {
  return (names as Record<string, string | undefined>)[lng] ?? names.en!;
}

/** A sport by id, or undefined. */
export function catalogueSport(sportId: number): CatalogueSport | undefined {
  return CATALOGUE.sports.find((sport) => sport.id === sportId);
}

/** A champ by id, or undefined (a champ that left the catalogue). */
export function catalogueChamp(champId: number): CatalogueChamp | undefined {
  return CATALOGUE.champs.find((champ) => champ.champId === champId);
}

/** The sport whose importer is `importer` (each importer serves one sport), or undefined. */
export function sportOfImporter(importer: CatalogueSport['importer']): CatalogueSport | undefined {
  return CATALOGUE.sports.find((sport) => sport.importer === importer);
}

/** The champs of a sport by the code its importer reads, e.g. football `Div` → champ. */
export function champsByCode(sportId: number): ReadonlyMap<string, CatalogueChamp> {
  return new Map(CATALOGUE.champs.filter((champ) => champ.sportId === sportId).map((champ) => [champ.code, champ]));
}
