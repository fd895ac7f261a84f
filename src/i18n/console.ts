/**
 * i18n of the staff console: its own dictionaries (`src/i18n/console/<lng>.json`), in
 * English and Russian; the console's language comes from `?lang=`, then its cookie, then the
 * browser's Accept-Language, else English.
 */
import Negotiator from 'negotiator';
import i18next, { type TFunction } from 'i18next';
import en from './console/en.json' with { type: 'json' };
import ru from './console/ru.json' with { type: 'json' };

/** Console languages. */
export const CONSOLE_LANGUAGES = ['en', 'ru'] as const;
/** A console language. */
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
/** Cookie remembering the console language. */
export const CONSOLE_LANGUAGE_COOKIE = 'console_lng';

/** The console dictionaries by language. */
export const consoleDictionaries: Readonly<Record<ConsoleLanguage, Readonly<Record<string, string>>>> = { en, ru };

const isConsoleLanguage = (value: string | null | undefined): value is ConsoleLanguage =>
  (CONSOLE_LANGUAGES as readonly string[]).includes(value ?? '');

/** The console language of a request: an explicit choice, else Accept-Language, else English. */
export function consoleLanguage(chosen: string | null | undefined, acceptLanguage: string | null): ConsoleLanguage {
  if (isConsoleLanguage(chosen)) return chosen;
  const negotiated = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([...CONSOLE_LANGUAGES]);
  return isConsoleLanguage(negotiated) ? negotiated : 'en';
}

// One frozen object per language: islands cache their i18next instance by this object.
const MESSAGES: Record<ConsoleLanguage, Readonly<Record<string, string>>> = { en: Object.freeze({ ...en }), ru: Object.freeze({ ...en, ...ru }) };

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, ru: { translation: ru } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The console's text tools for a language: `t`, the BCP 47 locale, and the props of an island. */
export function consoleText(lng: ConsoleLanguage): {
  lng: ConsoleLanguage;
  locale: string;
  t: TFunction;
  island: () => { lng: ConsoleLanguage; locale: string; messages: Readonly<Record<string, string>> };
} {
  const locale = lng === 'ru' ? 'ru-RU' : 'en-GB';
  const messages = MESSAGES[lng];
  return { lng, locale, t: instance.getFixedT(lng), island: () => ({ lng, locale, messages }) };
}
