/**
 * `.astro` components imported from `.ts` files, for plain `tsc` (which cannot read `.astro`
 * files; `astro check` resolves them to their real types and never uses this fallback). An Astro
 * component is a function of its props, as `astro check` types it.
 */
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
