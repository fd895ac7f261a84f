/**
 * `GET`/`POST /web-api/user/settings` (office `settings`; spec §3 Global user settings, §7 Office
 * settings "save one setting (id, value)"): GET answers the player's settings (defaults filled in);
 * POST takes one setting as `{ id, value }` (an id of `SettingId`: a setting's name, or a mailing
 * setting such as `enable_mail_news`) or any subset of them by name, validates the whole and
 * answers the saved settings. 400 naming the field for an unknown id or a bad value; 422
 * setting_invalid for a language the brand does not offer. Players only.
 */
import type { APIRoute } from 'astro';
import { userSettingsSaveBody } from '../../../../schemas/office-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { patchOfSetting, saveUserSettings } from '../../../server/office/settings.ts';
import { loadUserSettings } from '../../../server/player-settings.ts';
import { defaultUserSettings, type UserSettings } from '../../../domain/office/settings.ts';

export const GET: APIRoute = (context) =>
  handle(async () => json(await loadUserSettings(await db(), requirePlayer(context), defaultUserSettings(context.locals.brand.theme.colorScheme)), { cacheControl: 'private, no-store' }));

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const body = await readJson(context.request, userSettingsSaveBody);
    const defaults = defaultUserSettings(context.locals.brand.theme.colorScheme);
    const database = await db();
    const patch = 'id' in body ? patchOfSetting(body, await loadUserSettings(database, playerId, defaults)) : (body as Partial<UserSettings>);
    return saveUserSettings(database, playerId, patch, context.locals.brand.languages, new Date(), defaults);
  });
