/**
 * Data of the console's media library page, shared by its loader
 * (src/server/staff/media-pages.ts) and component (src/components/console/MediaPage.astro).
 */
import type { LocalizedText } from '../../../schemas/blocks.ts';

/** An image as the media page lists it. */
export interface MediaListItem {
  id: string;
  /** Width and height of the original, px. */
  width: number;
  height: number;
  /** Stored widths, ascending. */
  widths: number[];
  alt: LocalizedText;
  sourceType: string;
  sourceBytes: number;
  /** ISO time. */
  createdAt: string;
}

/** A brand the staff member may open the media library of. */
export interface MediaBrand {
  id: string;
  name: string;
  /** The brand's languages, default first (alt text fields). */
  languages: string[];
  defaultLanguage: string;
}

/** The media page of one brand. */
export interface MediaPageData {
  brand: MediaBrand;
  /** Every brand the staff member may view the media of (the brand switch). */
  brands: MediaBrand[];
  /** The staff member may upload to this brand. */
  canUpload: boolean;
  items: MediaListItem[];
}
