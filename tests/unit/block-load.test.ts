/**
 * Blocks load like pages (src/registry/block-load.ts): a page's blocks get their registry loader's
 * data before render, in page order, blocks without a loader get none, and a page loader wrapped in
 * `withBlocks` passes redirects and not-found through.
 */
import { describe, expect, it } from 'vitest';
import { loadBlocks, withBlocks } from '../../src/registry/block-load.ts';
import { registry } from '../../src/registry/index.ts';
import { pageData, redirectTo, NOT_FOUND, type PageContext } from '../../src/server/pages/load.ts';
import type { BlockContext } from '../../src/server/pages/blocks/load.ts';
import type { PageBlock } from '../../src/registry/schemas.ts';

// A brand without sports: the games blocks answer no games without reading the feed.
const ctx = { brand: { id: 'main', features: { sports: false } }, lng: 'en' } as unknown as BlockContext;
const content = [
  { type: 'hero', props: { title: { en: 'Landing' }, tone: 'brand' } },
  { type: 'topGames', props: { title: { en: 'Top' }, limit: 5 } },
  { type: 'gameRows', props: { title: { en: 'Rows' }, champ: 'all', onlyTop: false, limit: 5 } },
] as unknown as PageBlock[];

describe('block loaders', () => {
  it('are named by the registry entries of the blocks that read the feed, the media library or product data', () => {
    const withLoader = Object.entries(registry).filter(([, entry]) => entry.load !== undefined).map(([type]) => type).sort();
    expect(withLoader).toEqual(['banner', 'casinoRow', 'gameRows', 'image', 'liveNow', 'lottoDraws', 'promoCards', 'promotions', 'topGames', 'totoJackpot', 'tournaments']);
  });

  it('give each block its data in page order, none to a block without a loader', async () => {
    const loaded = await loadBlocks(content, ctx);
    expect(loaded.map((block) => [block.type, block.data])).toEqual([['hero', undefined], ['topGames', []], ['gameRows', []]]);
    expect(loaded.map((block) => block.props)).toEqual(content.map((block) => block.props));
  });

  it('run for a page loader\'s page, and let redirects and not-found through', async () => {
    const page = { schemaVersion: 1, root: { props: {} }, content };
    const pageCtx = ctx as unknown as PageContext;
    const loaded = await withBlocks(() => pageData({ page, title: 'T' }), (data) => data.page)(pageCtx);
    expect(loaded.kind === 'data' && loaded.data.title).toBe('T');
    expect(loaded.kind === 'data' && loaded.data.blocks.map((block) => block.type)).toEqual(['hero', 'topGames', 'gameRows']);
    const listOnly = await withBlocks(() => pageData({ page: null }), (data) => data.page)(pageCtx);
    expect(listOnly.kind === 'data' && listOnly.data.blocks).toEqual([]);
    expect(await withBlocks(() => redirectTo('/en/'), () => null)(pageCtx)).toEqual(redirectTo('/en/'));
    expect(await withBlocks(() => NOT_FOUND, () => null)(pageCtx)).toEqual(NOT_FOUND);
  });
});
