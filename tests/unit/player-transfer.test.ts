/** User transfer of spec §4 and §6. */
import { describe, expect, it } from 'vitest';
import { isRegistrationPath, userTransferRedirect } from '../../src/domain/player/transfer.ts';

describe('userTransferRedirect (spec §4 User transfer)', () => {
  it.each<[string, boolean, string, string, '/user-transfer' | null]>([
    ['required, on home', true, '/', '', '/user-transfer'],
    ['required, on an office page with prefix', true, '/ru/office/account', '', '/user-transfer'],
    ['required, other query', true, '/line', 'x=1', '/user-transfer'],
    ['not required', false, '/line', '', null],
    ['required, on registration', true, '/registration', '', null],
    ['required, on social registration with prefix', true, '/ru/registration/socialregistration', '', null],
    ['required, registration trailing slash', true, '/en/registration/', '', null],
    ['required, lookalike /registrationx', true, '/registrationx', '', '/user-transfer'],
    ['required, transfer done flag', true, '/line', 'transfered=1', null],
    ['required, transfer done flag without value', true, '/', 'transfered', null],
    ['required, misspelt "transferred" is not the flag', true, '/', 'transferred=1', '/user-transfer'],
    ['required, already in the flow', true, '/ru/user-transfer', '', null],
  ])('%s (%s ?%s) → %s', (_label, transferRequired, path, query, expected) => {
    expect(userTransferRedirect({ transferRequired, path, query: new URLSearchParams(query) })).toBe(expected);
  });

  it.each([['/registration', true], ['/ru/registration/x', true], ['/user/registration.php', false], ['/', false]] as const)(
    'isRegistrationPath(%s) = %s',
    (path, expected) => {
      expect(isRegistrationPath(path)).toBe(expected);
    },
  );
});
