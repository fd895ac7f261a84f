/**
 * `GET /bff-api/footer/get?lang=xx`: the footer, loaded separately from the page (spec §2 Modals
 * and footer). Links are kept only when they lead to a page the brand serves, so the footer never
 * points at a 404. Response: {@link FooterResponse}.
 */
import type { APIRoute } from 'astro';
import { langQuerySchema, type FooterResponse } from '../../../../schemas/api.ts';
import { badQuery, json, queryObject } from '../../../server/http.ts';
import { tFor } from '../../../i18n/index.ts';
import { isServedPath, localizedHref } from '../../../domain/routing/resolve.ts';

export const GET: APIRoute = ({ url, locals }) => {
  const query = langQuerySchema.safeParse(queryObject(url));
  if (!query.success) return badQuery(query.error);
  const { brand } = locals;
  const lng = query.data.lang && brand.languages.includes(query.data.lang) ? query.data.lang : locals.lng;
  const t = tFor(brand.id, lng);
  const links = brand.footer.links.flatMap(({ labelKey, href }) => {
    if (href.startsWith('https://')) return [{ label: t(labelKey), href }];
    return isServedPath(brand, lng, href, import.meta.env.PROD) ? [{ label: t(labelKey), href: localizedHref(lng, href) }] : [];
  });
  const body: FooterResponse = {
    links,
    social: brand.footer.social,
    legal: brand.footer.legal[lng] ?? brand.footer.legal[brand.defaultLanguage] ?? brand.footer.legal.en ?? '',
    ageNotice: t('footer_age_notice', { age: brand.siteConfig.minAge }),
    copyright: t('footer_copyright', { year: new Date().getUTCFullYear(), brand: brand.name }),
  };
  return json(body, { cacheControl: 'public, max-age=300' });
};
