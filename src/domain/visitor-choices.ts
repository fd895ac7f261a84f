/**
 * A visitor's first-visit choices, kept in cookies so that the server renders a page as the
 * visitor will see it (the consent banner and the age confirmation are in the HTML, or not, from
 * the first paint) and the browser reads the same values:
 * - the cookie consent of spec §6 (functional / marketing, with the time it was given — spec §7
 *   cookiesAgreeTime) in {@link CONSENT_COOKIE}, kept a year;
 * - the age confirmation of spec §5 / §9 ("Age remember 3 days") in {@link AGE_COOKIE}, kept
 *   {@link AGE_REMEMBER_MS} (src/domain/player/age.ts decides whether it is still valid).
 * Neither is secret; a value of another shape counts as no choice (the visitor is asked again).
 */
import { AGE_REMEMBER_MS, ageConfirmationNeeded } from './player/age.ts';

/** Cookie of the consent choice: `<functional 0|1><marketing 0|1>.<time given, ms since the epoch>`. */
export const CONSENT_COOKIE = 'cookies_agree';
/** How long the consent choice is kept, s (a year). */
export const CONSENT_COOKIE_MAX_AGE_S = 31_536_000;
/** Cookie of the age confirmation: when it was given, ms since the epoch. */
export const AGE_COOKIE = 'age_confirmed_at';
/** How long the age confirmation cookie is kept, s (spec §9: 3 days). */
export const AGE_COOKIE_MAX_AGE_S = AGE_REMEMBER_MS / 1000;

/** A consent choice. */
export interface Consent {
  functional: boolean;
  marketing: boolean;
  /** When it was given (spec §7 cookiesAgreeTime), ms since the epoch. */
  at: number;
}

const CONSENT_VALUE = /^([01])([01])\.(\d{1,15})$/;
const TIME_VALUE = /^\d{1,15}$/;

/** The consent a cookie value records; null for none or a value of another shape. */
export function parseConsentCookie(value: string | undefined | null): Consent | null {
  const match = value ? CONSENT_VALUE.exec(value) : null;
  if (!match) return null;
  return { functional: match[1] === '1', marketing: match[2] === '1', at: Number(match[3]) };
}

/** The cookie value of a consent choice. */
export function consentCookieValue(consent: Consent): string {
  return `${consent.functional ? 1 : 0}${consent.marketing ? 1 : 0}.${Math.max(0, Math.trunc(consent.at))}`;
}

/** The time an age cookie value records, ms since the epoch; null for none or another shape. */
export function parseAgeCookie(value: string | undefined | null): number | null {
  return value && TIME_VALUE.test(value) ? Number(value) : null;
}

/** What a page shows a visitor on arrival. */
export interface FirstVisitState {
  /** The consent banner is shown (no valid choice yet). */
  askConsent: boolean;
  /** The age confirmation is asked (spec §5; only when the site config asks for it). */
  askAge: boolean;
}

/**
 * What a page shows on arrival, from the two cookies' values.
 * @param needShowAgePopup the site config flag `needShowAgePopup`
 * @param nowMs the current time, ms since the epoch
 */
export function firstVisitState(cookies: { consent?: string; age?: string }, needShowAgePopup: boolean, nowMs: number): FirstVisitState {
  return {
    askConsent: parseConsentCookie(cookies.consent) === null,
    askAge: ageConfirmationNeeded(needShowAgePopup, parseAgeCookie(cookies.age), nowMs),
  };
}

/**
 * The part of a guest page's cache key that these choices decide (src/server/page-cache.ts): pages
 * differ by whether the banner and the age popup are in them. Computed as if the age popup were
 * on, so a brand's setting need not be known before the page is rendered.
 */
export function firstVisitCacheVariant(cookies: { consent?: string; age?: string }, nowMs: number): string {
  const state = firstVisitState(cookies, true, nowMs);
  return `${state.askConsent ? 'c' : '-'}${state.askAge ? 'a' : '-'}`;
}
