/**
 * The media library's storage on PGlite and PostgreSQL: a JPEG and a PNG made
 * here are re-encoded to WebP at the standard widths (decoded again to check each width and
 * height), metadata is dropped, the same bytes uploaded twice are one image, an upload is audited,
 * and oversized or non-image bytes are refused (413, 415) before anything is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { auditLog, media, staff } from '../../src/server/db/schema.ts';
import { findMedia, listMedia, mediaIdOf, readRendition, uploadMedia } from '../../src/server/media/store.ts';
import { AppError } from '../../src/server/errors.ts';
import { MEDIA_MAX_BYTES } from '../../src/domain/media.ts';

const ENGINES = await engines();

/** A gradient image of `width` × `height` in `format`, with EXIF (camera and GPS-like comment) attached. */
async function image(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    const i = (y * width + x) * 3;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (y * 255) / height;
    pixels[i + 2] = 128;
  }
  const pipeline = sharp(pixels, { raw: { width, height, channels: 3 } }).withExif({ IFD0: { Make: 'TestCam', ImageDescription: 'secret location' } });
  return format === 'jpeg' ? pipeline.jpeg({ quality: 90 }).toBuffer() : pipeline.png().toBuffer();
}

const codeOf = async (p: Promise<unknown>) => ((await p.then(() => null, (e: unknown) => e)) as AppError | null)?.code;

describe.each(ENGINES)('media library on %s', (kind) => {
  let t: TestDatabase;
  let staffId: number;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    const [row] = await t.db.insert(staff).values({ email: `media-${kind}@console.test`, name: 'Editor' }).returning({ id: staff.id });
    staffId = row!.id;
  });
  afterAll(() => t.dispose());

  it('a JPEG is stored as WebP at each standard width up to its own, metadata dropped, and audited', async () => {
    const bytes = await image(1000, 500, 'jpeg');
    const { item, created } = await uploadMedia(t.db, { brandId: 'main', bytes, alt: { ru: 'Градиент', en: 'Gradient' }, staffId, fileName: 'gradient.jpg' });
    expect(created).toBe(true);
    expect(item).toMatchObject({ id: mediaIdOf('main', bytes), brandId: 'main', sourceType: 'image/jpeg', width: 1000, height: 500, widths: [320, 640, 960, 1000] });
    for (const width of item.widths) {
      const rendition = await readRendition(t.db, item.id, width, 'webp');
      const meta = await sharp(rendition!.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round(width / 2)]);
      expect(meta.exif).toBeUndefined();
    }
    expect(await readRendition(t.db, item.id, 1920, 'webp')).toBeNull();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.key, `media:${item.id}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'media.upload', brandId: 'main', staffId, reason: 'upload of gradient.jpg' });
  });

  it('a large PNG is resized down to 1920 px at most', async () => {
    const bytes = await image(2400, 300, 'png');
    const { item } = await uploadMedia(t.db, { brandId: 'vip', bytes, alt: { en: 'Wide' }, staffId });
    expect(item.widths).toEqual([320, 640, 960, 1280, 1920]);
    const meta = await sharp((await readRendition(t.db, item.id, 1920, 'webp'))!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 240]);
    expect((await listMedia(t.db, 'vip')).map((m) => m.id)).toEqual([item.id]);
  });

  it('the same bytes again are the same image; another brand gets its own', async () => {
    const bytes = await image(200, 100, 'png');
    const first = await uploadMedia(t.db, { brandId: 'main', bytes, alt: { en: 'Small' }, staffId });
    const again = await uploadMedia(t.db, { brandId: 'main', bytes, alt: { en: 'Other text' }, staffId });
    expect(again).toEqual({ item: first.item, created: false });
    expect(first.item.widths).toEqual([200]);
    const vip = await uploadMedia(t.db, { brandId: 'vip', bytes, alt: { en: 'Small' }, staffId });
    expect(vip.created).toBe(true);
    expect(vip.item.id).not.toBe(first.item.id);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.key, `media:${first.item.id}`)))).toHaveLength(1);
  });

  it('refuses a non-image (415) and an oversized file (413) and stores nothing', async () => {
    const before = (await t.db.select().from(media)).length;
    expect(await codeOf(uploadMedia(t.db, { brandId: 'main', bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), alt: { en: 'x' }, staffId }))).toBe('unsupported_media_type');
    expect(await codeOf(uploadMedia(t.db, { brandId: 'main', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), alt: { en: 'x' }, staffId }))).toBe('unsupported_media_type');
    // A PNG signature over garbage: detected as PNG, refused when it does not decode.
    expect(await codeOf(uploadMedia(t.db, { brandId: 'main', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]), alt: { en: 'x' }, staffId }))).toBe('unsupported_media_type');
    const big = Buffer.concat([await image(64, 64, 'jpeg'), Buffer.alloc(MEDIA_MAX_BYTES)]);
    expect(await codeOf(uploadMedia(t.db, { brandId: 'main', bytes: big, alt: { en: 'x' }, staffId }))).toBe('payload_too_large');
    expect((await t.db.select().from(media)).length).toBe(before);
    expect(await findMedia(t.db, '000000000000000000000000')).toBeNull();
  });
});
