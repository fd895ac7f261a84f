/**
 * Languages the portal can serve (spec §2 "All routes sit under an optional two-letter lowercase
 * language prefix", §5 language rules). A brand picks its languages from this catalogue; a
 * language is only shippable when `src/i18n/locales/<code>.json` exists (checked by tests).
 */
import { z } from 'zod';

/** Text direction of a script. */
type TextDirection = 'ltr' | 'rtl';

/** One language the portal knows: its URL code, BCP 47 tag for `<html lang>`, and direction. */
export interface LanguageInfo {
  /** Two-letter lowercase code used in URLs, e.g. `ua` (the spec's codes, not always ISO 639-1). */
  code: string;
  /** BCP 47 tag for `<html lang>`, e.g. `uk` for the URL code `ua`. */
  htmlLang: string;
  /** Name of the language in that language, for the language switcher. */
  nativeName: string;
  /** Writing direction; `rtl` sets `<html dir="rtl">`. */
  dir: TextDirection;
}

/** The catalogue. The spec's codes `kz` and `ua` map to ISO `kk` and `uk` for `<html lang>`. */
export const LANGUAGES = {
  ru: { code: 'ru', htmlLang: 'ru', nativeName: 'Русский', dir: 'ltr' },
  en: { code: 'en', htmlLang: 'en', nativeName: 'English', dir: 'ltr' },
  az: { code: 'az', htmlLang: 'az', nativeName: 'Azərbaycan', dir: 'ltr' },
  kz: { code: 'kz', htmlLang: 'kk', nativeName: 'Қазақша', dir: 'ltr' },
  ua: { code: 'ua', htmlLang: 'uk', nativeName: 'Українська', dir: 'ltr' },
  ar: { code: 'ar', htmlLang: 'ar', nativeName: 'العربية', dir: 'rtl' },
  tr: { code: 'tr', htmlLang: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  he: { code: 'he', htmlLang: 'he', nativeName: 'עברית', dir: 'rtl' },
} as const satisfies Record<string, LanguageInfo>;

/** A language code from the catalogue. */
export type LanguageCode = keyof typeof LANGUAGES;

/** The fallback language of spec §5: "if the default is denied, English". */
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** True when `code` is a language of the catalogue. */
export function isLanguageCode(code: string): code is LanguageCode {
  return Object.hasOwn(LANGUAGES, code);
}

/** A language code of the catalogue, e.g. `"ru"`. */
export const languageCodeSchema = z
  .string()
  .refine(isLanguageCode, {
    message: `must be one of the portal's languages: ${Object.keys(LANGUAGES).join(', ')}`,
  })
  .transform((code) => code as LanguageCode);

/** Shape of a URL language prefix (spec §5: "Language prefix must be two lowercase letters"). */
export const LANGUAGE_PREFIX_RE = /^[a-z]{2}$/;
