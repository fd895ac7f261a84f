/** Ban rules of spec §4 (Ban), table-driven. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canOpenRoute, deduceBanLevel, isBanned, type BanRoute } from '../../src/domain/player/ban.ts';

const allowed: BanRoute = { name: 'office:support', allowedWhenBanned: true };
const plain: BanRoute = { name: 'office:history' };
const restricted: BanRoute = { name: 'block-appeal-history', restrictedWhenNotBanned: true };
const deduce: BanRoute = { name: 'office:deduce' };
const deduceFlagged: BanRoute = { name: 'office:deduce', allowedWhenBanned: true };

describe('isBanned: "banned when ban_level is above 0" (spec §4 Ban)', () => {
  it.each([
    [0, false], [1, true], [45, true], [53, true], [-1, false], [0.5, true], [Number.NaN, false],
  ])('isBanned(%d) = %s', (level, expected) => {
    expect(isBanned(level)).toBe(expected);
  });
});

describe('canOpenRoute (spec §4 Ban)', () => {
  it.each([
    // banned: only routes flagged allowed
    ['banned, flagged allowed', 10, 0, allowed, 'allow'],
    ['banned, not flagged', 10, 0, plain, 'home'],
    ['banned, flagged allowed: false', 10, 0, { name: 'x', allowedWhenBanned: false }, 'home'],
    ['banned, restricted-when-not-banned route without allowed flag', 10, 0, restricted, 'home'],
    ['banned, restricted and allowed', 10, 0, { ...restricted, allowedWhenBanned: true }, 'allow'],
    // deduce: level 45, or 53 for ban version 1
    ['deduce at 45, version 0', 45, 0, deduce, 'allow'],
    ['deduce at 44, version 0', 44, 0, deduce, 'home'],
    ['deduce at 46, version 0', 46, 0, deduce, 'home'],
    ['deduce at 53, version 0', 53, 0, deduce, 'home'],
    ['deduce at 45, version 2', 45, 2, deduce, 'allow'],
    ['deduce at 53, version 1', 53, 1, deduce, 'allow'],
    ['deduce at 45, version 1', 45, 1, deduce, 'home'],
    ['deduce at 52, version 1', 52, 1, deduce, 'home'],
    ['deduce at 54, version 1', 54, 1, deduce, 'home'],
    ['deduce flagged allowed, wrong level', 10, 0, deduceFlagged, 'home'],
    ['deduce flagged allowed, level 45', 45, 0, deduceFlagged, 'allow'],
    ['bare spec name deduce at 45', 45, 0, { name: 'deduce' }, 'allow'],
    ['bare spec name deduce at 10', 10, 0, { name: 'deduce' }, 'home'],
    // not banned: restricted routes go home
    ['not banned, restricted', 0, 0, restricted, 'home'],
    ['not banned, plain', 0, 0, plain, 'allow'],
    ['not banned, flagged allowed', 0, 0, allowed, 'allow'],
    ['not banned, deduce', 0, 0, deduce, 'allow'],
    ['not banned, deduce version 1', 0, 1, deduce, 'allow'],
    ['negative level is not banned', -5, 0, restricted, 'home'],
  ] as const)('%s → %s', (_label, banLevel, banVersion, route, expected) => {
    expect(canOpenRoute({ banLevel, banVersion, route })).toBe(expected);
  });

  it('deduceBanLevel: 53 for version 1, 45 otherwise', () => {
    expect(deduceBanLevel(1)).toBe(53);
    expect(deduceBanLevel(0)).toBe(45);
    expect(deduceBanLevel(2)).toBe(45);
  });

  it('a banned player reaches an unflagged non-deduce route never, a flagged one always', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 5 }), fc.string(), (banLevel, banVersion, name) => {
        fc.pre(name !== 'deduce' && name !== 'office:deduce');
        expect(canOpenRoute({ banLevel, banVersion, route: { name } })).toBe('home');
        expect(canOpenRoute({ banLevel, banVersion, route: { name, allowedWhenBanned: true } })).toBe('allow');
      }),
    );
  });
});
