/**
 * An image of the media library (server-rendered): `srcset` of every stored width, intrinsic
 * width and height (no layout shift), lazy loading unless `eager`. No inline styles (CSP).
 */
import type { MediaImageView } from '../../domain/media.ts';

/** Props of the image. */
export interface MediaImageProps {
  image: MediaImageView;
  /** The `sizes` attribute: how wide the image is laid out. */
  sizes: string;
  /** Load at once (an image at the top of the page). */
  eager?: boolean;
  className?: string;
}

/** The image element. */
export default function MediaImage({ image, sizes, eager = false, className }: MediaImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
