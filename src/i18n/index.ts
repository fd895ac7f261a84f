/**
 * i18next set-up for the server: one instance per brand, holding every shipped language's
 * dictionary (`src/i18n/locales/<lng>.json`) with the brand's own overrides
 * (`brands/<brand>/dictionaries/<lng>.json`, optional) merged on top. Keys follow the spec
 * (main_error, main_done, header_confirm, ...). Missing keys fall back to English.
 */
import i18next, { type i18n, type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '../../schemas/language.ts';

/** A flat dictionary: key → text with `{{placeholders}}`. */
export type Dictionary = Record<string, string>;

const localeModules = import.meta.glob<Dictionary>('./locales/*.json', { eager: true, import: 'default' });
const brandModules = import.meta.glob<Dictionary>('/brands/*/dictionaries/*.json', { eager: true, import: 'default' });

/** Shipped dictionaries by language code. */
export const dictionaries: Readonly<Record<string, Dictionary>> = Object.fromEntries(
  Object.entries(localeModules).map(([path, dict]) => [/([a-z]{2})\.json$/.exec(path)![1]!, dict]),
);

/** A brand's overrides by language. */
function brandOverrides(brandId: string): Record<string, Dictionary> {
  const out: Record<string, Dictionary> = {};
  for (const [path, dict] of Object.entries(brandModules)) {
    const match = /^\/brands\/([^/]+)\/dictionaries\/([a-z]{2})\.json$/.exec(path);
    if (match && match[1] === brandId) out[match[2]!] = dict;
  }
  return out;
}

const instances = new Map<string, i18n>();

/** The i18next instance of a brand, created on first use. */
function i18nFor(brandId: string): i18n {
  let instance = instances.get(brandId);
  if (!instance) {
    const overrides = brandOverrides(brandId);
    // A language without overrides reads the shipped dictionary itself (i18next only reads
    // resources), so brands share one copy of each instead of one copy per brand.
    const resources = Object.fromEntries(
      Object.entries(dictionaries).map(([lng, dict]) => [lng, { translation: overrides[lng] ? { ...dict, ...overrides[lng] } : dict }]),
    );
    instance = i18next.createInstance();
    void instance.init({
      resources,
      lng: FALLBACK_LANGUAGE,
      fallbackLng: FALLBACK_LANGUAGE,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(brandId, instance);
  }
  return instance;
}

const fixedTs = new Map<string, TFunction>();
/** Texts of plain `t(key)` calls kept per brand × language: at most every key of the dictionaries, bounded for safety. */
const PLAIN_TEXTS_LIMIT = 50_000;

/**
 * A translation function for a brand and language, made once per brand × language. A plain
 * `t(key)` (no options: no interpolation, count or context) is looked up through i18next on its
 * first call and then answered from a per-language map, since dictionaries do not change while
 * the server runs (brand overrides are built in); any other call goes to i18next.
 */
export function tFor(brandId: string, lng: LanguageCode): TFunction {
  const cacheKey = `${brandId}\u0000${lng}`;
  let t = fixedTs.get(cacheKey);
  if (!t) {
    const fixed = i18nFor(brandId).getFixedT(lng);
    const plain = new Map<string, string>();
    const fast = (...args: unknown[]): unknown => {
      const key = args[0];
      if (args.length === 1 && typeof key === 'string') {
        let text = plain.get(key);
        if (text === undefined) {
          text = fixed(key);
          if (plain.size < PLAIN_TEXTS_LIMIT) plain.set(key, text);
        }
        return text;
      }
      return (fixed as unknown as (...a: unknown[]) => unknown)(...args);
    };
    t = fast as unknown as TFunction;
    fixedTs.set(cacheKey, t);
  }
  return t;
}

const subsets = new Map<string, Readonly<Dictionary>>();

/**
 * The subset of a brand's dictionary an island needs, resolved for `lng` (with the English
 * fallback applied), so islands ship only the strings they use. Memoised: the same brand,
 * language and keys always give the same frozen object, which islands use as a cache key.
 */
export function messagesFor(brandId: string, lng: LanguageCode, keys: readonly string[]): Readonly<Dictionary> {
  const cacheKey = `${brandId}\u0000${lng}\u0000${keys.join(',')}`;
  let subset = subsets.get(cacheKey);
  if (!subset) {
    const instance = i18nFor(brandId);
    const raw = (code: string, key: string) => instance.getResource(code, 'translation', key) as string | undefined;
    subset = Object.freeze(Object.fromEntries(keys.map((key) => [key, raw(lng, key) ?? raw(FALLBACK_LANGUAGE, key) ?? key])));
    subsets.set(cacheKey, subset);
  }
  return subset;
}

/** The text tools of a server-rendered component: its language, BCP 47 locale, `t`, and island props. */
export interface PageText {
  lng: LanguageCode;
  /** BCP 47 tag of `lng`, for Intl formatting. */
  locale: string;
  t: TFunction;
  /** The `lng`, `locale` and `messages` (only `keys`) props an island takes. */
  island: (keys: readonly string[]) => { lng: LanguageCode; locale: string; messages: Readonly<Dictionary> };
}

/** {@link PageText} for a brand and language. */
export function pageText(brandId: string, lng: LanguageCode): PageText {
  const locale = LANGUAGES[lng].htmlLang;
  return { lng, locale, t: tFor(brandId, lng), island: (keys) => ({ lng, locale, messages: messagesFor(brandId, lng, keys) }) };
}
