/**
 * Bidirectional text (W3C "Inline markup and bidirectional text in HTML"). Arabic and Hebrew pages
 * are right to left; the names they show — teams, champs, casino games and providers — are often
 * Latin ("2. Bundesliga", "Struff J.L."). Such a name goes in `<bdi dir={textDirection(name)}>`:
 * isolated, so its neutral characters (a leading "2.", a final full stop, a dash) stay inside it and
 * the sentence around it keeps its own order.
 *
 * The direction is not `dir="auto"` (first strong character): a localised name that starts with a
 * Latin word ("ATP البطولات الأربع الكبرى") would then be laid out left to right. A text with any
 * right-to-left letter is right to left; any other text (Latin, Cyrillic, digits only) left to right.
 * Numbers of known direction (coefficients, scores, counts) are `<bdi dir="ltr">` or the CSS rules of
 * src/styles/global.css ("Bidirectional text").
 */

/**
 * Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and
 * their presentation forms) and the right-to-left mark, which Intl writes into Arabic dates
 * ("28‏/11‏/2026" reads right to left).
 */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC\u200F]/;

/** A text's direction: `rtl` when it holds a right-to-left letter or mark, else `ltr`. */
export function textDirection(text: string): 'ltr' | 'rtl' {
  return RTL_LETTER.test(text) ? 'rtl' : 'ltr';
}

/**
 * Stands for a name inside a translated sentence, so the page can render the name in its own `<bdi>`:
 * `aroundSlot(t('sports_champ_games', { champ: SLOT }))` gives the sentence's text before and after it.
 */
export const SLOT = '\u0000';

/** The text before and after {@link SLOT} in a sentence (all of it before, when the sentence has no slot). */
export function aroundSlot(sentence: string): { before: string; after: string } {
  const at = sentence.indexOf(SLOT);
  return at < 0 ? { before: sentence, after: '' } : { before: sentence.slice(0, at), after: sentence.slice(at + SLOT.length) };
}
