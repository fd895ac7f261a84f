/**
 * The media library's storage: an upload is checked (size, type detected from
 * its bytes with file-type), decoded and re-encoded with sharp at each width of
 * `renditionWidths` (EXIF orientation applied, metadata such as GPS dropped, WebP), and stored in
 * the database (`media`, `media_renditions`) — outside the web root, the same for every instance.
 * Each upload is audited (`media.upload`). Readers: the `/media/<id>/<width>.webp` endpoint and the
 * image blocks (through a short in-process cache).
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { media, mediaRenditions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { detectAcceptedType } from '../uploads.ts';
import { recordAudit } from '../staff/audit.ts';
import {
  MEDIA_FORMAT, MEDIA_INPUT_TYPES, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, renditionWidths, type MediaRecord,
} from '../../domain/media.ts';
import type { LocalizedText } from '../../../schemas/blocks.ts';

/** One image as the console lists it. */
export interface MediaItem extends MediaRecord {
  sourceType: string;
  sourceBytes: number;
  /** ISO time. */
  createdAt: string;
  createdBy: number | null;
}

/** What an upload needs besides the bytes. */
export interface UploadInput {
  brandId: string;
  /** The uploaded file's bytes. */
  bytes: Buffer;
  /** Alt text per language (checked by the caller against the brand's languages). */
  alt: LocalizedText;
  staffId: number;
  clientAddress?: string | null;
  /** The file name the browser sent, for the audit entry only. */
  fileName?: string | null;
}

/** The id of an upload: 24 hex digits of sha256(brand, NUL, bytes). */
export function mediaIdOf(brandId: string, bytes: Uint8Array): string {
  return createHash('sha256').update(brandId).update('\u0000').update(bytes).digest('hex').slice(0, 24);
}

const SHARP_OPTIONS = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', animated: false } as const;

/**
 * Checks the size and the type (from the bytes) of an upload.
 * @returns the detected MIME type
 * @throws AppError payload_too_large (413) over {@link MEDIA_MAX_BYTES}; unsupported_media_type (415)
 *   for bytes that are not a JPEG, PNG, WebP, GIF or AVIF image
 */
function detectImageType(bytes: Uint8Array): Promise<string> {
  return detectAcceptedType(bytes, {
    maxBytes: MEDIA_MAX_BYTES,
    accepted: MEDIA_INPUT_TYPES,
    tooLarge: `The image is larger than ${MEDIA_MAX_BYTES} bytes (5 MiB).`,
    refused: (detected) => `Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded; this file is ${detected ?? 'not a recognised image'}.`,
  });
}

/** A rendition made from the upload. */
interface Rendition {
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Decodes an image and encodes every rendition.
 * @throws AppError unsupported_media_type when the bytes do not decode or pass the pixel limit
 */
async function encodeRenditions(bytes: Buffer): Promise<{ width: number; height: number; renditions: Rendition[] }> {
  let width: number;
  let height: number;
  try {
    // .rotate() applies the EXIF orientation, so width and height are as shown.
    const info = await sharp(bytes, SHARP_OPTIONS).rotate().toBuffer({ resolveWithObject: true }).then((r) => r.info);
    width = info.width;
    height = info.height;
  } catch (error) {
    throw new AppError('unsupported_media_type', `The image cannot be read: ${(error as Error).message}`);
  }
  const renditions: Rendition[] = [];
  for (const target of renditionWidths(width)) {
    const { data, info } = await sharp(bytes, SHARP_OPTIONS)
      .rotate()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    renditions.push({ width: info.width, height: info.height, bytes: data });
  }
  return { width, height, renditions };
}

const recordOf = (row: typeof media.$inferSelect): MediaItem => ({
  id: row.id,
  brandId: row.brandId,
  widths: row.widths,
  width: row.width,
  height: row.height,
  alt: row.alt,
  sourceType: row.sourceType,
  sourceBytes: row.sourceBytes,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/**
 * Stores an upload: checks, re-encodes, saves the image and its renditions and audits it, in one
 * transaction. The same bytes uploaded again to the same brand answer the stored image
 * (`created: false`, nothing changes).
 * @throws AppError payload_too_large (413), unsupported_media_type (415) as {@link detectImageType}
 */
export async function uploadMedia(db: Db, input: UploadInput): Promise<{ item: MediaItem; created: boolean }> {
  const sourceType = await detectImageType(input.bytes);
  const id = mediaIdOf(input.brandId, input.bytes);
  const existing = await findMedia(db, id);
  if (existing) return { item: existing, created: false };
  const { width, height, renditions } = await encodeRenditions(input.bytes);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        id, brandId: input.brandId, sourceType, sourceBytes: input.bytes.byteLength, width, height,
        widths: renditions.map((r) => r.width), alt: input.alt as Record<string, string>, createdBy: input.staffId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // Uploaded by a concurrent request in the meantime.
      const stored = await tx.select().from(media).where(eq(media.id, id));
      return { item: recordOf(stored[0]!), created: false };
    }
    await tx.insert(mediaRenditions).values(renditions.map((r) => ({ mediaId: id, width: r.width, format: MEDIA_FORMAT, height: r.height, bytes: r.bytes })));
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'media.upload',
      brandId: input.brandId,
      key: `media:${id}`,
      after: { id, sourceType, sourceBytes: input.bytes.byteLength, width, height, widths: renditions.map((r) => r.width), alt: input.alt },
      reason: `upload${input.fileName ? ` of ${input.fileName.slice(0, 200)}` : ''}`,
      clientAddress: input.clientAddress ?? null,
    });
    return { item: recordOf(row), created: true };
  });
}

/** One image by id (any brand), or null. */
export async function findMedia(db: Db, id: string): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ? recordOf(row) : null;
}

/** A brand's images, newest first; `before` = a created-at ISO time for paging. At most 200. */
export async function listMedia(db: Db, brandId: string, options: { limit?: number; before?: string } = {}): Promise<MediaItem[]> {
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.brandId, brandId), options.before ? lt(media.createdAt, new Date(options.before)) : undefined))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(Math.min(options.limit ?? 100, 200));
  return rows.map(recordOf);
}

/** The bytes of one rendition, or null. */
export async function readRendition(db: Db, id: string, width: number, format: string): Promise<{ bytes: Buffer; brandId: string } | null> {
  const [row] = await db
    .select({ bytes: mediaRenditions.bytes, brandId: media.brandId })
    .from(mediaRenditions)
    .innerJoin(media, eq(media.id, mediaRenditions.mediaId))
    .where(and(eq(mediaRenditions.mediaId, id), eq(mediaRenditions.width, width), eq(mediaRenditions.format, format)));
  return row ?? null;
}
