/**
 * Cookie consent of spec §6 ("Cookie consent (marketing and functional) gates analytics
 * counters"; §3 cookiesAgreeType; §7 cookie agreement time): the visitor's choice of the two
 * optional kinds, with the time it was made, kept in localStorage. Functional consent allows the
 * real-user measurements (src/client/measurement.ts); marketing consent the advertising counters.
 * Strictly necessary cookies (session, CSRF, language) need none.
 */
import { STORAGE_KEYS, readItem, writeItem } from './storage.ts';

/** A recorded choice. */
export interface Consent {
  functional: boolean;
  marketing: boolean;
  /** When it was made (spec §7 cookiesAgreeTime), ms since the epoch. */
  at: number;
}

/** Event fired on `window` after a choice is saved. */
export const CONSENT_EVENT = 'portal:consent';

/** The stored choice; null before the visitor made one (or for anything unexpected). */
export function readConsent(raw: string | null = readItem(STORAGE_KEYS.consent)): Consent | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Consent>;
    if (typeof value.functional !== 'boolean' || typeof value.marketing !== 'boolean' || !Number.isFinite(value.at)) return null;
    return { functional: value.functional, marketing: value.marketing, at: value.at as number };
  } catch {
    return null;
  }
}

/** Saves a choice made now and announces it. */
export function saveConsent(choice: Pick<Consent, 'functional' | 'marketing'>, now: number = Date.now()): Consent {
  const consent = { ...choice, at: now };
  writeItem(STORAGE_KEYS.consent, JSON.stringify(consent));
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: consent }));
  return consent;
}
