/** The settings page (spec §2 `office/settings`; §3 Global user settings) of the logged-in player. */
import type { SettingsPageData } from '../../domain/pages/office-security.ts';
import { LANGUAGES } from '../../../schemas/language.ts';
import { availableLanguages } from '../../domain/language.ts';
import { feedSports } from '../../domain/feed/slugs.ts';
import { db } from '../endpoint.ts';
import { loadUserSettings } from '../player-settings.ts';
import { defaultUserSettings } from '../../domain/office/settings.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the page; the resolver sends guests to the login form first. */
export const loadOfficeSettings: PageLoader<SettingsPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  return pageData({
    kind: 'settings',
    settings: ctx.userSettings ?? await loadUserSettings(await db(), ctx.playerId, defaultUserSettings(ctx.brand.theme.colorScheme)),
    languages: availableLanguages(ctx.brand, true).map((code) => ({ code, name: LANGUAGES[code].nativeName })),
    sports: feedSports().map((sport) => ({ sportId: sport.sportId, name: (sport.names as Record<string, string | undefined>)[ctx.lng] ?? sport.names.en! })),
  });
};
