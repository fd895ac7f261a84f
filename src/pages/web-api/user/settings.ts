/**
 * `GET`/`POST /web-api/user/settings` (office `settings`; spec §3 Global user settings, §7 Office
 * settings "save one setting"): GET answers the player's settings (defaults filled in); POST takes
 * any subset of them, validates the whole and answers the saved settings. 422 setting_invalid for
 * a language the brand does not offer. Players only.
 */
import type { APIRoute } from 'astro';
import { userSettingsPatch } from '../../../../schemas/office-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { saveUserSettings } from '../../../server/office/settings.ts';
import { loadUserSettings } from '../../../server/player-settings.ts';
import { defaultUserSettings, type UserSettings } from '../../../domain/office/settings.ts';

export const GET: APIRoute = (context) =>
  handle(async () => json(await loadUserSettings(await db(), requirePlayer(context), defaultUserSettings(context.locals.brand.theme.colorScheme)), { cacheControl: 'private, no-store' }));

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const patch = await readJson(context.request, userSettingsPatch);
    return saveUserSettings(await db(), playerId, patch as Partial<UserSettings>, context.locals.brand.languages, new Date(), defaultUserSettings(context.locals.brand.theme.colorScheme));
  });
