/**
 * Maintenance rules of spec §2 (Blocking and maintenance) and §4 (Maintenance).
 */
import type { LanguageCode } from '../../schemas/language.ts';
import type { SiteConfig } from '../../schemas/site-config.ts';

/** Name of the cookie that forces maintenance on when it equals `1`. */
export const MAINTENANCE_COOKIE = 'maintenance';

/**
 * Maintenance is active if the maintenance cookie equals 1, or `isActive`, or `web_state`
 * (spec §4).
 */
export function isMaintenanceActive(maintenance: SiteConfig['maintenance'], cookieValue: string | undefined): boolean {
  return cookieValue === '1' || maintenance.isActive || maintenance.web_state;
}

/**
 * Languages whose maintenance text is Russian; every other language gets English
 * (spec §2: "The text is Russian for az, kz, ua and ru, and English otherwise").
 */
const RUSSIAN_TEXT_LANGUAGES: readonly string[] = ['az', 'kz', 'ua', 'ru'];

/** The language the maintenance page text is shown in for a page language. */
export function maintenanceTextLanguage(lng: LanguageCode): 'ru' | 'en' {
  return RUSSIAN_TEXT_LANGUAGES.includes(lng) ? 'ru' : 'en';
}

/**
 * True while the maintenance warning notice is due: between notify_started_at and
 * notify_ended_at (either bound may be open), and maintenance not yet active.
 * @param now current time, ms since the epoch
 */
export function isMaintenanceNoticeDue(maintenance: SiteConfig['maintenance'], now: number): boolean {
  const { notify_started_at: from, notify_ended_at: until } = maintenance;
  if (from === null && until === null) return false;
  if (from !== null && now < Date.parse(from)) return false;
  if (until !== null && now >= Date.parse(until)) return false;
  return true;
}
