import { describe, expect, it } from 'vitest';
import { dictionaries, messagesFor, tFor } from '../../src/i18n/index.ts';
import { brands } from '../../src/server/brands.ts';

const SPEC_KEYS = [
  'main_error', 'main_done', 'main_ok', 'main_query_error', 'main_save_success', 'main_dictionary_load_error',
  'main_dictionary_refresh_page', 'main_page_refresh_button', 'main_refreshing_button', 'main_update_notify_title_text',
  'main_step_num', 'main_account_will_set', 'main_session_limit_ended', 'main_session_limit_visit_tomorrow',
  'header_you_sure', 'header_confirm', 'responsible_gaming_confirm_limit_success', 'responsible_gaming_cancel_limit_success',
  'responsible_gaming_confirm_limit_error', 'responsible_gaming_cancel_limit_error',
];

const english = dictionaries.en!;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  const shipped = new Set([...brands.byId.values()].flatMap((b) => b.languages));

  it('exist for every language a brand ships', () => {
    for (const code of shipped) expect(Object.keys(dictionaries)).toContain(code);
  });

  it("have the spec's keys in English", () => {
    for (const key of SPEC_KEYS) expect(english[key], key).toBeTruthy();
  });

  it.each([...shipped])('%s has every English key, non-empty, with the same placeholders', (code) => {
    const dict = dictionaries[code]!;
    expect(Object.keys(dict).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(dict[key]!.trim(), `${code}.${key}`).not.toBe('');
      expect(placeholders(dict[key]!), `${code}.${key}`).toEqual(placeholders(text));
    }
  });

  it('interpolates through i18next', () => {
    expect(tFor('main', 'en')('main_step_num', { step: 2, count: 4 })).toBe('Step 2 of 4');
    expect(tFor('main', 'en')('maintenance_title')).toBe('Maintenance underway!');
  });

  it('gives islands only the keys they ask for, uninterpolated', () => {
    expect(messagesFor('main', 'en', ['main_step_num', 'main_ok'])).toEqual({ main_step_num: 'Step {{step}} of {{count}}', main_ok: 'OK' });
  });
});
