/**
 * Changes of a brand's casino catalogue (the console's game availability, position and
 * categories: src/server/casino/console.ts) reach the lobby pages of every instance at once: the
 * lobby pages are shared for a moment (src/server/page-cache.ts), so a change drops the brand's
 * stored pages here at once and on the other instances through the bus (ARCHITECTURE "Caching").
 */
import { getBus } from '../live/bus.ts';
import { brands } from '../brands.ts';
import { clearPageCacheOfBrand } from '../page-cache.ts';

/** The bus channel of catalogue changes: `{ brandId }`, `*` for every brand. */
const CATALOGUE_CHANNEL = 'casino_catalogue';

/** Drops this instance's stored pages of `brandId` (`*`: of every brand). */
function dropPages(brandId: unknown): void {
  if (brandId === '*') for (const id of brands.byId.keys()) clearPageCacheOfBrand(id);
  else if (typeof brandId === 'string' && brands.byId.has(brandId)) clearPageCacheOfBrand(brandId);
}

let watching: Promise<void> | null = null;

/** Follows catalogue changes on the bus, once per process; lobby loaders await it before their first render. */
export function watchCatalogue(): Promise<void> {
  watching ??= (async () => {
    const bus = await getBus();
    await bus.subscribe(CATALOGUE_CHANNEL, (message) => dropPages((message as { brandId?: unknown } | null)?.brandId));
  })().catch((error: unknown) => {
    watching = null;
    throw error;
  });
  return watching;
}

/** Announces a committed change of `brandId`'s catalogue: this instance's pages go at once, the others' on the bus. */
export async function announceCatalogueChange(brandId: string): Promise<void> {
  dropPages(brandId);
  await (await getBus()).publish(CATALOGUE_CHANNEL, { brandId });
}
