/**
 * Language rules of spec §2 and §5: which languages a visitor may use, and which one a visitor
 * without (or with a refused) URL prefix is sent to.
 */
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '../../schemas/language.ts';

/** What the rules need to know of a brand. */
export interface BrandLanguages {
  /** The brand's languages. */
  languages: readonly LanguageCode[];
  /** The brand's default language. */
  defaultLanguage: LanguageCode;
  /** Languages hidden from guests. */
  hiddenLanguages: readonly LanguageCode[];
}

/** Language codes that browsers send but the spec spells differently (ISO → spec). */
const ALIASES: Record<string, string> = { uk: 'ua', kk: 'kz', iw: 'he' };

/**
 * Normalises a browser or cookie language tag to a portal code: `en-GB` → `en`, `uk` → `ua`.
 * Returns null for anything that is not a known language ("the unknown language is excluded").
 */
export function normaliseLanguage(tag: string | null | undefined): LanguageCode | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = ALIASES[primary] ?? primary;
  return isLanguageCode(code) ? code : null;
}

/**
 * The languages a visitor may use: the brand's languages, less the hidden ones for guests
 * (spec §5: "hidden languages are excluded for unauthorised users").
 */
export function availableLanguages(brand: BrandLanguages, isAuthenticated: boolean): LanguageCode[] {
  return brand.languages.filter((code) => isAuthenticated || !brand.hiddenLanguages.includes(code));
}

/**
 * Picks the visitor's language (spec §5): the first preferred language that is available; else
 * the brand default; if the default is denied, English; if English is not offered either, the
 * first available language.
 * @param preferred the visitor's languages in order of preference (cookie, then Accept-Language)
 */
export function chooseLanguage(
  brand: BrandLanguages,
  preferred: readonly (string | null | undefined)[],
  isAuthenticated: boolean,
): LanguageCode {
  const available = availableLanguages(brand, isAuthenticated);
  for (const tag of preferred) {
    const code = normaliseLanguage(tag);
    if (code && available.includes(code)) return code;
  }
  if (available.includes(brand.defaultLanguage)) return brand.defaultLanguage;
  if (available.includes(FALLBACK_LANGUAGE)) return FALLBACK_LANGUAGE;
  return available[0] ?? brand.defaultLanguage;
}
