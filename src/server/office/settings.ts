/**
 * A player's global user settings (spec §3; office `settings`): read with the defaults of spec §9
 * filled in, and saved as a validated whole (`userSettingsSchema`), per player. Pages read them to
 * apply them (coefficient view, time zone and clock, hidden sports, language).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playerSettings } from '../db/schema.ts';
import { loadUserSettings } from '../player-settings.ts';
import { AppError } from '../errors.ts';
import { userSettingsSchema, type OneSetting } from '../../../schemas/office-api.ts';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../domain/office/settings.ts';

/**
 * Saves a validated subset of the settings over the stored ones, in one statement (upsert).
 * @param offeredLanguages the brand's languages: a language outside them is refused
 * @param defaults the brand's defaults, for fields never saved
 * @throws AppError setting_invalid (422) for a language the brand does not offer
 */
export async function saveUserSettings(
  db: Db, playerId: number, patch: Partial<UserSettings>, offeredLanguages: readonly string[], now = new Date(), defaults: UserSettings = DEFAULT_USER_SETTINGS,
): Promise<UserSettings> {
  if (patch.language != null && !offeredLanguages.includes(patch.language)) {
    throw new AppError('setting_invalid', 'This language is not offered here.', { fields: ['language'] });
  }
  const next = userSettingsSchema.parse({ ...(await loadUserSettings(db, playerId, defaults)), ...patch }) as UserSettings;
  await db
    .insert(playerSettings)
    .values({ playerId, settings: next, updatedAt: now })
    .onConflictDoUpdate({ target: playerSettings.playerId, set: { settings: sql`excluded.settings`, updatedAt: now } });
  return next;
}

/**
 * The patch of one setting saved as spec §7 `{ id, value }`: a top-level setting as itself, a
 * mailing setting merged into the player's current mailing settings.
 */
export function patchOfSetting(setting: OneSetting, current: UserSettings): Partial<UserSettings> {
  if (setting.id in current.mailing) return { mailing: { ...current.mailing, [setting.id]: setting.value } };
  return { [setting.id]: setting.value } as Partial<UserSettings>;
}
