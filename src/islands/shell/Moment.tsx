/**
 * Moments in islands (src/domain/clock.ts): the server's render and hydration write them in UTC
 * (the server render of an island knows no zone, and hydration must match it), then the browser's
 * clock takes over — the player's saved zone and 12/24-hour choice, else the browser's zone
 * (src/client/shell/moments.ts browserClock).
 */
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { formatMoment, toDate, type Clock, type MomentStyle } from '../../domain/clock.ts';
import { browserClock } from '../../client/shell/moments.ts';
import { useHydrated } from './use-hydrated.ts';

/** The island's clock: UTC until hydrated, then the browser's ({@link browserClock}). */
export function useClock(): Clock {
  const { locale } = useLocale();
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? browserClock(locale) : { locale, timeZone: 'UTC', hour12: null }), [hydrated, locale]);
}

/** A moment as `<time datetime data-moment>` in the island's clock (`style` default `dateTime`). */
export function Moment({ at, style = 'dateTime' }: { at: Date | number | string; style?: MomentStyle }) {
  const clock = useClock();
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()} data-moment={style}>{formatMoment(date, clock, style)}</time>;
}
