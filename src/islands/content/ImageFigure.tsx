/** Image block view (server-rendered): a media library image with an optional caption. */
import type { MediaImageView } from '../../domain/media.ts';
import MediaImage from './MediaImage.tsx';

/** Layout widths and their `sizes`. */
const SIZES = {
  content: '(min-width: 960px) 720px, 100vw',
  wide: '(min-width: 1280px) 1200px, 100vw',
  full: '100vw',
} as const;

/** Props of the image view. */
export interface ImageFigureProps {
  id?: string | undefined;
  image: MediaImageView;
  caption?: string | undefined;
  size: keyof typeof SIZES;
}

/** The image view. */
export default function ImageFigure({ id, image, caption, size }: ImageFigureProps) {
  return (
    <figure className={`block-image block-image-${size}`} id={id}>
      <MediaImage image={image} sizes={SIZES[size]} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
