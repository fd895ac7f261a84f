/**
 * Sample data of the block stories and tests: a media image view as the image blocks build it
 * (`mediaImageView` of a stored record; the id is made up for the story, no request is sent in
 * jsdom) and rich text passed through the sanitiser as the block wrappers do.
 */
import { mediaImageView, type MediaRecord } from '../../domain/media.ts';

/** A stored 1600 × 900 image as the library would hold it. */
const SAMPLE_MEDIA: MediaRecord = {
  id: '0123456789abcdef01234567',
  brandId: 'main',
  widths: [320, 640, 960, 1280, 1600],
  width: 1600,
  height: 900,
  alt: { en: 'Floodlit football pitch before kick-off', ru: 'Освещённое футбольное поле перед началом матча' },
};

/** The sample image's view in English. */
export const SAMPLE_IMAGE = mediaImageView(SAMPLE_MEDIA, SAMPLE_MEDIA.alt.en!);
