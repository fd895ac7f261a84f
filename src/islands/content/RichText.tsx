/**
 * Rich text block view (server-rendered, no client script): HTML that the block wrapper
 * (src/components/blocks/RichTextBlock.astro) has passed through `sanitizeRichText` of
 * schemas/rich-text.ts. Never give it unsanitised HTML.
 */

/** Props of the rich text view. */
export interface RichTextProps {
  /** Sanitised HTML. */
  html: string;
  /** Block id for anchors. */
  id?: string | undefined;
}

/** The rich text view. */
export default function RichText({ html, id }: RichTextProps) {
  return <div className="block-rich-text rich-text" id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
