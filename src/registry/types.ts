/**
 * Types of the component registry: block type → component (an Astro component; islands are
 * wrapped in one so hydration is declared statically) + props schema + island metadata, and for a
 * block that reads something (feed, media library) its loader, run before the page renders.
 */
import type { z } from 'zod';
import type { BlockProps, BlockType } from '../../schemas/blocks.ts';
import type { LanguageCode } from '../../schemas/language.ts';
import type { BlockData } from '../domain/pages/blocks.ts';
import type { LoadedBrand } from '../server/brands.ts';
import type { BlockLoader } from '../server/pages/blocks/load.ts';

/** What every block component receives besides its props. */
export interface RenderContext {
  /** Page language (URL code). */
  lng: LanguageCode;
  /** BCP 47 tag of the page language. */
  locale: string;
  /** The request's brand. */
  brand: LoadedBrand;
}

/** What the component of block type `K` receives: its props, the render context, its loader's data. */
export interface BlockComponentProps<K extends BlockType> {
  props: BlockProps<K>;
  ctx: RenderContext;
  /** The loader's answer (src/domain/pages/blocks.ts); undefined for a block without a loader. */
  data: BlockData<K>;
}

/** An Astro component taking `{ props, ctx, data }`, as the page renderers call it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BlockComponent = (props: any) => any;

/**
 * One registry entry. The component must take the data the block's loader answers
 * ({@link BlockComponentProps}); a block whose type has data (`BlockDataMap`) must name its
 * loader, and a block without data has none.
 */
export type RegistryEntry<K extends BlockType> = {
  /** The Astro component rendering the block; does no I/O (its data comes from `load`). */
  component: (props: BlockComponentProps<K>) => unknown;
  /** Props schema; the page union is derived from these. */
  props: z.ZodType<unknown>;
  /** Set for blocks rendered by a React island: its name and how it hydrates. */
  island?: { name: string; hydrate: 'load' | 'idle' | 'visible' };
  /** Only for type inference of `K`. */
  readonly type?: K;
} & (BlockData<K> extends undefined
  ? { load?: undefined }
  : {
      /** Reads the block's data for the request before the page renders (src/server/pages/blocks/). */
      load: BlockLoader<K>;
    });
