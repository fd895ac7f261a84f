/**
 * Loaders of the blocks that show media library images (image, banner, promotion cards): the
 * brand's record of each image id (src/server/media/render.ts: cached a minute; an id of another
 * brand, an unknown one or a failed read is null, logged).
 */
import { mediaForBrand } from '../../media/render.ts';
import type { BlockLoader } from './load.ts';

/** The image block's record. */
export const loadImage: BlockLoader<'image'> = (props, ctx) => mediaForBrand(ctx.brand.id, props.mediaId);

/** The banner's record. */
export const loadBanner: BlockLoader<'banner'> = (props, ctx) => mediaForBrand(ctx.brand.id, props.mediaId);

/** Each card's record, in card order (null for a card without an image). */
export const loadPromoCards: BlockLoader<'promoCards'> = (props, ctx) =>
  Promise.all(props.items.map((item) => (item.mediaId ? mediaForBrand(ctx.brand.id, item.mediaId) : null)));
