/**
 * The brands shipped in `brands/`, bundled at build time and validated when the server starts.
 */
import { buildBrandRegistry, type BrandRegistry } from './brand-registry.ts';

export { resolveBrand, hostnameOf, type LoadedBrand, type BrandRegistry } from './brand-registry.ts';

const modules = import.meta.glob<unknown>(['/brands/*/brand.json', '/brands/*/pages/*.json', '/brands/*/bonuses.json'], {
  eager: true,
  import: 'default',
});

/** The brands shipped in `brands/`, validated at start-up. */
export const brands: BrandRegistry = buildBrandRegistry(
  Object.fromEntries(Object.entries(modules).map(([path, data]) => [path.replace(/^\//, ''), data])),
);
