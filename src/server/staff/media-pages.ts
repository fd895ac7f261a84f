/**
 * Loaders of the console's media library pages: `/console/media` sends the
 * staff member to the first brand whose media they may view; `/console/media/{brandId}` lists that
 * brand's images (the catch-all console page has already checked `media.view` on the brand).
 */
import { brands } from '../brands.ts';
import { ALL_BRANDS, brandsAllowing, can } from '../../domain/staff/roles.ts';
import type { MediaBrand, MediaPageData } from '../../domain/console/media-pages.ts';
import type { ConsoleLoad, ConsolePageContext as MediaPageContext } from './load.ts';
import { listMedia } from '../media/store.ts';

type MediaLoad = ConsoleLoad<MediaPageData>;

/** The brands whose media the staff member may view. */
function viewableBrands(ctx: MediaPageContext): MediaBrand[] {
  const allowed = brandsAllowing(ctx.staff!.grants, 'media.view');
  return [...brands.byId.values()]
    .filter((brand) => allowed.includes(ALL_BRANDS) || allowed.includes(brand.id))
    .map((brand) => ({
      id: brand.id,
      name: brand.name,
      languages: [brand.defaultLanguage, ...brand.languages.filter((code) => code !== brand.defaultLanguage)],
      defaultLanguage: brand.defaultLanguage,
    }));
}

/** `/console/media`: to the first brand's library. */
export async function loadMediaHome(ctx: MediaPageContext): Promise<MediaLoad> {
  const first = viewableBrands(ctx)[0];
  return first ? { kind: 'redirect', location: `/console/media/${first.id}` } : { kind: 'not-found' };
}

/** `/console/media/{brandId}`: the brand's images, newest first. */
export async function loadMedia(ctx: MediaPageContext): Promise<MediaLoad> {
  const all = viewableBrands(ctx);
  const brand = all.find((b) => b.id === ctx.params.brandId);
  if (!brand) return { kind: 'not-found' };
  const items = await listMedia(ctx.db, brand.id);
  return {
    kind: 'data',
    data: {
      brand,
      brands: all,
      canUpload: can(ctx.staff!.grants, 'media.upload', brand.id),
      items: items.map(({ id, width, height, widths, alt, sourceType, sourceBytes, createdAt }) => ({
        id, width, height, widths: [...widths], alt, sourceType, sourceBytes, createdAt,
      })),
    },
  };
}
