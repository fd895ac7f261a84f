/** Terms acceptance of spec §2 (Page-level rules), §4 (Terms) and §8 (451, exception_code 1). */
import { describe, expect, it } from 'vitest';
import { isTermsExemptPath, isTermsResponse, termsRedirect, type TermsRedirectInput } from '../../src/domain/player/terms.ts';

const player: Omit<TermsRedirectInput, 'path'> = { featureOn: true, isAuthenticated: true, termsChanged: true };

describe('termsRedirect (spec §4 Terms)', () => {
  it.each<[string, Partial<TermsRedirectInput>, string, '/confirm-terms' | '/' | null]>([
    ['player with changed terms, feature on', {}, '/line', '/confirm-terms'],
    ['… with a language prefix', {}, '/ru/office/account', '/confirm-terms'],
    ['… on home', {}, '/', '/confirm-terms'],
    ['… on home with prefix', {}, '/en', '/confirm-terms'],
    ['feature off', { featureOn: false }, '/line', null],
    ['guest', { isAuthenticated: false }, '/line', null],
    ['terms unchanged', { termsChanged: false }, '/line', null],
    ['guest with unchanged terms', { isAuthenticated: false, termsChanged: false }, '/line', null],
    // on confirm-terms
    ['on confirm-terms with changed terms stays', {}, '/confirm-terms', null],
    ['on confirm-terms (prefixed, trailing slash) with changed terms stays', {}, '/ru/confirm-terms/', null],
    ['player on confirm-terms with unchanged terms goes home', { termsChanged: false }, '/confirm-terms', '/'],
    ['guest on confirm-terms goes home', { isAuthenticated: false, termsChanged: false }, '/ru/confirm-terms', '/'],
    ['feature off, on confirm-terms with unchanged terms goes home', { featureOn: false, termsChanged: false }, '/confirm-terms', '/'],
  ])('%s (%s) → %s', (_label, overrides, path, expected) => {
    expect(termsRedirect({ ...player, ...overrides, path })).toBe(expected);
  });

  it.each([
    '/maintenance', '/block', '/block-ua', '/block-ie', '/site-updates', '/coming-soon', '/suspension',
    '/information', '/information/rules/1', '/information/contacts', '/ru/information/about', '/az/block/', '/confirm-terms',
  ])('exempt page %s: no redirect to confirm-terms', (path) => {
    expect(isTermsExemptPath(path)).toBe(true);
    expect(termsRedirect({ ...player, path })).toBeNull();
  });

  it.each(['/informationx', '/info', '/blocked', '/block-appeal-history', '/maintenance-notes', '/office/information', '/user/accountverify'])(
    'non-exempt page %s: redirect to confirm-terms',
    (path) => {
      expect(isTermsExemptPath(path)).toBe(false);
      expect(termsRedirect({ ...player, path })).toBe('/confirm-terms');
    },
  );
});

describe('isTermsResponse (spec §8: 451 with exception_code 1)', () => {
  it.each<[number, unknown, boolean]>([
    [451, { exception_code: 1 }, true],
    [451, { exception_code: 1, message: 'accept' }, true],
    [451, { exception_code: 2 }, false],
    [451, { exception_code: '1' }, false],
    [451, {}, false],
    [451, null, false],
    [451, 'exception_code 1', false],
    [451, undefined, false],
    [400, { exception_code: 1 }, false],
    [200, { exception_code: 1 }, false],
    [450, { exception_code: 1 }, false],
  ])('status %i, body %j → %s', (status, body, expected) => {
    expect(isTermsResponse(status, body)).toBe(expected);
  });
});
