/**
 * Which document a visitor of a language sees (spec §2 Information: a page in another language is
 * shown only when an editor marked it untranslated for this one, with its language named, so a
 * visitor never meets a silent fallback). A CMS document is stored per
 * language (`cms_documents.language`); a page built in the editor may also carry its texts for
 * several languages inside (localized props). For a page language `lng`, in the order
 * `lng`, the brand's default language, English:
 * - the document written in `lng` is served as it is;
 * - a document of another language whose title is written in `lng` (its texts are localized
 *   inside, like the footer) is served as a `lng` document, without a notice;
 * - a document of another language whose root `untranslated` names `lng` is served with the
 *   notice "shown in <its language>";
 * - anything else is not served in `lng` (the page answers 404, a list leaves it out).
 */
import type { LocalizedText } from '../../../schemas/blocks.ts';

/** What the rule reads of a document. */
export interface DocumentLanguages {
  /** The language the document is stored in. */
  language: string;
  /** Its root title, per language. */
  title: LocalizedText;
  /** Its root `untranslated` list (`"kz, ar"`), if any. */
  untranslated?: string | undefined;
}

/** The codes of a root `untranslated` list. */
export function untranslatedLanguages(list: string | undefined): string[] {
  return (list ?? '').split(',').map((code) => code.trim()).filter(Boolean);
}

/**
 * The language a document is served as for `lng` (its own: shown with a notice; `lng`: in the
 * page language), or null when it must not be served in `lng`.
 */
export function servedLanguage(doc: DocumentLanguages, lng: string): string | null {
  if (doc.language === lng || doc.title[lng] !== undefined) return lng;
  return untranslatedLanguages(doc.untranslated).includes(lng) ? doc.language : null;
}

/** The languages to look in for a page language, in order: it, the brand default, English. */
export function lookupOrder(lng: string, defaultLanguage: string, fallback: string): string[] {
  return [...new Set([lng, defaultLanguage, fallback])];
}
