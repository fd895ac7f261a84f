/**
 * The casino lobby over HTTP on the shared built server (spec §2 Casino): every lobby route with
 * games answers 200 and lists them as tiles in its HTML (links to the game pages with name,
 * provider, RTP and volatility, no skeleton and no inline style), a category or section with no game for the brand is the 404
 * page, the typo-tolerant search endpoint and page find "rulette", favourites are a player's own,
 * and a brand manager's console change takes a game out of that brand's lobby.
 */
import { describe, expect, inject, it } from 'vitest';
import { createClient, registerPlayer } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';

const base = () => inject('portalUrl');
const VIP = 'vip.betportal.test';

async function page(path: string, host?: string): Promise<{ status: number; text: string; location: string | null }> {
  const res = await createClient(base(), host).get(path);
  return { status: res.status, text: typeof res.body === 'string' ? res.body : JSON.stringify(res.body), location: res.headers.get('location') };
}

/** A game tile as the server renders it (src/islands/casino/CasinoLobby.tsx before hydration). */
interface HtmlTile {
  href: string;
  /** The tile's picture (public/casino/art/). */
  art: string;
  name: string;
  provider: string;
  facts: string;
}

/** The game tiles in a page's HTML, in order. */
function tilesOf(html: string): HtmlTile[] {
  const tile = /<li class="casino-tile" data-testid="casino-tile" data-casino-game="\d+"><a class="casino-tile-link" href="([^"]+)"><span class="casino-tile-art"><img src="([^"]+)" alt="" width="240" height="320" loading="lazy" decoding="async"\/><\/span><span class="casino-tile-name"><bdi dir="(?:ltr|rtl)">([^<]+)<\/bdi><\/span><span class="casino-tile-provider"><bdi dir="(?:ltr|rtl)">([^<]+)<\/bdi><\/span><span class="casino-tile-facts">(.*?)<\/span><\/a>/g;
  // Names and the RTP are isolated in <bdi> (src/domain/bidi.ts): the facts are compared as text.
  return [...html.matchAll(tile)].map((m) => ({ href: m[1]!, art: m[2]!, name: m[3]!, provider: m[4]!, facts: m[5]!.replace(/<!-- -->|<[^>]*>/g, '') }));
}

/** The game names of the page's tiles. */
function gamesOf(html: string): string[] {
  return tilesOf(html).map((tile) => tile.name);
}

describe('casino lobby', () => {
  it('answers every lobby route with its games', async () => {
    const cases: [string, string][] = [
      ['/en/slots', 'European Roulette'], ['/en/casino', 'Dice'], ['/en/slots/dice', 'Dice'], ['/en/casino/climb-to-victory', 'Limbo'],
      ['/en/slots/lotteries', 'Keno'], ['/en/slots/other', 'Plinko'], ['/en/fast-games', 'Mines'], ['/en/keno', 'Keno'],
      ['/en/casino-lobby', 'Dice'], ['/en/allgamesentrance', 'Dice'], ['/en/allgamesentrance/fast-games', 'Limbo'],
      ['/en/providers/betportal-games', 'Dice'], ['/en/casino-search?q=rulette', 'European Roulette'],
      ['/en/slots/slots', 'Northern Lights'], ['/en/slots/slots', 'Desert Caravan'], ['/en/scratchcards', 'Lucky Three'],
      ['/en/casino-search?q=nothern%20lights', 'Northern Lights'], ['/en/poker', 'Jacks or Better'], ['/en/card-games', 'Blackjack'], ['/en/tvgames', 'TV Keno'], ['/en/crash-games', 'Crash'], ['/en/bingo', '90-Ball Bingo'],
      // Spec §2's other families: asian-games, fast-bet, skill-games, othergames, casino/brand and a provider's slots/{provider}.
      ['/en/asian-games', 'Baccarat'], ['/en/asian-games', 'Dragon Tiger'], ['/en/asian-games', 'Sic Bo'], ['/en/fast-bet', 'Limbo'],
      ['/en/skill-games', 'Blackjack'], ['/en/skill-games', 'Jacks or Better'], ['/en/othergames', 'Plinko'], ['/en/casino/brand', 'Sic Bo'],
      ['/en/slots/betportal-games', 'Dragon Tiger'],
    ];
    for (const [path, game] of cases) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(gamesOf(res.text), path).toContain(game);
      expect(res.text, path).not.toContain('data-testid="casino-skeleton"');
    }
    const fast = gamesOf((await page('/en/fast-games')).text);
    expect(fast).not.toContain('Keno');
    expect(gamesOf((await page('/en/fast-bet')).text).sort()).toEqual(['Dice', 'Limbo']);
    expect(gamesOf((await page('/en/skill-games')).text).sort()).toEqual(['Blackjack', 'Jacks or Better']);
    // A provider the catalogue lacks: slots/vulkan (where the /vulkan redirect leads) is the 404 page, as is fishinghunting.
    expect((await page('/en/slots/vulkan')).status).toBe(404);
    expect((await page('/en/fishinghunting')).status).toBe(404);
    // The same families on vip, where fishinghunting is 404 by the route table's reason alone.
    for (const [path, game] of [['/en/asian-games', 'Sic Bo'], ['/en/fast-bet', 'Dice'], ['/en/skill-games', 'Blackjack'], ['/en/othergames', 'Mines'], ['/en/casino/brand', 'Baccarat']] as const) {
      const res = await page(path, VIP);
      expect(res.status, `vip ${path}`).toBe(200);
      expect(gamesOf(res.text), `vip ${path}`).toContain(game);
    }
    expect((await page('/en/fishinghunting', VIP)).status).toBe(404);
    expect((await page('/en/slots/vulkan', VIP)).status).toBe(404);
    const poker = await page('/en/poker/jacks-or-better');
    expect(poker.status, 'poker/{game} leads to the game page').toBe(302);
    expect(poker.location).toMatch(/\/en\/casino\/game\/\d+\/jacks-or-better$/);
    const providers = await page('/en/providers');
    expect(providers.status).toBe(200);
    expect(providers.text).toContain('/en/providers/betportal-games');
  });

  it('names our games in the page language, on the lobby tiles and the game page alike', async () => {
    const ar = gamesOf((await page('/ar/slots/slots')).text);
    expect(ar).toContain('قافلة الصحراء');
    expect(ar).not.toContain('Desert Caravan');
    const tile = tilesOf((await page('/ar/slots/slots')).text).find((t) => t.name === 'قافلة الصحراء')!;
    const game = await page(tile.href);
    expect(game.status).toBe(200);
    expect(game.text).toMatch(/<h1 id="casino-game-heading">(<bdi dir="rtl">)?قافلة الصحراء(<\/bdi>)?<\/h1>/);
    expect(gamesOf((await page('/ru/slots/slots')).text)).not.toContain('Desert Caravan');
  });

  it('holds every tile of the lobby in its HTML, before any script', async () => {
    const res = await page('/en/slots');
    expect(res.status).toBe(200);
    const grid = /<ul class="casino-grid" aria-label="Games" data-testid="casino-grid">.*?<\/ul>/.exec(res.text)?.[0] ?? '';
    const tiles = tilesOf(grid);
    // Every game of the catalogue (src/server/casino/seed.ts) is in the lobby.
    expect(tiles).toHaveLength(17);
    expect(tiles.map((tile) => tile.name)).toEqual(expect.arrayContaining(['Dice', 'European Roulette', 'Northern Lights', '90-Ball Bingo']));
    for (const tile of tiles) {
      expect(tile.href, tile.name).toMatch(/^\/en\/slots\/game\/\d+\/[a-z0-9-]+$/);
      expect(tile.provider, tile.name).toBe('BetPortal Games');
      expect(tile.art, tile.name).toBe(`/casino/art/${tile.href.split('/').pop()}.svg`);
      expect(tile.facts, tile.name).toMatch(/^RTP \d+\.\d\d % · Volatility: (low|medium|high)$/);
    }
    expect(tiles.find((tile) => tile.name === 'Dice')).toMatchObject({ href: expect.stringMatching(/\/dice$/), facts: 'RTP 99.00 % · Volatility: medium' });
    // The CSP refuses style attributes in server HTML; the grid has none.
    expect(grid).not.toMatch(/ style=/);
    // The island hydrates the server HTML (not client-only) and the search works as a plain form.
    expect(res.text).toMatch(/<astro-island [^>]*component-url="[^"]*\/CasinoLobby\.[^"]*"[^>]*ssr[^>]*client="idle"|<astro-island [^>]*component-url="[^"]*\/CasinoLobby\.[^"]*"[^>]*client="idle"[^>]*ssr/);
    expect(res.text).toMatch(/<form class="casino-search" role="search" action="\/en\/casino-search" method="get">/);
    expect(res.text).toMatch(/<input [^>]*data-testid="casino-search-input"[^>]*name="q"/);
    const casino = tilesOf((await page('/en/casino')).text);
    expect(casino.length).toBeGreaterThan(0);
    for (const tile of casino) expect(tile.href, tile.name).toMatch(/^\/en\/casino\/game\/\d+\/[a-z0-9-]+$/);
  });

  it('shows every tile and category with its picture, one label per category, and a row per category with "see all"', async () => {
    const res = await page('/en/casino');
    const picture = await createClient(base()).get(tilesOf(res.text)[0]!.art);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const nav = /<nav class="casino-nav"[^>]*>(.*?)<\/nav>/.exec(res.text)?.[1] ?? '';
    const links = [...nav.matchAll(/<a href="([^"]+)"[^>]*><img src="([^"]+)" alt="" width="28" height="28"\/?><span>([^<]+)<\/span><\/a>/g)].map((m) => ({ href: m[1]!, art: m[2]!, label: m[3]! }));
    expect(links.length).toBeGreaterThan(8);
    expect(links.length, 'every link has its picture').toBe((nav.match(/<a /g) ?? []).length);
    const labels = links.map((l) => l.label);
    expect(new Set(labels).size, `one label per category: ${labels.join(', ')}`).toBe(labels.length);
    expect(labels.filter((l) => l === 'Card games' || l === 'Slots')).toEqual(['Slots', 'Card games']);
    expect(links.find((l) => l.label === 'Card games')).toMatchObject({ href: '/en/casino/card-games', art: '/casino/art/category-card-games.svg' });
    // The section page of a category's name marks the category's link.
    const cards = await page('/en/card-games');
    expect(cards.text).toMatch(/<a href="\/en\/slots\/card-games" aria-current="page">/);
    // The front page: a row per spec §3 category, each game in one row, "see all" to its category.
    const rows = [...res.text.matchAll(/<section class="casino-row" aria-labelledby="casino-row-([a-z-]+)"/g)].map((m) => m[1]);
    expect(rows).toEqual(['lotteries', 'slots', 'climb-to-victory', 'dice', 'card-games', 'other']);
    expect(res.text.match(/data-testid="casino-row-tile"/g)).toHaveLength(17);
    expect(res.text).toContain('href="/en/casino/climb-to-victory" aria-label="See all: Climb to victory">See all</a>');
    expect((await page('/en/fast-games')).text).not.toContain('class="casino-row"');
  });

  it('answers 404 for a category, section or provider with no game here', async () => {
    for (const path of ['/en/poker/no-such-game',
      '/en/slots/no-such-category', '/en/providers/no-such-provider', '/en/allgamesentrance/nothing']) {
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it('searches typo-tolerantly with a validated query', async () => {
    const client = createClient(base());
    const found = await client.get('/web-api/casino/search?q=rulette');
    expect(found.status).toBe(200);
    // Found by its English name, named in the answer's language (main's APIs default to Russian).
    expect(found.body.games[0]).toMatchObject({ name: 'Европейская рулетка', slug: 'european-roulette' });
    expect((await client.get('/web-api/casino/search?q=%20')).status).toBe(400);
    expect((await client.get('/web-api/casino/search')).status).toBe(400);
    expect((await client.get(`/web-api/casino/search?q=${'x'.repeat(81)}`)).status).toBe(400);
    expect((await client.get('/web-api/casino/search?q=qwxzv')).body.games).toEqual([]);
  });

  it('keeps favourites per player; my-casino is for players', async () => {
    expect((await page('/en/my-casino/favorites')).status).not.toBe(200);
    const { client } = await registerPlayer(base(), 'lobby-favorites');
    const search = await client.get('/web-api/casino/search?q=roulette');
    const gameId = search.body.games[0].id as number;
    expect((await client.post('/web-api/casino/favorites', { gameId, favorite: true })).body.favorites).toEqual([gameId]);
    expect((await client.post('/web-api/casino/favorites', { gameId, favorite: true })).body.favorites).toEqual([gameId]);
    expect((await client.post('/web-api/casino/favorites', { gameId: 999999, favorite: true })).status).toBe(404);
    expect((await client.post('/web-api/casino/favorites', { gameId, favorite: 'yes' })).status).toBe(400);
    const favorites = await client.get('/en/my-casino/favorites');
    expect(favorites.status).toBe(200);
    expect(gamesOf(String(favorites.body))).toEqual(['European Roulette']);
    const mine = await client.get('/en/my-casino');
    expect(mine.status).toBe(200);
    expect(String(mine.body)).toContain('Recently played');
    expect((await createClient(base()).post('/web-api/casino/favorites', { gameId, favorite: true })).status).toBeGreaterThanOrEqual(400);
  });

  it('takes a game a brand manager switches off out of that brand’s lobby only', async () => {
    const manager = await staffLogin(base(), 'manager@console.test');
    const plinko = (await createClient(base()).get('/web-api/casino/search?q=plinko')).body.games[0].id as number;
    // A guest's lobby is stored for a moment (src/server/page-cache.ts): the change must drop that copy.
    expect(gamesOf((await page('/en/slots', VIP)).text)).toContain('Plinko');
    const off = await manager.post(`/console-api/casino/vip/games/${plinko}`, { enabled: false, position: 5, reason: 'integration test' });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.game).toMatchObject({ enabled: false, position: 5, brandRow: true });
    try {
      expect(gamesOf((await page('/en/slots', VIP)).text)).not.toContain('Plinko');
      expect(gamesOf((await page('/en/slots')).text)).toContain('Plinko');
      expect((await manager.post(`/console-api/casino/vip/games/${plinko}`, { enabled: true, position: 5 })).status).toBe(400);
      expect((await manager.get('/console/casino/vip')).status).toBe(200);
    } finally {
      expect((await manager.post(`/console-api/casino/vip/games/${plinko}`, { enabled: true, position: 5, reason: 'integration test done' })).status).toBe(200);
    }
    expect(gamesOf((await page('/en/slots', VIP)).text)).toContain('Plinko');
  });
});
