/**
 * Server-rendered moments (`<time data-local-time datetime=…>`, written in UTC by the server) shown
 * in the viewer's zone: the player's saved time zone and clock (`<html data-*>`,
 * src/client/shell/user-prefs.ts) or else the browser's, labelled (src/domain/local-time.ts).
 */
import { formatLocalTime } from '../../domain/local-time.ts';
import { readUserPrefs } from './user-prefs.ts';

/**
 * Rewrites once every such moment of the server-rendered (not hydrated) lists under `root` (the
 * document by default); hydrated islands write their own.
 */
export function localizeTimes(root: ParentNode = document): void {
  const prefs = readUserPrefs();
  const locale = document.documentElement.lang || 'en';
  for (const element of root.querySelectorAll<HTMLTimeElement>(root === document ? '[data-static-outcomes] time[data-local-time]:not([data-localized])' : 'time[data-local-time]:not([data-localized])')) {
    const date = new Date(element.dateTime);
    if (Number.isNaN(date.getTime())) continue;
    element.textContent = formatLocalTime(date, locale, prefs);
    element.setAttribute('data-localized', '');
  }
}
