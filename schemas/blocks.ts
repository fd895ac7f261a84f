/**
 * Props of every page block, one map (the Puck/dub pattern): the registry
 * (`src/registry/index.ts`) must have an entry for each key, and the page-schema union
 * (`schemas/page.ts`) is derived from the registry's schemas. Text an editor writes is
 * {@link localizedTextSchema}: one string per language, resolved with fallbacks at render time.
 */
import { z } from 'zod';
import { languageCodeSchema } from './language.ts';
import { richTextProblem } from './rich-text.ts';

/**
 * Text per language, e.g. `{ "ru": "Привет", "en": "Hello" }`. At least one language.
 * Rendering picks the page language, then the brand default, then English (see `pickText`).
 */
export const localizedTextSchema = (max: number) =>
  z
    .partialRecord(languageCodeSchema, z.string().trim().min(1).max(max))
    .refine((value) => Object.keys(value).length > 0, 'needs a text in at least one language');

/** Localized text as stored. */
export type LocalizedText = Partial<Record<string, string>>;

/** Visual tone of a block, mapped to theme tokens. */
export const toneSchema = z.enum(['accent', 'surface', 'plain']);

/** Props of the page root (document title and description). */
export const rootPropsSchema = z.strictObject({
  /** Document title, shown in the browser tab and search results. */
  title: localizedTextSchema(120),
  /** Meta description for search engines. */
  description: localizedTextSchema(300).optional(),
});

/** Large banner at the top of a page. */
export const heroPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Headline. */
  title: localizedTextSchema(120),
  /** Line under the headline. */
  subtitle: localizedTextSchema(300).optional(),
  /** Colour treatment. */
  tone: toneSchema.default('accent'),
});

/** Icons available to info cards (drawn inline, no remote assets). */
export const ICONS = ['ball', 'live', 'shield', 'clock', 'card', 'star', 'support'] as const;

/** A grid of short cards: a title and a text each. */
export const infoCardsPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading over the grid. */
  title: localizedTextSchema(120).optional(),
  /** The cards, 1 to 12. */
  items: z
    .array(
      z.strictObject({
        /** Icon drawn before the title. */
        icon: z.enum(ICONS),
        /** Card title. */
        title: localizedTextSchema(80),
        /** Card text. */
        text: localizedTextSchema(400),
      }),
    )
    .min(1)
    .max(12),
});

/** Promotions carousel (React island): one slide visible, previous/next buttons. */
export const promoCarouselPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Accessible name of the carousel region. */
  label: localizedTextSchema(80),
  /** Slides, 1 to 10. */
  slides: z
    .array(
      z.strictObject({
        /** Slide headline. */
        title: localizedTextSchema(120),
        /** Slide text. */
        text: localizedTextSchema(400),
        /** Colour treatment. */
        tone: toneSchema.default('surface'),
      }),
    )
    .min(1)
    .max(10),
});

/** Questions and answers (React island): each answer expands under its question. */
export const faqPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120),
  /** Question and answer pairs, 1 to 30. */
  items: z
    .array(
      z.strictObject({
        /** The question. */
        question: localizedTextSchema(200),
        /** The answer, plain text. */
        answer: localizedTextSchema(2000),
      }),
    )
    .min(1)
    .max(30),
});

/**
 * Top games (spec §3 Market isTop: at least 10 markets): the next upcoming top games of the feed,
 * server-rendered with their 1X2 buttons (React island). Renders nothing for a brand without
 * sports.
 */
export const topGamesPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120),
  /** Games shown, 1 to 30. */
  limit: z.number().int().min(1).max(30).default(8),
});

/**
 * Editor-written HTML per language (rich text): each language's HTML must survive sanitising
 * unchanged (`schemas/rich-text.ts`), so a script, event handler or `javascript:` link is refused
 * naming its language field. Metadata `{ editor: 'richText' }` for the visual editor.
 */
export const localizedHtmlSchema = (max: number) =>
  z
    .partialRecord(
      languageCodeSchema,
      z.string().trim().min(1).max(max).superRefine((html, ctx) => {
        const problem = richTextProblem(html);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    )
    .refine((value) => Object.keys(value).length > 0, 'needs a text in at least one language')
    .meta({ editor: 'richText' });

/** A link target: a site path without the language prefix (`/information/rules/1`) or an https URL. */
export const linkHrefSchema = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)[A-Za-z0-9\-._~/?=&%#]*|https:\/\/[^\s"'<>]+)$/, 'a site path starting with / or an https:// URL');

/**
 * Rich text (issue 13 item 3; stand-in until the blocks work lands): sanitised HTML per language,
 * headings from h2 (the page title is the h1).
 */
export const richTextPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** The HTML per language. */
  html: localizedHtmlSchema(100_000),
});

/** Call to action (stand-in until the blocks work lands): a heading, a line and one link button. */
export const ctaPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120).optional(),
  /** Line under the heading. */
  text: localizedTextSchema(300).optional(),
  /** Button label. */
  label: localizedTextSchema(60),
  /** Where the button leads. */
  href: linkHrefSchema,
  /** Colour treatment. */
  tone: toneSchema.default('accent'),
});

/** A list of links (the footer's links, related pages). */
export const linkListPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120).optional(),
  /** The links, 1 to 40. */
  links: z
    .array(
      z.strictObject({
        /** Link text. */
        label: localizedTextSchema(80),
        /** Where it leads. */
        href: linkHrefSchema,
      }),
    )
    .min(1)
    .max(40),
});

/** The block props map: block type → props schema. */
export const blockPropsSchemas = {
  hero: heroPropsSchema,
  infoCards: infoCardsPropsSchema,
  promoCarousel: promoCarouselPropsSchema,
  faq: faqPropsSchema,
  topGames: topGamesPropsSchema,
  richText: richTextPropsSchema,
  cta: ctaPropsSchema,
  linkList: linkListPropsSchema,
} as const;

/** A block type. */
export type BlockType = keyof typeof blockPropsSchemas;
/** Validated props of block type `T`. */
export type BlockProps<T extends BlockType> = z.infer<(typeof blockPropsSchemas)[T]>;
/** Props of block type `T` as written in a page file. */
export type BlockPropsInput<T extends BlockType> = z.input<(typeof blockPropsSchemas)[T]>;
