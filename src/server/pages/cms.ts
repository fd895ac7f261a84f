/**
 * The CMS pages (spec §2): one loader for every route family the content store
 * serves, dispatched by the route row's name. Each reads the published page of its family and
 * slug in the page language (falling back to the brand default, then English, with the language
 * shown: src/server/cms/sync.ts); a page without a published document is the 404 page (no
 * placeholder pages).
 *
 * - `information` `/information/{page}`; `simpleIdentification` (only when identification is shown: the route row's guard);
 *   `payment` `/information/payment` (route 52 and its auth setting: the route row's guard);
 * - `rules` `/information/rules/{ruleGroup}?/{chapter}?`: no group → rules/1; group 1 → the overview
 *   `rules`, a chapter → `rules-{group}-{chapter}`;
 * - `bettingAlphabet` `/betting-alphabet/{block}?/{category}?`: the index of every category
 *   and its terms; `{block}` a category's terms; `{block}/{category}` the term `{block}/{category}`;
 * - `news` `/news/{slug}?`: the list, newest first (publishedAt: the seed file's `date`, else the
 *   time an editor published it), {@link NEWS_PAGE_SIZE} a page (`?page=`), or one article; both
 *   show the publication day;
 * - `cmsLanding` `/landing/{landingId}`; `promo` (its page and the promotions list);
 *   `promotions` `/promotions/{promotionId}?` (the list or one promotion's content);
 * - `ourPartners` `/ourpartners/{section}?`, `partners`, `mobile`, `mobileDownload`, `desktop`.
 */
import { documentPath, INDEX_SLUG, type CmsFamily } from '../../domain/cms/families.ts';
import type { CmsList, CmsListItem, CmsPageData, PromotionMechanics } from '../../domain/pages/cms.ts';
import { db } from '../endpoint.ts';
import { feedNow } from '../feed/clock.ts';
import { brandOffers } from '../bonus/engine.ts';
import { brandTournaments } from '../tournaments/service.ts';
import { pickText } from '../../domain/localized-text.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import { tFor } from '../../i18n/index.ts';
import { perSlug, publishedList, publishedPage } from '../cms/sync.ts';
import { NOT_FOUND, pageData, redirectTo, type PageContext, type PageLoad } from './load.ts';

/** News articles per list page. */
export const NEWS_PAGE_SIZE = 20;

/** Betting alphabet categories in their reading order (content/README.md). */
const ALPHABET_CATEGORIES = ['bet-types', 'odds', 'markets', 'settlement', 'live-betting', 'bankroll'] as const;

/** Blocks that render the page's h1 themselves. */
const OWN_HEADING = new Set(['hero', 'banner']);

/** The page of one document, or the 404 page. */
async function documentPage(ctx: PageContext, family: CmsFamily, slug: string, list?: CmsList, dated = false): Promise<PageLoad<CmsPageData>> {
  const found = await publishedPage(ctx.brand.id, ctx.brand.defaultLanguage, family, slug, ctx.lng);
  if (!found) return NOT_FOUND;
  const { page } = found;
  return pageData({
    page,
    title: pickText(page.root.props.title, ctx.lng, ctx.brand.defaultLanguage),
    description: pickText(page.root.props.description, ctx.lng, ctx.brand.defaultLanguage) || undefined,
    contentLanguage: found.language,
    heading: !OWN_HEADING.has(page.content[0]?.type ?? ''),
    ...(dated ? { date: found.publishedAt } : {}),
    ...(list ? { list } : {}),
  });
}

/** A page that is only a list; its description names what it lists. */
function listPage(ctx: PageContext, title: string, list: CmsList): PageLoad<CmsPageData> {
  const names = list.groups ? list.groups.map((group) => group.title) : list.items.map((item) => item.title);
  const description = `${title}: ${names.join(', ')}`;
  return pageData({ page: null, title, description: description.length > 160 ? `${description.slice(0, 157)}…` : description, contentLanguage: ctx.lng, heading: true, list });
}

/** Published pages of a family as list items in the page language (fallbacks as pages). */
async function items(ctx: PageContext, family: CmsFamily, filter: (slug: string) => boolean = () => true): Promise<CmsListItem[]> {
  const entries = perSlug(await publishedList(ctx.brand.id, family), ctx.lng, ctx.brand.defaultLanguage).filter((entry) => filter(entry.slug));
  return entries.map((entry) => ({
    href: localizedHref(ctx.lng, documentPath(family, entry.slug)!),
    title: pickText(entry.title, ctx.lng, ctx.brand.defaultLanguage),
    ...(entry.description ? { description: pickText(entry.description, ctx.lng, ctx.brand.defaultLanguage) } : {}),
    date: entry.publishedAt,
  }));
}

async function information(ctx: PageContext): Promise<PageLoad<CmsPageData>> {
  switch (ctx.route.name) {
    case 'payment':
      return documentPage(ctx, 'information', 'payment');
    case 'rules': {
      const { ruleGroup, chapter } = ctx.params;
      if (ruleGroup === undefined) return redirectTo(localizedHref(ctx.lng, '/information/rules/1'));
      if (chapter === undefined) return ruleGroup === '1' ? documentPage(ctx, 'information', 'rules') : NOT_FOUND;
      return documentPage(ctx, 'information', `rules-${Number(ruleGroup)}-${Number(chapter)}`);
    }
    default: {
      const slug = ctx.params.infoPage!;
      return documentPage(ctx, 'information', slug);
    }
  }
}

async function alphabet(ctx: PageContext): Promise<PageLoad<CmsPageData>> {
  const { block, category } = ctx.params;
  const t = tFor(ctx.brand.id, ctx.lng);
  if (block !== undefined && category !== undefined) return documentPage(ctx, 'betting-alphabet', `${block}/${category}`);
  const terms = await items(ctx, 'betting-alphabet');
  const groups = ALPHABET_CATEGORIES.map((name) => ({
    title: t(`alphabet_category_${name.replace('-', '_')}`),
    href: localizedHref(ctx.lng, `/betting-alphabet/${name}`),
    items: terms.filter((item) => item.href.startsWith(localizedHref(ctx.lng, `/betting-alphabet/${name}/`))).sort((a, b) => a.title.localeCompare(b.title, ctx.lng)),
  })).filter((group) => group.items.length > 0);
  if (block === undefined) return groups.length ? listPage(ctx, t('alphabet_title'), { title: '', items: [], groups }) : NOT_FOUND;
  const group = groups.find((g) => g.href === localizedHref(ctx.lng, `/betting-alphabet/${block}`));
  return group ? listPage(ctx, `${group.title} · ${t('alphabet_title')}`, { title: '', items: group.items }) : NOT_FOUND;
}

async function news(ctx: PageContext): Promise<PageLoad<CmsPageData>> {
  if (ctx.params.slug !== undefined) return documentPage(ctx, 'news', ctx.params.slug, undefined, true);
  const t = tFor(ctx.brand.id, ctx.lng);
  // Newest first; articles of one day in slug order, so the list is the same on every request.
  const all = (await items(ctx, 'news')).sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.href.localeCompare(b.href));
  if (all.length === 0) return NOT_FOUND;
  const pages = Math.ceil(all.length / NEWS_PAGE_SIZE);
  const pageParam = ctx.query.get('page');
  const page = pageParam === null ? 1 : /^\d{1,4}$/.test(pageParam) ? Number(pageParam) : 0;
  if (page < 1 || page > pages) return NOT_FOUND;
  const href = (n: number) => localizedHref(ctx.lng, n === 1 ? '/news' : `/news?page=${n}`);
  return listPage(ctx, t('news_title'), {
    title: '',
    dated: true,
    items: all.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE),
    paging: { page, pages, ...(page > 1 ? { prev: href(page - 1) } : {}), ...(page < pages ? { next: href(page + 1) } : {}) },
  });
}

/** The offers and tournaments the brand's bonuses file links to promotion `id`, as they are on offer now. */
async function promotionMechanics(ctx: PageContext, id: string): Promise<PromotionMechanics | undefined> {
  const codes = ctx.brand.bonusTemplates.filter((t) => t.promotion === id).map((t) => t.code);
  const slugs = ctx.brand.tournaments.filter((t) => t.promotion === id).map((t) => t.slug);
  if (codes.length === 0 && slugs.length === 0) return undefined;
  const database = await db();
  const family = ctx.brand.siteConfig.promoBonusToOffer ? 'bonuses-offers' : 'bonuses';
  const offers = (await brandOffers(database, ctx.brand, ctx.lng, feedNow())).filter((o) => codes.includes(o.code))
    .map((o) => ({ code: o.code, title: o.title, href: localizedHref(ctx.lng, `/${family}/${o.code}`), kind: o.kind, promoCode: o.promoCode, occasion: o.occasion }));
  const tournaments = (await brandTournaments(database, ctx.brand)).filter((t) => slugs.includes(t.slug))
    .map((t) => ({ slug: t.slug, title: pickText(t.title, ctx.lng, ctx.brand.defaultLanguage), href: localizedHref(ctx.lng, `/tournaments/${t.slug}`) }));
  return { offers, tournaments, loggedIn: ctx.playerId !== undefined };
}

/** Loads the CMS page of the request's route row. */
export async function loadCmsPage(ctx: PageContext): Promise<PageLoad<CmsPageData>> {
  const t = tFor(ctx.brand.id, ctx.lng);
  switch (ctx.route.name) {
    case 'information': case 'simpleIdentification': case 'payment': case 'rules':
      return information(ctx);
    case 'bettingAlphabet':
      return alphabet(ctx);
    case 'news':
      return news(ctx);
    case 'cmsLanding':
      return documentPage(ctx, 'landing', ctx.params.landingId!);
    case 'promo':
      return documentPage(ctx, 'promo', INDEX_SLUG, { title: t('promotions_title'), items: await items(ctx, 'promotions') });
    case 'promotions': {
      const id = ctx.params.promotionId;
      if (id !== undefined) {
        const loaded = await documentPage(ctx, 'promotions', id);
        return loaded.kind === 'data' ? pageData({ ...loaded.data, mechanics: await promotionMechanics(ctx, id) }) : loaded;
      }
      const list = await items(ctx, 'promotions');
      return list.length ? listPage(ctx, t('promotions_title'), { title: '', items: list }) : NOT_FOUND;
    }
    case 'ourPartners':
      return documentPage(ctx, 'ourpartners', ctx.params.section ?? INDEX_SLUG);
    case 'partners':
      return documentPage(ctx, 'partners', INDEX_SLUG);
    case 'mobile':
      return documentPage(ctx, 'mobile', INDEX_SLUG);
    case 'mobileDownload':
      return documentPage(ctx, 'mobile', 'startdownloadapp');
    case 'desktop':
      return documentPage(ctx, 'desktop', INDEX_SLUG);
    default:
      return NOT_FOUND;
  }
}
