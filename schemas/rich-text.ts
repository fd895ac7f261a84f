/**
 * Rich text of the CMS (issue 13 "rich text, sanitised on save and on render"): editor-written
 * HTML is cleaned with `sanitize-html` (a well-kept allow-list sanitiser) to a small set of text
 * tags — headings h2–h4, paragraphs, lists, tables, emphasis, quotes, code, links (http, https,
 * mailto, tel and site paths). Everything else (scripts, styles, frames, forms, event-handler
 * attributes, `javascript:` URLs, inline styles) is removed.
 *
 * On save, markup that sanitising would change is refused ({@link richTextProblem}: 422 naming
 * the field); on render the stored HTML is sanitised again ({@link renderRichText}), so a script
 * stored by an older version still comes out inert.
 */
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from './rich-text-tags.ts';

export { RICH_TEXT_TAGS };

const BASE: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'title'], th: ['scope', 'align', 'colspan', 'rowspan'], td: ['align', 'colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text of removed script/style/textarea elements is dropped with them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
};

/** The HTML with only the allowed tags, attributes and URL schemes left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, BASE);
}

/** The same HTML re-serialised without removing anything (to compare with the sanitised form). */
function reserialise(html: string): string {
  return sanitizeHtml(html, { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true, allowedSchemes: ['http', 'https', 'mailto', 'tel', 'javascript', 'data', 'vbscript'], allowProtocolRelative: true, nonTextTags: [] });
}

/**
 * Why `html` cannot be saved, or null when sanitising leaves it as written (up to serialisation):
 * a disallowed tag, attribute or URL scheme (e.g. `<script>`, `onerror=`, `javascript:`).
 */
export function richTextProblem(html: string): string | null {
  return sanitizeRichText(html) === reserialise(html)
    ? null
    : `contains markup that is not allowed (scripts, styles, frames, event handlers or URL schemes other than http, https, mailto, tel); allowed tags: ${RICH_TEXT_TAGS.join(', ')}`;
}

/**
 * Sanitised HTML for the page language `lng`: site paths in links (`/information/rules/1`) get the
 * language prefix (`/en/information/rules/1`, content/README.md "Links"); external links open
 * with `rel="noopener noreferrer"`.
 */
export function renderRichText(html: string, lng: string): string {
  return sanitizeHtml(html, {
    ...BASE,
    allowedAttributes: { ...BASE.allowedAttributes, a: ['href', 'title', 'rel'] },
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        if (href.startsWith('/') && !href.startsWith('//')) return { tagName, attribs: { ...attribs, href: `/${lng}${href === '/' ? '' : href}` } };
        if (/^https?:/i.test(href)) return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
        return { tagName, attribs };
      },
    },
  });
}
