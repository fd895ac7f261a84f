/**
 * Brand settings: the catalogue covers every field of the brand file a brand
 * manager changes, each with its schema and editor; overrides merge default → brand → domain and
 * are validated with the brand file's schema and cross-field checks, the problem named on its
 * setting; the OpenFeature provider answers the effective flags.
 */
import { describe, expect, it } from 'vitest';
import { brandSchema, FEATURES, type Brand } from '../../schemas/brand.ts';
import { siteConfigSchema } from '../../schemas/site-config.ts';
import { paletteSchema, themeSchema } from '../../schemas/theme.ts';
import { SETTINGS, SETTINGS_BY_KEY, SETTING_GROUPS, saveSettingsBody } from '../../schemas/brand-settings.ts';
import { applyOverrides, resolveBrandSettings, settingOfPath, validateMerged, valueAt } from '../../src/domain/settings/overrides.ts';
import { vipBrandJson } from '../helpers/brand-fixture.ts';
import { CONSOLE_LANGUAGES, consoleDictionaries } from '../../src/i18n/console.ts';
import { settingTextKey } from '../../src/domain/console/settings.ts';

const vip = (): Brand => brandSchema.parse(vipBrandJson());

describe('settings catalogue', () => {
  it('has every feature flag, every site-config field, every theme token and the language and redirect settings', () => {
    for (const feature of FEATURES) expect(SETTINGS_BY_KEY.get(`features.${feature}`)?.kind).toEqual({ type: 'boolean' });
    for (const field of Object.keys(siteConfigSchema.shape)) {
      expect(SETTINGS.some((def) => def.key === `siteConfig.${field}` || def.key.startsWith(`siteConfig.${field}.`)), field).toBe(true);
    }
    for (const token of Object.keys(themeSchema.shape)) {
      expect(SETTINGS.some((def) => def.key === `theme.${token}` || def.key.startsWith(`theme.${token}.`)), token).toBe(true);
    }
    for (const token of Object.keys(paletteSchema.shape)) expect(SETTINGS_BY_KEY.has(`theme.alternate.${token}`), token).toBe(true);
    for (const key of ['languages', 'hiddenLanguages', 'defaultLanguage', 'redirects', 'siteConfig.urlsToRedirectTo404', 'siteConfig.availableRoutes',
      'siteConfig.maintenance.isActive', 'siteConfig.maintenance.web_state', 'siteConfig.maintenance.started_at', 'siteConfig.maintenance.ended_at',
      'siteConfig.isRegistrationAllowed', 'siteConfig.promoBonusToOffer', 'siteConfig.needShowAgePopup', 'siteConfig.isAutoLogoffEnable',
      'siteConfig.coupon.minAmountByCurrency', 'siteConfig.coupon.maxAmountByCurrency']) {
      expect(SETTINGS_BY_KEY.has(key), key).toBe(true);
    }
  });

  it('leaves the brand identity and footer content to brand.json', () => {
    for (const key of ['id', 'name', 'domains', 'footer', 'footer.links']) expect(SETTINGS_BY_KEY.has(key)).toBe(false);
  });

  it('gives each setting a group in the console order and an editor fitting its schema', () => {
    for (const def of SETTINGS) expect(SETTING_GROUPS).toContain(def.group);
    expect(SETTINGS.map((def) => SETTING_GROUPS.indexOf(def.group))).toEqual([...SETTINGS.map((def) => SETTING_GROUPS.indexOf(def.group))].sort((a, b) => a - b));
    expect(SETTINGS_BY_KEY.get('siteConfig.minAge')!.kind).toEqual({ type: 'integer', min: 18, max: 25 });
    expect(SETTINGS_BY_KEY.get('theme.colorScheme')!.kind).toEqual({ type: 'choice', options: ['light', 'dark'] });
    expect(SETTINGS_BY_KEY.get('siteConfig.scrollToTopType')!.kind).toEqual({ type: 'choice', options: [0, 1] });
    expect(SETTINGS_BY_KEY.get('siteConfig.maintenance.started_at')!.kind).toEqual({ type: 'text', nullable: true });
    expect(SETTINGS_BY_KEY.get('hiddenLanguages')!.kind.type).toBe('languages');
    expect(SETTINGS_BY_KEY.get('redirects')!.kind.type).toBe('json');
  });

  it('gives each setting a label and a help text, and each group a heading and an introduction, in every console language', () => {
    for (const lng of CONSOLE_LANGUAGES) {
      const dictionary = consoleDictionaries[lng];
      for (const def of SETTINGS) {
        for (const part of ['label', 'help'] as const) {
          const text = dictionary[settingTextKey(def.key, part)];
          expect(text, `${lng}: ${def.key} ${part}`).toBeTruthy();
          // A label is words for people, never the key itself.
          expect(text, `${lng}: ${def.key} ${part}`).not.toBe(def.key);
        }
      }
      for (const group of SETTING_GROUPS) {
        expect(dictionary[`console_settings_group_${group}`], `${lng}: ${group}`).toBeTruthy();
        expect(dictionary[`console_settings_group_${group}_intro`], `${lng}: ${group} intro`).toBeTruthy();
      }
    }
    // Russian is written, not copied from English.
    const copied = SETTINGS.filter((def) => consoleDictionaries.ru[settingTextKey(def.key, 'label')] === consoleDictionaries.en[settingTextKey(def.key, 'label')]);
    expect(copied.map((def) => def.key)).toEqual([]);
  });

  it('validates a save request: known keys, a value or a reset, a reason', () => {
    const ok = { domain: 'vip.betportal.test', changes: [{ key: 'features.results', value: false, version: 0 }], reason: 'results feed down' };
    expect(saveSettingsBody.safeParse(ok).success).toBe(true);
    expect(saveSettingsBody.safeParse({ ...ok, changes: [{ key: 'features.nope', value: false, version: 0 }] }).success).toBe(false);
    expect(saveSettingsBody.safeParse({ ...ok, changes: [{ key: 'features.results', version: 0 }] }).success).toBe(false);
    expect(saveSettingsBody.safeParse({ ...ok, changes: [{ key: 'features.results', value: false, reset: true, version: 0 }] }).success).toBe(false);
    expect(saveSettingsBody.safeParse({ ...ok, reason: '  ' }).success).toBe(false);
    expect(saveSettingsBody.safeParse({ ...ok, domain: 'Not A Host' }).success).toBe(false);
    expect(saveSettingsBody.safeParse({ ...ok, domain: '' }).success).toBe(true);
  });
});

describe('overrides', () => {
  it('set values at their paths without touching the base', () => {
    const base = vip();
    const merged = applyOverrides(base, new Map<string, unknown>([['features.results', false], ['siteConfig.maintenance.isActive', true]]));
    expect(valueAt(merged, 'features.results')).toBe(false);
    expect(valueAt(merged, 'siteConfig.maintenance.isActive')).toBe(true);
    expect(base.features.results).toBe(true);
    expect(base.siteConfig!.maintenance.isActive).toBe(false);
  });

  it('resolve brand default → brand override → domain override', () => {
    const base = vip();
    const resolved = resolveBrandSettings(
      base,
      new Map<string, unknown>([['features.results', false], ['siteConfig.minAge', 19]]),
      new Map([['vip.betportal.test', new Map<string, unknown>([['features.results', true], ['theme.accent', '#123456']])], ['not.of.brand', new Map<string, unknown>([['siteConfig.minAge', 25]])]]),
    );
    expect(resolved.failed).toEqual([]);
    expect(resolved.brand.features.results).toBe(false);
    expect(resolved.brand.siteConfig!.minAge).toBe(19);
    const domain = resolved.domains.get('vip.betportal.test')!;
    expect(domain.features.results).toBe(true);
    expect(domain.siteConfig!.minAge).toBe(19);
    expect(domain.theme.accent).toBe('#123456');
    expect(resolved.domains.has('not.of.brand')).toBe(false);
  });

  it('refuse a value the schema refuses, naming the setting with the friendly message', () => {
    const result = validateMerged(applyOverrides(vip(), new Map([['theme.accent', 'red; x: y']])));
    expect(result).toEqual({ ok: false, issues: [{ field: 'theme.accent', message: 'must be a hex colour such as #0b8a4a' }] });
    const age = validateMerged(applyOverrides(vip(), new Map([['siteConfig.minAge', 16]])));
    expect(age.ok ? null : age.issues[0]!.field).toBe('siteConfig.minAge');
  });

  it('refuse a merged brand that fails the cross-field checks, naming the setting', () => {
    const hidden = validateMerged(applyOverrides(vip(), new Map<string, unknown>([['hiddenLanguages', ['en']]])));
    expect(hidden).toEqual({ ok: false, issues: [{ field: 'hiddenLanguages', message: 'the default language cannot be hidden from guests' }] });
    const lang = validateMerged(applyOverrides(vip(), new Map<string, unknown>([['defaultLanguage', 'az']])));
    expect(lang.ok ? null : lang.issues.map((issue) => issue.field)).toContain('defaultLanguage');
  });

  it('fall back to the level below when a stored level no longer validates', () => {
    const resolved = resolveBrandSettings(vip(), new Map(), new Map([['vip.betportal.test', new Map<string, unknown>([['siteConfig.minAge', 99]])]]));
    expect(resolved.failed[0]!.domain).toBe('vip.betportal.test');
    expect(resolved.domains.get('vip.betportal.test')!.siteConfig!.minAge).toBe(21);
  });

  it('map field paths to their settings', () => {
    expect(settingOfPath(['hiddenLanguages', 0])).toBe('hiddenLanguages');
    expect(settingOfPath(['siteConfig', 'coupon', 'minAmountByCurrency', 'EUR'])).toBe('siteConfig.coupon.minAmountByCurrency');
    expect(settingOfPath(['footer', 'legal'])).toBeNull();
  });
});
