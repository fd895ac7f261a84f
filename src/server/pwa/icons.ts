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
