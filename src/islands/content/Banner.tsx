/**
 * Banner block view (server-rendered): a media library image covering the block (an `<img>`
 * laid out by CSS, never a background set in a style attribute) with a headline, a text and an
 * optional button.
 */
import type { MediaImageView } from '../../domain/media.ts';
import MediaImage from './MediaImage.tsx';

/** Props of the banner view. */
export interface BannerProps {
  id?: string | undefined;
  /** The image; absent when the brand's library does not have it (the text still shows). */
  image?: MediaImageView | undefined;
  title: string;
  text?: string | undefined;
  /** The button, resolved (href with the page language). */
  cta?: { label: string; href: string } | undefined;
  tone: 'accent' | 'surface' | 'plain';
}

/** The banner view. */
export default function Banner({ id, image, title, text, cta, tone }: BannerProps) {
  return (
    <section className={`block-banner tone-${tone}`} id={id}>
      {image && <MediaImage className="block-banner-image" image={image} sizes="100vw" eager />}
      <div className="block-banner-panel">
        <h2>{title}</h2>
        {text && <p>{text}</p>}
        {cta && (
          <p>
            <a className="button" href={cta.href}>{cta.label}</a>
          </p>
        )}
      </div>
    </section>
  );
}
