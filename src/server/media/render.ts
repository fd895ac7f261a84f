/**
 * Images for the blocks (image, banner, promotion cards): a media record of the page's brand by
 * id, read from the database and kept in this process for a minute (an image's bytes never change;
 * the minute bounds how long an edited alt text could be stale). An id of another brand, or an
 * unknown one, is null: the block leaves the image out and logs it.
 */
import { getDatabase } from '../database.ts';
import { findMedia } from './store.ts';
import type { MediaRecord } from '../../domain/media.ts';

const TTL_MS = 60_000;
const MAX_ENTRIES = 1000;
const cache = new Map<string, { at: number; record: MediaRecord | null }>();

/** The image `id` of brand `brandId`, or null (unknown, another brand's, or the database failed). */
export async function mediaForBrand(brandId: string, id: string): Promise<MediaRecord | null> {
  const now = Date.now();
  const hit = cache.get(id);
  let record: MediaRecord | null;
  if (hit && now - hit.at < TTL_MS) {
    record = hit.record;
  } else {
    try {
      record = await findMedia((await getDatabase()).db, id);
    } catch (error) {
      console.error(`media ${id} could not be read`, error);
      return null;
    }
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(id, { at: now, record });
  }
  if (!record || record.brandId !== brandId) {
    console.warn(`block image ${id} is not in the media library of brand ${brandId}`);
    return null;
  }
  return record;
}

/** Forgets cached records (tests, after an alt text change). */
export function clearMediaRenderCache(): void {
  cache.clear();
}
