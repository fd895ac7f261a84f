/**
 * The casino lobby's rules (src/domain/casino/lobby.ts): routes → categories and sections, the
 * filter over the catalogue's categories, the typo-tolerant search's ranking, and the names a page
 * in a language shows (src/server/casino/lobby.ts `namedIn`).
 */
import { describe, expect, it } from 'vitest';
import { CASINO_CATEGORIES, categoryOfSlug, categorySlug, lobbyFilter, matchesFilter, searchGames } from '../../src/domain/casino/lobby.ts';
import { OWN_GAMES } from '../../src/domain/casino/catalogue.ts';
import { ROUTES } from '../../src/domain/routing/route-table.ts';
import { casinoBrandGameBody, casinoSearchQuery } from '../../schemas/casino-lobby.ts';
import { GAME_SERVER_PROVIDER } from '../../schemas/game-server.ts';
import { namedIn } from '../../src/server/casino/lobby.ts';

describe('lobby routes', () => {
  it('maps every spec §3 category to a slug and back', () => {
    for (const c of CASINO_CATEGORIES) expect(categoryOfSlug(categorySlug(c))).toBe(c);
    expect(categorySlug('climb to victory')).toBe('climb-to-victory');
    expect(categoryOfSlug('roulette')).toBeNull();
  });

  it('maps the routes to filters', () => {
    expect(lobbyFilter('casino', {})).toEqual({ kind: 'all' });
    expect(lobbyFilter('casino', { subcategory: 'card-games' })).toEqual({ kind: 'category', category: 'card games' });
    expect(lobbyFilter('casino', { subcategory: 'crash-games' })).toEqual({ kind: 'section', section: 'crash-games' });
    // Any other subcategory names a provider: slots/vulkan lists the provider vulkan (404 by the loader when it has no game here).
    expect(lobbyFilter('casino', { subcategory: 'vulkan' })).toEqual({ kind: 'provider', provider: 'vulkan' });
    expect(lobbyFilter('allGamesEntrance', { gameRoute: 'nope' })).toBeNull();
    expect(lobbyFilter('casino:asian-games', {})).toEqual({ kind: 'section', section: 'asian-games' });
    expect(lobbyFilter('casino:fast-bet', {})).toEqual({ kind: 'section', section: 'fast-bet' });
    expect(lobbyFilter('casino:skill-games', {})).toEqual({ kind: 'section', section: 'skill-games' });
    expect(lobbyFilter('othergames', {})).toEqual({ kind: 'category', category: 'other' });
    expect(lobbyFilter('casino:casino/brand', {})).toEqual({ kind: 'provider', provider: 'betportal-games' });
    expect(lobbyFilter('allGamesEntrance', { gameRoute: 'dice' })).toEqual({ kind: 'category', category: 'dice' });
    expect(lobbyFilter('casino:casino-lobby', {})).toEqual({ kind: 'all' });
    expect(lobbyFilter('casino:fast-games', {})).toEqual({ kind: 'section', section: 'fast-games' });
    expect(lobbyFilter('bingo', {})).toEqual({ kind: 'section', section: 'bingo' });
    expect(lobbyFilter('poker', { game: 'x' })).toEqual({ kind: 'section', section: 'poker' });
    expect(lobbyFilter('tvgames', {})).toEqual({ kind: 'section', section: 'tvgames' });
    expect(lobbyFilter('home', {})).toBeNull();
  });

  it('puts every game of the catalogue in its category and its section page', () => {
    for (const game of OWN_GAMES) {
      const row = { categories: [game.category, game.section, ...(game.families ?? [])], providerId: 'betportal-games' };
      expect(matchesFilter({ kind: 'all' }, row)).toBe(true);
      expect(matchesFilter({ kind: 'category', category: game.category }, row)).toBe(true);
      expect(matchesFilter({ kind: 'section', section: game.section }, row)).toBe(true);
      for (const family of game.families ?? []) expect(matchesFilter({ kind: 'section', section: family }, row)).toBe(true);
      expect(matchesFilter({ kind: 'provider', provider: 'betportal-games' }, row)).toBe(true);
      expect(matchesFilter({ kind: 'provider', provider: 'vulkan' }, row)).toBe(false);
    }
    expect(matchesFilter({ kind: 'section', section: 'bingo' }, { categories: ['dice', 'fast-games'], providerId: 'betportal-games' })).toBe(false);
    const inSection = (section: string) => OWN_GAMES.filter((g) => g.section === section || g.families?.includes(section as never)).map((g) => g.id);
    expect(inSection('asian-games')).toEqual(['baccarat', 'dragon-tiger', 'sic-bo']);
    expect(inSection('fast-bet')).toEqual(['dice', 'limbo']);
    expect(inSection('skill-games')).toEqual(['blackjack', 'jacks-or-better']);
  });
});

describe('search', () => {
  const games = ['Dice', 'Limbo', 'Mines', 'Keno', 'European Roulette', 'Plinko'].map((name) => ({ name, providerName: 'BetPortal Games' }));

  it('finds a misspelled name', () => {
    expect(searchGames(games, 'rulette')[0]?.name).toBe('European Roulette');
    expect(searchGames(games, 'roulete')[0]?.name).toBe('European Roulette');
    expect(searchGames(games, 'plinco')[0]?.name).toBe('Plinko');
  });

  it('ranks the exact name first', () => {
    expect(searchGames(games, 'Mines')[0]?.name).toBe('Mines');
    expect(searchGames(games, 'keno')[0]?.name).toBe('Keno');
  });

  it('lists only the names close to the best match', () => {
    const catalogue = ['Dice', 'Limbo', 'Mines', 'Keno', 'European Roulette', 'Plinko', 'Northern Lights', 'Desert Caravan', 'Lucky Three', 'Jacks or Better', 'Blackjack']
      .map((name, id) => ({ id, name, providerName: 'BetPortal Games' }));
    expect(searchGames(catalogue, 'rulette').map((g) => g.name)).toEqual(['European Roulette']);
    expect(searchGames(catalogue, 'dise').map((g) => g.name)).toEqual(['Dice']);
    expect(searchGames(catalogue, 'blakjack').map((g) => g.name)).toEqual(['Blackjack']);
    expect(searchGames(catalogue, 'nothern lights').map((g) => g.name)).toEqual(['Northern Lights']);
  });

  it('answers nothing for a blank or unrelated query', () => {
    expect(searchGames(games, '   ')).toEqual([]);
    expect(searchGames(games, 'qwxzv')).toEqual([]);
  });
});

describe('boundary shapes', () => {
  it('accepts only known lobby categories, once each, and a query without NUL', () => {
    const base = { enabled: true, position: 1, reason: 'a reason' };
    expect(casinoBrandGameBody.safeParse({ ...base, categories: ['dice', 'fast-games'] }).success).toBe(true);
    expect(casinoBrandGameBody.safeParse(base).success).toBe(true);
    expect(casinoBrandGameBody.safeParse({ ...base, categories: ['roulette'] }).success).toBe(false);
    expect(casinoBrandGameBody.safeParse({ ...base, categories: ['dice', 'dice'] }).success).toBe(false);
    expect(casinoBrandGameBody.safeParse({ ...base, categories: [] }).success).toBe(false);
    expect(casinoBrandGameBody.safeParse({ ...base, position: -1 }).success).toBe(false);
    expect(casinoSearchQuery.safeParse({ q: 'rulette' }).success).toBe(true);
    expect(casinoSearchQuery.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(casinoSearchQuery.safeParse({ q: '  ' }).success).toBe(false);
  });
});

describe('game names in the page language', () => {
  it('names our game server\'s games by their dictionary name (gs_game_<code>) and others by the catalogue\'s', () => {
    const games = [
      { providerId: GAME_SERVER_PROVIDER, code: 'roulette', name: 'European Roulette' },
      { providerId: 'another-provider', code: 'book', name: 'Book of Stars' },
    ];
    expect(namedIn(games, 'main', 'ru').map((g) => g.name)).toEqual(['Европейская рулетка', 'Book of Stars']);
    expect(namedIn(games, 'main', 'en').map((g) => g.name)).toEqual(['European Roulette', 'Book of Stars']);
    // A game the dictionary does not name keeps the catalogue's name.
    expect(namedIn([{ providerId: GAME_SERVER_PROVIDER, code: 'new-game', name: 'New Game' }], 'main', 'ru')[0]!.name).toBe('New Game');
  });
});

describe('casino families of spec §2 in the route table', () => {
  it('builds every family page but fishinghunting, which states why it is 404', () => {
    const row = (name: string) => ROUTES.find((r) => r.name === name);
    for (const name of ['casino:asian-games', 'casino:fast-bet', 'casino:skill-games', 'casino:casino/brand', 'othergames', 'casino']) {
      expect(row(name)?.page, name).toBe('casino-lobby');
    }
    expect(ROUTES.filter((r) => r.name.startsWith('casino:') && !r.page).map((r) => r.name)).toEqual([]);
    expect(row('casino:slots/vulkan'), 'slots/vulkan is the provider page of the casino route').toBeUndefined();
    const fishing = row('fishingHunting');
    expect(fishing?.page).toBeUndefined();
    expect(fishing?.builtBy).toMatch(/no provider of the catalogue offers one/);
  });
});
