/**
 * `/{lng}/cms-preview/{documentId}/{version}?exp&sig`: a saved version of a CMS
 * document, draft or not, on the brand's domain, for whoever holds the signed link
 * (src/server/cms/preview.ts). A bad or expired signature, a document of another brand or an
 * unknown version is the 404 page. Never cached, never indexed (the registry's private flags).
 */
import { getDatabase } from '../database.ts';
import { getDocument, versionPage } from '../cms/store.ts';
import { previewValid } from '../cms/preview.ts';
import { pickText } from '../../domain/localized-text.ts';
import type { CmsPageData } from '../../domain/pages/cms.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the previewed version. */
export const loadCmsPreview: PageLoader<CmsPageData> = async (ctx) => {
  const documentId = Number(ctx.params.documentId);
  const version = Number(ctx.params.version);
  const { db } = await getDatabase();
  if (!(await previewValid(db, documentId, version, ctx.query.get('exp'), ctx.query.get('sig')))) return NOT_FOUND;
  const doc = await getDocument(db, documentId);
  if (!doc || doc.brandId !== ctx.brand.id || version > doc.version) return NOT_FOUND;
  const page = await versionPage(db, documentId, version);
  return pageData({
    page,
    title: pickText(page.root.props.title, ctx.lng, ctx.brand.defaultLanguage),
    description: pickText(page.root.props.description, ctx.lng, ctx.brand.defaultLanguage) || undefined,
    contentLanguage: doc.language,
    heading: !['hero', 'banner'].includes(page.content[0]?.type ?? ''),
  });
};
