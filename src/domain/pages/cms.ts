/**
 * Data of the CMS pages (information, betting-alphabet, news, landing, promo,
 * promotions, ourpartners, partners, mobile, desktop), shared by the loader
 * (src/server/pages/cms.ts) and the component (src/components/pages/CmsPage.astro).
 */
import type { PageData } from '../../../schemas/page.ts';
import type { blockPropsSchemas } from '../../../schemas/blocks.ts';

/** A CMS page schema (the registry's block union). */
type CmsPageSchema = PageData<typeof blockPropsSchemas>;

/** One entry of a list the page shows (alphabet terms, news, promotions). */
export interface CmsListItem {
  /** Site path with the language prefix. */
  href: string;
  title: string;
  description?: string;
  /** ISO time, for news. */
  date?: string;
}

/** A list with optional paging (news). */
export interface CmsList {
  /** Heading over the list; empty: none. */
  title: string;
  items: CmsListItem[];
  /** Show each item's publication day (news). */
  dated?: boolean;
  /** 1-based page and page count, with the links to the neighbours. */
  paging?: { page: number; pages: number; prev?: string; next?: string };
  /** Groups shown as headed sub-lists (alphabet index). */
  groups?: { title: string; href: string; items: CmsListItem[] }[];
}

/** A CMS page: the page schema (or only a list), the language its text is in. */
export interface CmsPageData {
  /** The document's page; null for a page that is only a list built from published pages. */
  page: CmsPageSchema | null;
  /** Title and description for the head and the h1 (in the page language when the page has it). */
  title: string;
  description?: string;
  /** Language the page's text is in: not the page language when it fell back. */
  contentLanguage: string;
  /** The h1 comes from the title (false when the first block is a hero or banner with its own h1). */
  heading: boolean;
  /** ISO time the document was published, shown under the title (news articles). */
  date?: string;
  list?: CmsList;
  /**
   * A promotion's mechanics (spec §2 promotions/{promotionId}: text from the CMS, mechanics from the
   * engine): the bonus offers and tournaments the brand links to this promotion.
   */
  mechanics?: PromotionMechanics;
}

/** The bonus offers and tournaments of a promotion page. */
export interface PromotionMechanics {
  /** `occasion` birthday: claimed by opting in on the page (no code). */
  offers: { code: string; title: string; href: string; kind: string; promoCode: string | null; occasion: 'birthday' | null }[];
  tournaments: { slug: string; title: string; href: string }[];
  /** The viewer is logged in (a code offer can be claimed from the page). */
  loggedIn: boolean;
}
