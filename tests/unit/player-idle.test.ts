/** Auto logoff on inactivity, spec §4 (Idle) and §9. */
import { describe, expect, it } from 'vitest';
import { afterLoad, idlePeriodMs, shouldAutoLogoff } from '../../src/domain/player/idle.ts';

const NOW = Date.UTC(2025, 0, 1, 10);

describe('idle period (spec §4: inactiveMinutes × 60000)', () => {
  it.each([[1, 60_000], [15, 900_000], [30, 1_800_000], [1440, 86_400_000]])('%i min → %i ms', (minutes, ms) => {
    expect(idlePeriodMs(minutes)).toBe(ms);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d minutes with a RangeError naming it', (minutes) => {
    expect(() => idlePeriodMs(minutes)).toThrow(RangeError);
    expect(() => idlePeriodMs(minutes)).toThrow(String(minutes));
  });
});

describe('shouldAutoLogoff (spec §4 Idle)', () => {
  it.each<[string, boolean, number, number | null, boolean]>([
    ['enabled, active 1 min ago, 15 min period', true, 15, NOW - 60_000, false],
    ['enabled, 1 ms short of 15 min', true, 15, NOW - 899_999, false],
    ['enabled, exactly 15 min', true, 15, NOW - 900_000, true],
    ['enabled, 15 min and 1 ms', true, 15, NOW - 900_001, true],
    ['enabled, one hour', true, 15, NOW - 3_600_000, true],
    ['enabled, 1 min period, 59999 ms', true, 1, NOW - 59_999, false],
    ['enabled, 1 min period, 60000 ms', true, 1, NOW - 60_000, true],
    ['enabled, active just now', true, 15, NOW, false],
    ['enabled, last active in the future (another tab, skew)', true, 15, NOW + 5_000, false],
    ['enabled, nothing stored', true, 15, null, false],
    ['disabled, one hour', false, 15, NOW - 3_600_000, false],
    ['disabled with an invalid period is not an error', false, 0, NOW - 3_600_000, false],
  ])('%s → %s', (_label, enabled, inactiveMinutes, lastActiveAtMs, expected) => {
    expect(shouldAutoLogoff({ enabled, inactiveMinutes, lastActiveAtMs, nowMs: NOW })).toBe(expected);
  });

  it('enabled with an invalid period throws', () => {
    expect(() => shouldAutoLogoff({ enabled: true, inactiveMinutes: 0, lastActiveAtMs: NOW, nowMs: NOW })).toThrow(RangeError);
  });
});

describe('afterLoad: the auto-logoff flag and the inactivity notice (spec §4 Idle)', () => {
  it.each([
    [true, true, { showInactivityNotice: true, clearFlag: true }],
    [true, false, { showInactivityNotice: false, clearFlag: false }],
    [false, true, { showInactivityNotice: false, clearFlag: false }],
    [false, false, { showInactivityNotice: false, clearFlag: false }],
  ])('authenticated %s, flag %s → %j', (isAuthenticated, autoLogoffFlag, expected) => {
    expect(afterLoad({ isAuthenticated, autoLogoffFlag })).toEqual(expected);
  });
});
