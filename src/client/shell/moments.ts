/**
 * The page's moments in the viewer's zone (src/domain/clock.ts): the server writes a guest's page
 * in UTC (it cannot know the zone, and guests share cached pages), and the React components it
 * renders without hydration (line lists) in UTC for players too (an island's server render knows
 * no zone). This rewrites every `<time data-moment>` under `root` outside hydrated islands, and
 * the page's zone label (ClockZone.astro), into the player's saved zone (`<html data-time-zone>`)
 * or else the browser's, in the page language; a moment already written in that zone is written
 * the same. Idempotent: rewritten moments carry `data-localized`.
 */
import { formatMoment, zoneLabel, type Clock, type MomentStyle, MOMENT_STYLES } from '../../domain/clock.ts';
import { readUserPrefs } from './user-prefs.ts';

/**
 * The clock the browser shows this page's moments in: the player's saved zone and 12/24-hour
 * choice, else the browser's zone; `locale` defaults to the page language.
 */
export function browserClock(locale: string = document.documentElement.lang || 'en'): Clock {
  const prefs = readUserPrefs();
  return {
    locale,
    timeZone: prefs.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
    hour12: prefs.hour12,
  };
}

const STYLES: ReadonlySet<string> = new Set(MOMENT_STYLES);

/** Rewrites the guest page's moments under `root` (default: the document) into the browser's zone. */
export function localizeMoments(root: ParentNode = document): void {
  const clock = browserClock();
  if (clock.timeZone === 'UTC') return;
  for (const element of root.querySelectorAll<HTMLTimeElement>('time[data-moment]:not([data-localized])')) {
    // An island writes its own moments (src/islands/shell/Moment.tsx); React owns those text nodes.
    if (element.closest('astro-island')) continue;
    const style = element.dataset.moment ?? '';
    if (!STYLES.has(style)) continue;
    const text = formatMoment(element.dateTime, clock, style as MomentStyle);
    if (text === '') continue;
    element.textContent = text;
    element.setAttribute('data-localized', '');
  }
  for (const label of document.querySelectorAll<HTMLElement>('[data-clock-zone]')) label.textContent = zoneLabel(clock);
}
