/**
 * Global user settings of spec §3 as the office settings page (`office/settings`) keeps them, and
 * the rules every page shares to apply them: defaults (spec §9: language ru — here the brand's
 * default language —, time zone of offset +3, accumulator-of-the-day and the like are not part of
 * this page), time-zone options with their UTC offsets at an instant, and which sports a player
 * has hidden from the line and live lists.
 */
import { COEF_VIEW, type CoefViewId } from '../coupon/odds-format.ts';

/** Mailing settings of spec §3 (Office settings: mailing settings). */
export interface MailingSettings {
  enable_mail_news: boolean;
  enable_mail_deposit: boolean;
  enable_mail_bets: boolean;
  enable_sms_news: boolean;
}

/** The stored settings of one player. */
export interface UserSettings {
  /** Language code (the brand's languages only), or null: the language of the URL. */
  language: string | null;
  /** IANA time zone, e.g. `Europe/Moscow`. */
  timeZone: string;
  /** 12-hour clock (true) or 24-hour (false). */
  is12h: boolean;
  /** Spec §3 appTheme: 0 light, 1 dark. */
  appTheme: 0 | 1;
  /** Spec §3 coefViewId (views of spec §9, src/domain/coupon/odds-format.ts). */
  coefViewId: CoefViewId;
  mailing: MailingSettings;
  /** Spec §3 disallow_line_sport: sport ids hidden from the player's line lists. */
  disallowLineSports: number[];
  /** Spec §3 disallow_live_sport: sport ids hidden from the player's live lists. */
  disallowLiveSports: number[];
}

/**
 * The IANA zone standing for spec §9's default time zone 3 (UTC+3 all year, no daylight saving).
 */
const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** Settings of a player who never saved any (spec §9 defaults). */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  language: null,
  timeZone: DEFAULT_TIME_ZONE,
  is12h: false,
  appTheme: 0,
  coefViewId: COEF_VIEW.decimal,
  mailing: { enable_mail_news: false, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: false },
  disallowLineSports: [],
  disallowLiveSports: [],
};

/**
 * The defaults on a brand: {@link DEFAULT_USER_SETTINGS} with the theme the brand is designed for
 * (appTheme 1 on a dark brand), so a player who never chose a theme sees the brand's own.
 */
export function defaultUserSettings(brandColorScheme: 'light' | 'dark'): UserSettings {
  return brandColorScheme === 'dark' ? { ...DEFAULT_USER_SETTINGS, appTheme: 1 } : DEFAULT_USER_SETTINGS;
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/**
 * The runtime's canonical name of a zone (`Asia/Kolkata` → `Asia/Calcutta` on ICU builds that
 * keep the older name), so a saved zone is one of the `GetTimezones` options.
 * @throws RangeError for an unknown zone
 */
export function canonicalTimeZone(zone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * UTC offset of `zone` at `at`, in minutes (east positive: Europe/Moscow +180, America/New_York
 * −300 in winter). @throws RangeError for an unknown zone
 */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** `+03:00`, `-05:00`, `+05:45` for an offset in minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** One time-zone option of `GET /web-api/GetTimezones` (spec §7: entries with text, value, zone). */
export interface TimeZoneOption {
  /** `(UTC+03:00) Europe/Moscow`. */
  text: string;
  /** UTC offset in hours at the instant asked for (3, −5, 5.75), as spec §9's numeric time zone. */
  value: number;
  /** IANA zone name. */
  zone: string;
}

/**
 * Every IANA zone of `zones` (usually `Intl.supportedValuesOf('timeZone')`) with its offset at
 * `at`, ordered by offset then name. Keyed by zone name.
 */
export function timeZoneOptions(zones: readonly string[], at: Date): Record<string, TimeZoneOption> {
  const rows = zones
    .map((zone) => ({ zone, offset: zoneOffsetMinutes(zone, at) }))
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone));
  return Object.fromEntries(rows.map(({ zone, offset }) => [zone, { text: `(UTC${formatOffset(offset)}) ${zone}`, value: offset / 60, zone }]));
}

/** The sport ids a player hid from a section's lists (spec §3 disallow_line_sport / disallow_live_sport). */
export function hiddenSports(settings: Pick<UserSettings, 'disallowLineSports' | 'disallowLiveSports'>, section: 'line' | 'live'): ReadonlySet<number> {
  return new Set(section === 'line' ? settings.disallowLineSports : settings.disallowLiveSports);
}

/**
 * The visitor's preferred languages with the player's saved language first (spec §3 language):
 * a URL without a language prefix then goes to the saved language when the brand offers it.
 */
export function withSavedLanguage(saved: string | null, preferred: readonly string[]): string[] {
  return saved === null ? [...preferred] : [saved, ...preferred.filter((code) => code !== saved)];
}
