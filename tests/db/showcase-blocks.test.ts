/**
 * The home page's showcase blocks (src/server/pages/blocks/showcase.ts, rendered by Astro's
 * container as SchemaPage renders them) on a fresh PGlite database with the seeded catalogue, CMS
 * and tournaments, at the pinned test feed clock: each block shows real data — the lobby's games
 * with their pictures, the brand's published promotions, its tournaments with their prize pools
 * and the next lotto draw of each lottery — and renders nothing when the brand does not serve its
 * product (a main brand with toto, lotto, casino, promotions or tournaments switched off; the vip
 * brand, which has no toto or lotto). The toto block's draw needs the imported feed, which the
 * built server has: tests/integration/home-showcase.test.ts checks it there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getContainerRenderer } from '@astrojs/react';
import { loadRenderers } from 'astro:container';
import { testFeedClock } from '../helpers/feed-clock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'showcase-blocks-'));
process.env.PORTAL_DATA_DIR = join(dataDir, 'pglite');
process.env.PORTAL_FEED_CLOCK = testFeedClock();

const { getDatabase } = await import('../../src/server/database.ts');
const { registry } = await import('../../src/registry/index.ts');
const { loadBlocks } = await import('../../src/registry/block-load.ts');
const { blockSchemas } = await import('../../src/registry/schemas.ts');
const { brands } = await import('../../src/server/brands.ts');
const { feedNow } = await import('../../src/server/feed/clock.ts');
type LoadedBrand = NonNullable<ReturnType<typeof brands.byId.get>>;

const SHOWCASE = [
  { type: 'casinoRow', props: { list: 'top', limit: 4 } },
  { type: 'casinoRow', props: { list: 'new', limit: 3 } },
  { type: 'casinoRow', props: { list: 'fast-games' } },
  { type: 'promotions', props: {} },
  { type: 'tournaments', props: {} },
  { type: 'lottoDraws', props: {} },
] as const;

/** The toto block, rendered only where its product is off (its draw reads the feed). */
const TOTO = { type: 'totoJackpot', props: {} } as const;

let container: Awaited<ReturnType<typeof AstroContainer.create>>;

/** Each showcase block's loaded data and rendered HTML for a brand, in SHOWCASE order. */
async function render(brand: LoadedBrand, lng: 'en' | 'ru' = 'en', blocks: readonly { type: keyof typeof blockSchemas; props: object }[] = SHOWCASE): Promise<{ type: string; data: unknown; html: string }[]> {
  const ctx = { lng, locale: lng, brand };
  const content = blocks.map((block) => ({ type: block.type, props: (blockSchemas[block.type] as { parse: (v: unknown) => unknown }).parse(block.props) }));
  const out = [];
  for (const block of await loadBlocks(content as never, ctx)) {
    const html = await container.renderToString(registry[block.type].component as never, { props: { props: block.props, ctx, data: block.data }, locals: { lng, brand } });
    out.push({ type: block.type, data: block.data, html: html.trim() });
  }
  return out;
}

/** The main brand with these features switched off. */
function mainWithout(...features: string[]): LoadedBrand {
  const main = brands.byId.get('main')!;
  return { ...main, features: { ...main.features, ...Object.fromEntries(features.map((f) => [f, false])) } };
}

const namesOf = (html: string) => [...html.matchAll(/<span class="casino-tile-name"><bdi dir="(?:ltr|rtl)">([^<]+)<\/bdi><\/span>/g)].map((m) => m[1]);

let main: Awaited<ReturnType<typeof render>>;

beforeAll(async () => {
  await getDatabase();
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  main = await render(brands.byId.get('main')!);
}, 300_000);

afterAll(async () => {
  await (await getDatabase()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('showcase blocks on the main brand', () => {
  it('list the lobby\'s games with their pictures: top in lobby order, new last added first, a section\'s own', () => {
    const [top, fresh, fast] = main;
    expect(namesOf(top!.html)).toEqual(['Dice', 'Limbo', 'Mines', 'Keno']);
    expect(top!.html).toMatch(/href="\/en\/casino\/game\/\d+\/dice"/);
    expect(top!.html).toContain('src="/casino/art/dice.svg"');
    expect(top!.html).toContain('href="/en/casino"');
    expect(top!.html).toContain('Casino: top games');
    expect(namesOf(fresh!.html)).toEqual(['Sic Bo', 'Dragon Tiger', 'Baccarat']);
    expect(namesOf(fast!.html)).toEqual(['Dice', 'Limbo', 'Mines', 'European Roulette', 'Plinko']);
    expect(fast!.html).toContain('href="/en/fast-games"');
    expect(fast!.html).toContain('>Fast games<');
  });

  it('show the published promotions with their links', () => {
    const promotions = main[3]!;
    expect(promotions.html).toContain('href="/en/promotions/welcome-bonus"');
    expect(promotions.html).toContain('Welcome bonus for sports or the casino');
    expect(promotions.html).toContain('href="/en/promotions"');
  });

  it('show the tournaments with their prize pools from the brand\'s tournaments', () => {
    const tournaments = main[4]!;
    expect(tournaments.html).toContain('Weekly slots race');
    expect(tournaments.html).toMatch(/RUB\s9,500\.00/);
    expect(tournaments.html).toContain('Prize places: 5');
    expect(tournaments.html).toContain('href="/en/tournaments/weekly-slots-race"');
  });

  it('show the next draw of each lottery', () => {
    const lotto = main[5]!;
    const draws = (lotto.data as { draws: { lotteryName: string; drawAt: string; price: string }[] }).draws;
    expect(draws.map((d) => d.lotteryName).sort()).toEqual(['Mega Millions', 'Powerball']);
    expect(Date.parse(draws[0]!.drawAt)).toBeLessThanOrEqual(Date.parse(draws[1]!.drawAt));
    expect(draws.every((d) => Date.parse(d.drawAt) > feedNow())).toBe(true);
    expect(lotto.html).toContain('Ticket $2.00');
  });

  it('write their texts in the page language', async () => {
    const ru = await render(brands.byId.get('main')!, 'ru');
    expect(ru[0]!.html).toContain('Казино: топ игр');
    expect(ru[5]!.html).toMatch(/Билет 2,00\s\$/);
  });
});

describe('a showcase block whose product is off', () => {
  it('renders nothing: toto off leaves the toto block empty and the others showing', async () => {
    const blocks = await render(mainWithout('toto'), 'en', [...SHOWCASE, TOTO]);
    expect(blocks[6]!.type).toBe('totoJackpot');
    expect(blocks[6]!.data).toBeNull();
    expect(blocks[6]!.html).toBe('');
    expect(blocks[5]!.html).toContain('Powerball');
    expect(namesOf(blocks[0]!.html)).toHaveLength(4);
  });

  it('renders nothing for casino, lotto and promotions off (tournaments are promotions\' pages)', async () => {
    const blocks = await render(mainWithout('casino', 'lotto', 'promotions'));
    expect(blocks.filter((b) => b.html === '').map((b) => b.type)).toEqual(['casinoRow', 'casinoRow', 'casinoRow', 'promotions', 'tournaments', 'lottoDraws']);
    expect(blocks.every((b) => b.data === null)).toBe(true);
  });

  it('renders nothing on the vip brand for the products it does not serve (toto, lotto)', async () => {
    const blocks = await render(brands.byId.get('vip')!, 'en', [...SHOWCASE, TOTO]);
    expect(blocks[5]!.html).toBe('');
    expect(blocks[6]!.html).toBe('');
    expect(namesOf(blocks[0]!.html)).toHaveLength(4);
  });
});
