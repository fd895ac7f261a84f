/**
 * The one clock of the portal (spec §3 Global user settings timeZone, is12h):
 * every moment a person reads — line and live lists, game pages, scoreboards, results, lotto, toto
 * and virtual draws, histories, receipts, office pages, console tables, e-mails — is written by
 * {@link formatMoment} in the page language, in one time zone per page: the player's saved zone,
 * or for a guest UTC on the server and the browser's own zone once the page's script has run
 * (src/client/shell/moments.ts). The zone is named once per page ({@link zoneLabel}, in the
 * footer: src/components/layout/ClockZone.astro), never after each time.
 *
 * Formatters are built once per language × zone × clock × style and kept (a line page writes
 * hundreds of times per render).
 */
import { LANGUAGES, type LanguageCode } from '../../schemas/language.ts';

/** How a page writes its moments. */
export interface Clock {
  /** BCP 47 locale of the page language (`LANGUAGES[lng].htmlLang`: `ru`, `az`, `kk`, …). */
  locale: string;
  /** IANA time zone the moments are written in. */
  timeZone: string;
  /** 12-hour clock; null: the language's habit. */
  hour12: boolean | null;
}

/**
 * The shapes a moment is written in:
 * - `kickoff`: day, short month and time ("27 Nov, 18:45") — lists, tickets, results;
 * - `weekdayTime`: with the weekday ("Fri, 27 Nov, 18:45") — lotto and toto draws;
 * - `dateTime`: medium date and short time — histories, receipts, game pages, notices;
 * - `longDateTime`: long date and short time — maintenance windows;
 * - `dateTimeSeconds`: short date and time with seconds — casino rounds, console tables;
 * - `date`, `longDate`: the day of an instant (registration, a document's update);
 * - `calendarDate`, `longCalendarDate`: a calendar date that is not an instant (birth date, a real
 *   match day, a publication day: `YYYY-MM-DD`), medium or long, always read in UTC;
 * - `time`, `timeSeconds`: the time of day (virtual sports schedule).
 */
export type MomentStyle =
  | 'kickoff' | 'weekdayTime' | 'dateTime' | 'longDateTime' | 'dateTimeSeconds'
  | 'date' | 'longDate' | 'calendarDate' | 'longCalendarDate' | 'time' | 'timeSeconds';

const STYLES: Readonly<Record<MomentStyle, Intl.DateTimeFormatOptions>> = {
  kickoff: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'short', timeStyle: 'medium' },
  date: { dateStyle: 'medium' },
  longDate: { dateStyle: 'long' },
  calendarDate: { dateStyle: 'medium' },
  longCalendarDate: { dateStyle: 'long' },
  time: { hour: '2-digit', minute: '2-digit' },
  timeSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

/** Styles without a time of day: the 12/24-hour preference does not apply. */
const DATE_ONLY: ReadonlySet<MomentStyle> = new Set(['date', 'longDate', 'calendarDate', 'longCalendarDate']);
/** Styles of calendar dates: written in UTC whatever the page's zone. */
const CALENDAR: ReadonlySet<MomentStyle> = new Set(['calendarDate', 'longCalendarDate']);

/** Every style, for checks and the client's rewrite. */
export const MOMENT_STYLES = Object.keys(STYLES) as readonly MomentStyle[];

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone used when a clock names one this runtime does not know. */
const FALLBACK_ZONE = 'UTC';

function formatterOf(clock: Clock, style: MomentStyle): Intl.DateTimeFormat {
  const timeZone = CALENDAR.has(style) ? 'UTC' : clock.timeZone;
  const hour12 = DATE_ONLY.has(style) ? null : clock.hour12;
  const key = `${clock.locale}|${timeZone}|${hour12}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { ...STYLES[style], ...(hour12 === null ? {} : { hour12 }) };
    try {
      formatter = new Intl.DateTimeFormat(clock.locale, { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat(clock.locale, { ...options, timeZone: FALLBACK_ZONE });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A moment as a Date: a Date, epoch ms, or an ISO 8601 string (a bare `YYYY-MM-DD` is that day at 00:00 UTC). */
export function toDate(at: Date | number | string): Date {
  if (at instanceof Date) return at;
  if (typeof at === 'number') return new Date(at);
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T00:00:00Z` : at);
}

/**
 * A moment in the clock's language and zone, in `style` (default `dateTime`), without the zone's
 * name (the page names it once, {@link zoneLabel}). An invalid moment is written as an empty string.
 */
export function formatMoment(at: Date | number | string, clock: Clock, style: MomentStyle = 'dateTime'): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  return formatterOf(clock, style).format(date);
}

/**
 * The zone's name as a page labels its times once: the offset in the page language at `at`
 * ("GMT+3", "UTC") followed by the IANA name when it is a place ("GMT+3 · Europe/Moscow").
 */
export function zoneLabel(clock: Clock, at: Date = new Date()): string {
  const zone = formatterOf(clock, 'time').resolvedOptions().timeZone;
  const name = offsetName(clock.locale, zone, at);
  return zone.includes('/') ? `${name} · ${zone}` : name;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset name in the language at `at` ("GMT+3", "UTC", "غرينتش+3"); formatters kept per language × zone. */
function offsetName(locale: string, zone: string, at: Date): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const key = `${locale}|${zone}`;
  let formatter = offsetFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' });
    offsetFormatters.set(key, formatter);
  }
  return formatter
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/**
 * A moment with its zone's offset ("27 Nov 2026, 18:45 GMT+3"), for a moment inside a sentence
 * that the page's zone label does not reach: a notice, an e-mail, an SMS, a text the browser
 * does not rewrite.
 */
export function formatMomentInZone(at: Date | number | string, clock: Clock, style: MomentStyle = 'dateTime'): string {
  const text = formatMoment(at, clock, style);
  if (text === '') return '';
  return `${text} ${offsetName(clock.locale, formatterOf(clock, 'time').resolvedOptions().timeZone, toDate(at))}`;
}

/**
 * A page's clock on the server: the page language, and the logged-in player's saved zone and
 * 12/24-hour choice (spec §3), or UTC for a guest (the browser's zone replaces it on the client).
 */
export function pageClock(lng: LanguageCode, settings: { timeZone: string | null; is12h: boolean } | undefined): Clock {
  return { locale: LANGUAGES[lng].htmlLang, timeZone: settings?.timeZone ?? 'UTC', hour12: settings ? settings.is12h : null };
}
