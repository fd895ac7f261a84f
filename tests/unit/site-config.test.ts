import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_GROUPS, siteConfigSchema } from '../../schemas/site-config.ts';
import { configGroupQuerySchema, langQuerySchema } from '../../schemas/api.ts';
import { alternateScheme, themeSchema, themeToCss } from '../../schemas/theme.ts';
import { defaultUserSettings } from '../../src/domain/office/settings.ts';
import { mainBrandJson } from '../helpers/brand-fixture.ts';

describe('site config schema (spec §3, §7)', () => {
  it('puts every field in exactly one group', () => {
    const fields = Object.keys(siteConfigSchema.shape).sort();
    const grouped = Object.values(SITE_CONFIG_GROUPS).flat();
    expect([...grouped].sort()).toEqual(fields);
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('carries every field the spec lists', () => {
    const spec = [
      'maintenance', 'licenceMetaTag', 'groupId', 'isRegistrationAllowed', 'isVipDomain', 'minAge', 'needShowAgePopup',
      'isAutoLogoffEnable', 'autoLogoffInactiveMinutes', 'remindPopupConfig', 'consultantParams', 'isAvailableCallback',
      'hasSupportMultiButton', 'langsHiddenCallback', 'showFirstStepTeamCash', 'showModalAgentNetwork', 'isOneTapAuthEnabled',
      'geoCountryId', 'geoCurrency', 'isSnowfallVisible', 'isShowBtnScrollToTop', 'scrollToTopType', 'homepageType',
      'isShowIdentification', 'promoBonusToOffer',
    ];
    expect(Object.keys(siteConfigSchema.shape)).toEqual(expect.arrayContaining(spec));
    expect(Object.keys(siteConfigSchema.shape.maintenance.shape)).toEqual([
      'started_at', 'ended_at', 'notify_started_at', 'notify_ended_at', 'isActive', 'web_state',
    ]);
  });

  it('refuses a maintenance date that is not ISO 8601', () => {
    const config = mainBrandJson().siteConfig;
    config.maintenance.started_at = '01/12/2026 10:00';
    const result = siteConfigSchema.safeParse(config);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['maintenance', 'started_at']);
  });
});

describe('config API queries', () => {
  it('splits and validates group names', () => {
    expect(configGroupQuerySchema.parse({ groups: 'maintenance, layout' }).groups).toEqual(['maintenance', 'layout']);
    const bad = configGroupQuerySchema.safeParse({ groups: 'maintenance,nope' });
    expect(bad.error?.issues[0]?.message).toMatch(/^unknown group "nope"; known groups: maintenance, /);
    expect(configGroupQuerySchema.safeParse({ groups: ',' }).success).toBe(false);
    expect(configGroupQuerySchema.safeParse({}).success).toBe(false);
  });

  it('accepts only known languages', () => {
    expect(langQuerySchema.parse({ lang: 'ua' })).toEqual({ lang: 'ua' });
    expect(langQuerySchema.safeParse({ lang: 'xx' }).success).toBe(false);
    expect(langQuerySchema.safeParse({ lang: 'en', extra: '1' }).success).toBe(false);
  });
});

describe('theme tokens', () => {
  it('become CSS custom properties inside @layer brand', () => {
    const css = themeToCss(themeSchema.parse(mainBrandJson().theme));
    expect(css).toMatch(/^@layer brand \{\n {2}:root \{\n {4}color-scheme: light;/);
    expect(css).toContain('--color-accent: #0b7a43;');
    expect(css).toContain('--radius: 10px;');
    expect(css).toContain("--font-body: system-ui, 'Segoe UI', Roboto, sans-serif;");
  });

  it('give the other colour scheme to a player who chooses it (data-theme on the root)', () => {
    const theme = themeSchema.parse(mainBrandJson().theme);
    const css = themeToCss(theme);
    const alternate = /:root\[data-theme="dark"\] \{([^}]*)\}/.exec(css);
    expect(alternate, css).not.toBeNull();
    expect(alternate![1]).toContain('color-scheme: dark;');
    expect(alternate![1]).toContain(`--color-bg: ${theme.alternate.background};`);
    expect(alternate![1]).toContain(`--color-accent: ${theme.alternate.accent};`);
    expect(alternateScheme({ colorScheme: 'dark' })).toBe('light');
    expect(defaultUserSettings('dark').appTheme).toBe(1);
    expect(defaultUserSettings('light').appTheme).toBe(0);
  });

  it('refuse an alternate palette colour that could inject CSS', () => {
    const theme = mainBrandJson().theme;
    expect(themeSchema.safeParse({ ...theme, alternate: { ...theme.alternate, text: 'red; } * {' } }).success).toBe(false);
    expect(themeSchema.safeParse({ ...theme, alternate: undefined }).success).toBe(false);
  });
});
