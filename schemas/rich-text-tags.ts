/** Tags an editor may use in rich text (issue 13): the allow-list of `schemas/rich-text.ts`, also used by the editor's preview. */
export const RICH_TEXT_TAGS = [
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'a',
  'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;
