/**
 * `GET /bff-api/footer/get?lang=xx`: the footer, loaded separately from the page (spec §2 Modals
 * and footer). Its links and legal text are CMS content (the `footer/index` document's
 * link lists and its rich text with id `legal`, as plain text), with the brand folder's footer as
 * the fallback when the brand has no published footer document; a failing read answers 503, on
 * which the island shows the spec's failure state. Links are kept only when they lead to a page
 * the brand serves, so the footer never points at a 404; the brand's products (brandProducts) come
 * first, so a product turned off loses its footer link with every other. Response: {@link FooterResponse}.
 */
import type { APIRoute } from 'astro';
import { langQuerySchema, type FooterResponse } from '../../../../schemas/api.ts';
import { badQuery, json, queryObject } from '../../../server/http.ts';
import { tFor } from '../../../i18n/index.ts';
import { isServedPath, localizedHref } from '../../../domain/routing/resolve.ts';
import { navigationProducts } from '../../../server/cms/products.ts';
import { pickText } from '../../../domain/localized-text.ts';
import { publishedPage } from '../../../server/cms/sync.ts';
import { errorResponse, AppError } from '../../../server/errors.ts';
import { sanitizeRichText } from '../../../../schemas/rich-text.ts';

/** Plain text of sanitised HTML (the footer island shows text). */
const textOf = (html: string) => sanitizeRichText(html).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();

export const GET: APIRoute = async ({ url, locals }) => {
  const query = langQuerySchema.safeParse(queryObject(url));
  if (!query.success) return badQuery(query.error);
  const { brand } = locals;
  const lng = query.data.lang && brand.languages.includes(query.data.lang) ? query.data.lang : locals.lng;
  const t = tFor(brand.id, lng);
  let cms;
  try {
    cms = await publishedPage(brand.id, brand.defaultLanguage, 'footer', 'index', lng);
  } catch (error) {
    console.error('footer content could not be read', error);
    return errorResponse(new AppError('service_unavailable', 'The footer could not be loaded. Try again.'));
  }
  const pick = (text: Parameters<typeof pickText>[0]) => pickText(text, lng, brand.defaultLanguage);
  const candidates = cms
    ? cms.page.content.flatMap((block) => (block.type === 'linkList' ? block.props.links.map((link) => ({ label: pick(link.label), href: link.href })) : []))
    : brand.footer.links.map(({ labelKey, href }) => ({ label: t(labelKey), href }));
  const links = candidates.flatMap(({ label, href }) => {
    if (href.startsWith('https://')) return [{ label, href }];
    return isServedPath(brand, lng, href, import.meta.env.PROD) ? [{ label, href: localizedHref(lng, href) }] : [];
  });
  const legalBlock = cms?.page.content.find((block) => block.type === 'richText' && block.props.id === 'legal');
  const legal = legalBlock?.type === 'richText'
    ? textOf(pick(legalBlock.props.html))
    : brand.footer.legal[lng] ?? brand.footer.legal[brand.defaultLanguage] ?? brand.footer.legal.en ?? '';
  const body: FooterResponse = {
    links,
    products: (await navigationProducts(brand, lng, import.meta.env.PROD)).map((p) => ({ key: p.key, label: t(p.labelKey), href: p.href })),
    social: brand.footer.social,
    legal,
    ageNotice: t('footer_age_notice', { age: brand.siteConfig.minAge }),
    copyright: t('footer_copyright', { year: new Date().getUTCFullYear(), brand: brand.name }),
  };
  return json(body, { cacheControl: 'public, max-age=300' });
};
