/**
 * Props of every page block, one map (the Puck/dub pattern): the registry
 * (`src/registry/index.ts`) must have an entry for each key, and the page-schema union
 * (`schemas/page.ts`) is derived from the registry's schemas. Text an editor writes is
 * {@link localizedTextSchema}: one string per language, resolved with fallbacks at render time.
 *
 * Every props schema is built of plain zod types an editor can be shown (strings, enums, numbers,
 * booleans, arrays of objects, per-language text records), so the visual editor derives its fields
 * from them. Two kinds of string carry a hint in their zod metadata (`schema.meta().editor`):
 * `'richText'` for per-language HTML ({@link localizedHtmlSchema}) and `'media'` for a media
 * library id ({@link mediaIdSchema}); `'link'` marks a link target ({@link linkHrefSchema}).
 */
import { z } from 'zod';
import { languageCodeSchema } from './language.ts';
import { richTextProblem } from './rich-text.ts';
import { champBySlug } from '../src/domain/feed/slugs.ts';
import { catalogueInstalled } from '../src/domain/feed/catalogue.ts';

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
const toneSchema = z.enum(['accent', 'surface', 'plain']);

/** Props of the page root (document title and description). */
export const rootPropsSchema = z.strictObject({
  /** Document title, shown in the browser tab and search results. */
  title: localizedTextSchema(120),
  /** Meta description for search engines. */
  description: localizedTextSchema(300).optional(),
  /**
   * Languages this document is shown in untranslated, with a notice naming its own language
   * (comma-separated codes, e.g. `kz, ar`): the only way a visitor of another language sees a
   * document written in one language (src/domain/cms/languages.ts). Empty: none.
   */
  untranslated: z
    .string()
    .trim()
    .max(40)
    .regex(/^(|[a-z]{2}(\s*,\s*[a-z]{2})*)$/, 'language codes separated by commas, e.g. "kz, ar"')
    .optional(),
});

/** Large banner at the top of a page. */
const heroPropsSchema = z.strictObject({
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
const infoCardsPropsSchema = z.strictObject({
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
const topGamesPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120),
  /** Games shown, 1 to 30. */
  limit: z.number().int().min(1).max(30).default(8),
});

// ---------------------------------------------------------------------------------------------
// Blocks of content pages: rich text, media, links and feed rows an editor composes (spec §2 information, landing, promo).

/**
 * Rich text per language: HTML of the safe subset of `schemas/rich-text.ts` (at most `max`
 * characters each). Markup the sanitiser would remove (a script, an event handler, a `style`, a
 * `javascript:` link) is refused here, naming the language's field; the block sanitises again when
 * it renders. Metadata `{ editor: 'richText' }`.
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

/** Media library ids: 24 lowercase hex digits (src/server/media). */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{24}$/;

/** An image of the brand's media library, by id. Metadata `{ editor: 'media' }`. */
const mediaIdSchema = z
  .string()
  .regex(MEDIA_ID_PATTERN, 'must be the id of an image of the media library (24 hex digits)')
  .meta({ editor: 'media' });

/**
 * A link target written by an editor: a path of the portal (`/line/top`, `/information/about#x`;
 * shown with the page language in front) or an `https://` URL. No `//host`, backslashes, spaces
 * or other schemes. Metadata `{ editor: 'link' }`.
 */
const linkHrefSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((href) => isPortalPath(href) || isHttpsUrl(href), 'must be a path of the site starting with / or an https:// address')
  .meta({ editor: 'link' });

/** True for a path of this site: `/` then no second `/`, no backslash, space or control character. */
export function isPortalPath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(href);
}

/** True for an absolute `https:` URL with a host name. */
export function isHttpsUrl(href: string): boolean {
  if (/[\s\\\u0000-\u001f\u007f]/.test(href)) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Rich text: editor-written HTML per language (sanitised on save and on render). */
const richTextPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** The text, HTML per language. */
  html: localizedHtmlSchema(20000),
});

/** How wide an image is laid out. */
const imageSizeSchema = z.enum(['content', 'wide', 'full']);

/** One image of the media library with its alt text (the library's, unless overridden here). */
const imagePropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** The image. */
  mediaId: mediaIdSchema,
  /** Alt text for this use of the image; the library's alt text when absent. */
  alt: localizedTextSchema(300).optional(),
  /** Caption under the image. */
  caption: localizedTextSchema(300).optional(),
  /** Layout width. */
  size: imageSizeSchema.default('content'),
});

/** A wide image of the media library with a headline, a text and an optional button. */
const bannerPropsSchema = z
  .strictObject({
    /** Optional block id for anchors. */
    id: z.string().optional(),
    /** The image. */
    mediaId: mediaIdSchema,
    /** Alt text for this use of the image; the library's alt text when absent. */
    alt: localizedTextSchema(300).optional(),
    /** Headline over the image. */
    title: localizedTextSchema(120),
    /** Line under the headline. */
    text: localizedTextSchema(300).optional(),
    /** Button label (with `ctaHref`). */
    ctaLabel: localizedTextSchema(60).optional(),
    /** Button target (with `ctaLabel`). */
    ctaHref: linkHrefSchema.optional(),
    /** Colour treatment of the text panel. */
    tone: toneSchema.default('accent'),
  })
  .refine((props) => (props.ctaLabel === undefined) === (props.ctaHref === undefined), {
    message: 'a button needs both a label and a link',
    path: ['ctaHref'],
  });

/** Look of a call-to-action button. */
const ctaToneSchema = z.enum(['primary', 'secondary']);

/** Call to action: a button (label per language) with an optional headline and text. */
const ctaPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Headline over the button. */
  title: localizedTextSchema(120).optional(),
  /** Text over the button. */
  text: localizedTextSchema(400).optional(),
  /** Button label. */
  label: localizedTextSchema(60),
  /** Where the button goes: a path of the site or an https:// address. */
  href: linkHrefSchema,
  /** Button look. */
  tone: ctaToneSchema.default('primary'),
});

/** Promotion cards: a grid of promotions, each with an optional image and link. */
const promoCardsPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading over the cards. */
  title: localizedTextSchema(120).optional(),
  /** The cards, 1 to 12. */
  items: z
    .array(
      z
        .strictObject({
          /** Card title. */
          title: localizedTextSchema(120),
          /** Card text. */
          text: localizedTextSchema(400),
          /** Card image (its alt text is the library's). */
          mediaId: mediaIdSchema.optional(),
          /** Link label (with `href`). */
          linkLabel: localizedTextSchema(60).optional(),
          /** Link target (with `linkLabel`). */
          href: linkHrefSchema.optional(),
        })
        .refine((card) => (card.linkLabel === undefined) === (card.href === undefined), {
          message: 'a link needs both a label and a target',
          path: ['href'],
        }),
    )
    .min(1)
    .max(12),
});

/**
 * The champ a game row is limited to: `all`, or a champ slug of the catalogue the server runs with
 * (src/domain/feed/slugs.ts `champBySlug`; checked where the catalogue is installed, i.e. on the
 * server, which validates every save). A block naming a champ that later left the catalogue shows
 * no games. Metadata `{ editor: 'champ' }`: the editor offers the running catalogue's champs.
 */
export const gameRowChampSchema = z
  .string()
  .regex(/^(?:all|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'all, or a champ slug')
  .refine((champ) => champ === 'all' || !catalogueInstalled() || champBySlug(champ) !== null, { message: 'a champ of the catalogue, or all' })
  .meta({ editor: 'champ' });

/**
 * Game rows: the next upcoming games of the feed with their 1X2 buttons (React island), all
 * champs or one, only top games (spec §3: at least 10 markets) or every game. Renders nothing for
 * a brand without sports.
 */
const gameRowsPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120),
  /** One champ, or all. */
  champ: gameRowChampSchema.default('all'),
  /** Only top games (at least 10 markets). */
  onlyTop: z.boolean().default(true),
  /** Games shown, 1 to 30. */
  limit: z.number().int().min(1).max(30).default(10),
});

/** A table cell: text per language. */
const tableCellSchema = z.strictObject({
  /** The cell text. */
  text: localizedTextSchema(500),
});

/** A table: a header row and rows of cells, each cell text per language. */
const tablePropsSchema = z
  .strictObject({
    /** Optional block id for anchors. */
    id: z.string().optional(),
    /** Caption (the table's accessible name). */
    caption: localizedTextSchema(200).optional(),
    /** Column headings, 1 to 8. */
    header: z.array(tableCellSchema).min(1).max(8),
    /** Rows, 1 to 100, each with as many cells as there are headings. */
    rows: z
      .array(z.strictObject({ /** The row's cells. */ cells: z.array(tableCellSchema).min(1).max(8) }))
      .min(1)
      .max(100),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.cells.length !== table.header.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'cells'],
          message: `has ${row.cells.length} cells; the header has ${table.header.length}`,
        });
      }
    });
  });

/** One panel of tabs or an accordion: a title and rich text. */
const panelItemSchema = z.strictObject({
  /** Tab or section title. */
  title: localizedTextSchema(120),
  /** Its content, HTML per language. */
  html: localizedHtmlSchema(20000),
});

/** Tabs (React island): one panel visible at a time. */
const tabsPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading over the tabs; also the tab list's accessible name. */
  title: localizedTextSchema(120),
  /** The tabs, 1 to 10. */
  items: z.array(panelItemSchema).min(1).max(10),
});

/** Accordion (React island): sections that expand under their titles. */
const accordionPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120).optional(),
  /** The sections, 1 to 30. */
  items: z.array(panelItemSchema).min(1).max(30),
});

/** Contacts: the brand's support e-mail and phone (brand.json `support`) and its social links. */
const contactsPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120),
  /** Text under the heading. */
  text: localizedTextSchema(600).optional(),
  /** Also list the brand's social network links. */
  showSocial: z.boolean().default(true),
});

/** Store addresses an app link must start with (only real store pages). */
const APP_STORE_PREFIXES = {
  android: 'https://play.google.com/store/apps/details?id=',
  ios: 'https://apps.apple.com/',
} as const;

/**
 * App download: links to the brand's real apps in the stores, when it has them; without any, how
 * to put the mobile site on the phone's home screen (no invented store links).
 */
const appDownloadPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120),
  /** Text under the heading. */
  text: localizedTextSchema(600).optional(),
  /** Google Play page of the brand's real Android app. */
  androidUrl: linkHrefSchema
    .refine((href) => href.startsWith(APP_STORE_PREFIXES.android), `must be a Google Play address (${APP_STORE_PREFIXES.android}…)`)
    .optional(),
  /** App Store page of the brand's real iOS app. */
  iosUrl: linkHrefSchema
    .refine((href) => href.startsWith(APP_STORE_PREFIXES.ios), `must be an App Store address (${APP_STORE_PREFIXES.ios}…)`)
    .optional(),
});

/** Coupon types the betting calculator offers (spec §3 coupon types). */
const CALCULATOR_TYPES = ['single', 'express', 'system'] as const;

/**
 * Betting calculator (React island): stake and coefficients in, total stake, lines and potential
 * payout out, computed with the coupon arithmetic of src/domain/coupon (express, system).
 */
const bettingCalculatorPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120),
  /** Text under the heading. */
  text: localizedTextSchema(600).optional(),
  /** The coupon type selected at first. */
  initialType: z.enum(CALCULATOR_TYPES).default('express'),
});

/** A list of links (the footer's links, related pages). */
const linkListPropsSchema = z.strictObject({
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

// ---------------------------------------------------------------------------------------------
// Showcase blocks of the home page: each reads live data of one product and renders nothing when
// the brand does not serve that product (src/domain/navigation/products.ts productOn).

/** What a casino row lists: the brand's lobby order ("top"), the newest games, or one section or category. */
export const CASINO_ROW_LISTS = ['top', 'new', 'fast-games', 'crash-games', 'slots', 'card-games', 'lotteries'] as const;

/** A row of casino games with their pictures and a "see all" link (heading from the dictionaries). */
const casinoRowPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Which games. */
  list: z.enum(CASINO_ROW_LISTS).default('top'),
  /** Games shown, 2 to 20. */
  limit: z.number().int().min(2).max(20).default(10),
});

/** The brand's published promotions (CMS family `promotions`) as a row of cards. */
const promotionsPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Promotions shown, 1 to 12. */
  limit: z.number().int().min(1).max(12).default(6),
});

/** The brand's running tournaments with their prize pools and period ends. */
const tournamentsPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Tournaments shown, 1 to 6. */
  limit: z.number().int().min(1).max(6).default(3),
});

/**
 * Live now: games in play on the feed (spec §2 live), with score, clock and 1X2 buttons, and a link to the
 * live list. Renders nothing when the brand does not serve the live list or nothing is in play.
 */
const liveNowPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Heading. */
  title: localizedTextSchema(120),
  /** Games shown, 1 to 20. */
  limit: z.number().int().min(1).max(20).default(6),
});

/** A toto draw: its jackpot, pool so far and deadline. */
const totoJackpotPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** The draw taking coupons now (`current`) or the one after it (`next`). */
  draw: z.enum(['current', 'next']).default('current'),
});

/** The next lotto draws of both lotteries, soonest first: draw time and ticket price. */
const lottoDrawsPropsSchema = z.strictObject({
  /** Optional block id for anchors. */
  id: z.string().optional(),
  /** Draws shown, 1 to 6. */
  limit: z.number().int().min(1).max(6).default(2),
});

/** The block props map: block type → props schema. */
export const blockPropsSchemas = {
  hero: heroPropsSchema,
  infoCards: infoCardsPropsSchema,
  promoCarousel: promoCarouselPropsSchema,
  faq: faqPropsSchema,
  topGames: topGamesPropsSchema,
  liveNow: liveNowPropsSchema,
  richText: richTextPropsSchema,
  image: imagePropsSchema,
  banner: bannerPropsSchema,
  cta: ctaPropsSchema,
  promoCards: promoCardsPropsSchema,
  gameRows: gameRowsPropsSchema,
  table: tablePropsSchema,
  tabs: tabsPropsSchema,
  accordion: accordionPropsSchema,
  contacts: contactsPropsSchema,
  appDownload: appDownloadPropsSchema,
  bettingCalculator: bettingCalculatorPropsSchema,
  linkList: linkListPropsSchema,
  casinoRow: casinoRowPropsSchema,
  promotions: promotionsPropsSchema,
  tournaments: tournamentsPropsSchema,
  totoJackpot: totoJackpotPropsSchema,
  lottoDraws: lottoDrawsPropsSchema,
} as const;

/** A block type. */
export type BlockType = keyof typeof blockPropsSchemas;
/** Validated props of block type `T`. */
export type BlockProps<T extends BlockType> = z.infer<(typeof blockPropsSchemas)[T]>;
