/**
 * Island messages for stories, taken from the real dictionaries (src/i18n/locales/*.json) the way
 * the server's `messagesFor` does it: only the keys the island exports, the page language first,
 * then English. A key missing from English throws, so a story never shows a raw key.
 */
import en from '../src/i18n/locales/en.json';
import type { Dictionary } from '../src/i18n/index.ts';

/** The entries of `keys` from `dictionary`, falling back to English. */
export function pickMessages(keys: readonly string[], dictionary: Dictionary = en): Dictionary {
  const english: Dictionary = en;
  return Object.fromEntries(
    keys.map((key) => {
      const text = dictionary[key] ?? english[key];
      if (text === undefined) throw new Error(`dictionary key "${key}" is missing from en.json`);
      return [key, text];
    }),
  );
}
