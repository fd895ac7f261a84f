/**
 * The sport and league catalogue of the feed: `data/catalogue/catalogue.json`,
 * data rather than code. Each sport names the importer that reads its files, the pricing model its
 * games use and its source files (paths under `data/`); each champ (league, tournament series)
 * names its sport, the code its importer finds in the files (`Div` of football-data.co.uk,
 * `Series` of tennis-data.co.uk, `NFL`), its country and its names per language (English
 * required, other languages fall back to English). Ids are this portal's own and never change
 * once published: bets and stored games reference them.
 *
 * A code an importer meets that is not in the catalogue is reported by the importer, never
 * guessed. {@link parseCatalogue} refuses a file with duplicate ids, slugs or codes, or a champ of
 * an unknown sport, naming the field.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { SPORT_MODELS, type SportModel } from '../src/domain/feed/sport-detail.ts';

/** Pricing models the feed has (src/domain/feed/sport-detail.ts `SPORT_MODELS`): goals, tennis points, American football margins. */
export const MODELS = Object.keys(SPORT_MODELS) as [SportModel, ...SportModel[]];
/** Importer names, one per file layout (src/server/feed/sports/): each model's. */
type Importer = (typeof SPORT_MODELS)[SportModel]['importer'];
/** Importers the feed has (src/server/feed/sports/): one per file layout. */
const IMPORTERS = Object.values(SPORT_MODELS).map((sport) => sport.importer) as [Importer, ...Importer[]];

/** A slug: lowercase ASCII letters and digits, single hyphens inside. */
const slugSchema = safeString().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens');

/** Names per language code (`en` required; schemas/language.ts codes), each 1..80 characters. */
const namesSchema = z
  .partialRecord(z.enum(['ru', 'en', 'az', 'kz', 'ua', 'ar', 'tr', 'he']), safeString().trim().min(1).max(80))
  .refine((names) => typeof names.en === 'string', { message: 'an English name (en) is required' });
/** Names per language. */
export type Names = z.infer<typeof namesSchema>;

/** A sport of the catalogue. */
const catalogueSportSchema = z.strictObject({
  /** Sport id of spec §3 Game `sportId`, integer 1..999. */
  id: z.number().int().min(1).max(999),
  /** URL slug (`/line/all/{slug}`). */
  slug: slugSchema,
  /** Name per language. */
  names: namesSchema,
  /** Importer reading the sport's files. */
  importer: z.enum(IMPORTERS),
  /** Pricing and replay model of the sport's games. */
  model: z.enum(MODELS),
  /**
   * How the sport's games are replayed (src/domain/feed/calendar.ts places them on the replay
   * calendar; src/domain/feed/schedule.ts): `finishedBehind` finished games kept before the live
   * ones per champ.
   */
  replay: z.strictObject({
    /** Finished games kept per champ, 0..1000. */
    finishedBehind: z.number().int().min(0).max(1000),
  }),
  /** Source files, paths relative to `data/`, in import order. */
  sources: z.array(safeString().regex(/^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/, 'a relative path without ..').refine((p) => !p.split('/').includes('..'), 'a relative path without ..')).min(1),
});
/** A sport of the catalogue. */
export type CatalogueSport = z.infer<typeof catalogueSportSchema>;

/** A country of a champ. */
const countrySchema = z.strictObject({
  /** Country id of spec §3 Game `countryId` (this portal's own; the calling code where one fits). */
  id: z.number().int().min(0),
  /** Stable key, e.g. `england`. */
  key: slugSchema,
  /**
   * ISO 3166-1 alpha-2 region code (`IT`) of a country CLDR names: its names in every language come
   * from `Intl.DisplayNames` (src/domain/feed/slugs.ts), `names` keeps the English one. None for a
   * country CLDR does not list (England, Scotland) or a champ of no country (World): `names` then
   * holds each language.
   */
  region: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as IT').optional(),
  /** Name per language. */
  names: namesSchema,
});

/** A champ of the catalogue. */
const catalogueChampSchema = z.strictObject({
  /** The code the sport's importer finds in a row (`Div`, `Series`, `NFL`). */
  code: safeString().trim().min(1).max(40),
  /** Champ id of spec §3 Game `champId`. */
  champId: z.number().int().min(1),
  /** Sport id (a sport of the catalogue). */
  sportId: z.number().int().min(1),
  /** URL slug, unique among all champs. */
  slug: slugSchema,
  /** Country of the champ. */
  country: countrySchema,
  /** Name per language. */
  names: namesSchema,
});
/** A champ of the catalogue. */
export type CatalogueChamp = z.infer<typeof catalogueChampSchema>;

/** The catalogue file. */
const catalogueSchema = z
  .strictObject({
    /** Free text for the file's reader. */
    $comment: z.string().optional(),
    sports: z.array(catalogueSportSchema).min(1),
    champs: z.array(catalogueChampSchema).min(1),
  })
  .superRefine((catalogue, ctx) => {
    const unique = <T>(list: readonly T[], key: (item: T) => string | number, path: (index: number) => (string | number)[], what: string) => {
      const seen = new Set<string | number>();
      list.forEach((item, index) => {
        const value = key(item);
        if (seen.has(value)) ctx.addIssue({ code: 'custom', path: path(index), message: `duplicate ${what} ${JSON.stringify(value)}` });
        seen.add(value);
      });
    };
    unique(catalogue.sports, (s) => s.id, (i) => ['sports', i, 'id'], 'sport id');
    unique(catalogue.sports, (s) => s.slug, (i) => ['sports', i, 'slug'], 'sport slug');
    unique(catalogue.champs, (c) => c.champId, (i) => ['champs', i, 'champId'], 'champ id');
    unique(catalogue.champs, (c) => c.slug, (i) => ['champs', i, 'slug'], 'champ slug');
    unique(catalogue.champs, (c) => `${c.sportId}|${c.code}`, (i) => ['champs', i, 'code'], 'code of the sport');
    const sports = new Set(catalogue.sports.map((s) => s.id));
    catalogue.champs.forEach((champ, index) => {
      if (!sports.has(champ.sportId)) ctx.addIssue({ code: 'custom', path: ['champs', index, 'sportId'], message: `unknown sport ${champ.sportId}` });
    });
  });
/** The catalogue. */
export type Catalogue = z.infer<typeof catalogueSchema>;

/**
 * The catalogue from the file's parsed JSON.
 * @param source the file name, for the message
 * @throws Error naming the file and each bad field (`data/catalogue/catalogue.json: champs.3.slug: ...`)
 */
export function parseCatalogue(value: unknown, source = 'data/catalogue/catalogue.json'): Catalogue {
  const parsed = catalogueSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${source}: ${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }
  return parsed.data;
}
