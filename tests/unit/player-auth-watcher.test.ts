/** Auth watcher, protected routes and logout of spec §4. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterLogout, returnAfterLogin, safeRelativePath, type ReturnAfterLoginInput } from '../../src/domain/player/auth-watcher.ts';

const list = ['office:history', 'promotions'];

describe('returnAfterLogin (spec §4 Auth watcher)', () => {
  it.each<[string, Omit<ReturnAfterLoginInput, 'afterLoginRedirectList'>, string]>([
    ['return URL first', { returnUrl: '/ru/office/deduce', previousRoute: { name: 'office:history', path: '/ru/office/history' } }, '/ru/office/deduce'],
    ['return URL keeps query and fragment', { returnUrl: '/ru/line?sport=1#top' }, '/ru/line?sport=1#top'],
    ['previous route in the list', { previousRoute: { name: 'office:history', path: '/ru/office/history?page=2' } }, '/ru/office/history?page=2'],
    ['previous route not in the list', { previousRoute: { name: 'line', path: '/ru/line' } }, '/'],
    ['nothing', {}, '/'],
    ['empty return URL falls back to the previous route', { returnUrl: '', previousRoute: { name: 'promotions', path: '/en/promotions/7' } }, '/en/promotions/7'],
    ['null return URL', { returnUrl: null, previousRoute: null }, '/'],
    // open redirects refused
    ['protocol-relative //evil', { returnUrl: '//evil.com/x' }, '/'],
    ['protocol-relative falls back to the previous route', { returnUrl: '//evil.com', previousRoute: { name: 'office:history', path: '/ru/office/history' } }, '/ru/office/history'],
    ['backslash /\\evil', { returnUrl: '/\\evil.com' }, '/'],
    ['backslash later /a\\..\\\\evil', { returnUrl: '/a\\..\\\\evil.com' }, '/'],
    ['absolute https', { returnUrl: 'https://evil.com/ru' }, '/'],
    ['absolute same-looking host', { returnUrl: 'http://portal.invalid/ru' }, '/'],
    ['javascript:', { returnUrl: 'javascript:alert(1)' }, '/'],
    ['relative without slash', { returnUrl: 'ru/line' }, '/'],
    ['tab trick /\\t/evil', { returnUrl: '/\t/evil.com' }, '/'],
    ['newline trick', { returnUrl: '/\n/evil.com' }, '/'],
    ['dot segments to //evil', { returnUrl: '/a/..//evil.com' }, '/'],
    ['dot segment /.//evil', { returnUrl: '/.//evil.com' }, '/'],
    ['unsafe previous route path', { previousRoute: { name: 'office:history', path: '//evil.com' } }, '/'],
  ])('%s → %s', (_label, input, expected) => {
    expect(returnAfterLogin({ ...input, afterLoginRedirectList: list })).toBe(expected);
  });

  it('safeRelativePath normalises dot segments inside the site', () => {
    expect(safeRelativePath('/ru/a/../line')).toBe('/ru/line');
    expect(safeRelativePath('/')).toBe('/');
  });

  it('never returns anything but a path with a single leading slash on this origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((s) => `/${s}`), fc.string().map((s) => `//${s}`)), (returnUrl) => {
        const target = returnAfterLogin({ returnUrl, afterLoginRedirectList: [] });
        expect(target.startsWith('/')).toBe(true);
        expect(target[1]).not.toBe('/');
        expect(target[1]).not.toBe('\\');
        expect(new URL(target, 'https://portal.example').origin).toBe('https://portal.example');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('afterLogout (spec §4 Logout)', () => {
  it.each([
    [false, false, false, 'home'],
    [false, true, false, 'home'],
    [true, true, false, 'home'],
    [true, false, false, 'reload'],
    [false, false, true, 'reload'],
    [true, true, true, 'reload'],
  ] as const)('guests allowed %s, redirect flag %s, failed %s → %s', (currentRouteAllowsGuests, redirectFlag, failed, expected) => {
    expect(afterLogout({ currentRouteAllowsGuests, redirectFlag, failed })).toBe(expected);
  });

  it('failed defaults to false', () => {
    expect(afterLogout({ currentRouteAllowsGuests: false, redirectFlag: false })).toBe('home');
  });
});
