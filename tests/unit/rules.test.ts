import { describe, expect, it } from 'vitest';
import { availableLanguages, chooseLanguage, normaliseLanguage } from '../../src/domain/language.ts';
import { isMaintenanceActive, isMaintenanceNoticeDue, maintenanceTextLanguage } from '../../src/domain/maintenance.ts';
import { canMove, move, retryDelayMs, type RemoteSectionState } from '../../src/domain/remote-section.ts';
import { blockPageForReason } from '../../src/domain/block.ts';
import { pickText } from '../../src/domain/localized-text.ts';
import { LANGUAGES, type LanguageCode } from '../../schemas/language.ts';

const brand = { languages: ['ru', 'en', 'az', 'tr'] as LanguageCode[], defaultLanguage: 'ru' as LanguageCode, hiddenLanguages: ['tr'] as LanguageCode[] };

describe('language choice (spec §5)', () => {
  it.each([
    [['en'], false, 'en'],
    [['tr'], false, 'ru'],
    [['tr'], true, 'tr'],
    [['de-DE', 'az-AZ'], false, 'az'],
    [[], false, 'ru'],
    [[null, undefined, ''], false, 'ru'],
    [['unknown'], false, 'ru'],
  ] as const)('preferred %j (authenticated %s) → %s', (preferred, auth, expected) => {
    expect(chooseLanguage(brand, preferred, auth)).toBe(expected);
  });

  it('uses English when the default is denied, then the first available language', () => {
    expect(chooseLanguage({ ...brand, hiddenLanguages: ['ru'] }, ['de'], false)).toBe('en');
    expect(chooseLanguage({ languages: ['ru', 'az'], defaultLanguage: 'ru', hiddenLanguages: ['ru'] }, [], false)).toBe('az');
  });

  it('hides hidden languages from guests only', () => {
    expect(availableLanguages(brand, false)).toEqual(['ru', 'en', 'az']);
    expect(availableLanguages(brand, true)).toEqual(['ru', 'en', 'az', 'tr']);
  });

  it.each([
    ['en-GB', 'en'],
    ['UK', 'ua'],
    ['kk-KZ', 'kz'],
    ['iw', 'he'],
    ['ar_EG', 'ar'],
    ['xx', null],
    ['', null],
  ])('normaliseLanguage(%j) = %j', (tag, expected) => {
    expect(normaliseLanguage(tag)).toBe(expected);
  });

  it('marks exactly the right-to-left languages rtl', () => {
    const rtl = Object.values(LANGUAGES).filter((l) => l.dir === 'rtl').map((l) => l.code);
    expect(rtl.sort()).toEqual(['ar', 'he']);
  });
});

describe('maintenance (spec §2, §4)', () => {
  const base = { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: false, web_state: false };

  it.each([
    [base, undefined, false],
    [base, '1', true],
    [base, '0', false],
    [{ ...base, isActive: true }, undefined, true],
    [{ ...base, web_state: true }, undefined, true],
  ])('active(%j, cookie %j) = %s', (maintenance, cookie, expected) => {
    expect(isMaintenanceActive(maintenance, cookie)).toBe(expected);
  });

  it.each([
    ['ru', 'ru'], ['az', 'ru'], ['kz', 'ru'], ['ua', 'ru'],
    ['en', 'en'], ['ar', 'en'], ['tr', 'en'], ['he', 'en'],
  ] as const)('text for %s is in %s', (lng, expected) => {
    expect(maintenanceTextLanguage(lng)).toBe(expected);
  });

  it('shows the warning notice only inside the notify window', () => {
    const window = { ...base, notify_started_at: '2026-12-01T00:00:00Z', notify_ended_at: '2026-12-02T00:00:00Z' };
    expect(isMaintenanceNoticeDue(window, Date.parse('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isMaintenanceNoticeDue(window, Date.parse('2026-12-01T12:00:00Z'))).toBe(true);
    expect(isMaintenanceNoticeDue(window, Date.parse('2026-12-02T00:00:00Z'))).toBe(false);
    expect(isMaintenanceNoticeDue(base, Date.now())).toBe(false);
    expect(isMaintenanceNoticeDue({ ...base, notify_started_at: '2026-01-01T00:00:00Z' }, Date.parse('2026-06-01T00:00:00Z'))).toBe(true);
  });
});

describe('remote section states (spec §4)', () => {
  const all: RemoteSectionState[] = ['not-exist', 'loading', 'ready', 'error'];
  const allowed = new Set([
    'not-exist>loading', 'not-exist>ready', 'loading>ready', 'loading>error', 'loading>not-exist',
    'error>loading', 'error>not-exist', 'ready>not-exist',
  ]);

  it.each(all.flatMap((from) => all.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(allowed.has(`${from}>${to}`));
    if (allowed.has(`${from}>${to}`)) expect(move(from, to)).toBe(to);
    else expect(() => move(from, to)).toThrow(`remote section cannot move from ${from} to ${to}`);
  });

  it('retries at 1000 ms doubling', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt))).toEqual([1000, 2000, 4000]);
  });
});

describe('block reasons (spec §4)', () => {
  it.each([
    [4, 'site-updates'], [16, 'suspension'], [3, 'block'], [1, 'block'], [5, 'block'], [2, 'block'], [14, 'block'],
    [13, 'block-ua'], [17, 'block-ie'], [8, 'coming-soon'], [0, null], [null, null],
  ])('reason %s → %s', (reason, page) => {
    expect(blockPageForReason(reason)).toBe(page);
  });
});

describe('localized text', () => {
  it('picks the page language, then the brand default, then English, then any', () => {
    expect(pickText({ ru: 'Привет', en: 'Hello' }, 'ru', 'ru')).toBe('Привет');
    expect(pickText({ ru: 'Привет', en: 'Hello' }, 'az', 'ru')).toBe('Привет');
    expect(pickText({ en: 'Hello' }, 'az', 'ru')).toBe('Hello');
    expect(pickText({ tr: 'Merhaba' }, 'az', 'ru')).toBe('Merhaba');
    expect(pickText(undefined, 'az', 'ru')).toBe('');
  });
});
