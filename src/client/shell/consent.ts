/**
 * Cookie consent of spec §6 ("Cookie consent (marketing and functional) gates analytics
 * counters"; §3 cookiesAgreeType; §7 cookie agreement time) in the browser: the visitor's choice
 * of the two optional kinds, with the time it was made, kept in the consent cookie
 * (src/domain/visitor-choices.ts), which the server reads too so that the banner is in the page
 * only while no choice was made. Functional consent allows the real-user measurements
 * (src/client/shell/measurement.ts); marketing consent the advertising counters. Strictly necessary
 * cookies (session, CSRF, language, this choice) need none.
 */
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_S, consentCookieValue, parseConsentCookie, type Consent } from '../../domain/visitor-choices.ts';
import { readCookie, writeCookie } from './cookies.ts';

export type { Consent };

/** Event fired on `window` after a choice is saved. */
export const CONSENT_EVENT = 'portal:consent';

/** The recorded choice; null before the visitor made one (or for a value of another shape). */
export function readConsent(): Consent | null {
  return parseConsentCookie(readCookie(CONSENT_COOKIE));
}

/** Saves a choice made now and announces it. */
export function saveConsent(choice: Pick<Consent, 'functional' | 'marketing'>, now: number = Date.now()): Consent {
  const consent = { ...choice, at: now };
  writeCookie(CONSENT_COOKIE, consentCookieValue(consent), CONSENT_COOKIE_MAX_AGE_S);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: consent }));
  return consent;
}
