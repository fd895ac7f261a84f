/**
 * The languages a request asks for, read by the flags and page decision steps (spec §3 language).
 */
import Negotiator from 'negotiator';
import type { LoadedBrand } from '../brands.ts';
import { chooseLanguage, normaliseLanguage } from '../../domain/language.ts';

/** The `lng` cookie's language (when given) first, then the Accept-Language ones, best first. */
export function preferredLanguages(request: { headers: Pick<Headers, 'get'> }, cookie: string | undefined): string[] {
  const accepted = new Negotiator({ headers: { 'accept-language': request.headers.get('accept-language') ?? '' } }).languages();
  return cookie ? [cookie, ...accepted] : accepted;
}

/**
 * The language of a request for the flag evaluation context: the page's language prefix when it
 * is one of the brand's, else the language the request would get (`?lang`, `X-Language`, cookie,
 * Accept-Language, brand default).
 */
export function contextLanguage(brand: LoadedBrand, url: URL, request: { headers: Pick<Headers, 'get'> }, isAuthenticated: boolean): string {
  const prefix = normaliseLanguage(/^\/([a-z]{2})(?:\/|$)/.exec(url.pathname)?.[1]);
  if (prefix && brand.languages.includes(prefix)) return prefix;
  return chooseLanguage(brand, [url.searchParams.get('lang'), request.headers.get('x-language'), ...preferredLanguages(request, undefined)], isAuthenticated);
}
