/**
 * The media library's pure rules: which widths an upload is resized to, the
 * public URL of each rendition (`/media/<id>/<width>.<ext>`, immutable: the id is a hash of the
 * uploaded bytes and the brand, so new bytes are a new URL), and the `srcset` of an image.
 */
import type { LocalizedText } from '../../schemas/blocks.ts';

/** Widths (px) every image is resized to, when the original is at least that wide. */
const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Largest upload accepted, bytes (5 MiB). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** Largest image accepted, pixels (width × height), against decompression bombs. */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** Types accepted, as detected from the bytes (never from the name or the declared type). */
export const MEDIA_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** Format of every stored rendition. */
export const MEDIA_FORMAT = 'webp' as const;

/** Content type of {@link MEDIA_FORMAT}. */
export const MEDIA_CONTENT_TYPE = 'image/webp';

/** `Cache-Control` of a rendition: a year, never revalidated (the URL changes with the bytes). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The widths an image of `originalWidth` px is stored at: each of {@link MEDIA_WIDTHS} not wider
 * than the original, and the original width itself when it is narrower than the largest (never
 * enlarged). Ascending, at least one.
 */
export function renditionWidths(originalWidth: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((width) => width <= originalWidth);
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
  if (originalWidth < largest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths.sort((a, b) => a - b);
}

/** The URL of one rendition. */
export function mediaUrl(id: string, width: number, ext: string = MEDIA_FORMAT): string {
  return `/media/${id}/${width}.${ext}`;
}

/** A rendition path's parts, or null: `<width>.<ext>` with a positive integer width. */
export function parseRenditionFile(file: string): { width: number; ext: string } | null {
  const match = /^([1-9][0-9]{0,4})\.([a-z0-9]{2,5})$/.exec(file);
  return match ? { width: Number(match[1]), ext: match[2]! } : null;
}

/** What a block needs to draw an image: its URL, `srcset`, intrinsic size and alt text. */
export interface MediaImageView {
  /** The media id. */
  id: string;
  /** URL of a middle rendition, for browsers without `srcset`. */
  src: string;
  /** Every rendition, `"<url> <width>w"` joined with commas. */
  srcSet: string;
  /** Intrinsic width of the largest rendition, px. */
  width: number;
  /** Intrinsic height of the largest rendition, px. */
  height: number;
  /** Alt text in the page language. */
  alt: string;
}

/** A stored image as the views need it. */
export interface MediaRecord {
  id: string;
  brandId: string;
  /** Stored widths, ascending. */
  widths: readonly number[];
  /** Width and height of the original, px. */
  width: number;
  height: number;
  /** Alt text per language. */
  alt: LocalizedText;
}

/** The view of an image with `alt` already picked for the page. */
export function mediaImageView(media: MediaRecord, alt: string): MediaImageView {
  const widths = media.widths.length > 0 ? media.widths : [media.width];
  const largest = widths[widths.length - 1]!;
  const middle = widths.find((width) => width >= 960) ?? largest;
  return {
    id: media.id,
    src: mediaUrl(media.id, middle),
    srcSet: widths.map((width) => `${mediaUrl(media.id, width)} ${width}w`).join(', '),
    width: largest,
    height: Math.max(1, Math.round((media.height * largest) / media.width)),
    alt,
  };
}
