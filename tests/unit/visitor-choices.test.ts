/**
 * The first-visit choices kept in cookies (src/domain/visitor-choices.ts): the consent and age
 * cookie values round-trip, values of another shape count as no choice, what a page shows on
 * arrival, and the guest page cache keeping the variants apart.
 */
import { describe, expect, it } from 'vitest';
import {
  AGE_COOKIE_MAX_AGE_S, consentCookieValue, firstVisitCacheVariant, firstVisitState, parseAgeCookie, parseConsentCookie,
} from '../../src/domain/visitor-choices.ts';
import { AGE_REMEMBER_MS } from '../../src/domain/player/age.ts';
import { pageCacheKey } from '../../src/server/page-cache.ts';

const NOW = Date.UTC(2026, 5, 13, 15, 37, 30);

describe('consent cookie', () => {
  it('round-trips each choice with its time', () => {
    for (const functional of [false, true]) {
      for (const marketing of [false, true]) {
        const consent = { functional, marketing, at: NOW };
        expect(parseConsentCookie(consentCookieValue(consent))).toEqual(consent);
      }
    }
    expect(consentCookieValue({ functional: true, marketing: false, at: NOW })).toBe(`10.${NOW}`);
  });

  it('reads a value of another shape as no choice', () => {
    for (const value of [undefined, null, '', '1', '10', '10.', '2.5', '10.abc', '10.1.2', `11.${'9'.repeat(16)}`, 'true', '10.-5', ' 10.5']) {
      expect(parseConsentCookie(value)).toBeNull();
    }
  });
});

describe('age cookie', () => {
  it('reads a time in ms and refuses anything else', () => {
    expect(parseAgeCookie(String(NOW))).toBe(NOW);
    for (const value of [undefined, null, '', 'x', '-1', '1.5', '1e9', '9'.repeat(16)]) expect(parseAgeCookie(value)).toBeNull();
  });

  it('is kept as long as the confirmation counts (3 days)', () => {
    expect(AGE_COOKIE_MAX_AGE_S * 1000).toBe(AGE_REMEMBER_MS);
  });
});

describe('first visit', () => {
  it('shows the banner until a choice is made and the age popup until a fresh confirmation', () => {
    expect(firstVisitState({}, true, NOW)).toEqual({ askConsent: true, askAge: true });
    expect(firstVisitState({ consent: `00.${NOW}`, age: String(NOW - 60_000) }, true, NOW)).toEqual({ askConsent: false, askAge: false });
    // Expired exactly at 3 days; a time in the future does not count.
    expect(firstVisitState({ age: String(NOW - AGE_REMEMBER_MS) }, true, NOW).askAge).toBe(true);
    expect(firstVisitState({ age: String(NOW + 60_000) }, true, NOW).askAge).toBe(true);
    // The brand does not ask for the age.
    expect(firstVisitState({}, false, NOW).askAge).toBe(false);
  });

  it('keeps the cached guest pages of each variant apart', () => {
    const url = new URL('http://betportal.test/en/line');
    const variants = [
      firstVisitCacheVariant({}, NOW),
      firstVisitCacheVariant({ consent: `10.${NOW}` }, NOW),
      firstVisitCacheVariant({ age: String(NOW) }, NOW),
      firstVisitCacheVariant({ consent: `10.${NOW}`, age: String(NOW) }, NOW),
    ];
    expect(new Set(variants).size).toBe(4);
    expect(new Set(variants.map((variant) => pageCacheKey('main', 'en', url, variant))).size).toBe(4);
    // Two visitors who both chose share one copy whatever they chose.
    expect(firstVisitCacheVariant({ consent: `00.${NOW}` }, NOW)).toBe(variants[1]);
  });
});
