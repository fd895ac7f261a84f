/**
 * The casino lobby's rules (spec §2 Casino, §3 casino categories), shared by the loaders, the
 * search endpoint and the lobby island. A catalogue game carries two categories
 * (src/domain/casino/catalogue.ts): its spec §3 category (lotteries, slots, climb to victory, dice,
 * card games, other), its section (the route that lists it: fast-games, crash-games, keno,
 * tvgames, card-games, poker, slots, scratchcards, bingo, asian-games) and the cross-cutting
 * families it also belongs to (fast-bet, skill-games). Spec §2's other casino families:
 * `othergames` is the spec §3 category `other`; `casino/brand` the games of our own game server
 * (the brand's own games); `slots/{provider}` (and `casino/{provider}`) a provider's games, so
 * `slots/vulkan` lists the provider `vulkan` when the catalogue has it and is 404 otherwise.
 * This module is the ONE place that maps
 * routes to those categories: `lobbyFilter` turns a route and its parameters into a filter,
 * `matchesFilter` applies it, `searchGames` is the typo-tolerant search (fuse.js, the same in the
 * browser and on the server, so it works on PGlite and PostgreSQL alike).
 */
import Fuse from 'fuse.js';
import { GAME_SERVER_PROVIDER } from '../../../schemas/game-server.ts';

/** Spec §3 casino categories. */
export const CASINO_CATEGORIES = ['lotteries', 'slots', 'climb to victory', 'dice', 'card games', 'other'] as const;
export type CasinoCategoryName = (typeof CASINO_CATEGORIES)[number];

/**
 * Sections with a route of their own (spec §2 Casino), in the order the lobby links them.
 * `asian-games`: the table games of Asian casinos (baccarat, dragon tiger, sic bo). `fast-bet`:
 * one stake on odds the player sets (a win chance, a target multiplier), settled in the same
 * request. `skill-games`: games whose return depends on the player's decisions (the stated RTP
 * assumes the best play: blackjack's basic strategy, video poker's best holds).
 */
export const CASINO_SECTIONS = ['fast-games', 'fast-bet', 'crash-games', 'keno', 'card-games', 'asian-games', 'skill-games', 'scratchcards', 'bingo', 'poker', 'tvgames', 'slots'] as const;
export type CasinoSection = (typeof CASINO_SECTIONS)[number];

/** Every name a game's lobby categories may hold: the spec §3 categories and the sections (`slots` is both). */
export const LOBBY_CATEGORY_NAMES = [...new Set<string>([...CASINO_CATEGORIES, ...CASINO_SECTIONS])] as [string, ...string[]];

/** URL slug of a spec §3 category: spaces become hyphens ("climb to victory" → "climb-to-victory"). */
export function categorySlug(category: CasinoCategoryName): string {
  return category.replace(/ /g, '-');
}

/** The spec §3 category of a URL slug, or null when the slug names none. */
export function categoryOfSlug(slug: string): CasinoCategoryName | null {
  return CASINO_CATEGORIES.find((c) => categorySlug(c) === slug) ?? null;
}

/**
 * True for a section named like a spec §3 category (`card-games`, `slots`): the lobby links one of
 * the two under one label, the category (which lists the section's games and any other game of
 * that category), so no label appears twice.
 */
export function sectionIsCategory(section: CasinoSection): boolean {
  return categoryOfSlug(section) !== null;
}

/** What a lobby page lists: every game, one spec §3 category, one section, or one provider's games. */
export type LobbyFilter =
  | { kind: 'all' }
  | { kind: 'category'; category: CasinoCategoryName }
  | { kind: 'section'; section: CasinoSection }
  | { kind: 'provider'; provider: string };

/** The filter of `casino/brand`: the games of our own game server. */
const OWN_GAMES_FILTER: LobbyFilter = { kind: 'provider', provider: GAME_SERVER_PROVIDER };

/** Route names (src/domain/routing/route-table.ts) of the section pages, with their section. */
const SECTION_ROUTES: Record<string, CasinoSection> = {
  'casino:fast-games': 'fast-games',
  'casino:crash-games': 'crash-games',
  'casino:keno': 'keno',
  'casino:card-games': 'card-games',
  'casino:asian-games': 'asian-games',
  'casino:fast-bet': 'fast-bet',
  'casino:skill-games': 'skill-games',
  'casino:scratchcards': 'scratchcards',
  bingo: 'bingo',
  poker: 'poker',
  tvgames: 'tvgames',
};

/**
 * The filter of a lobby route: `casino` (`slots|casino/{subcategory}?`: no subcategory lists
 * everything, else a spec §3 category slug, a section, or else a provider id), `allGamesEntrance`
 * (`allgamesentrance/{gameRoute}?`: a category or section), `casino:casino-lobby` (everything),
 * `othergames` (the category `other`), `casino:casino/brand` (our own games) and the section pages.
 * Null for a parameter naming nothing (the loader answers 404); a provider id with no game offered
 * here is the loader's 404 too.
 */
export function lobbyFilter(routeName: string, params: Record<string, string | undefined>): LobbyFilter | null {
  const section = SECTION_ROUTES[routeName];
  if (section) return { kind: 'section', section };
  if (routeName === 'casino:casino-lobby') return { kind: 'all' };
  if (routeName === 'othergames') return { kind: 'category', category: 'other' };
  if (routeName === 'casino:casino/brand') return OWN_GAMES_FILTER;
  if (routeName === 'casino' || routeName === 'allGamesEntrance') {
    const slug = routeName === 'casino' ? params.subcategory : params.gameRoute;
    if (slug === undefined) return { kind: 'all' };
    const category = categoryOfSlug(slug);
    if (category) return { kind: 'category', category };
    const named = (CASINO_SECTIONS as readonly string[]).includes(slug) ? (slug as CasinoSection) : null;
    if (named) return { kind: 'section', section: named };
    return routeName === 'casino' ? { kind: 'provider', provider: slug } : null;
  }
  return null;
}

/** True when a game (its catalogue categories and provider) belongs to the filter. */
export function matchesFilter(filter: LobbyFilter, game: { categories: readonly string[]; providerId: string }): boolean {
  if (filter.kind === 'all') return true;
  if (filter.kind === 'provider') return game.providerId === filter.provider;
  return game.categories.includes(filter.kind === 'category' ? filter.category : filter.section);
}

/** The fields the search reads. */
export interface SearchableGame {
  name: string;
  providerName: string;
}

/** Fuse's score threshold: 0 exact, 1 anything; 0.4 lets one or two typos in a short name through. */
const SEARCH_THRESHOLD = 0.4;

/**
 * How much worse than the best match a result may score and still be listed: a misspelled name
 * ("rulette") also scores loosely against unrelated names ("Jacks or Better" shares "ette"), far
 * behind the name meant.
 */
const SEARCH_MARGIN = 0.1;

/**
 * Typo-tolerant search over game names (weight 3) and provider names (weight 1), best match first
 * (ties keep the catalogue's order), results within {@link SEARCH_MARGIN} of the best score. A
 * blank query answers nothing.
 */
export function searchGames<G extends SearchableGame>(games: readonly G[], query: string): G[] {
  const q = query.trim();
  if (!q) return [];
  const fuse = new Fuse(games, {
    keys: [{ name: 'name', weight: 3 }, { name: 'providerName', weight: 1 }],
    threshold: SEARCH_THRESHOLD,
    ignoreLocation: true,
    includeScore: true,
  });
  const found = fuse.search(q);
  const best = found[0]?.score ?? 0;
  return found.filter((r) => (r.score ?? 0) <= best + SEARCH_MARGIN).map((r) => r.item);
}
