/**
 * A product turned off loses every link to it at once (src/domain/navigation/products.ts): on a
 * built server of its own (the change would disturb other test files on the shared one), a brand
 * manager turns `poker` off for vip.betportal.test through the console API, and within the
 * settings' propagation time (2 s, as tests/integration/brand-settings.test.ts measures) the
 * domain's pages carry no link to `/en/poker` — not in the header's product bar or its "More"
 * menu, the phone menu sheet, the tab bar, the casino lobby's sections, nor the footer's product
 * list — while the page itself answers 404; main keeps its poker links. Turning it back on brings
 * them back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startBuiltServer, warmTopGames, type RunningServer } from '../helpers/server.ts';
import { staffLogin } from '../helpers/console.ts';

const VIP = { host: 'vip.betportal.test' };
const MAIN = { host: 'localhost' };
const POKER_LINK = 'href="/en/poker"';
let server: RunningServer;
let manager: Awaited<ReturnType<typeof staffLogin>>;

beforeAll(async () => {
  server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1' });
  await warmTopGames(server.url);
  manager = await staffLogin(server.url, 'manager@console.test');
}, 300_000);
afterAll(() => server?.stop());

async function save(key: string, value: unknown) {
  const read = await manager.get('/console-api/brands/vip/settings?domain=vip.betportal.test');
  expect(read.status).toBe(200);
  const version = read.body.settings.find((s: { key: string }) => s.key === key).version;
  return manager.request('PUT', '/console-api/brands/vip/settings', { domain: 'vip.betportal.test', changes: [{ key, value, version }], reason: 'product links test' });
}

/** Polls `check` until true. @throws after `limitMs` */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (await check()) return;
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Where vip links to poker: the home page's header, menu sheet and tab bar; the lobby; the footer's products. */
async function pokerLinks(host: Record<string, string>): Promise<{ header: boolean; more: boolean; sheet: boolean; tabBar: boolean; lobby: boolean; footer: boolean; page: number }> {
  const home = (await get(server.url, '/en', host)).body;
  const section = (cls: string) => {
    const start = home.indexOf(cls);
    expect(start, cls).toBeGreaterThan(-1);
    return home.slice(start, home.indexOf('</ul>', start));
  };
  const lobby = (await get(server.url, '/en/casino', host)).body;
  const footer = JSON.parse((await get(server.url, '/bff-api/footer/get?lang=en', host)).body) as { products: { key: string; href: string }[] };
  return {
    header: section('class="product-bar-list"').includes(POKER_LINK),
    more: section('class="product-more-list"').includes(POKER_LINK),
    sheet: section('class="menu-sheet-list"').includes(POKER_LINK),
    tabBar: section('class="tab-bar"').includes(POKER_LINK),
    lobby: lobby.includes(POKER_LINK),
    footer: footer.products.some((p) => p.href === '/en/poker'),
    page: (await get(server.url, '/en/poker', host)).status,
  };
}

describe('a product turned off', () => {
  it('poker off for vip.betportal.test: no link to it on that domain within 2 s, main untouched; on again, the links return', async () => {
    const linked = { header: true, more: true, sheet: true, tabBar: false, lobby: true, footer: true, page: 200 };
    expect(await pokerLinks(VIP)).toEqual(linked);

    const off = await save('features.poker', false);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const none = { header: false, more: false, sheet: false, tabBar: false, lobby: false, footer: false, page: 404 };
    await within(2000, async () => (await get(server.url, '/en/poker', VIP)).status === 404);
    expect(await pokerLinks(VIP)).toEqual(none);
    const vipHome = (await get(server.url, '/en', VIP)).body;
    expect(vipHome).not.toContain(POKER_LINK);
    expect(await pokerLinks(MAIN)).toEqual(linked);

    const on = await save('features.poker', true);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    await within(2000, async () => (await get(server.url, '/en/poker', VIP)).status === 200);
    expect(await pokerLinks(VIP)).toEqual(linked);
  }, 60_000);
});
