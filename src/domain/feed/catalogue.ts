/**
 * The sport and league catalogue (`data/catalogue/catalogue.json`, schema `schemas/catalogue.ts`),
 * validated when this module loads: a bad file stops the build and the server with the file and
 * field named. Pure lookups over it: sports and champs by id, code and slug, and names in a
 * language (falling back to English).
 */
import raw from '../../../data/catalogue/catalogue.json' with { type: 'json' };
import { parseCatalogue, type Catalogue, type CatalogueChamp, type CatalogueSport, type Names } from '../../../schemas/catalogue.ts';

export type { CatalogueChamp, CatalogueSport, Names };

/** The validated catalogue. */
export const CATALOGUE: Catalogue = parseCatalogue(raw);

/** The name in a language, English when the catalogue has none in it. */
export function nameIn(names: Names, lng: string): string {
  return (names as Record<string, string | undefined>)[lng] ?? names.en!;
}

/** A sport by id, or undefined. */
export function catalogueSport(sportId: number): CatalogueSport | undefined {
  return CATALOGUE.sports.find((sport) => sport.id === sportId);
}

/** The sport whose importer is `importer` (each importer serves one sport), or undefined. */
export function sportOfImporter(importer: CatalogueSport['importer']): CatalogueSport | undefined {
  return CATALOGUE.sports.find((sport) => sport.importer === importer);
}

/** The champs of a sport by the code its importer reads, e.g. football `Div` → champ. */
export function champsByCode(sportId: number): ReadonlyMap<string, CatalogueChamp> {
  return new Map(CATALOGUE.champs.filter((champ) => champ.sportId === sportId).map((champ) => [champ.code, champ]));
}

/** Id of the sport of a model (each model serves one sport); throws when the catalogue has none. */
export function sportIdOfModel(model: CatalogueSport['model']): number {
  const sport = CATALOGUE.sports.find((s) => s.model === model);
  if (!sport) throw new Error(`the catalogue has no sport with the model ${model}`);
  return sport.id;
}
