/**
 * Session step: sessions live in the database; only pages, the player APIs (/web-api, the limit
 * service) and the block service (its answer depends on the login, spec §6) read them. A logged-in
 * player fills `locals.playerId`, `locals.sessionId` and `locals.player`; on a page, also their
 * saved settings (`locals.userSettings`: coefficient view, time zone, language).
 */
import type { MiddlewareHandler } from 'astro';
import type { LoadedBrand } from '../brands.ts';
import type { SessionPlayer } from '../../domain/player/session-player.ts';
import { getDatabase } from '../database.ts';
import { authenticate, type AuthState } from '../auth/request-auth.ts';
import type { Db } from '../db/client.ts';
import { loadUserSettings, userSettingsFrom } from '../player-settings.ts';
import { defaultUserSettings, type UserSettings } from '../../domain/office/settings.ts';
import { isPassThrough } from '../paths.ts';

/** True for the player APIs: /web-api, the limit service and social sign-in. */
export function isPlayerApiPath(pathname: string): boolean {
  return pathname.startsWith('/web-api/') || pathname.startsWith('/limit-service-api/') || pathname.startsWith('/social-api/');
}

/** True when the path's answer depends on the session: pages, player APIs, the block service. */
function needsSession(pathname: string): boolean {
  return !isPassThrough(pathname) || isPlayerApiPath(pathname) || pathname.startsWith('/blocks-api/');
}

/** True when the player has not accepted the brand's current terms (spec §4 Terms). */
export function termsChanged(brand: LoadedBrand, player: SessionPlayer | undefined): boolean {
  return player !== undefined && brand.siteConfig.isTermsAcceptanceEnabled && player.termsVersion < brand.siteConfig.termsVersion;
}

/**
 * A page's user settings of an authenticated request: those read with a cookie session, or (an API
 * token) read apart; the brand's defaults fill what the player never saved.
 */
export async function pageUserSettings(db: Db, auth: AuthState, brand: LoadedBrand): Promise<UserSettings> {
  const defaults = defaultUserSettings(brand.theme.colorScheme);
  return auth.storedSettings === undefined ? loadUserSettings(db, auth.player.id, defaults) : userSettingsFrom(auth.storedSettings, defaults);
}

/** The step: reads the session (cookie or bearer token) of `locals.brand`, then goes on. */
export const sessionStep: MiddlewareHandler = async ({ request, url, cookies, locals }, next) => {
  if (!needsSession(url.pathname)) return next();
  const { db } = await getDatabase();
  // The direct page path may have read the cookie session already (src/server/direct/page-hit.ts).
  const auth = locals.resolvedAuth ?? (await authenticate(db, request, cookies, locals.brand.id));
  if (!auth) return next();
  locals.playerId = auth.player.id;
  locals.sessionId = auth.session.id;
  locals.player = auth.player;
  if (!isPassThrough(url.pathname)) locals.userSettings = await pageUserSettings(db, auth, locals.brand);
  return next();
};
