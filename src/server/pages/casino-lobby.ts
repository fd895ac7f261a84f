/**
 * Loaders of the casino lobby pages (spec §2 Casino, §3 casino categories): the lobby and its
 * categories, the section pages, the providers and a provider's page, and the search page. Games
 * come from the catalogue in the database (src/server/casino/lobby.ts) for the brand and the
 * player's country; which games a route lists is src/domain/casino/lobby.ts. A category, section or
 * provider with no game offered here is the 404 page, never an empty page.
 */
import { categoryArtHref } from '../../domain/casino/art.ts';
import { CASINO_CATEGORIES, CASINO_SECTIONS, categorySlug, lobbyFilter, matchesFilter, searchGames, sectionIsCategory, type CasinoSection, type LobbyFilter } from '../../domain/casino/lobby.ts';
import type { CasinoLobbyPageData, CasinoProvidersPageData, LobbyGame, LobbyLink, LobbyRow } from '../../domain/pages/casino.ts';
import { isServedPath, localizedHref } from '../../domain/routing/resolve.ts';
import { favoriteGames, favoriteIds, recentGames } from '../casino/favorites.ts';
import { lobbyGames, namedIn } from '../casino/lobby.ts';
import { watchCatalogue } from '../casino/catalogue-events.ts';
import { db } from '../endpoint.ts';
import { NOT_FOUND, pageData, redirectTo, type PageContext, type PageLoader } from './load.ts';

/** The games of the request's brand and the player's country (none for a guest). */
async function gamesFor(ctx: PageContext): Promise<LobbyGame[]> {
  // Before a lobby page can be stored, this instance follows the console's catalogue changes.
  await watchCatalogue();
  return lobbyGames(await db(), ctx.brand.id, ctx.country ?? null);
}

/** The games with the names the page's language shows. */
const shown = (ctx: PageContext, games: readonly LobbyGame[]): LobbyGame[] => namedIn(games, ctx.brand.id, ctx.lng);

/** Section paths: the section pages have their own routes, `slots` is the lobby's slots category. */
function sectionPath(section: CasinoSection): string {
  return section === 'slots' ? '/slots/slots' : `/${section}`;
}

/** A spec §3 category's page: `/{slots|casino}/{slug}` in the request's kind. */
function categoryHref(ctx: PageContext, slug: string): string {
  return localizedHref(ctx.lng, `/${ctx.params.kind ?? 'slots'}/${slug}`);
}

/**
 * The navigation: the sections and spec §3 categories that have games, each with its picture, the
 * current one marked. A section named like a category (`sectionIsCategory`) is left to the
 * category's link, which is marked current on the section's page too: one label per category. A
 * section whose page the brand does not serve (a product such as poker, bingo or TV games turned
 * off: the route table's rule, as for the header's product list) has no link.
 */
function navigation(ctx: PageContext, games: LobbyGame[], current: LobbyFilter | null): Pick<CasinoLobbyPageData, 'sections' | 'categories'> {
  const sections: LobbyLink[] = CASINO_SECTIONS.filter((s) => !sectionIsCategory(s) && games.some((g) => g.categories.includes(s)) && isServedPath(ctx.brand, ctx.lng, sectionPath(s), import.meta.env.PROD)).map((s) => ({
    href: localizedHref(ctx.lng, sectionPath(s)),
    label: `casino_section_${s.replace(/-/g, '_')}`,
    labelIsKey: true,
    current: current?.kind === 'section' && current.section === s,
    art: categoryArtHref(s),
  }));
  const categories: LobbyLink[] = CASINO_CATEGORIES.filter((c) => games.some((g) => g.categories.includes(c))).map((c) => ({
    href: categoryHref(ctx, categorySlug(c)),
    label: `casino_category_${categorySlug(c).replace(/-/g, '_')}`,
    labelIsKey: true,
    current: (current?.kind === 'category' && current.category === c) || (current?.kind === 'section' && current.section === categorySlug(c)),
    art: categoryArtHref(categorySlug(c)),
  }));
  return { sections, categories };
}

/** The front page's rows: each spec §3 category with games, its games those whose first spec §3 category it is. */
function rowsOf(ctx: PageContext, games: LobbyGame[]): LobbyRow[] {
  const rowOf = (g: LobbyGame) => CASINO_CATEGORIES.find((c) => g.categories.includes(c));
  return CASINO_CATEGORIES.map((c) => ({
    slug: categorySlug(c),
    labelKey: `casino_category_${categorySlug(c).replace(/-/g, '_')}`,
    href: categoryHref(ctx, categorySlug(c)),
    art: categoryArtHref(categorySlug(c)),
    games: games.filter((g) => rowOf(g) === c),
  })).filter((row) => row.games.length > 0);
}

/** The heading key of a filter's page (a provider's page, other than our own games, is headed by the provider's name instead). */
function headingOf(filter: LobbyFilter): string {
  if (filter.kind === 'all') return 'casino_lobby_title';
  if (filter.kind === 'provider') return 'casino_own_games_title';
  if (filter.kind === 'section') return `casino_section_${filter.section.replace(/-/g, '_')}`;
  return `casino_category_${categorySlug(filter.category).replace(/-/g, '_')}`;
}

function gameKind(ctx: PageContext): 'slots' | 'casino' {
  return ctx.params.kind === 'casino' ? 'casino' : 'slots';
}

/**
 * The lobby, its categories, the section pages, `othergames`, `casino/brand` and a provider's
 * `slots/{provider}`. `poker/{game}` redirects (302) to the page of
 * the poker game with that slug, or is the 404 page.
 */
export const loadCasinoLobby: PageLoader<CasinoLobbyPageData> = async (ctx) => {
  const filter = lobbyFilter(ctx.route.name, ctx.params);
  if (!filter) return NOT_FOUND;
  const all = await gamesFor(ctx);
  const games = shown(ctx, all.filter((g) => matchesFilter(filter, g)));
  if (games.length === 0) return NOT_FOUND;
  if (ctx.route.name === 'poker' && ctx.params.game !== undefined) {
    const game = games.find((g) => g.slug === ctx.params.game);
    return game ? redirectTo(localizedHref(ctx.lng, `/casino/game/${game.id}/${game.slug}`), 302) : NOT_FOUND;
  }
  // `slots/{provider}` is headed by the provider's name; `casino/brand` (our own games) by its title.
  const byName = filter.kind === 'provider' && ctx.route.name !== 'casino:casino/brand';
  return pageData({
    kind: 'casino-lobby', heading: byName ? games[0]!.providerName : headingOf(filter), headingIsKey: !byName, games, gameKind: gameKind(ctx),
    ...navigation(ctx, all, filter), search: filter.kind === 'all', query: '', favorites: null, recent: null,
    rows: filter.kind === 'all' ? rowsOf(ctx, games) : null,
  });
};

/** A provider's page `providers/{provider}`: its games here; 404 when it has none (or is unknown). */
export const loadCasinoProvider: PageLoader<CasinoLobbyPageData> = async (ctx) => {
  const all = await gamesFor(ctx);
  const games = shown(ctx, all.filter((g) => g.providerId === ctx.params.provider));
  if (games.length === 0) return NOT_FOUND;
  return pageData({
    kind: 'casino-lobby', heading: games[0]!.providerName, headingIsKey: false, games, gameKind: 'slots',
    ...navigation(ctx, all, null), search: false, query: '', favorites: null, recent: null, rows: null,
  });
};

/** The providers page: providers with games here, by name; 404 when the brand offers no game. */
export const loadCasinoProviders: PageLoader<CasinoProvidersPageData> = async (ctx) => {
  const all = await gamesFor(ctx);
  const byId = new Map<string, CasinoProvidersPageData['providers'][number]>();
  for (const g of all) {
    const entry = byId.get(g.providerId) ?? { id: g.providerId, name: g.providerName, href: localizedHref(ctx.lng, `/providers/${g.providerId}`), games: 0 };
    entry.games += 1;
    byId.set(g.providerId, entry);
  }
  if (byId.size === 0) return NOT_FOUND;
  return pageData({ kind: 'casino-providers', providers: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)) });
};

/** Longest search query read from the URL (characters). */
const MAX_QUERY = 80;

/** The search page `casino-search?q=`: the typo-tolerant search's games, none until a query is given. */
export const loadCasinoSearch: PageLoader<CasinoLobbyPageData> = async (ctx) => {
  const all = await gamesFor(ctx);
  if (all.length === 0) return NOT_FOUND;
  const query = (ctx.query.get('q') ?? '').replace(/\0/g, '').slice(0, MAX_QUERY);
  return pageData({
    kind: 'casino-lobby', heading: 'casino_search_title', headingIsKey: true, games: shown(ctx, searchGames(all, query)), gameKind: 'slots',
    ...navigation(ctx, all, null), search: true, query, favorites: null, recent: null, rows: null,
  });
};

/**
 * `my-casino` (favourites and recently played) and `my-casino/favorites` (favourites only), for
 * players (the route's auth). Empty lists say so: these are the player's own lists, not catalogue
 * categories.
 */
export const loadMyCasino: PageLoader<CasinoLobbyPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  const database = await db();
  const country = ctx.country ?? null;
  const all = await lobbyGames(database, ctx.brand.id, country);
  const onlyFavorites = ctx.route.name === 'casino:my-casino/favorites';
  return pageData({
    kind: 'casino-lobby', heading: onlyFavorites ? 'casino_favorites_title' : 'casino_my_title', headingIsKey: true,
    games: shown(ctx, await favoriteGames(database, ctx.playerId, ctx.brand.id, country)), gameKind: 'slots',
    ...navigation(ctx, all, null), search: false, query: '', favorites: await favoriteIds(database, ctx.playerId),
    recent: onlyFavorites ? null : shown(ctx, await recentGames(database, ctx.playerId, ctx.brand.id, country)), rows: null,
  });
};
