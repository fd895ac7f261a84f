/**
 * API step, for pass-through paths (APIs, per-brand assets): the answer's language
 * (`locals.lng`: `?lang`, `X-Language`, then a logged-in player's saved language, then the brand's
 * default; the saved language is read only for a request that names none), and the terms guard — a write to a
 * player API while the player's terms are out of date is 451 terms_not_accepted (spec §4 Terms,
 * §8), except the APIs a player needs then. Pages go on untouched.
 */
import type { MiddlewareHandler } from 'astro';
import { chooseLanguage } from '../../domain/language.ts';
import { TERMS_EXCEPTION_CODE, TERMS_HTTP_STATUS } from '../../domain/player/terms.ts';
import { json } from '../http.ts';
import { isPassThrough } from '../paths.ts';
import { isPlayerApiPath, termsChanged } from './session.ts';
import { getDatabase } from '../database.ts';
import { loadUserSettings } from '../player-settings.ts';

/**
 * API writes allowed while the player's terms are out of date; the limit service stays open so
 * that a player can always set a limit or exclude themself.
 */
const TERMS_FREE_APIS = ['/web-api/auth/', '/web-api/user/terms/', '/limit-service-api/', '/social-api/'];

const termsRefusal = () => json(
  { exception_code: TERMS_EXCEPTION_CODE, errors: [{ status: '451', code: 'terms_not_accepted', title: 'terms not accepted', detail: 'Accept the updated terms to continue.' }] },
  { status: TERMS_HTTP_STATUS },
);

/** The step: sets `locals.lng` of a pass-through request, refuses a write under changed terms. */
export const apiStep: MiddlewareHandler = async ({ request, url, locals }, next) => {
  if (!isPassThrough(url.pathname)) return next();
  const asked = [url.searchParams.get('lang'), request.headers.get('x-language')];
  if (!asked.some(Boolean) && locals.playerId !== undefined) {
    const { db } = await getDatabase();
    asked.push((await loadUserSettings(db, locals.playerId)).language);
  }
  locals.lng = chooseLanguage(locals.brand, asked, locals.player !== undefined);
  const guarded = isPlayerApiPath(url.pathname) && request.method !== 'GET' && !TERMS_FREE_APIS.some((prefix) => url.pathname.startsWith(prefix));
  return guarded && termsChanged(locals.brand, locals.player) ? termsRefusal() : next();
};
