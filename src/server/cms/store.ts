/**
 * The CMS content store: documents per brand, route family, slug and language
 * (`cms_documents`), every save a version (`cms_versions`: the page, who, when). States:
 * draft → scheduled → published → archived (and back to draft by unpublish). A save names the
 * version it read; a stale save is refused (409 `conflict`, `meta.current` = the document as it
 * is now). Pages are validated with the registry's page union before anything is written
 * (422 `page_invalid` naming block index and field). Every change writes its audit row in the
 * same transaction and, when what guests see changes, tells every instance
 * (src/server/cms/sync.ts) to drop its cached copies.
 */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { cmsDocuments, cmsVersions, staff } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { recordAudit } from '../staff/audit.ts';
import { validatePage, type Page } from './validate.ts';
import { isCmsFamily, slugProblem, type CmsFamily } from '../../domain/cms/families.ts';

/** A document's state. */
type CmsState = 'draft' | 'scheduled' | 'published' | 'archived';

/** Who changes a document, and from where (for the audit log). */
export interface CmsActor {
  staffId: number | null;
  clientAddress?: string | null;
}

/** The key of a document. */
export interface CmsKey {
  brandId: string;
  family: CmsFamily;
  slug: string;
  language: string;
}

/** A document as the console shows it (the page is the newest version's). */
export interface CmsDocumentView extends CmsKey {
  id: number;
  state: CmsState;
  /** Newest saved version. */
  version: number;
  /** Version guests see while published. */
  publishedVersion: number | null;
  /** Version a scheduled publish will show, and when (ISO). */
  scheduledVersion: number | null;
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: number | null;
  page: Page;
}

/** One version in the history. */
export interface CmsVersionView {
  version: number;
  savedAt: string;
  savedBy: number | null;
  savedByEmail: string | null;
  note: string;
}

type DocumentRow = typeof cmsDocuments.$inferSelect;

function view(row: DocumentRow, page: unknown): CmsDocumentView {
  return {
    id: row.id, brandId: row.brandId, family: row.family as CmsFamily, slug: row.slug, language: row.language,
    state: row.state, version: row.version, publishedVersion: row.publishedVersion, scheduledVersion: row.scheduledVersion,
    publishAt: row.publishAt?.toISOString() ?? null, publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy, page: page as Page,
  };
}

async function pageOf(db: Db | Tx, documentId: number, version: number): Promise<unknown> {
  const [row] = await db.select({ page: cmsVersions.page }).from(cmsVersions)
    .where(and(eq(cmsVersions.documentId, documentId), eq(cmsVersions.version, version)));
  if (!row) throw new AppError('not_found', `Version ${version} of document ${documentId} does not exist.`, { version });
  return row.page;
}

/** The document by id with its newest page, or null. */
export async function getDocument(db: Db | Tx, id: number): Promise<CmsDocumentView | null> {
  const [row] = await db.select().from(cmsDocuments).where(eq(cmsDocuments.id, id));
  return row ? view(row, await pageOf(db, row.id, row.version)) : null;
}

/** The document by id. @throws AppError not_found */
export async function requireDocument(db: Db | Tx, id: number): Promise<CmsDocumentView> {
  const found = await getDocument(db, id);
  if (!found) throw new AppError('not_found', `There is no document ${id}.`);
  return found;
}

/** A document by key, or null. */
export async function findDocument(db: Db | Tx, key: CmsKey): Promise<CmsDocumentView | null> {
  const [row] = await db.select().from(cmsDocuments).where(and(
    eq(cmsDocuments.brandId, key.brandId), eq(cmsDocuments.family, key.family), eq(cmsDocuments.slug, key.slug), eq(cmsDocuments.language, key.language),
  ));
  return row ? view(row, await pageOf(db, row.id, row.version)) : null;
}

/** A document without its page, for lists. */
export type CmsDocumentSummary = Omit<CmsDocumentView, 'page'> & { title: string };

/** The documents of brands (every brand when null), newest change first, optionally of one family. */
export async function listDocuments(db: Db, brandIds: readonly string[] | null, family?: CmsFamily): Promise<CmsDocumentSummary[]> {
  const where = [
    ...(brandIds === null ? [] : [inArray(cmsDocuments.brandId, brandIds.length ? [...brandIds] : [''])]),
    ...(family ? [eq(cmsDocuments.family, family)] : []),
  ];
  const rows = await db
    .select({ row: cmsDocuments, page: cmsVersions.page })
    .from(cmsDocuments)
    .innerJoin(cmsVersions, and(eq(cmsVersions.documentId, cmsDocuments.id), eq(cmsVersions.version, cmsDocuments.version)))
    .where(and(...where))
    .orderBy(asc(cmsDocuments.brandId), asc(cmsDocuments.family), asc(cmsDocuments.slug), asc(cmsDocuments.language));
  return rows.map(({ row, page }) => {
    const { page: p, ...rest } = view(row, page);
    const title = p.root.props.title;
    return { ...rest, title: (title as Record<string, string | undefined>)[row.language] ?? Object.values(title)[0] ?? row.slug };
  });
}

function checkKey(key: CmsKey): void {
  if (!isCmsFamily(key.family)) throw new AppError('bad_request', `Unknown family ${JSON.stringify(key.family)}.`, { fields: ['family'] });
  const problem = slugProblem(key.family, key.slug);
  if (problem) throw new AppError('bad_request', `slug: ${problem}`, { fields: ['slug'] });
}

/** Tells every instance that guests of the brand may see something new (after the commit). */
type Notify = (brandId: string) => Promise<void>;
let notifyPublish: Notify = async () => {};

/** Set by src/server/cms/sync.ts: how a change of what guests see reaches every instance. */
export function onPublishedChange(notify: Notify): void {
  notifyPublish = notify;
}

/**
 * Creates a document with its first version (state draft, or published when `publish`).
 * @throws AppError page_invalid (422); conflict (409) when the key exists; bad_request for a bad key
 */
export async function createDocument(db: Db, actor: CmsActor, key: CmsKey, data: unknown, options: { publish?: boolean; note?: string; reason?: string } = {}): Promise<CmsDocumentView> {
  checkKey(key);
  const page = validatePage(data);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(cmsDocuments).values({
      ...key, version: 1, state: options.publish ? 'published' : 'draft', publishedVersion: options.publish ? 1 : null,
      publishedAt: options.publish ? new Date() : null, updatedBy: actor.staffId,
    }).onConflictDoNothing().returning();
    if (!row) {
      const current = await findDocument(tx, key);
      throw new AppError('conflict', `${key.family}/${key.slug} (${key.language}) exists already on ${key.brandId}.`, { current });
    }
    await tx.insert(cmsVersions).values({ documentId: row.id, version: 1, page, savedBy: actor.staffId, note: options.note ?? 'create' });
    if (actor.staffId !== null) {
      await recordAudit(tx, { staffId: actor.staffId, action: 'cms.create', brandId: key.brandId, key: `${key.family}/${key.slug}:${key.language}`, after: { version: 1 }, reason: options.reason ?? 'new page', clientAddress: actor.clientAddress });
    }
    return view(row, page);
  });
  if (options.publish) await notifyPublish(key.brandId);
  return created;
}

/** Locks the document row and checks the version the caller read. */
async function lockForChange(tx: Tx, id: number, baseVersion: number | null): Promise<DocumentRow> {
  const [row] = await tx.select().from(cmsDocuments).where(eq(cmsDocuments.id, id)).for('update');
  if (!row) throw new AppError('not_found', `There is no document ${id}.`);
  if (baseVersion !== null && row.version !== baseVersion) {
    const current = view(row, await pageOf(tx, row.id, row.version));
    throw new AppError('conflict', `The page was saved by someone else meanwhile (version ${row.version}, you edited version ${baseVersion}). Reload it and apply your change again.`, { current });
  }
  return row;
}

/**
 * Saves a new version of a document (the state stays; a published page keeps showing its
 * published version until published again).
 * @throws AppError conflict (409, `meta.current`) when `baseVersion` is not the newest; page_invalid (422)
 */
export async function saveDocument(db: Db, actor: CmsActor, id: number, baseVersion: number, data: unknown, options: { note?: string; reason?: string } = {}): Promise<CmsDocumentView> {
  const page = validatePage(data);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, id, baseVersion);
    const version = row.version + 1;
    await tx.insert(cmsVersions).values({ documentId: id, version, page, savedBy: actor.staffId, note: options.note ?? 'save' });
    const [updated] = await tx.update(cmsDocuments).set({ version, updatedBy: actor.staffId, updatedAt: new Date() }).where(eq(cmsDocuments.id, id)).returning();
    await recordAudit(tx, { staffId: actor.staffId, action: 'cms.save', brandId: row.brandId, key: `${row.family}/${row.slug}:${row.language}`, before: { version: row.version }, after: { version }, reason: options.reason ?? options.note ?? 'save', clientAddress: actor.clientAddress });
    return view(updated!, page);
  });
}

/**
 * Saves version `fromVersion`'s page again as the newest version (restore).
 * @throws AppError conflict (409) when `baseVersion` is stale; not_found for an unknown version
 */
export async function restoreVersion(db: Db, actor: CmsActor, id: number, baseVersion: number, fromVersion: number, reason?: string): Promise<CmsDocumentView> {
  const old = await pageOf(db, id, fromVersion);
  return saveDocument(db, actor, id, baseVersion, old, { note: `restore:${fromVersion}`, reason: reason ?? `restore version ${fromVersion}` });
}

async function changeState(db: Db, actor: CmsActor, id: number, baseVersion: number | null, action: string, reason: string | undefined,
  change: (row: DocumentRow) => Partial<typeof cmsDocuments.$inferInsert>): Promise<CmsDocumentView> {
  const result = await db.transaction(async (tx) => {
    const row = await lockForChange(tx, id, baseVersion);
    const set = change(row);
    const [updated] = await tx.update(cmsDocuments).set({ ...set, updatedBy: actor.staffId, updatedAt: new Date() }).where(eq(cmsDocuments.id, id)).returning();
    await recordAudit(tx, {
      staffId: actor.staffId, action, brandId: row.brandId, key: `${row.family}/${row.slug}:${row.language}`,
      before: { state: row.state, publishedVersion: row.publishedVersion }, after: { state: updated!.state, publishedVersion: updated!.publishedVersion, publishAt: updated!.publishAt },
      reason: reason ?? action, clientAddress: actor.clientAddress,
    });
    return view(updated!, await pageOf(tx, id, updated!.version));
  });
  await notifyPublish(result.brandId);
  return result;
}

/** Publishes version `version` (default: the newest) at once. @throws AppError conflict when `baseVersion` is stale */
export function publishDocument(db: Db, actor: CmsActor, id: number, baseVersion: number, reason?: string): Promise<CmsDocumentView> {
  return changeState(db, actor, id, baseVersion, 'cms.publish', reason, (row) => ({
    state: 'published', publishedVersion: row.version, publishedAt: new Date(), publishAt: null, scheduledVersion: null,
  }));
}

/** Takes a page off the site (state draft; its versions stay). */
export function unpublishDocument(db: Db, actor: CmsActor, id: number, reason?: string): Promise<CmsDocumentView> {
  return changeState(db, actor, id, null, 'cms.unpublish', reason, () => ({ state: 'draft', publishedVersion: null, publishAt: null, scheduledVersion: null }));
}

/** Archives a page (off the site, kept with its versions). */
export function archiveDocument(db: Db, actor: CmsActor, id: number, reason?: string): Promise<CmsDocumentView> {
  return changeState(db, actor, id, null, 'cms.archive', reason, () => ({ state: 'archived', publishedVersion: null, publishAt: null, scheduledVersion: null }));
}

/**
 * Schedules the newest version to be published at `at` (the sweep of src/server/cms/sync.ts
 * publishes it; until then guests see nothing new: a published page stays as it was).
 * @throws AppError bad_request for a time not in the future; conflict when `baseVersion` is stale
 */
export async function scheduleDocument(db: Db, actor: CmsActor, id: number, baseVersion: number, at: Date, now: Date = new Date(), reason?: string): Promise<CmsDocumentView> {
  if (!(at.getTime() > now.getTime())) throw new AppError('bad_request', 'publishAt: choose a time in the future.', { fields: ['publishAt'] });
  return changeState(db, actor, id, baseVersion, 'cms.schedule', reason, (row) => ({
    state: 'scheduled', scheduledVersion: row.version, publishAt: at,
    // A scheduled page that was published keeps its published version visible until the time comes.
    publishedVersion: row.publishedVersion,
  }));
}

/**
 * Publishes every scheduled document whose time has come (`now`), once across instances (the
 * UPDATE takes each row once). @returns the brands whose pages changed
 */
export async function publishDue(db: Db, now: Date = new Date()): Promise<string[]> {
  const rows = await db.update(cmsDocuments)
    .set({ state: 'published', publishedVersion: sql`${cmsDocuments.scheduledVersion}`, publishedAt: now, publishAt: null, scheduledVersion: null, updatedAt: now })
    .where(and(eq(cmsDocuments.state, 'scheduled'), lte(cmsDocuments.publishAt, now)))
    .returning({ id: cmsDocuments.id, brandId: cmsDocuments.brandId, family: cmsDocuments.family, slug: cmsDocuments.slug, language: cmsDocuments.language, version: cmsDocuments.publishedVersion });
  for (const row of rows) {
    await recordAudit(db, { staffId: null, action: 'cms.publish', brandId: row.brandId, key: `${row.family}/${row.slug}:${row.language}`, after: { state: 'published', publishedVersion: row.version }, reason: 'scheduled publish' });
  }
  const brandIds = [...new Set(rows.map((row) => row.brandId))];
  for (const brandId of brandIds) await notifyPublish(brandId);
  return brandIds;
}

/** The version history, newest first. */
export async function listVersions(db: Db, id: number): Promise<CmsVersionView[]> {
  const rows = await db.select({ v: cmsVersions, email: staff.email }).from(cmsVersions).leftJoin(staff, eq(staff.id, cmsVersions.savedBy))
    .where(eq(cmsVersions.documentId, id)).orderBy(desc(cmsVersions.version));
  return rows.map(({ v, email }) => ({ version: v.version, savedAt: v.savedAt.toISOString(), savedBy: v.savedBy, savedByEmail: email, note: v.note }));
}

/** The page of one version. @throws AppError not_found */
export async function versionPage(db: Db, id: number, version: number): Promise<Page> {
  return (await pageOf(db, id, version)) as Page;
}

/** One difference between two pages: the JSON path and the values on each side (undefined: absent). */
export interface PageChange {
  path: string;
  before?: unknown;
  after?: unknown;
}

/** The differences between two pages, field by field (`content[1].props.html.en`). */
export function diffPages(before: unknown, after: unknown, path = ''): PageChange[] {
  if (Object.is(before, after)) return [];
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: PageChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) changes.push(...diffPages(before[i], after[i], `${path}[${i}]`));
    return changes;
  }
  if (isObject(before) && isObject(after) && !Array.isArray(before) && !Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffPages(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return [{ path: path || '(root)', ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) }];
}

/** The published page guests see, with its language and time, or null. */
export interface PublishedPage {
  documentId: number;
  slug: string;
  language: string;
  page: Page;
  publishedAt: string;
}

/** The published page of a key (no fallback), or null. */
export async function readPublishedExact(db: Db, key: CmsKey): Promise<PublishedPage | null> {
  const [row] = await db
    .select({ id: cmsDocuments.id, slug: cmsDocuments.slug, language: cmsDocuments.language, publishedAt: cmsDocuments.publishedAt, page: cmsVersions.page })
    .from(cmsDocuments)
    .innerJoin(cmsVersions, and(eq(cmsVersions.documentId, cmsDocuments.id), eq(cmsVersions.version, cmsDocuments.publishedVersion)))
    .where(and(
      eq(cmsDocuments.brandId, key.brandId), eq(cmsDocuments.family, key.family), eq(cmsDocuments.slug, key.slug), eq(cmsDocuments.language, key.language),
      inArray(cmsDocuments.state, ['published', 'scheduled']),
    ));
  return row ? { documentId: row.id, slug: row.slug, language: row.language, page: row.page as Page, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() } : null;
}

/** A published page of a family in a list (alphabet, news, promotions, sitemap). */
export interface PublishedEntry {
  slug: string;
  language: string;
  title: Page['root']['props']['title'];
  description: Page['root']['props']['description'];
  /** The root's untranslated list (src/domain/cms/languages.ts). */
  untranslated?: string | undefined;
  publishedAt: string;
}

/** Published pages of a brand (optionally one family), in every language, by slug. */
export async function listPublished(db: Db, brandId: string, family?: CmsFamily): Promise<(PublishedEntry & { family: CmsFamily })[]> {
  const rows = await db
    .select({ family: cmsDocuments.family, slug: cmsDocuments.slug, language: cmsDocuments.language, publishedAt: cmsDocuments.publishedAt, page: cmsVersions.page })
    .from(cmsDocuments)
    .innerJoin(cmsVersions, and(eq(cmsVersions.documentId, cmsDocuments.id), eq(cmsVersions.version, cmsDocuments.publishedVersion)))
    .where(and(eq(cmsDocuments.brandId, brandId), inArray(cmsDocuments.state, ['published', 'scheduled']), ...(family ? [eq(cmsDocuments.family, family)] : [])))
    .orderBy(asc(cmsDocuments.family), asc(cmsDocuments.slug), asc(cmsDocuments.language));
  return rows.map((row) => {
    const page = row.page as Page;
    return { family: row.family as CmsFamily, slug: row.slug, language: row.language, title: page.root.props.title, description: page.root.props.description, untranslated: page.root.props.untranslated, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() };
  });
}
