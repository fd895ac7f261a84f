/**
 * Rich text of the CMS: editor-written HTML reduced to a small, inert subset by
 * sanitize-html. The one function {@link sanitizeRichText} is called when a page is saved (the
 * editor, the seed import of `content/*.md`) AND when a `richText`, `tabs` or `accordion` block is
 * rendered, so text stored by an older version is still made inert on the way out.
 *
 * Kept: paragraphs, headings h2–h4, emphasis, lists, quotes, code, tables, line breaks and links
 * (`href` relative, `#anchor`, `https:`, `http:`, `mailto:`, `tel:` only; `title`). Everything else
 * goes: scripts and styles with their content, event handlers, `style` and `class` attributes (the
 * portal's CSP forbids inline styles), iframes, forms, images (images come from the media library
 * through the image block), `javascript:`/`data:` URLs and protocol-relative links. A link opening
 * a new window is not offered (no `target`).
 *
 * {@link richTextProblem} says whether an input holds anything the sanitiser would remove, so a save
 * carrying a script is refused (422 naming the field) instead of being silently changed.
 */
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from './rich-text-tags.ts';

;

/** URL schemes kept in links (relative URLs are always kept). */
const RICH_TEXT_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const;

const STRICT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'title'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped together with the tag, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title', 'svg', 'math'],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
};

/**
 * The same parse and serialisation with nothing removed: what the input "is" once normalised, to
 * compare with the sanitised result ({@link richTextProblem}).
 */
const PERMISSIVE: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: true,
  allowVulnerableTags: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
};

/**
 * Sanitises editor-written HTML: the safe subset described in this module, as an HTML string
 * (entities normalised). Safe to insert into a page as markup. Idempotent.
 * @param html any string (untrusted)
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, STRICT).trim();
}

/**
 * Null when `html` holds nothing the sanitiser removes, else a sentence saying what is not allowed.
 * Differences of form only (quoting, entity spelling, unclosed tags) are not problems.
 */
export function richTextProblem(html: string): string | null {
  const kept = sanitizeRichText(html);
  const whole = sanitizeHtml(html, PERMISSIVE).trim();
  if (kept === whole) return null;
  return `holds markup that is not allowed in rich text (scripts, styles, event handlers, embedded content or unsafe links); allowed tags: ${RICH_TEXT_TAGS.join(', ')}`;
}

/**
 * Sanitised rich text for a page in language `lng`: {@link sanitizeRichText}, and site paths in
 * links (`/information/rules/1`) get the language prefix (`/en/information/rules/1`,
 * content/README.md "Links"); external links get `rel="noopener noreferrer"`.
 */
export function renderRichText(html: string, lng: string): string {
  return sanitizeHtml(html, {
    ...STRICT,
    allowedAttributes: { ...STRICT.allowedAttributes, a: ['href', 'title', 'rel'] },
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        if (href.startsWith('/') && !href.startsWith('//')) return { tagName, attribs: { ...attribs, href: `/${lng}${href === '/' ? '' : href}` } };
        if (/^https?:/i.test(href)) return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
        return { tagName, attribs };
      },
    },
  }).trim();
}
