/**
 * What guests read of the CMS: published pages through a per-process cache in
 * front of the database, dropped — with the guest page cache of the brand
 * (src/server/page-cache.ts) — on every instance when something is published, unpublished or
 * archived: the store publishes `{ brandId }` on the live bus channel `cms`
 * (src/server/live/bus.ts: PostgreSQL LISTEN/NOTIFY with several instances). A sweep publishes
 * scheduled pages when their time comes (every {@link SWEEP_MS}, on every instance; each row is
 * taken once). The content seed (src/server/cms/seed.ts) runs once per process before the
 * first read.
 */
import { getBus } from '../live/bus.ts';
import type { Db } from '../db/client.ts';
import { getDatabase } from '../database.ts';
import { brandGeneration, clearPageCacheOfBrand } from '../page-cache.ts';
import { listPublished, onPublishedChange, publishDue, readPublishedExact, type CmsKey, type PublishedEntry, type PublishedPage } from './store.ts';
import { ensureCmsSeed } from './seed.ts';
import type { CmsFamily } from '../../domain/cms/families.ts';
import { FALLBACK_LANGUAGE } from '../../../schemas/language.ts';
import { lookupOrder, servedLanguage, type DocumentLanguages } from '../../domain/cms/languages.ts';

/** The bus channel of publish events. */
const CMS_CHANNEL = 'cms';
/** How often scheduled pages are looked at, ms. */
const SWEEP_MS = Number(process.env.PORTAL_CMS_SWEEP_MS ?? 15_000);

const pages = new Map<string, PublishedPage | null>();
const lists = new Map<string, (PublishedEntry & { family: CmsFamily })[]>();

/** Drops this instance's cached CMS reads and guest pages of a brand. */
function dropCached(brandId: string): void {
  const prefix = `${brandId}\u0000`;
  for (const key of [...pages.keys()]) if (key.startsWith(prefix)) pages.delete(key);
  for (const key of [...lists.keys()]) if (key.startsWith(prefix)) lists.delete(key);
  clearPageCacheOfBrand(brandId);
}

let started: Promise<void> | null = null;

/** Subscribes to the bus, starts the scheduled-publish sweep and seeds the content, once per process. */
export function ensureCms(db?: Db): Promise<void> {
  started ??= (async () => {
    const database = db ?? (await getDatabase()).db;
    const bus = await getBus();
    await bus.subscribe(CMS_CHANNEL, (message) => {
      const brandId = (message as { brandId?: unknown } | null)?.brandId;
      if (typeof brandId === 'string') dropCached(brandId);
    });
    onPublishedChange(async (brandId) => {
      dropCached(brandId);
      await bus.publish(CMS_CHANNEL, { brandId });
    });
    await ensureCmsSeed(database);
    const timer = setInterval(() => {
      publishDue(database).catch((error: unknown) => console.error('scheduled CMS publish failed', error));
    }, SWEEP_MS);
    timer.unref();
    await publishDue(database);
  })().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

const cacheKey = (key: CmsKey) => `${key.brandId}\u0000${key.family}\u0000${key.slug}\u0000${key.language}`;

/** A published page of exactly this key (cached), or null. */
async function publishedExact(key: CmsKey): Promise<PublishedPage | null> {
  await ensureCms();
  const k = cacheKey(key);
  if (pages.has(k)) return pages.get(k)!;
  // A publish of the brand while the read is under way moves its generation: that read may hold
  // the page before the publish, so it answers this request only and is not kept.
  const generation = brandGeneration(key.brandId);
  const found = await readPublishedExact((await getDatabase()).db, key);
  if (brandGeneration(key.brandId) === generation) pages.set(k, found);
  return found;
}

/**
 * The published page for a language by the rule of src/domain/cms/languages.ts: the page
 * language's document, else the brand default's or English's when its texts are localized into
 * the page language or it is marked untranslated for it; else null (404).
 * `page.language` is the language shown (the page language, or the document's own with a notice).
 */
export async function publishedPage(brandId: string, defaultLanguage: string, family: CmsFamily, slug: string, lng: string): Promise<PublishedPage | null> {
  for (const language of lookupOrder(lng, defaultLanguage, FALLBACK_LANGUAGE)) {
    const found = await publishedExact({ brandId, family, slug, language });
    if (!found) continue;
    const shown = servedLanguage({ language, title: found.page.root.props.title, untranslated: found.page.root.props.untranslated }, lng);
    if (shown !== null) return { ...found, language: shown };
  }
  return null;
}

/** The published pages of a brand (optionally one family), cached. */
export async function publishedList(brandId: string, family?: CmsFamily): Promise<(PublishedEntry & { family: CmsFamily })[]> {
  await ensureCms();
  const k = `${brandId}\u0000${family ?? '*'}`;
  const cached = lists.get(k);
  if (cached) return cached;
  const generation = brandGeneration(brandId);
  const found = await listPublished((await getDatabase()).db, brandId, family);
  if (brandGeneration(brandId) === generation) lists.set(k, found);
  return found;
}

/**
 * One entry per slug for the language: the page language's, else the brand default's or
 * English's where src/domain/cms/languages.ts serves it in the page language (as {@link publishedPage}).
 */
export function perSlug<T extends DocumentLanguages & { slug: string }>(entries: readonly T[], lng: string, defaultLanguage: string): T[] {
  const order = lookupOrder(lng, defaultLanguage, FALLBACK_LANGUAGE);
  const best = new Map<string, T>();
  for (const entry of entries) {
    const rank = order.indexOf(entry.language);
    if (rank < 0 || servedLanguage(entry, lng) === null) continue;
    const current = best.get(entry.slug);
    if (!current || rank < order.indexOf(current.language)) best.set(entry.slug, entry);
  }
  return [...best.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}
