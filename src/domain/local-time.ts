/**
 * How the portal writes a moment for a viewer (spec §3 Global user settings timeZone, is12h;
 * "times in the player's time zone, labelled"): day, month and time in the page language, in the
 * player's saved time zone or else the viewer's own, always followed by the zone's short name
 * (e.g. "13 Jun, 19:30 GMT+3"), so a time is never ambiguous.
 */

/** The viewer's clock preferences (src/client/shell/user-prefs.ts UserPrefs). */
export interface ClockPrefs {
  /** IANA time zone; null: the viewer's own. */
  timeZone: string | null;
  /** 12-hour clock; null: the language's habit. */
  hour12: boolean | null;
}

/** A kick-off or other moment, labelled with its zone; an unknown zone falls back to the viewer's. */
export function formatLocalTime(date: Date, locale: string, prefs: ClockPrefs): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short',
    ...(prefs.hour12 !== null ? { hour12: prefs.hour12 } : {}),
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, ...(prefs.timeZone ? { timeZone: prefs.timeZone } : {}) }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** The server's text of a moment before the viewer's zone is known: UTC, fixed, labelled. */
export function utcTimeText(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}
