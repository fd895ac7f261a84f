/**
 * Rules of the office settings and security pages: UTC offsets of IANA zones (half and
 * three-quarter hours, daylight saving), the GetTimezones options, the saved language put first,
 * hidden sports per section, the settings schema (defaults valid, bad values refused, zone names
 * canonical), the referral link and the client's reading of the saved preferences.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_SETTINGS, canonicalTimeZone, formatOffset, hiddenSports, isTimeZone, timeZoneOptions, withSavedLanguage, zoneOffsetMinutes,
} from '../../src/domain/office/settings.ts';
import { userSettingsPatch, userSettingsSaveBody, userSettingsSchema } from '../../schemas/office-api.ts';
import { referralLink } from '../../src/domain/pages/office-security.ts';
import { readUserPrefs } from '../../src/client/shell/user-prefs.ts';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('time zones', () => {
  it('computes offsets in minutes, with daylight saving', () => {
    expect(zoneOffsetMinutes('Europe/Moscow', WINTER)).toBe(180);
    expect(zoneOffsetMinutes('Asia/Colombo', WINTER)).toBe(330);
    expect(zoneOffsetMinutes('Asia/Katmandu', WINTER)).toBe(345);
    expect(zoneOffsetMinutes('America/New_York', WINTER)).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', SUMMER)).toBe(-240);
    expect(zoneOffsetMinutes('UTC', SUMMER)).toBe(0);
  });

  it('formats offsets', () => {
    expect(formatOffset(180)).toBe('+03:00');
    expect(formatOffset(-300)).toBe('-05:00');
    expect(formatOffset(345)).toBe('+05:45');
    expect(formatOffset(-570)).toBe('-09:30');
  });

  it('lists options by offset then name, keyed by zone', () => {
    const options = timeZoneOptions(['Europe/Moscow', 'America/New_York', 'Asia/Colombo', 'Europe/Istanbul'], WINTER);
    expect(Object.keys(options)).toEqual(['America/New_York', 'Europe/Istanbul', 'Europe/Moscow', 'Asia/Colombo']);
    expect(options['Asia/Colombo']).toEqual({ text: '(UTC+05:30) Asia/Colombo', value: 5.5, zone: 'Asia/Colombo' });
    expect(options['America/New_York']!.value).toBe(-5);
  });

  it('accepts IANA zones only, under their canonical name', () => {
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('EST')).toBe(false);
    expect(canonicalTimeZone(canonicalTimeZone('Asia/Kolkata'))).toBe(canonicalTimeZone('Asia/Kolkata'));
    expect(Intl.supportedValuesOf('timeZone')).toContain(canonicalTimeZone('Asia/Kolkata'));
  });
});

describe('settings rules', () => {
  it('puts the saved language first without repeating it', () => {
    expect(withSavedLanguage('ru', ['en', 'ru', 'az'])).toEqual(['ru', 'en', 'az']);
    expect(withSavedLanguage(null, ['en'])).toEqual(['en']);
  });

  it('hides the sports of the section asked for', () => {
    const settings = { disallowLineSports: [1, 2], disallowLiveSports: [3] };
    expect([...hiddenSports(settings, 'line')]).toEqual([1, 2]);
    expect([...hiddenSports(settings, 'live')]).toEqual([3]);
  });

  it('validates the stored settings and patches', () => {
    expect(userSettingsSchema.parse(DEFAULT_USER_SETTINGS)).toEqual(DEFAULT_USER_SETTINGS);
    expect(userSettingsPatch.safeParse({}).success).toBe(false);
    expect(userSettingsPatch.safeParse({ coefViewId: 1 }).success).toBe(true);
    expect(userSettingsPatch.safeParse({ coefViewId: 3 }).success).toBe(false);
    expect(userSettingsPatch.safeParse({ language: 'xx' }).success).toBe(false);
    expect(userSettingsPatch.safeParse({ timeZone: 'Europe/Moscow\u0000' }).success).toBe(false);
    expect(userSettingsPatch.safeParse({ disallowLiveSports: [0] }).success).toBe(false);
    expect(userSettingsPatch.safeParse({ mailing: { enable_mail_news: true } }).success).toBe(false);
  });

  it('takes one setting as spec §7 { id, value }, each value in its own shape, or a subset by name', () => {
    expect(userSettingsSaveBody.parse({ id: 'coefViewId', value: 1 })).toEqual({ id: 'coefViewId', value: 1 });
    expect(userSettingsSaveBody.parse({ id: 'timeZone', value: 'Asia/Kolkata' })).toEqual({ id: 'timeZone', value: canonicalTimeZone('Asia/Kolkata') });
    expect(userSettingsSaveBody.parse({ id: 'enable_mail_news', value: true })).toEqual({ id: 'enable_mail_news', value: true });
    expect(userSettingsSaveBody.parse({ coefViewId: 2 })).toEqual({ coefViewId: 2 });
    const refused = (body: unknown) => userSettingsSaveBody.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(refused({ id: 'coefViewId', value: 3 })).toEqual(['value']);
    expect(refused({ id: 'enable_mail_news', value: 'yes' })).toEqual(['value']);
    expect(refused({ id: 'nope', value: 1 })).toEqual(['id']);
    expect(refused({ id: 'language' })).toEqual(['value']);
    expect(refused({ id: 'language', value: 'en', extra: 1 })).toEqual(['']);
    expect(userSettingsSaveBody.safeParse({ nope: 1 }).error?.issues.map((issue) => issue.message).join('; ')).toContain('nope');
  });
});

describe('referral link and client preferences', () => {
  it('builds the link with the bf parameter', () => {
    expect(referralLink('https://betportal.test', 'en', 42)).toBe('https://betportal.test/en/?bf=42');
  });

  it('reads the preferences written on <html>, ignoring malformed ones', () => {
    expect(readUserPrefs({ dataset: { coefView: '2', timeZone: 'Asia/Colombo', hour12: 'true' } })).toEqual({ coefViewId: 2, timeZone: 'Asia/Colombo', hour12: true });
    expect(readUserPrefs({ dataset: { coefView: 'x', hour12: 'maybe' } })).toEqual({ coefViewId: null, timeZone: null, hour12: null });
    expect(readUserPrefs(null)).toEqual({ coefViewId: null, timeZone: null, hour12: null });
  });
});
