/**
 * `GET /bff-api/footer/get?lang=xx`: the footer, loaded separately from the page (spec §2 Modals
 * and footer). Its links and legal text are CMS content (the `footer/index` document's
 * link lists and its rich text with id `legal`, as plain text), with the brand folder's footer as
 * the fallback when the brand has no published footer document; a failing read answers 503, on
 * which the island shows the spec's failure state. Links are kept only when they lead to a page
 * the brand serves, so the footer never points at a 404; the brand's products (brandProducts) come
 * first, so a product turned off loses its footer link with every other. Response: {@link FooterResponse}.
 *
 * `POST` on the same path is the footer as a remote section (spec §7 "Remote section page fetch:
 * POST with body of components (when present); headers mf-render-mode json, mf-api-version v2,
 * optionally force-spa; response scriptsToLoad, made absolute"): headers `remoteSectionHeaders`
 * (else 400 naming the header), body `remoteSectionBody` of at most 4 KiB (413 above; none: every
 * part); answer `remoteSectionAnswer`: the parts asked for and `scriptsToLoad`, absolute URLs on
 * the request's origin (src/server/remote-section.ts). Never cached (it varies with the body).
 */
import type { APIContext, APIRoute } from 'astro';
import {
  langQuerySchema, remoteSectionAnswer, remoteSectionBody, remoteSectionHeaders, REMOTE_SECTION_BODY_LIMIT, FOOTER_COMPONENTS, type FooterResponse,
} from '../../../../schemas/api.ts';
import { json } from '../../../server/http.ts';
import { tFor } from '../../../i18n/index.ts';
import { isServedPath, localizedHref } from '../../../domain/routing/resolve.ts';
import { navigationProducts } from '../../../server/cms/products.ts';
import { pickText } from '../../../domain/localized-text.ts';
import { publishedPage } from '../../../server/cms/sync.ts';
import { AppError } from '../../../server/errors.ts';
import { handle, readJson, readQuery } from '../../../server/endpoint.ts';
import { requestIsHttps } from '../../../server/client-request.ts';
import { sectionScripts } from '../../../server/remote-section.ts';
import { sanitizeRichText } from '../../../../schemas/rich-text.ts';

/** Plain text of sanitised HTML (the footer island shows text). */
const textOf = (html: string) => sanitizeRichText(html).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();

/** The footer of the request's brand in the language asked for. @throws AppError service_unavailable when the CMS cannot be read */
async function footer({ url, locals }: APIContext): Promise<FooterResponse> {
  const query = readQuery(url, langQuerySchema);
  const { brand } = locals;
  const lng = query.lang && brand.languages.includes(query.lang) ? query.lang : locals.lng;
  const t = tFor(brand.id, lng);
  let cms;
  try {
    cms = await publishedPage(brand.id, brand.defaultLanguage, 'footer', 'index', lng);
  } catch (error) {
    console.error('footer content could not be read', error);
    throw new AppError('service_unavailable', 'The footer could not be loaded. Try again.');
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
  return {
    links,
    products: (await navigationProducts(brand, lng, import.meta.env.PROD)).map((p) => ({ key: p.key, label: t(p.labelKey), href: p.href })),
    social: brand.footer.social,
    legal,
    ageNotice: t('footer_age_notice', { age: brand.siteConfig.minAge }),
    copyright: t('footer_copyright', { year: new Date().getUTCFullYear(), brand: brand.name }),
  };
}

export const GET: APIRoute = (context) => handle(async () => json(await footer(context), { cacheControl: 'public, max-age=300' }));

export const POST: APIRoute = (context) =>
  handle(async () => {
    const { request, url } = context;
    const headers = remoteSectionHeaders.safeParse(Object.fromEntries(request.headers));
    if (!headers.success) {
      throw new AppError('bad_request', headers.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '), { fields: headers.error.issues.map((issue) => issue.path.join('.')) });
    }
    // No body (spec: "body of components (when present)"): neither a type nor a length above 0.
    const length = request.headers.get('content-length');
    const hasBody = request.headers.has('content-type') || (length !== null && length !== '0');
    const { components } = hasBody ? await readJson(request, remoteSectionBody, REMOTE_SECTION_BODY_LIMIT) : {};
    const whole = await footer(context);
    const names = components?.map((component) => component.name) ?? FOOTER_COMPONENTS;
    const origin = `${requestIsHttps(request, url) ? 'https' : 'http'}://${url.host}`;
    return json(remoteSectionAnswer.parse({ ...Object.fromEntries(names.map((name) => [name, whole[name]])), scriptsToLoad: sectionScripts('footer', origin) }));
  });
