/**
 * A player's global user settings (spec §3; office `settings`): read with the defaults of spec §9
 * filled in, and saved as a validated whole (`userSettingsSchema`), per player. Pages read them to
 * apply them (coefficient view, time zone and clock, hidden sports, language).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playerSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { userSettingsSchema } from '../../../schemas/office-api.ts';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../domain/office/settings.ts';

/**
 * The player's settings; `defaults` when none are stored (the brand's: `defaultUserSettings` of
 * src/domain/office/settings.ts). A stored object that no longer validates (a setting dropped from
 * the schema) falls back to the defaults.
 */
export async function loadUserSettings(db: Db, playerId: number, defaults: UserSettings = DEFAULT_USER_SETTINGS): Promise<UserSettings> {
  const [row] = await db.select({ settings: playerSettings.settings }).from(playerSettings).where(eq(playerSettings.playerId, playerId));
  if (!row) return defaults;
  const merged = { ...defaults, ...(row.settings as object) };
  const parsed = userSettingsSchema.safeParse(merged);
  return parsed.success ? (parsed.data as UserSettings) : defaults;
}

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
