/**
 * Promo carousel block island: one slide visible, previous and next buttons (wrapping), the
 * slide position announced politely. Follows the WAI-ARIA carousel pattern.
 */
import { useState } from 'react';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** Dictionary keys the carousel uses. */
export const PROMO_CAROUSEL_KEYS = ['carousel_previous', 'carousel_next', 'carousel_slide'] as const;

/** A slide with its texts resolved for the page language. */
export interface PromoSlide {
  /** Headline. */
  title: string;
  /** Text. */
  text: string;
  /** Colour treatment. */
  tone: 'accent' | 'surface' | 'plain';
}

/** Props of the carousel island. */
export interface PromoCarouselProps extends IslandI18nProps {
  /** Accessible name of the carousel. */
  label: string;
  /** Slides, at least one. */
  slides: PromoSlide[];
}

/** Index after moving `step` from `index` in a ring of `count` slides. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

function Carousel({ label, slides }: Pick<PromoCarouselProps, 'label' | 'slides'>) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const slide = slides[index]!;
  const position = t('carousel_slide', { index: index + 1, count: slides.length });
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div
        className={`carousel-slide tone-${slide.tone}`}
        role="group"
        aria-roledescription="slide"
        aria-label={position}
        aria-live="polite"
      >
        <h3>{slide.title}</h3>
        <p>{slide.text}</p>
      </div>
      {slides.length > 1 && (
        <div className="carousel-controls">
          <button type="button" className="button" onClick={() => setIndex((i) => wrapIndex(i, -1, slides.length))}>
            {t('carousel_previous')}
          </button>
          <span className="carousel-position" aria-hidden="true">
            {index + 1} / {slides.length}
          </span>
          <button type="button" className="button" onClick={() => setIndex((i) => wrapIndex(i, 1, slides.length))}>
            {t('carousel_next')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The carousel island. */
export default function PromoCarousel({ lng, locale, messages, label, slides }: PromoCarouselProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Carousel label={label} slides={slides} />
    </IslandI18n>
  );
}
