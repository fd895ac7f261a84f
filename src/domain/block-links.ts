/**
 * Link targets written by editors in blocks (schemas/blocks.ts `linkHrefSchema`): a path of the
 * site gets the page language in front (unless it already has a language prefix); an https URL
 * is kept and marked external.
 */
import type { LanguageCode } from '../../schemas/language.ts';
import { localizedHref, splitLanguagePrefix } from './routing/language-prefix.ts';

/** The href to render and whether it leaves the site. */
export function blockHref(lng: LanguageCode, href: string): { href: string; external: boolean } {
  if (!href.startsWith('/')) return { href, external: true };
  return { href: splitLanguagePrefix(href).prefix ? href : localizedHref(lng, href), external: false };
}
