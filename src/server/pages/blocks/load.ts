/**
 * What a block loader of the block registry (`src/registry/index.ts`) receives and answers. A
 * block loader reads what its block shows (feed, media library) for one page request before the
 * page renders; the registry hands the answer to the block's component as its `data` prop
 * (types: src/domain/pages/blocks.ts). Loaders live in this folder and never render; a failed read
 * is answered as "nothing to show" (logged), so one block never breaks its page.
 */
import type { BlockProps, BlockType } from '../../../../schemas/blocks.ts';
import type { BlockData } from '../../../domain/pages/blocks.ts';
import type { PageContext } from '../load.ts';

/** What a block loader may read of the request: the brand and the page language. */
export type BlockContext = Pick<PageContext, 'brand' | 'lng'>;

/** The loader of block type `K`: its validated props and the request → its data. */
export type BlockLoader<K extends BlockType> = (props: BlockProps<K>, ctx: BlockContext) => BlockData<K> | Promise<BlockData<K>>;
