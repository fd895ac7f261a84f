/**
 * The casino lobby's data on PGlite and PostgreSQL: favourites are idempotent (adding twice or
 * racing keeps one row, removing twice is no error), availability follows the brand's own row over
 * the '*' row and the blocked countries, a console change is audited and leaves the lobby, and
 * recently played games come from the player's launches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { openGameSession } from '../../src/server/casino/launch.ts';
import { lobbyGames } from '../../src/server/casino/lobby.ts';
import { favoriteGames, favoriteIds, recentGames, setFavorite } from '../../src/server/casino/favorites.ts';
import { brandCatalogue, setBrandGame } from '../../src/server/casino/console.ts';

const ENGINES = await engines();
const NOW = Date.UTC(2026, 5, 13, 15, 37, 30);

describe.each(ENGINES)('casino lobby on %s', (kind) => {
  let d: TestDatabase;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    d = await freshDatabase(kind, { poolSize: 8 });
    const rows = (await d.db.execute(sql`select id, code from casino_games`)) as unknown as { rows: { id: string; code: string }[] };
    for (const r of rows.rows) ids[r.code] = Number(r.id);
  }, 120_000);
  afterAll(() => d.dispose());

  it('keeps one favourite row however often it is added, and removes it idempotently', async () => {
    const playerId = await createPlayer(d.db, 'main', 'RUB');
    await Promise.all(Array.from({ length: 10 }, () => setFavorite(d.db, playerId, 'main', ids.roulette!, true)));
    await setFavorite(d.db, playerId, 'main', ids.roulette!, true);
    expect(await favoriteIds(d.db, playerId)).toEqual([ids.roulette]);
    expect((await favoriteGames(d.db, playerId, 'main', null)).map((g) => g.name)).toEqual(['European Roulette']);
    await setFavorite(d.db, playerId, 'main', ids.roulette!, false);
    await setFavorite(d.db, playerId, 'main', ids.roulette!, false);
    expect(await favoriteIds(d.db, playerId)).toEqual([]);
    await expect(setFavorite(d.db, playerId, 'main', 999_999, true)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('lists a game per brand and country: the brand row over the * row, blocked countries left out', async () => {
    const names = async (brand: string, country: string | null) => (await lobbyGames(d.db, brand, country)).map((g) => g.slug);
    expect(await names('main', 'DE')).toContain('mines');
    await d.db.execute(sql`update casino_game_brands set blocked_countries = '["DE"]'::jsonb where game_id = ${ids.mines} and brand_id = '*'`);
    expect(await names('main', 'DE')).not.toContain('mines');
    expect(await names('main', 'de')).not.toContain('mines');
    expect(await names('main', 'FR')).toContain('mines');
    expect(await names('main', null)).toContain('mines');
    await d.db.execute(sql`update casino_game_brands set blocked_countries = '[]'::jsonb where game_id = ${ids.mines} and brand_id = '*'`);
    // The brand's own row wins over '*': off on vip only.
    await d.db.execute(sql`insert into casino_game_brands (game_id, brand_id, enabled) values (${ids.plinko}, 'vip', false)`);
    expect(await names('vip', null)).not.toContain('plinko');
    expect(await names('main', null)).toContain('plinko');
  });

  it('audits a console change, which leaves the lobby of that brand only', async () => {
    const staff = (await d.db.execute(sql`insert into staff (email, name, password_hash) values (${`lobby-${kind}@console.test`}, 'Lobby test', 'x') returning id`)) as unknown as { rows: { id: string }[] };
    const staffId = Number(staff.rows[0]!.id);
    const game = await setBrandGame(d.db, staffId, 'main', ids.keno!, { enabled: false, position: 3, reason: 'licence review' }, '127.0.0.1');
    expect(game).toMatchObject({ enabled: false, position: 3, brandRow: true });
    expect((await lobbyGames(d.db, 'main', null)).map((g) => g.slug)).not.toContain('keno');
    expect((await lobbyGames(d.db, 'vip', null)).map((g) => g.slug)).toContain('keno');
    const audit = (await d.db.execute(sql`select action, key, before, after, reason from audit_log where key = ${`casino_game:${ids.keno}`}`)) as unknown as { rows: Record<string, unknown>[] };
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ action: 'casino.edit', before: { enabled: true, position: 3 }, after: { enabled: false, position: 3 }, reason: 'licence review' });
    await setBrandGame(d.db, staffId, 'main', ids.keno!, { enabled: true, position: 0, reason: 'licence ok' }, '127.0.0.1');
    expect((await lobbyGames(d.db, 'main', null)).map((g) => g.slug)).toContain('keno');
    expect((await brandCatalogue(d.db, 'main')).find((g) => g.id === ids.keno)).toMatchObject({ enabled: true, position: 0 });
  });

  it('lets a brand categorise a game its own way, other brands keep the game\'s categories', async () => {
    const staff = (await d.db.execute(sql`insert into staff (email, name, password_hash) values (${`lobby-cat-${kind}@console.test`}, 'Lobby test', 'x') returning id`)) as unknown as { rows: { id: string }[] };
    const staffId = Number(staff.rows[0]!.id);
    const categoriesOf = async (brand: string) => (await lobbyGames(d.db, brand, null)).find((g) => g.id === ids.limbo)!.categories;
    expect(await categoriesOf('vip')).toEqual(['climb to victory', 'fast-games', 'fast-bet']);
    await setBrandGame(d.db, staffId, 'vip', ids.limbo!, { enabled: true, position: 1, categories: ['climb to victory', 'crash-games'], reason: 'limbo is a crash game here' }, null);
    expect(await categoriesOf('vip')).toEqual(['climb to victory', 'crash-games']);
    expect(await categoriesOf('main')).toEqual(['climb to victory', 'fast-games', 'fast-bet']);
    // Left out, the brand's categories stay.
    await setBrandGame(d.db, staffId, 'vip', ids.limbo!, { enabled: true, position: 2, reason: 'reorder' }, null);
    expect(await categoriesOf('vip')).toEqual(['climb to victory', 'crash-games']);
  });

  it('lists recently played games from the launches, newest first', async () => {
    const playerId = await createPlayer(d.db, 'main', 'RUB');
    const { main } = await playerAccountIds(d.db, playerId);
    await openGameSession(d.db, { playerId, brandId: 'main', gameId: ids.dice!, accountId: main, country: null, now: NOW });
    await openGameSession(d.db, { playerId, brandId: 'main', gameId: ids.limbo!, accountId: main, country: null, now: NOW + 1000 });
    await openGameSession(d.db, { playerId, brandId: 'main', gameId: ids.dice!, accountId: main, country: null, now: NOW + 2000 });
    const recent = await recentGames(d.db, playerId, 'main', null);
    expect(recent.map((g) => g.slug).sort()).toEqual(['dice', 'limbo']);
  });
});
