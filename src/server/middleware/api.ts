/**
 * API step, for pass-through paths (APIs, per-brand assets): the answer's language
 * (`locals.lng`: `?lang`, `X-Language`, the brand's default), and the terms guard — a write to a
 * player API while the player's terms are out of date is 451 terms_not_accepted (spec §4 Terms,
 * §8), except the APIs a player needs then. Pages go on untouched.
 */
import type { MiddlewareHandler } from 'astro';
import { chooseLanguage } from '../../domain/language.ts';
import { TERMS_EXCEPTION_CODE, TERMS_HTTP_STATUS } from '../../domain/player/terms.ts';
import { json } from '../http.ts';
import { isPassThrough } from '../paths.ts';
import { isPlayerApiPath, termsChanged } from './session.ts';

/**
 * API writes allowed while the player's terms are out of date; the limit service stays open so
 * that a player can always set a limit or exclude themself.
 */
const TERMS_FREE_APIS = ['/web-api/auth/', '/web-api/user/terms/', '/limit-service-api/'];

const termsRefusal = () => json(
  { exception_code: TERMS_EXCEPTION_CODE, errors: [{ status: '451', code: 'terms_not_accepted', title: 'terms not accepted', detail: 'Accept the updated terms to continue.' }] },
  { status: TERMS_HTTP_STATUS },
);

/** The step: sets `locals.lng` of a pass-through request, refuses a write under changed terms. */
export const apiStep: MiddlewareHandler = ({ request, url, locals }, next) => {
  if (!isPassThrough(url.pathname)) return next();
  locals.lng = chooseLanguage(locals.brand, [url.searchParams.get('lang'), request.headers.get('x-language')], locals.player !== undefined);
  const guarded = isPlayerApiPath(url.pathname) && request.method !== 'GET' && !TERMS_FREE_APIS.some((prefix) => url.pathname.startsWith(prefix));
  return guarded && termsChanged(locals.brand, locals.player) ? termsRefusal() : next();
};
