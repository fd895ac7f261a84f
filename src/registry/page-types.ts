/**
 * Types of the page registry (`src/registry/pages.ts`): page key → loader, title, component and
 * flags. `definePage` ties the three together by the page's data type `D`: a component whose
 * `data` prop is not what the loader answers is a type error (`astro check` types `.astro`
 * imports).
 */
import type { TFunction } from 'i18next';
import type { PageContext, PageLoader } from '../server/pages/load.ts';

/** What every page component receives. */
export type PageProps<D> = {
  /** The loader's data. */
  data: D;
};

/** How a page is cached and indexed, and what surrounds it. */
export interface PageFlags {
  /** The coupon (bet slip) column beside the content, when the brand has sports. */
  coupon: boolean;
  /** Search engines may index the page (otherwise `noindex` and no language alternates). */
  indexable: boolean;
  /**
   * `shared`: a guest's copy may be served to other guests for a moment (src/server/page-cache.ts);
   * `private`: personal to the visitor, answered with `Cache-Control: private, no-store` and
   * `Vary: Cookie`, never shared.
   */
  cache: 'shared' | 'private';
  /** The home page: the header marks it, snow falls on it when the brand wants. */
  home?: boolean;
  /** HTTP status of the page when it is not 200 (the server error page). */
  status?: number;
}

/** What a title or description may read of the request. */
export type HeadContext = Pick<PageContext, 'brand' | 'lng'>;

/** One page of the registry. */
export interface PageEntry<D> {
  /** Reads the page's data for a request: data, a redirect, or not-found (the 404 page). */
  load: PageLoader<D>;
  /** The document title, brand included (see `brandTitle`). */
  title: (data: D, t: TFunction, ctx: HeadContext) => string;
  /** The meta description, when the page has one of its own. */
  description?: (data: D, ctx: HeadContext) => string | undefined;
  /** The Astro component rendering the data inside the route's layout. */
  component: (props: PageProps<D>) => unknown;
  /** Page flags. */
  flags: PageFlags;
}

/** An entry of any data type, as the catch-all page handles it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPageEntry = PageEntry<any>;

/**
 * Declares a page. `D` is inferred from the loader; the title and the component must take the
 * same data.
 */
export function definePage<D>(entry: {
  load: PageLoader<D>;
  title: (data: NoInfer<D>, t: TFunction, ctx: HeadContext) => string;
  description?: (data: NoInfer<D>, ctx: HeadContext) => string | undefined;
  component: (props: PageProps<NoInfer<D>>) => unknown;
  flags: PageFlags;
}): PageEntry<D> {
  return entry;
}

/** `{page part} · {brand name}`, the title of every page but those with a title of their own. */
export function brandTitle(part: string, ctx: HeadContext): string {
  return `${part} · ${ctx.brand.name}`;
}

/** What each layout (`src/components/layout/*Layout.astro`) accepts; each uses what it needs. */
export interface LayoutProps {
  /** Document title. */
  title: string;
  /** Meta description. */
  description?: string;
  /** Path without the language prefix (language alternates, header links). */
  path: string;
  /** False: `noindex`, no language alternates. */
  indexable?: boolean;
  /** The home page (header mark, snow). */
  isHome?: boolean;
  /** Show the coupon column. */
  coupon?: boolean;
  /** The page registry's key of the page (the page type real-user measurements are grouped by); `not-found` for the 404 page. */
  pageType?: string;
}
