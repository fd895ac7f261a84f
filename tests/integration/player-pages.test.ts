/**
 * Shared renders for logged-in players (src/server/player-pages.ts) on the built server: two
 * players with the same settings get the same copy of a page (a cache hit, the same bytes, neither
 * player named in it), a player whose settings differ gets a page of their own (their time zone),
 * the office account page is shared too (its islands load the player's data), a personal page (the
 * payment history) is never shared, and a guest never gets a player's copy.
 * Hits of stored pages are answered before the page pipeline (src/server/direct/page-hit.ts) with
 * the same bytes and headers as the pipeline's hit, and only when the pipeline would answer with
 * that page.
 *
 * This file starts its OWN server (PGlite) with a page-cache moment of 10 minutes, so a second
 * request is a hit however slow the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { get, getBytes, startBuiltServer, warmTopGames, type RunningServer } from '../helpers/server.ts';
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

  it('the office account page is shared too: it names no player, its islands load the profile and accounts', async () => {
    const first = await page('/en/office/account', alice);
    const second = await page('/en/office/account', bob);
    expect(first.status).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body === first.body).toBe(true);
    for (const player of [alice, bob]) expect(second.body.includes(player.email)).toBe(false);
    // The islands' data: each player gets their own profile and office user data.
    const profile = await bob.client.get('/web-api/office/profile');
    expect(profile.status).toBe(200);
    expect((profile.body as { profile: { email: string; id: number } }).profile).toMatchObject({ email: bob.email, id: bob.userId });
    const menu = await alice.client.get('/web-api/office/menu?lang=en');
    expect((menu.body as { menuUserData: { email: string } }).menuUserData.email).toBe(alice.email);
  });

  it('a personal page (the payment history) is rendered for its player alone', async () => {
    const first = await page('/en/office/historypay', alice);
    const second = await page('/en/office/historypay', bob);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['x-page-cache']).toBeUndefined();
    // Known personal after its first render: the next request does not wait on another's render.
    const third = await page('/en/office/historypay', alice);
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

describe('hits answered before the page pipeline', () => {
  const PATH = '/en/information/rules/1/2';
  /** The cookies a guest's first page set (CSRF token, language), as its browser sends them back. */
  let returning: string;
  let csrfOnly: string;
  const VOLATILE = new Set(['date', 'set-cookie', 'x-page-cache', 'transfer-encoding', 'content-length', 'connection', 'keep-alive']);
  const lasting = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !VOLATILE.has(name)));

  beforeAll(async () => {
    const first = await page(PATH, null);
    expect(first.status).toBe(200);
    const set = [first.headers['set-cookie'] ?? []].flat().map((header) => header.split(';')[0]!);
    returning = set.join('; ');
    csrfOnly = set.filter((cookie) => cookie.startsWith('csrf_token='))[0]!;
    expect(returning).toContain('lng=en');
  });

  it('a returning guest gets the stored page directly: the pipeline\'s bytes and headers', async () => {
    // Without the language cookie the pipeline answers (it sets the cookie) from the same stored page.
    const pipeline = await get(server.url, PATH, { host: 'localhost', cookie: csrfOnly });
    expect(pipeline.headers['x-page-cache']).toBe('hit');
    expect(String(pipeline.headers['set-cookie'])).toContain('lng=en');
    const direct = await get(server.url, PATH, { host: 'localhost', cookie: returning });
    expect(direct.status).toBe(200);
    expect(direct.headers['x-page-cache']).toBe('direct');
    expect(direct.headers['set-cookie']).toBeUndefined();
    expect(direct.body === pipeline.body).toBe(true);
    expect(lasting(direct.headers)).toEqual(lasting(pipeline.headers));
    expect(String(direct.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('compressed as the guest accepts', async () => {
    const plain = await get(server.url, PATH, { host: 'localhost', cookie: returning });
    const brotli = await getBytes(server.url, PATH, { host: 'localhost', cookie: returning, 'accept-encoding': 'gzip;q=0.5, br' });
    expect(brotli.headers['x-page-cache']).toBe('direct');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString('utf8') === plain.body).toBe(true);
  });

  it('a request the page decision turns away is not given the stored page (an old browser is sent to the block page)', async () => {
    const old = await get(server.url, PATH, { host: 'localhost', cookie: returning, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36' });
    expect(old.status).toBe(302);
    expect(old.headers.location).toMatch(/^\/en\/block/);
  });

  it('a dead session or a CSRF cookie the server did not issue goes through the pipeline, which renews the cookie', async () => {
    const dead = await get(server.url, PATH, { host: 'localhost', cookie: `${returning}; user_token=not-a-session` });
    expect(dead.headers['x-page-cache']).toBe('hit');
    expect(String(dead.headers['set-cookie'])).toContain('user_token=');
    const planted = await get(server.url, PATH, { host: 'localhost', cookie: `csrf_token=${'a'.repeat(22)}.${'b'.repeat(43)}; lng=en` });
    expect(planted.headers['x-page-cache']).toBe('hit');
    expect(String(planted.headers['set-cookie'])).toContain('csrf_token=');
  });

  it('a player gets the shared copy of players directly, never a guest\'s, and never a personal page', async () => {
    // As a browser holds it after its first page: the language cookie too.
    const browser = (player: Player) => ({ host: 'localhost', cookie: `${cookieOf(player)}; lng=en` });
    const first = await get(server.url, PATH, browser(alice));
    expect(first.body.includes('data-authenticated="true"')).toBe(true);
    const again = await get(server.url, PATH, browser(bob));
    expect(again.headers['x-page-cache']).toBe('direct');
    expect(again.body === first.body).toBe(true);
    expect(again.headers['cache-control']).toBe('private, no-store');
    await get(server.url, '/en/office/historypay', browser(alice));
    const office = await get(server.url, '/en/office/historypay', browser(alice));
    expect(office.headers['x-page-cache']).toBeUndefined();
  });

  it('a session ended elsewhere is not answered directly: the pipeline removes its cookie', async () => {
    const dave = await registerPlayer(server.url, 'shared-dave');
    const cookie = `${cookieOf(dave)}; lng=en`;
    await get(server.url, PATH, { host: 'localhost', cookie });
    expect((await get(server.url, PATH, { host: 'localhost', cookie })).headers['x-page-cache']).toBe('direct');
    const out = await dave.client.post('/web-api/auth/logout', {});
    expect(out.status).toBeLessThan(300);
    const after = await get(server.url, PATH, { host: 'localhost', cookie });
    expect(after.headers['x-page-cache']).not.toBe('direct');
    expect(after.body.includes('data-authenticated="false"')).toBe(true);
    expect(String(after.headers['set-cookie'])).toContain('user_token=');
  });
});
