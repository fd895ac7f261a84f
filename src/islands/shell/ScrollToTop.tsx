/**
 * Scroll-to-top button (spec §2 default layout; §9 "Scroll-to-top threshold 1 screen"): shown
 * once the page has scrolled more than one viewport height; pressing it scrolls to the top.
 * Nothing is rendered before that, on the server too; the layout hydrates it on the first scroll
 * (`client:interaction="scroll"`).
 */
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';

/** Dictionary keys the button uses. */
export const SCROLL_TO_TOP_KEYS = ['scroll_to_top'] as const;

/** True once the page has scrolled past one screen (spec §9). */
export function isPastOneScreen(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight;
}

/** Props of the scroll-to-top island. */
export interface ScrollToTopProps extends IslandI18nProps {
  /** Placement: 0 bottom end corner, 1 bottom centre (site config scrollToTopType). */
  placement: 0 | 1;
}

function ScrollButton({ placement }: Pick<ScrollToTopProps, 'placement'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(isPastOneScreen(window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!visible) return null;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button type="button"
      className={`scroll-to-top scroll-to-top-${placement === 1 ? 'centre' : 'end'}`}
      onClick={() => window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })}
    >
      <ArrowUp aria-hidden="true" size={18} />
      <span className="dock-label">{t('scroll_to_top')}</span>
    </button>
  );
}

/** The scroll-to-top island. */
export default function ScrollToTop({ lng, locale, messages, placement }: ScrollToTopProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <ScrollButton placement={placement} />
    </IslandI18n>
  );
}
