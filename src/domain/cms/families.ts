/**
 * CMS route families (spec §2 "Other sections", "Information", "Bonuses and
 * promotions", "Blocking and maintenance"): which families the content store holds, the slug
 * rules of each, and the site path of a document (sitemap, preview links, the editor's "open").
 *
 * Slugs by family:
 * - `information`: an information page (`about`, `rules`, ...) or a rules chapter
 *   `rules-{ruleGroup}-{chapter}` (served at `information/rules/{ruleGroup}/{chapter}`);
 * - `betting-alphabet`: `{category}/{term}` (served at `betting-alphabet/{category}/{term}`);
 *   the index and the category lists are built from the published terms;
 * - `news`, `landing`, `promotions`: one slug each (`news/{slug}`, `landing/{landingId}`,
 *   `promotions/{promotionId}`);
 * - `ourpartners`: `index` or a section; `mobile`: `index` or `startdownloadapp`;
 *   `promo`, `partners`, `desktop`: `index`;
 * - `footer`: `index`, the footer's links and legal text (not a page).
 */

/** The families, in the console's order. */
export const CMS_FAMILIES = [
  'information', 'betting-alphabet', 'news', 'landing', 'promo', 'promotions', 'ourpartners', 'partners', 'mobile', 'desktop', 'footer',
] as const;

/** A CMS family. */
export type CmsFamily = (typeof CMS_FAMILIES)[number];

/** The slug of a family's single page. */
export const INDEX_SLUG = 'index';

const SEGMENT = '[a-z0-9][a-z0-9_-]{0,79}';
const ONE = new RegExp(`^${SEGMENT}$`);
const TWO = new RegExp(`^${SEGMENT}/${SEGMENT}$`);

/** Slug rule per family. */
const SLUG_RULES: Record<CmsFamily, RegExp> = {
  information: ONE,
  'betting-alphabet': TWO,
  news: ONE,
  landing: ONE,
  promo: /^index$/,
  promotions: ONE,
  ourpartners: ONE,
  partners: /^index$/,
  mobile: /^(index|startdownloadapp)$/,
  desktop: /^index$/,
  footer: /^index$/,
};

/** True for a family name. */
export function isCmsFamily(value: string): value is CmsFamily {
  return (CMS_FAMILIES as readonly string[]).includes(value);
}

/** Why `slug` is not a slug of `family`, or null. */
export function slugProblem(family: CmsFamily, slug: string): string | null {
  return SLUG_RULES[family].test(slug) ? null : `not a slug of the ${family} family (${SLUG_RULES[family].source})`;
}

/** A rules chapter slug `rules-{group}-{chapter}` → its numbers. */
function rulesChapterOf(slug: string): { group: number; chapter: number } | null {
  const match = /^rules-(\d+)-(\d+)$/.exec(slug);
  return match ? { group: Number(match[1]), chapter: Number(match[2]) } : null;
}

/**
 * The site path (without the language prefix) that shows a document, or null for the footer.
 * `information/rules` is served at `information/rules/1` (spec §2 "rules (default rules/1)").
 */
export function documentPath(family: CmsFamily, slug: string): string | null {
  switch (family) {
    case 'information': {
      if (slug === 'rules') return '/information/rules/1';
      const chapter = rulesChapterOf(slug);
      return chapter ? `/information/rules/${chapter.group}/${chapter.chapter}` : `/information/${slug}`;
    }
    case 'footer':
      return null;
    case 'promo': case 'partners': case 'desktop':
      return `/${family}`;
    case 'mobile': case 'ourpartners':
      return slug === INDEX_SLUG ? `/${family}` : `/${family}/${slug}`;
    default:
      return `/${family}/${slug}`;
  }
}
