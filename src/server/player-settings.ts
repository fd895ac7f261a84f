/**
 * Reading a player's global user settings (spec §3; saved by src/server/office/settings.ts): a
 * foundation of src/server/, since pages, the API middleware and money refusals (the player's time
 * zone in "until …", src/server/responsible/refusal.ts) all read them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { playerSettings } from './db/schema.ts';
import { userSettingsSchema } from '../../schemas/office-api.ts';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../domain/office/settings.ts';

/**
 * The player's settings; `defaults` when none are stored (the brand's: `defaultUserSettings` of
 * src/domain/office/settings.ts). A stored object that no longer validates (a setting dropped from
 * the schema) falls back to the defaults.
 */
export async function loadUserSettings(db: Db, playerId: number, defaults: UserSettings = DEFAULT_USER_SETTINGS): Promise<UserSettings> {
  const [row] = await db.select({ settings: playerSettings.settings }).from(playerSettings).where(eq(playerSettings.playerId, playerId));
  return userSettingsFrom(row?.settings ?? null, defaults);
}

/**
 * The settings of a stored settings object (player_settings.settings, or null when none is
 * stored) over `defaults`, by the rule of {@link loadUserSettings}; for readers that fetched the
 * row with something else (the session query, src/server/auth/sessions.ts).
 */
export function userSettingsFrom(stored: unknown, defaults: UserSettings = DEFAULT_USER_SETTINGS): UserSettings {
  if (stored === null || typeof stored !== 'object') return defaults;
  const parsed = userSettingsSchema.safeParse({ ...defaults, ...stored });
  return parsed.success ? (parsed.data as UserSettings) : defaults;
}
