/**
 * The visual editor's preview of blocks, in the brand's theme (the tokens of
 * `/console-api/cms/theme/{brandId}` scoped to `.cms-preview`). The portal renders the real page
 * with its Astro blocks (and the signed preview link shows it on the brand's domain); here each
 * block is drawn from the same props: known blocks with their look, any other block as its texts.
 *
 * Rich text is never set as HTML and never parsed by the browser: `htmlparser2` (plain JavaScript,
 * no DOM) reads it into a tree that is rebuilt as React elements from an allow-list of tags and
 * attributes, so a payload typed into the editor stays text or is dropped, and no event-handler
 * attribute ever reaches a document.
 */
import { createElement, type ReactNode } from 'react';
import { parseDocument } from 'htmlparser2';
import { RICH_TEXT_TAGS } from '../../../schemas/rich-text-tags.ts';

type Localized = Partial<Record<string, string>>;
type Props = Record<string, unknown>;

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const VOID = new Set(['br', 'hr']);

/** The text of a localized value in `lng`, else any language. */
function pick(value: unknown, lng: string): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const text = value as Localized;
  return text[lng] ?? Object.values(text).find(Boolean) ?? '';
}

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  return /^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href.trim()) ? href.trim() : undefined;
}

/** A node of htmlparser2's tree (domhandler), as far as the preview reads it. */
interface TreeNode {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: TreeNode[];
}

const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title']);

function rebuild(node: TreeNode, key: number): ReactNode {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag' || !node.name) return null;
  const tag = node.name.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = (node.children ?? []).map(rebuild);
  if (!ALLOWED.has(tag)) return children;
  const props: Record<string, unknown> = { key };
  if (tag === 'a') props.href = safeHref(node.attribs?.href ?? null);
  return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

/** Rich text as React elements of allowed tags only. */
function SafeRichText({ html }: { html: string }) {
  const tree = parseDocument(html) as unknown as TreeNode;
  return <div className="rich-text">{(tree.children ?? []).map(rebuild)}</div>;
}

/** Every text of a props object, for blocks without a look of their own here. */
function texts(value: unknown, lng: string): string[] {
  if (typeof value === 'string') return [];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, lng));
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value as Props);
  if (entries.length > 0 && entries.every(([key, inner]) => /^[a-z]{2}$/.test(key) && typeof inner === 'string')) return [pick(value, lng)].filter(Boolean);
  return entries.filter(([key]) => key !== 'id').flatMap(([, inner]) => texts(inner, lng));
}

/** One block's preview. */
export function PreviewBlock({ type, props, lng, media = {} }: { type: string; props: Props; lng: string; media?: Readonly<Record<string, string>> }) {
  const image = typeof props.mediaId === 'string' ? media[props.mediaId] : undefined;
  switch (type) {
    case 'image':
      return image ? <figure className="cms-preview-image"><img src={image} alt={pick(props.alt, lng)} /><figcaption>{pick(props.caption, lng)}</figcaption></figure> : <p className="muted">image</p>;
    case 'banner':
      return (
        <section className={`hero tone-${String(props.tone ?? 'accent')}`}>
          {image && <img src={image} alt={pick(props.alt, lng)} />}
          <h2>{pick(props.title, lng)}</h2>
          {pick(props.text, lng) && <p>{pick(props.text, lng)}</p>}
          {pick(props.ctaLabel, lng) && <span className="button">{pick(props.ctaLabel, lng)}</span>}
        </section>
      );
    case 'hero':
      return (
        <section className={`hero tone-${String(props.tone ?? 'accent')}`}>
          <h1>{pick(props.title, lng)}</h1>
          {pick(props.subtitle, lng) && <p className="hero-subtitle">{pick(props.subtitle, lng)}</p>}
        </section>
      );
    case 'richText':
      return <SafeRichText html={pick(props.html, lng)} />;
    case 'cta':
      return (
        <section className={`cta tone-${props.tone === 'secondary' ? 'surface' : 'accent'}`}>
          {pick(props.title, lng) && <h2>{pick(props.title, lng)}</h2>}
          {pick(props.text, lng) && <p>{pick(props.text, lng)}</p>}
          <span className="button cta-button">{pick(props.label, lng)}</span>
        </section>
      );
    default:
      return (
        <section className="cms-preview-generic" data-block={type}>
          <p className="muted">{type}</p>
          {texts(props, lng).map((text, i) => <p key={i}>{text}</p>)}
        </section>
      );
  }
}
