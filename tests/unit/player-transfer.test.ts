/** User transfer of spec §4 and §6. */
import { describe, expect, it } from 'vitest';
import {
  isRegistrationPath, isTransferRequired, isUserTransferPath, transferTarget, userTransferPageRedirect, userTransferRedirect, type TransferAccount,
} from '../../src/domain/player/transfer.ts';

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

describe('isTransferRequired (spec §3 Transfer kinds)', () => {
  it.each([
    ['none', null, false],
    ['none', 'key', false],
    ['main', null, false],
    ['main', '', false],
    ['main', 'key', true],
    ['additional', 'key', true],
  ] as const)('%s with key %j → %s', (kind, key, expected) => {
    expect(isTransferRequired(kind, key)).toBe(expected);
  });
});

describe('the transfer page without a required transfer', () => {
  it.each([['/user-transfer', true], ['/en/user-transfer/', true], ['/ru/user-transfer/x', true], ['/user-transferx', false], ['/', false]] as const)(
    'isUserTransferPath(%s) = %s',
    (path, expected) => {
      expect(isUserTransferPath(path)).toBe(expected);
    },
  );

  it('sends the visitor home only from the flow and only when no transfer is required', () => {
    expect(userTransferPageRedirect({ transferRequired: false, path: '/en/user-transfer' })).toBe('/');
    expect(userTransferPageRedirect({ transferRequired: true, path: '/en/user-transfer' })).toBeNull();
    expect(userTransferPageRedirect({ transferRequired: false, path: '/en/line' })).toBeNull();
  });
});

describe('transferTarget (spec §3 Transfer kinds: main account, additional account)', () => {
  const RUB = 1;
  const USD = 2;
  const main = (currencyId = RUB): TransferAccount => ({ id: 10, type: 0, currencyId });
  const bonus = (currencyId = RUB): TransferAccount => ({ id: 11, type: 4, currencyId });
  const extra = (id: number, currencyId: number): TransferAccount => ({ id, type: 9, currencyId });

  it('main: the main account, whatever its currency', () => {
    expect(transferTarget('main', [bonus(), main(USD)], RUB)).toEqual({ kind: 'existing', accountId: 10 });
    expect(transferTarget('main', [bonus()], RUB)).toBeNull();
  });

  it('additional: a money account already in the brand currency, the main one first', () => {
    expect(transferTarget('additional', [main(), bonus(), extra(12, RUB)], RUB)).toEqual({ kind: 'existing', accountId: 10 });
    expect(transferTarget('additional', [main(USD), bonus(USD), extra(13, USD), extra(12, RUB)], RUB)).toEqual({ kind: 'existing', accountId: 12 });
  });

  it('additional: a new extra currency account when none is in the brand currency (bonus accounts do not count)', () => {
    expect(transferTarget('additional', [main(USD), bonus(RUB)], RUB)).toEqual({ kind: 'open', type: 9, currencyId: RUB });
    expect(transferTarget('additional', [], RUB)).toEqual({ kind: 'open', type: 9, currencyId: RUB });
  });
});
