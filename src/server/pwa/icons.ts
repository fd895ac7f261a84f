/**
 * The brand icons of the installable app (spec §9 Apple touch icon sizes), drawn with sharp from
 * the brand's colours (`pwaIconSvg`) on first request and kept in this process: the same colours
 * and size always give the same bytes, so a drawn icon is never drawn again.
 */
import sharp from 'sharp';
import type { Theme } from '../../../schemas/theme.ts';
import { pwaIconSvg, type PwaIconSize } from '../../domain/pwa.ts';

/** Drawn icons kept at most: every size of a few dozen colour pairs. */
const MAX_ENTRIES = 256;
const drawn = new Map<string, Promise<Buffer>>();

/**
 * The PNG of a brand's icon, `size` × `size` pixels (spec §9), drawn once per colour pair and
 * size. Concurrent first requests share one drawing; a failed drawing is forgotten, so the next
 * request tries again.
 * @throws the sharp error when the icon cannot be drawn
 */
export function pwaIconPng(theme: Pick<Theme, 'accent' | 'accentText'>, size: PwaIconSize): Promise<Buffer> {
  const key = `${theme.accent}|${theme.accentText}|${size}`;
  const hit = drawn.get(key);
  if (hit) return hit;
  if (drawn.size >= MAX_ENTRIES) drawn.delete(drawn.keys().next().value!);
  const drawing = sharp(Buffer.from(pwaIconSvg(theme, size)))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  drawn.set(key, drawing);
  drawing.catch(() => drawn.delete(key));
  return drawing;
}

/** Colours of the staff host's icon (a staff host serves no brand): the console's accent (src/styles/console.css). */
export const CONSOLE_ICON_COLOURS: Pick<Theme, 'accent' | 'accentText'> = { accent: '#1f5fbf', accentText: '#ffffff' };

/** Edge of the favicon, pixels: the size browsers draw in a tab. */
const FAVICON_SIZE = 32;

/**
 * `/favicon.ico` of a brand (or of the staff host with {@link CONSOLE_ICON_COLOURS}): the brand's
 * icon ({@link pwaIconPng}'s drawing) at 32 × 32 in an ICO container holding one PNG image
 * (a 6-byte ICONDIR, a 16-byte ICONDIRENTRY, then the PNG bytes), the form every browser reads.
 * @throws the sharp error when the icon cannot be drawn
 */
export async function faviconIco(theme: Pick<Theme, 'accent' | 'accentText'>): Promise<Buffer> {
  const png = await sharp(Buffer.from(pwaIconSvg(theme, 72)))
    .resize(FAVICON_SIZE, FAVICON_SIZE)
    .png({ compressionLevel: 9 })
    .toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(FAVICON_SIZE, 6); // width
  header.writeUInt8(FAVICON_SIZE, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}
