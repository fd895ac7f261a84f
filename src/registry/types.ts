/**
 * Types of the component registry: block type → component (an Astro component; islands are
 * wrapped in one so hydration is declared statically) + props schema + island metadata.
 */
import type { z } from 'zod';
import type { BlockType } from '../../schemas/blocks.ts';
import type { LanguageCode } from '../../schemas/language.ts';
import type { LoadedBrand } from '../server/brands.ts';

/** What every block component receives besides its props. */
export interface RenderContext {
  /** Page language (URL code). */
  lng: LanguageCode;
  /** BCP 47 tag of the page language. */
  locale: string;
  /** The request's brand. */
  brand: LoadedBrand;
}

/** An Astro component taking `{ props, ctx }`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BlockComponent = (props: any) => any;

/** One registry entry. */
export interface RegistryEntry<T extends BlockType> {
  /** The Astro component rendering the block. */
  component: BlockComponent;
  /** Props schema; the page union is derived from these. */
  props: z.ZodType<unknown>;
  /** Set for blocks rendered by a React island: its name and how it hydrates. */
  island?: { name: string; hydrate: 'load' | 'idle' | 'visible' };
  /** Only for type inference of `T`. */
  readonly type?: T;
}
