/**
 * Finds text of a rendered page that is not in the page's language): the
 * visible text nodes and the read-out attributes of the HTML (htmlparser2), each checked against
 * the language the page is in.
 *
 * - **Cyrillic on a page of another script** (en, az, tr, ar, he): any Cyrillic letter. Azerbaijani
 *   is written in the Latin alphabet here, so Cyrillic on an az page is a Russian fallback.
 * - **English on a page of another language**: Latin words of the English dictionary
 *   (`src/i18n/locales/en.json`) that the page language's own dictionary never uses. On pages of a
 *   non-Latin script (ru, kz — Kazakh in Cyrillic —, ua, ar, he) one such word is enough; on
 *   Latin-script pages (az, tr, whose words and English words overlap: "on", "bank", "status")
 *   two in a row, or a text that is a whole English dictionary value the language translates.
 * - **Russian on a Ukrainian or Kazakh page** (both Cyrillic): a text that is a whole Russian
 *   dictionary value the language translates; on ua pages letters Ukrainian has not (ы э ъ ё); on
 *   kz pages a Cyrillic sentence of five words or more with a Russian preposition or conjunction
 *   ("и", "на", "для", …) and without a letter of the Kazakh alphabet that Russian has not
 *   (ә ғ қ ң ө ұ ү һ і).
 * - **A dictionary key as text**: i18next answers the key of a missing entry (`office_menu_foo`).
 *
 * Not text to translate: names (words of the feed's teams, players, referees and tournaments, the
 * catalogue's names in the page language, {@link ALLOWED_NAMES}), {@link CODES}, e-mail and web
 * addresses, codes with digits (`RELOAD50`, a seed hash), `<code>` (cookie names), and a
 * translator's gloss: one to three English-alphabet words in parentheses right after a word
 * (`التعادل مع الخط (Push)`, `Değerli bahis (value bet)`: the English term of a glossary entry).
 */
import { Parser } from 'htmlparser2';

/** One piece of text a reader sees or hears: a text node, or an attribute as `@name: value`. */
interface TextUnit {
  text: string;
  /** `text`, or the attribute's name. */
  source: string;
}

/** Elements whose content is no page text (`code` and its kin: identifiers such as cookie names). */
const NO_TEXT_ELEMENTS = new Set(['script', 'style', 'template', 'code', 'kbd', 'samp']);
/** Attributes whose value is shown (alt, title as a tooltip, placeholder) or read out (aria-label). */
const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];

/**
 * Subtrees left out on purpose, each with its reason:
 * - a link with `hreflang`: the language switcher names each language in that language;
 * - `section.maintenance`: spec §2 fixes the maintenance text to Russian for az, kz, ua and ru
 *   and to English otherwise (src/domain/maintenance.ts); the page around it is checked.
 */
function leftOut(name: string, attrs: Record<string, string>): boolean {
  if ('hreflang' in attrs) return true;
  return name === 'section' && (attrs.class ?? '').split(/\s+/).includes('maintenance');
}

/** The text units of a page: text nodes (whitespace collapsed) and text attributes, in document order. */
export function textUnits(html: string): TextUnit[] {
  const units: TextUnit[] = [];
  // One entry per open element: true when its content is left out.
  const skipped: boolean[] = [];
  // The text since the last tag: the parser hands a text over in pieces (around entities).
  let pending = '';
  const flush = () => {
    const text = pending.replace(/\s+/g, ' ').trim();
    pending = '';
    if (text) units.push({ text, source: 'text' });
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        flush();
        const skip = (skipped.at(-1) ?? false) || NO_TEXT_ELEMENTS.has(name) || leftOut(name, attrs);
        skipped.push(skip);
        if (skip) return;
        for (const attr of TEXT_ATTRIBUTES) {
          const value = attrs[attr]?.replace(/\s+/g, ' ').trim();
          if (value) units.push({ text: value, source: attr });
        }
        if (name === 'meta' && attrs.name === 'description' && attrs.content) units.push({ text: attrs.content.trim(), source: 'meta description' });
      },
      onclosetag() {
        flush();
        skipped.pop();
      },
      ontext(raw) {
        if (!skipped.at(-1)) pending += raw;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return units;
}

/**
 * Names that are the same in every language, each with its reason. Keep this short: a name here
 * is never found untranslated.
 */
const ALLOWED_NAMES: readonly string[] = [
  // The game server's provider (src/server/casino/seed.ts) and the brands (brands/*/brand.json `name`).
  'BetPortal Games', 'BetPortal VIP', 'BetPortal',
  // The casino tournaments' promotion (content/main/promotions/dropsnwins): its name in every language.
  'Drops & wins',
  // The international support service the responsible gaming page refers players to.
  'Gambling Therapy',
];

/**
 * Upper-case codes the same in every language: currencies, the time zone, file sizes, and the
 * identity document's abbreviation ("ID-картка"). Case matters: "try" is an English word, TRY a currency.
 */
const CODES = /\b(?:RUB|EUR|USD|KZT|AZN|UAH|TRY|ILS|UTC|KB|MB|ID)\b/g;

/** Dictionaries by language code: key → text. */
type Dictionaries = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The words and texts the checks compare with, built once per run. */
export interface Vocabulary {
  /** Lower-case Latin words of the English dictionary's texts. */
  englishWords: ReadonlySet<string>;
  /** Lower-case Latin words each language's dictionary uses itself (a loan such as "Live" or "E-mail"). */
  ownWords: Readonly<Record<string, ReadonlySet<string>>>;
  /** Lower-case words of names in every language (feed teams, players, referees, tournaments). */
  nameWords: ReadonlySet<string>;
  /** Lower-case words of names in one language (the catalogue's sport, champ and country names in it), by language. */
  languageNameWords: Readonly<Record<string, ReadonlySet<string>>>;
  /** Whole texts of a dictionary (placeholders dropped), by language. */
  values: Readonly<Record<string, ReadonlySet<string>>>;
}

/** A word: letters (with an apostrophe inside), not part of a code with digits (`RELOAD50`, a hash). */
const WORD = /(?<![\p{L}\p{M}\d])[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*(?![\p{L}\p{M}\d])/gu;
/** A word of the English alphabet only ("Şirlər" and "Türkçe" are none). */
const ASCII_WORD = /^[A-Za-z'’]+$/;
const CYRILLIC = /[\u0400-\u04FF]/;
/** E-mail addresses, web addresses and domain names (`football-data.co.uk`): no words of a language. */
const ADDRESS = /\S+@\S+|https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi;
/** A gloss: one to three English-alphabet words in parentheses right after a word. */
const GLOSS = /(\p{L}[\p{M}]*[\s\u200f]*)\(\s*[A-Za-z]+(?:[ -][A-Za-z]+){0,2}\s*\)/gu;
/** Letters of Russian that Ukrainian does not have. */
const RUSSIAN_ONLY_LETTERS = /[ыэъёЫЭЪЁ]/;
/** Letters of the Kazakh alphabet that Russian has not: a Kazakh sentence has one. */
const KAZAKH_LETTERS = /[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/;
/** Cyrillic words a sentence needs before it is judged Russian or Kazakh. */
const SENTENCE_WORDS = 5;
/** Russian prepositions and conjunctions that are no Kazakh words. */
const RUSSIAN_WORDS = new Set(['и', 'в', 'во', 'на', 'с', 'со', 'по', 'для', 'от', 'из', 'за', 'при', 'что', 'это', 'или', 'как', 'к', 'у', 'о', 'об', 'вы', 'мы', 'вам', 'ваш', 'если']);
/** A snake_case dictionary key: two or more lower-case parts joined by `_`. */
const DICTIONARY_KEY = /^[a-z][a-z0-9]*(?:_[a-z0-9-]+)+$/;
/** Page languages written in Cyrillic (kz: Kazakh in Cyrillic, as the portal's dictionary). */
const CYRILLIC_LANGUAGES = new Set(['ru', 'kz', 'ua']);
/** Page languages written in the Latin alphabet besides English. */
const LATIN_LANGUAGES = new Set(['az', 'tr']);

/** Lower-case words of a text written in the English alphabet only. */
function latinWords(text: string): string[] {
  return (text.match(WORD) ?? []).filter((word) => ASCII_WORD.test(word)).map((word) => word.toLowerCase());
}

/** A dictionary text as it shows with its placeholders filled: placeholders dropped, whitespace collapsed. */
function plainValue(text: string): string {
  return text.replace(/\{\{\w+\}\}/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The vocabulary of the checks.
 * @param names names in every language (the feed's)
 * @param languageNames names by language (the catalogue's)
 */
export function vocabulary(dictionaries: Dictionaries, names: Iterable<string>, languageNames: Readonly<Record<string, Iterable<string>>>): Vocabulary {
  const wordsOf = (texts: Iterable<string>) => new Set([...texts].flatMap((text) => latinWords(text.replace(/\{\{\w+\}\}/g, ' '))));
  return {
    englishWords: wordsOf(Object.values(dictionaries.en!)),
    ownWords: Object.fromEntries(Object.entries(dictionaries).map(([lng, dict]) => [lng, wordsOf(Object.values(dict))])),
    nameWords: wordsOf(names),
    languageNameWords: Object.fromEntries(Object.entries(languageNames).map(([lng, list]) => [lng, wordsOf(list)])),
    values: Object.fromEntries(Object.entries(dictionaries).map(([lng, dict]) => [lng, new Set(Object.values(dict).map(plainValue).filter(Boolean))])),
  };
}

/** One finding: what is wrong, and the text. */
export interface Finding {
  /** `cms-fallback`: a CMS page says its text is in another language (tests add it from the page's notice). */
  kind: 'cyrillic' | 'english' | 'russian' | 'key' | 'cms-fallback';
  text: string;
  /** The English words found (kind `english`). */
  words?: string[];
}

/**
 * The findings of a page's text units for page language `lng`; each distinct text once.
 */
export function untranslated(units: readonly TextUnit[], lng: string, vocab: Vocabulary): Finding[] {
  const own = vocab.ownWords[lng] ?? new Set<string>();
  const ownValues = vocab.values[lng] ?? new Set<string>();
  const names = vocab.languageNameWords[lng] ?? new Set<string>();
  /** An English word this language's text should not have. */
  const english = (word: string) => word.length > 1 && vocab.englishWords.has(word) && !own.has(word) && !vocab.nameWords.has(word) && !names.has(word);
  const findings = new Map<string, Finding>();
  const add = (kind: Finding['kind'], text: string, words?: string[]) => findings.set(`${kind}\u0000${text}`, { kind, text, ...(words ? { words } : {}) });
  for (const { text, source } of units) {
    const shown = source === 'text' ? text : `@${source}: ${text}`;
    if (DICTIONARY_KEY.test(text)) add('key', shown);
    if (!CYRILLIC_LANGUAGES.has(lng) && CYRILLIC.test(text)) add('cyrillic', shown);
    if (lng !== 'en') {
      let prose = text.replace(ADDRESS, ' ').replace(CODES, ' ');
      for (const name of ALLOWED_NAMES) prose = prose.replaceAll(name, ' ');
      prose = prose.replace(GLOSS, '$1');
      const words = latinWords(prose);
      const flagged = words.map(english);
      const whole = plainValue(text);
      const englishValue = vocab.values.en!.has(whole) && !ownValues.has(whole) && flagged.some(Boolean);
      if (LATIN_LANGUAGES.has(lng) ? englishValue || flagged.some((f, i) => f && flagged[i + 1]) : flagged.some(Boolean)) add('english', shown, words.filter((_, i) => flagged[i]));
    }
    if (lng === 'kz' || lng === 'ua') {
      const whole = plainValue(text);
      const russianValue = CYRILLIC.test(whole) && vocab.values.ru!.has(whole) && !ownValues.has(whole);
      const russianSentence = lng === 'ua'
        ? RUSSIAN_ONLY_LETTERS.test(text)
        : text.split(/[.!?;:]\s/).some((sentence) => {
          const words = (sentence.match(/[\u0400-\u04FF]+/g) ?? []).map((w) => w.toLowerCase());
          return words.length >= SENTENCE_WORDS && !KAZAKH_LETTERS.test(sentence) && words.some((w) => RUSSIAN_WORDS.has(w));
        });
      if (russianValue || russianSentence) add('russian', shown);
    }
  }
  return [...findings.values()];
}
