/**
 * Tags kept in rich text: the allow-list of `schemas/rich-text.ts`, in a module of its own so the
 * editor's preview (a browser island) can use it without the sanitiser.
 */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
  'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a', 'abbr',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
] as const;
