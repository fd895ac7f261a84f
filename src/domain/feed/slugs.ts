/**
 * URL slugs of the sports pages (spec §2 Sports: `{live|line}/{menuSection}?/{sport}?/{champ}?`
 * and `…/{game}`), defined here once: the route table's parameter rules, the pages and the links
 * all read them from this module. Pure.
 *
 * - menu sections: `top` (top games: at least {@link TOP_MENU_SECTION} markets, spec §3/§9) and
 *   `all`; no menu section means `all`;
 * - sports and champs: the slugs of the catalogue the server read at its start
 *   (data/catalogue/catalogue.json, e.g. sport
 *   `football`, champs `premier-league`, `scottish-championship`), unique there;
 * - games: the permanent id (digits);
 * - champ landing pages (`champ/{page}`): {@link CHAMP_PAGES} maps each page slug of spec §2 to
 *   its feed champ.
 */
import { currentCatalogue, nameIn, type Names } from './catalogue.ts';
import { LANGUAGES } from '../../../schemas/language.ts';
import type { CatalogueChamp } from '../../../schemas/catalogue.ts';

/**
 * A country's name per language: CLDR's (`Intl.DisplayNames`, each language's BCP 47 tag) for a
 * country with an ISO region code, else the catalogue's. English always.
 */
function countryNamesOf(country: CatalogueChamp['country']): Names {
  const { region } = country;
  if (!region) return country.names;
  const names: Record<string, string> = {};
  for (const { code, htmlLang } of Object.values(LANGUAGES)) names[code] = new Intl.DisplayNames([htmlLang], { type: 'region' }).of(region) ?? country.names.en!;
  return { ...names, en: country.names.en! };
}

/** Sections of the sports pages. */
export type SportsSection = 'line' | 'live';

/** Menu sections served (others answer 404). */
const MENU_SECTIONS = ['top', 'all'] as const;
/** A menu section. */
export type MenuSection = (typeof MENU_SECTIONS)[number];
/** The menu section of a path without one. */
export const DEFAULT_MENU_SECTION: MenuSection = 'all';
/** The menu section that lists only top games. */
export const TOP_MENU_SECTION: MenuSection = 'top';

/** A sport of the feed with its slug and its names per language (catalogue). */
export interface SportSlug {
  sportId: number;
  slug: string;
  /** Name per language (English always). */
  names: Names;
}

/** A champ of the feed with its slug. */
export interface ChampSlug {
  champId: number;
  sportId: number;
  slug: string;
  /** English champ name (spec §3 "champ name (and English)"). */
  champName: string;
  countryName: string;
  /** Champ name per language (English always). */
  names: Names;
  /** Country name per language (English always). */
  countryNames: Names;
}

/** Sports and champs of one installed catalogue (computed once per catalogue). */
const slugsOf = new WeakMap<object, { sports: readonly SportSlug[]; champs: readonly ChampSlug[] }>();

function slugs(): { sports: readonly SportSlug[]; champs: readonly ChampSlug[] } {
  const catalogue = currentCatalogue();
  let found = slugsOf.get(catalogue);
  if (!found) {
    found = {
      sports: catalogue.sports.map((sport) => ({ sportId: sport.id, slug: sport.slug, names: sport.names })),
      champs: catalogue.champs.map((champ) => ({
        champId: champ.champId,
        sportId: champ.sportId,
        slug: champ.slug,
        champName: champ.names.en!,
        countryName: champ.country.names.en!,
        names: champ.names,
        countryNames: countryNamesOf(champ.country),
      })),
    };
    slugsOf.set(catalogue, found);
  }
  return found;
}

/** The sports of the feed, in the order of the catalogue the server started with. */
export function feedSports(): readonly SportSlug[] {
  return slugs().sports;
}

/**
 * Slug of a name: NFKD without diacritics, lowercase, every run of characters other than ASCII
 * letters and digits one hyphen, no hyphen at either end.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The champs of the feed, in the order of the catalogue the server started with. */
export function feedChamps(): readonly ChampSlug[] {
  return slugs().champs;
}

/** A champ's heading in a game list: its id and its champ and country names in one language. */
export interface ChampHeading {
  champId: number;
  champName: string;
  countryName: string;
}

const headingsOf = new WeakMap<readonly ChampSlug[], Map<string, readonly ChampHeading[]>>();

/** The champs of the feed with their names in `lng` (English where the catalogue has none), computed once per catalogue and language. */
export function champHeadings(lng: string): readonly ChampHeading[] {
  const champs = feedChamps();
  let byLanguage = headingsOf.get(champs);
  if (!byLanguage) headingsOf.set(champs, (byLanguage = new Map()));
  let headings = byLanguage.get(lng);
  if (!headings) {
    headings = champs.map((c) => ({ champId: c.champId, champName: nameIn(c.names, lng), countryName: nameIn(c.countryNames, lng) }));
    byLanguage.set(lng, headings);
  }
  return headings;
}

const alternatives = (values: readonly string[]) => new RegExp(`^(?:${values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/** Parameter rule of the route table for `menuSection`. */
export const MENU_SECTION_RE = alternatives(MENU_SECTIONS);
/** Parameter rule of the route table for `sport`: a sport slug of the running catalogue (checked per request). */
export const SPORT_SLUG_RULE = { test: (value: string): boolean => sportBySlug(value) !== null };
/** Parameter rule of the route table for `champ`: a champ slug of the running catalogue (checked per request). */
export const CHAMP_SLUG_RULE = { test: (value: string): boolean => champBySlug(value) !== null };

/** A menu section by its slug, or null. */
export function menuSectionOf(slug: string | undefined): MenuSection | null {
  if (slug === undefined) return DEFAULT_MENU_SECTION;
  return (MENU_SECTIONS as readonly string[]).includes(slug) ? (slug as MenuSection) : null;
}

/** A sport by its slug, or null. */
export function sportBySlug(slug: string): SportSlug | null {
  return feedSports().find((s) => s.slug === slug) ?? null;
}

/** A sport by its id, or null. */
function sportById(sportId: number): SportSlug | null {
  return feedSports().find((s) => s.sportId === sportId) ?? null;
}

/** A champ by its slug, or null. */
export function champBySlug(slug: string): ChampSlug | null {
  return feedChamps().find((c) => c.slug === slug) ?? null;
}

/** A champ by its id, or null. */
export function champById(champId: number): ChampSlug | null {
  return feedChamps().find((c) => c.champId === champId) ?? null;
}

/** A champ's name in `lng` (English where the catalogue has none); '' for a champ the feed does not have. */
export function champNameIn(champId: number, lng: string): string {
  const champ = champById(champId);
  return champ ? nameIn(champ.names, lng) : '';
}

/**
 * Champ landing pages of spec §2 Sports (page type `champ/{page}`, each with home, game and final
 * children) and the feed champ each one shows; null: a champ the feed does not have (no Europa
 * League or IPL data), whose pages answer 404.
 */
export const CHAMP_PAGES: Readonly<Record<string, number | null>> = {
  epl: 101,
  laliga: 103,
  europaleague: null,
  ipl: null,
};

/** The feed champ of a champ landing page slug (`epl` → Premier League), or null (unknown, or not in the feed). */
export function champOfPage(page: string | undefined): ChampSlug | null {
  if (page === undefined || !Object.hasOwn(CHAMP_PAGES, page)) return null;
  const champId = CHAMP_PAGES[page];
  return champId === null || champId === undefined ? null : champById(champId);
}

/** Where a sports link points (path without the language prefix). */
export interface SportsLocation {
  section: SportsSection;
  menuSection?: MenuSection;
  /** Sport id; absent: every sport. */
  sportId?: number;
  /** Champ id (implies its sport). */
  champId?: number;
  /** Permanent id of a game (needs its champ). */
  game?: number;
}

/**
 * Path of a sports page, e.g. `/line/all/football/premier-league/123`. A game or a champ brings
 * its menu section (default `all`) and sport into the path; a menu section alone stays short
 * (`/live/top`).
 * @throws Error for an unknown sport or champ id, or a game without a champ
 */
export function sportsPath(location: SportsLocation): string {
  const champ = location.champId === undefined ? null : champById(location.champId);
  if (location.champId !== undefined && !champ) throw new Error(`unknown champ ${location.champId}`);
  if (location.game !== undefined && !champ) throw new Error('a game path needs its champ');
  const sportId = champ?.sportId ?? location.sportId;
  const sport = sportId === undefined ? null : sportById(sportId);
  if (sportId !== undefined && !sport) throw new Error(`unknown sport ${sportId}`);
  const parts: string[] = [location.section];
  if (sport || location.menuSection) parts.push(location.menuSection ?? DEFAULT_MENU_SECTION);
  if (sport) parts.push(sport.slug);
  if (champ) parts.push(champ.slug);
  if (location.game !== undefined) parts.push(String(location.game));
  return `/${parts.join('/')}`;
}
