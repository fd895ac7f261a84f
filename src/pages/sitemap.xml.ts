/**
 * `GET /sitemap.xml`: the brand's indexable pages — home and every published
 * CMS page the brand serves — once per language of the brand, each with its language
 * alternates (`xhtml:link hreflang`). Absolute URLs on the brand's canonical origin (src/domain/seo.ts).
 */
import type { APIRoute } from 'astro';
import { publishedList } from '../server/cms/sync.ts';
import { documentPath } from '../domain/cms/families.ts';
import { isServedPath, localizedHref } from '../domain/routing/resolve.ts';
import { LANGUAGES, type LanguageCode } from '../../schemas/language.ts';
import { servedLanguage } from '../domain/cms/languages.ts';
import { canonicalOrigin } from '../domain/seo.ts';

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export const GET: APIRoute = async ({ locals }) => {
  const { brand } = locals;
  const origin = canonicalOrigin(brand.domains);
  const languages = brand.languages as LanguageCode[];
  const entries = await publishedList(brand.id);
  // Each path with its newest publication and the languages a document of it is served in
  // (src/domain/cms/languages.ts: a document missing in a language answers 404 there).
  const paths = new Map<string, { lastmod: string; languages: Set<string> }>([['/', { lastmod: '', languages: new Set(languages) }]]);
  for (const entry of entries) {
    const path = documentPath(entry.family, entry.slug);
    if (!path) continue;
    const known = paths.get(path) ?? { lastmod: '', languages: new Set<string>() };
    if (known.lastmod < entry.publishedAt) known.lastmod = entry.publishedAt;
    for (const lng of languages) if (servedLanguage(entry, lng) !== null) known.languages.add(lng);
    paths.set(path, known);
  }
  const urls: string[] = [];
  for (const [path, { lastmod, languages: written }] of [...paths].sort(([a], [b]) => a.localeCompare(b))) {
    const served = languages.filter((lng) => written.has(lng) && isServedPath(brand, lng, path, import.meta.env.PROD));
    for (const lng of served) {
      const alternates = served.map((other) => `<xhtml:link rel="alternate" hreflang="${LANGUAGES[other].htmlLang}" href="${xml(origin + localizedHref(other, path))}"/>`).join('');
      urls.push(`<url><loc>${xml(origin + localizedHref(lng, path))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}${alternates}</url>`);
    }
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300', Vary: 'Host' } });
};
