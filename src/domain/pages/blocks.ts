/**
 * Data of the page blocks that read something before they render (the block registry's loaders,
 * src/server/pages/blocks/), as the block components receive it, and a page's blocks with their data.
 * Block components import these types from here, never a loader, and do no I/O of their own.
 */
import type { BlockProps, BlockType } from '../../../schemas/blocks.ts';
import type { GameState } from '../feed/live-sync.ts';
import { DEFAULT_MENU_SECTION, TOP_MENU_SECTION } from '../feed/slugs.ts';
import type { MediaRecord } from '../media.ts';

/**
 * What each block with a loader gets, by block type; a type not listed has no loader.
 * - `topGames`, `gameRows`: the games to list, in order; empty when the brand does not serve the
 *   line list the block links to ({@link feedListPath}) or the feed could not be read.
 * - `image`, `banner`: the brand's media library record of `props.mediaId`, null when the library
 *   does not have it (or could not be read).
 * - `promoCards`: the record of each item's `mediaId`, in item order (null: no image).
 */
interface BlockDataMap {
  topGames: GameState[];
  gameRows: GameState[];
  image: MediaRecord | null;
  banner: MediaRecord | null;
  promoCards: (MediaRecord | null)[];
}

/** The data a block of type `K` renders with; `undefined` for a block without a loader. */
export type BlockData<K extends BlockType> = K extends keyof BlockDataMap ? BlockDataMap[K] : undefined;

/** One block of a page with its loaded data, ready to render. */
export type LoadedBlock = { [K in BlockType]: { type: K; props: BlockProps<K>; data: BlockData<K> } }[BlockType];

/** What a page rendering blocks receives besides its own data: its blocks in page order, loaded. */
export interface PageBlocks {
  blocks: LoadedBlock[];
}

/**
 * The line list (path without the language prefix) a games block links to and lists from: the top
 * games (`onlyTop`) or all games.
 */
export function feedListPath(onlyTop: boolean): string {
  return `/line/${onlyTop ? TOP_MENU_SECTION : DEFAULT_MENU_SECTION}`;
}
