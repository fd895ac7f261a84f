/**
 * The language prefix of a portal path (`/{lng}/...`, spec §2): building a
 * prefixed location and splitting a request path into prefix and rest. Below the route resolver
 * (src/domain/routing/resolve.ts) and the player rules it consults (terms, user transfer), which
 * all read paths without the prefix.
 */
import { LANGUAGE_PREFIX_RE, type LanguageCode } from '../../../schemas/language.ts';

/** Builds `/{lng}{path}?{query}` for a location without prefix. */
export function localizedHref(lng: LanguageCode, path: string, query?: URLSearchParams): string {
  const search = query && [...query].length > 0 ? `?${query.toString()}` : '';
  return `/${lng}${path === '/' ? '' : path}${search}`;
}

/** Splits `/ru/line/x/` into the prefix (or null) and the rest path `/line/x`. */
export function splitLanguagePrefix(pathname: string): { prefix: string | null; rest: string; badPrefix: boolean } {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first !== undefined && first.length === 2) {
    const rest = `/${segments.slice(1).join('/')}`;
    return LANGUAGE_PREFIX_RE.test(first)
      ? { prefix: first, rest, badPrefix: false }
      : { prefix: null, rest, badPrefix: true };
  }
  return { prefix: null, rest: `/${segments.join('/')}`, badPrefix: false };
}
