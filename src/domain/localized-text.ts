/**
 * Picks the text of an editor-written localized value for a page language: the page language,
 * then the brand default, then English, then any language present.
 */
import { FALLBACK_LANGUAGE } from '../../schemas/language.ts';
import type { LocalizedText } from '../../schemas/blocks.ts';

/** The text for `lng`, or '' for an absent value. */
export function pickText(text: LocalizedText | undefined, lng: string, brandDefault: string): string {
  if (!text) return '';
  return text[lng] ?? text[brandDefault] ?? text[FALLBACK_LANGUAGE] ?? Object.values(text).find(Boolean) ?? '';
}
