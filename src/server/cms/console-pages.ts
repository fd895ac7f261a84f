/**
 * Loaders of the console's CMS pages: `/console/content` (the pages of the staff
 * member's brands and a form for a new one) and `/console/content/{brandId}/{documentId}` (the
 * visual editor; the catch-all console page has checked `content.view` on `{brandId}`).
 */
import { brands } from '../brands.ts';
import { ALL_BRANDS, brandsAllowing, can } from '../../domain/staff/roles.ts';
import { CMS_FAMILIES, documentPath } from '../../domain/cms/families.ts';
import type { CmsConsoleBrand, ContentEditorData, ContentPageData } from '../../domain/console/pages.ts';
import type { Db } from '../db/client.ts';
import type { RoleGrant } from '../../domain/staff/roles.ts';
import { CURRENT_PAGE_SCHEMA_VERSION } from '../../../schemas/page.ts';
import { getDocument, listDocuments, listVersions } from './store.ts';
import { ensureCms } from './sync.ts';
import { listMedia } from '../media/store.ts';
import { pickText } from '../../domain/localized-text.ts';
import { mediaUrl } from '../../domain/media.ts';

/** What these loaders read of the console page context (src/registry/console-page-types.ts, above this layer). */
interface ConsolePageContext {
  db: Db;
  staff: { grants: readonly RoleGrant[] } | null;
  params: Readonly<Record<string, string>>;
}
/** A loader's answer (the console page registry's shape). */
type ConsoleLoad<D> = { kind: 'data'; data: D } | { kind: 'not-found' };

const data = <D>(value: D): ConsoleLoad<D> => ({ kind: 'data', data: value });

function consoleBrand(id: string): CmsConsoleBrand | null {
  const brand = brands.byId.get(id);
  return brand ? { id: brand.id, name: brand.name, languages: [...brand.languages], defaultLanguage: brand.defaultLanguage } : null;
}

const brandsFor = (ids: readonly string[]) => (ids.includes(ALL_BRANDS) ? [...brands.byId.keys()] : [...ids]).flatMap((id) => consoleBrand(id) ?? []);

/** The content list. */
export async function loadContent(ctx: ConsolePageContext): Promise<ConsoleLoad<ContentPageData>> {
  await ensureCms(ctx.db);
  const member = ctx.staff!;
  const viewable = brandsAllowing(member.grants, 'content.view');
  const documents = await listDocuments(ctx.db, viewable.includes(ALL_BRANDS) ? null : viewable);
  return data({
    documents: documents.map(({ id, brandId, family, slug, language, state, version, publishedVersion, updatedAt, title }) => ({ id, brandId, family, slug, language, state, version, publishedVersion, updatedAt, title })),
    editableBrands: brandsFor(brandsAllowing(member.grants, 'content.edit')),
    families: CMS_FAMILIES,
  });
}

/** The editor of one page. */
export async function loadContentEditor(ctx: ConsolePageContext): Promise<ConsoleLoad<ContentEditorData>> {
  await ensureCms(ctx.db);
  const id = Number(ctx.params.documentId);
  const doc = Number.isSafeInteger(id) ? await getDocument(ctx.db, id) : null;
  const brand = doc ? consoleBrand(doc.brandId) : null;
  if (!doc || !brand || doc.brandId !== ctx.params.brandId) return { kind: 'not-found' };
  const title = doc.page.root.props.title as Record<string, string | undefined>;
  return data({
    document: {
      id: doc.id, brandId: doc.brandId, family: doc.family, slug: doc.slug, language: doc.language, state: doc.state, version: doc.version,
      publishedVersion: doc.publishedVersion, updatedAt: doc.updatedAt, title: title[doc.language] ?? Object.values(title)[0] ?? doc.slug,
      publishAt: doc.publishAt, scheduledVersion: doc.scheduledVersion, page: doc.page,
    },
    versions: (await listVersions(ctx.db, doc.id)).map(({ version, savedAt, savedByEmail, note }) => ({ version, savedAt, savedByEmail, note })),
    brand,
    canEdit: can(ctx.staff!.grants, 'content.edit', doc.brandId),
    canPublish: can(ctx.staff!.grants, 'content.publish', doc.brandId),
    sitePath: documentPath(doc.family, doc.slug),
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    media: (await listMedia(ctx.db, doc.brandId, { limit: 200 })).map((item) => ({
      id: item.id,
      label: `${pickText(item.alt, brand.defaultLanguage, brand.defaultLanguage)} (${item.width}×${item.height})`,
      src: mediaUrl(item.id, item.widths[0] ?? item.width),
    })),
  });
}
