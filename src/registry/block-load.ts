/**
 * Runs the block loaders of a page before it renders: every block of the page schema gets the
 * data its registry entry's loader reads (src/registry/index.ts, src/server/pages/blocks/), so the block
 * components only render. Loaders run in parallel; the answer keeps the page's block order.
 */
import type { BlockType } from '../../schemas/blocks.ts';
import type { LoadedBlock, PageBlocks } from '../domain/pages/blocks.ts';
import type { BlockContext, BlockLoader } from '../server/pages/blocks/load.ts';
import { pageData, type PageLoader } from '../server/pages/load.ts';
import { sharedBlockData } from '../server/pages/blocks/shared-data.ts';
import { registry } from './index.ts';
import type { PageBlock } from './schemas.ts';

/**
 * The page's blocks with their data, in page order. Loaders answer failures as data (see
 * src/server/pages/blocks/load.ts); their answers are shared by the requests of one tick
 * (src/server/pages/blocks/shared-data.ts).
 */
export async function loadBlocks(content: readonly PageBlock[], ctx: BlockContext): Promise<LoadedBlock[]> {
  return Promise.all(
    content.map(async (block) => {
      const load = registry[block.type].load as BlockLoader<BlockType> | undefined;
      const data = load ? await sharedBlockData(ctx.brand, ctx.lng, block.type, block.props, () => load(block.props as never, ctx)) : undefined;
      return { type: block.type, props: block.props, data } as LoadedBlock;
    }),
  );
}

/**
 * A page loader whose page schema's blocks are loaded too: the loader's data with `blocks`
 * ({@link PageBlocks}; none when `pageOf` finds no page schema in it). Redirects and not-found
 * answers pass through.
 */
export function withBlocks<D>(load: PageLoader<D>, pageOf: (data: D) => { content: readonly PageBlock[] } | null): PageLoader<D & PageBlocks> {
  return async (ctx) => {
    const loaded = await load(ctx);
    if (loaded.kind !== 'data') return loaded;
    const page = pageOf(loaded.data);
    return pageData({ ...loaded.data, blocks: page ? await loadBlocks(page.content, ctx) : [] });
  };
}
