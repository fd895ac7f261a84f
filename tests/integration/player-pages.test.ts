/**
 * Shared renders for logged-in players (src/server/player-pages.ts) on the built server: two
 * players with the same settings get the same copy of a page (a cache hit, the same bytes, neither
 * player named in it), a player whose settings differ gets a page of their own (their time zone),
 * a personal page (the office account) is never shared, and a guest never gets a player's copy.
 *
 * This file starts its OWN server (PGlite) with a page-cache moment of 10 minutes, so a second
 * request is a hit however slow the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startBuiltServer, warmTopGames, type RunningServer } from '../helpers/server.ts';
import { registerPlayer } from '../helpers/http-client.ts';
import { canonicalTimeZone } from '../../src/domain/office/settings.ts';

let server: RunningServer;
type Player = Awaited<ReturnType<typeof registerPlayer>>;
let alice: Player;
let bob: Player;
let carol: Player;

const cookieOf = (player: Player) => [...player.client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
const page = (path: string, player: Player | null) => get(server.url, path, { host: 'localhost', ...(player ? { cookie: cookieOf(player) } : {}) });

beforeAll(async () => {
  server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_PAGE_CACHE_MS: '600000' });
  await warmTopGames(server.url);
  alice = await registerPlayer(server.url, 'shared-alice');
  bob = await registerPlayer(server.url, 'shared-bob');
  carol = await registerPlayer(server.url, 'shared-carol');
  const saved = await carol.client.post('/web-api/user/settings', { timeZone: 'Asia/Kolkata' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('pages shared between logged-in players', () => {
  it.each(['/en', '/en/line', '/en/casino', '/en/information/rules/1/2'])('%s: a second player of the same settings gets the first one\'s copy, which names neither', async (path) => {
    const first = await page(path, alice);
    expect(first.status).toBe(200);
    const second = await page(path, bob);
    expect(second.status).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body === first.body).toBe(true);
    // A player's page: the logged-in header, private for the browser and any proxy.
    expect(second.body.includes('data-authenticated="true"')).toBe(true);
    expect(second.headers['cache-control']).toBe('private, no-store');
    for (const player of [alice, bob]) {
      expect(second.body.includes(player.email)).toBe(false);
      expect(second.body.includes(`&quot;playerId&quot;:[0,${player.userId}]`)).toBe(false);
    }
  });

  it('a player whose settings differ gets a page of their own, in their time zone', async () => {
    const shared = await page('/en', alice);
    const own = await page('/en', carol);
    expect(own.status).toBe(200);
    expect(own.headers['x-page-cache']).toBeUndefined();
    // Whole pages are not printed when an assertion fails: the attribute is looked up.
    expect(/data-time-zone="([^"]+)"/.exec(own.body)?.[1]).toBe(canonicalTimeZone('Asia/Kolkata'));
    expect(/data-time-zone="([^"]+)"/.exec(shared.body)?.[1]).toBe('Europe/Moscow');
  });

  it('a personal page (the office account) is rendered for its player alone', async () => {
    const first = await page('/en/office/account', alice);
    const second = await page('/en/office/account', bob);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['x-page-cache']).toBeUndefined();
    expect(second.body === first.body).toBe(false);
    // Known personal after its first render: the next request does not wait on another's render.
    const third = await page('/en/office/account', alice);
    expect(third.headers['x-page-cache']).toBeUndefined();
  });

  it('a guest never gets a player\'s copy, nor a player a guest\'s', async () => {
    await page('/en/information/rules/1/2', alice);
    const guest = await page('/en/information/rules/1/2', null);
    expect(guest.body.includes('data-authenticated="false"')).toBe(true);
    const player = await page('/en/information/rules/1/2', bob);
    expect(player.body.includes('data-authenticated="true"')).toBe(true);
  });
});
