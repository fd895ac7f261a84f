/**
 * The CMS content store on PGlite and PostgreSQL: the content seed imports
 * every file of content/ as a published page; every save is a version (who, when); a stale save
 * is 409 with the current version; states draft → scheduled → published → archived, unpublish;
 * a scheduled page is published once when its time comes; restore brings an old text back; a
 * bad block is refused naming block index and field; every change is audited. News files carry
 * their publication day (`date`), which becomes the document's publishedAt; a news file without
 * one, or another family's file with one, is refused naming the file and the field.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { auditLog, staff } from '../../src/server/db/schema.ts';
import {
  archiveDocument, createDocument, diffPages, findDocument, listPublished, listVersions, publishDocument, publishDue, readPublishedExact,
  restoreVersion, saveDocument, scheduleDocument, unpublishDocument, versionPage,
} from '../../src/server/cms/store.ts';
import { contentDocuments, footerDocuments, seedCms } from '../../src/server/cms/seed.ts';
import { AppError } from '../../src/server/errors.ts';

const ENGINES = await engines();
const errorOf = async (p: Promise<unknown>) => (await p.then(() => null, (e: unknown) => e)) as AppError | null;

/** A landing page with one rich-text block. */
const landing = (text: string) => ({
  schemaVersion: 2,
  root: { props: { title: { en: 'Landing' } } },
  content: [{ type: 'richText', props: { html: { en: `<p>${text}</p>` } } }],
});

describe.each(ENGINES)('CMS store on %s', (kind) => {
  let t: TestDatabase;
  let editor: number;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    const [row] = await t.db.insert(staff).values({ email: `cms-${kind}@console.test`, name: 'Editor' }).returning({ id: staff.id });
    editor = row!.id;
  });
  afterAll(() => t.dispose());

  it('seeds every content file and both footers as published pages, once', async () => {
    const docs = [...contentDocuments(), ...footerDocuments()];
    expect(docs.length).toBeGreaterThan(260);
    expect(await seedCms(t.db, docs)).toBe(docs.length);
    expect(await seedCms(t.db, docs)).toBe(0);
    const rules = await readPublishedExact(t.db, { brandId: 'main', family: 'information', slug: 'rules-1-2', language: 'en' });
    expect(rules?.page.content[0]?.type).toBe('richText');
    const html = (rules!.page.content[0]!.props as { html: Record<string, string> }).html.en!;
    expect(html).toContain('<h2');
    expect(html).not.toContain('<script');
    const alphabet = await listPublished(t.db, 'vip', 'betting-alphabet');
    expect(new Set(alphabet.map((e) => e.slug)).size).toBeGreaterThanOrEqual(40);
  });

  it('gives seeded news the publication day of their file as publishedAt', async () => {
    const first = await readPublishedExact(t.db, { brandId: 'main', family: 'news', slug: 'football-line-and-live', language: 'ru' });
    expect(first?.publishedAt).toBe('2026-11-21T00:00:00.000Z');
    for (const brandId of ['main', 'vip']) {
      const news = await listPublished(t.db, brandId, 'news');
      for (const language of ['en', 'ru']) {
        const articles = news.filter((e) => e.language === language);
        expect(articles.length, `${brandId} ${language}`).toBeGreaterThanOrEqual(4);
        // Every article is dated at midnight UTC of its day, none at the time of the seed.
        for (const article of articles) expect(article.publishedAt).toMatch(/^2026-11-2[13]T00:00:00\.000Z$/);
      }
    }
    // Seeding again leaves the dates as they are.
    expect(await seedCms(t.db, contentDocuments())).toBe(0);
    expect((await readPublishedExact(t.db, { brandId: 'vip', family: 'news', slug: 'betting-alphabet', language: 'en' }))?.publishedAt).toBe('2026-11-23T00:00:00.000Z');
  });

  it('saves versions, refuses a stale save with the current version, restores an old text', async () => {
    const actor = { staffId: editor };
    const created = await createDocument(t.db, actor, { brandId: 'main', family: 'landing', slug: `l-${kind}`, language: 'en' }, landing('first'));
    expect(created).toMatchObject({ version: 1, state: 'draft', publishedVersion: null });
    const saved = await saveDocument(t.db, actor, created.id, 1, landing('second'));
    expect(saved.version).toBe(2);
    const stale = await errorOf(saveDocument(t.db, actor, created.id, 1, landing('lost')));
    expect(stale?.status).toBe(409);
    expect((stale?.extra.current as { version: number }).version).toBe(2);
    const versions = await listVersions(t.db, created.id);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ savedBy: editor, savedByEmail: `cms-${kind}@console.test`, note: 'save' });
    expect(diffPages(await versionPage(t.db, created.id, 1), await versionPage(t.db, created.id, 2))).toEqual([
      { path: 'content[0].props.html.en', before: '<p>first</p>', after: '<p>second</p>' },
    ]);
    const restored = await restoreVersion(t.db, actor, created.id, 2, 1);
    expect(restored.version).toBe(3);
    expect((restored.page.content[0]!.props as { html: Record<string, string> }).html.en).toBe('<p>first</p>');
    expect((await listVersions(t.db, created.id))[0]!.note).toBe('restore:1');
  });

  it('moves through draft → published → draft → scheduled → published → archived, guests seeing only published versions', async () => {
    const actor = { staffId: editor };
    const key = { brandId: 'vip', family: 'landing' as const, slug: `s-${kind}`, language: 'en' };
    const doc = await createDocument(t.db, actor, key, landing('one'));
    expect(await readPublishedExact(t.db, key)).toBeNull();
    const published = await publishDocument(t.db, actor, doc.id, 1);
    expect(published).toMatchObject({ state: 'published', publishedVersion: 1 });
    await saveDocument(t.db, actor, doc.id, 1, landing('two'));
    // The saved draft is not what guests see until it is published.
    expect(JSON.stringify((await readPublishedExact(t.db, key))!.page)).toContain('one');
    expect((await unpublishDocument(t.db, actor, doc.id)).state).toBe('draft');
    expect(await readPublishedExact(t.db, key)).toBeNull();

    const now = new Date('2026-11-23T10:00:00Z');
    expect((await errorOf(scheduleDocument(t.db, actor, doc.id, 2, new Date(now.getTime() - 1000), now)))?.status).toBe(400);
    const scheduled = await scheduleDocument(t.db, actor, doc.id, 2, new Date(now.getTime() + 60_000), now);
    expect(scheduled).toMatchObject({ state: 'scheduled', scheduledVersion: 2 });
    expect(await publishDue(t.db, new Date(now.getTime() + 30_000))).not.toContain('vip');
    expect(await readPublishedExact(t.db, key)).toBeNull();
    expect(await publishDue(t.db, new Date(now.getTime() + 61_000))).toContain('vip');
    expect(await publishDue(t.db, new Date(now.getTime() + 62_000))).not.toContain('vip');
    expect((await findDocument(t.db, key))).toMatchObject({ state: 'published', publishedVersion: 2 });
    expect(JSON.stringify((await readPublishedExact(t.db, key))!.page)).toContain('two');

    expect((await archiveDocument(t.db, actor, doc.id)).state).toBe('archived');
    expect(await readPublishedExact(t.db, key)).toBeNull();
    const audit = await t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.brandId, 'vip'), eq(auditLog.key, `landing/s-${kind}:en`)));
    expect(audit.map((a) => a.action)).toEqual(['cms.create', 'cms.publish', 'cms.save', 'cms.unpublish', 'cms.schedule', 'cms.publish', 'cms.archive']);
  });

  it('refuses an unknown block, bad props and script in rich text naming block index and field; writes nothing', async () => {
    const actor = { staffId: editor };
    const key = { brandId: 'main', family: 'landing' as const, slug: `bad-${kind}`, language: 'en' };
    const unknown = await errorOf(createDocument(t.db, actor, key, { ...landing('x'), content: [{ type: 'marquee', props: {} }] }));
    expect(unknown).toMatchObject({ status: 422, code: 'page_invalid' });
    expect(unknown?.extra.fields).toEqual(['content[0].type']);
    const script = await errorOf(createDocument(t.db, actor, key, landing('<img src=x onerror=alert(1)>')));
    expect(script?.extra.fields).toEqual(['content[0].props.html.en']);
    const badCta = await errorOf(createDocument(t.db, actor, key, { ...landing('x'), content: [landing('ok').content[0], { type: 'cta', props: { label: { en: 'Go' }, href: 'javascript:alert(1)' } }] }));
    expect(badCta?.extra.fields).toEqual(['content[1].props.href']);
    expect(await findDocument(t.db, key)).toBeNull();
  });
});

describe('content files: the news date', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A content folder holding one file; returns the folder and the file's path. */
  const folderWith = (family: string, name: string, text: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'cms-content-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'main', family), { recursive: true });
    writeFileSync(join(dir, 'main', family, name), text);
    return { dir, file: join(dir, 'main', family, name) };
  };
  const front = (lines: string[]) => `---\n${lines.join('\n')}\n---\n\n## Heading\n\nText.\n`;

  it('a dated news file becomes a document published at 00:00 UTC of its day', () => {
    const { dir } = folderWith('news', 'an-article.en.md', front(['title: An article', 'description: What it is about.', 'date: 2026-11-21']));
    const [doc] = contentDocuments(dir);
    expect(doc).toMatchObject({ brandId: 'main', family: 'news', slug: 'an-article', language: 'en' });
    expect(doc!.publishedAt?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it('refuses a news file without a date, naming the file and the field', () => {
    const { dir, file } = folderWith('news', 'undated.en.md', front(['title: Undated', 'description: No date.']));
    expect(() => contentDocuments(dir)).toThrow(`${file}: front matter field "date": required for news`);
  });

  it('refuses a date that is not a calendar day, naming the file and the field', () => {
    const { dir, file } = folderWith('news', 'bad-day.en.md', front(['title: Bad day', 'description: 30 February.', 'date: 2026-02-30']));
    expect(() => contentDocuments(dir)).toThrow(`${file}: front matter field "date": must be a calendar day written YYYY-MM-DD`);
  });

  it('refuses a date on a file of another family, naming the file and the field', () => {
    const { dir, file } = folderWith('information', 'about.en.md', front(['title: About', 'description: About us.', 'date: 2026-11-21']));
    expect(() => contentDocuments(dir)).toThrow(`${file}: front matter field "date": only news files have a date, not information`);
  });

  it('refuses an unknown front matter field, naming it', () => {
    const { dir, file } = folderWith('information', 'about.en.md', front(['title: About', 'description: About us.', 'author: Someone']));
    expect(() => contentDocuments(dir)).toThrow(`${file}: front matter field "author": unknown`);
  });

  it('a file of another family without a date has publishedAt of the seed', () => {
    const { dir } = folderWith('information', 'about.en.md', front(['title: About', 'description: About us.']));
    expect(contentDocuments(dir)[0]!.publishedAt).toBeUndefined();
  });
});
