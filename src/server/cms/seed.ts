/**
 * The CMS seed: the Markdown files of `content/` (content/README.md:
 * `content/<brand>/<family>/<slug>.<lng>.md`, front matter `title`, `description` and, on news
 * only, `date`, the article's publication day and publishedAt) become
 * published documents of one rich-text block each (Markdown → HTML with `marked`, then sanitised:
 * schemas/rich-text.ts), and each brand's footer (`brands/<brand>/brand.json` footer links and
 * legal text) becomes the `footer/index` document (a link list and a rich-text block). Only
 * documents that do not exist yet are written: after the import the CMS is the source of truth.
 * The folder is `PORTAL_CONTENT_DIR`, else `content/` under the working directory.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { marked } from 'marked';
import type { Db } from '../db/client.ts';
import { cmsDocuments, cmsVersions } from '../db/schema.ts';
import { brands } from '../brands.ts';
import { tFor } from '../../i18n/index.ts';
import { sanitizeRichText } from '../../../schemas/rich-text.ts';
import { CURRENT_PAGE_SCHEMA_VERSION } from '../../../schemas/page.ts';
import { isCmsFamily, slugProblem, type CmsFamily } from '../../domain/cms/families.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import { validatePage } from './validate.ts';
import { CONTENT_FRONT_MATTER_KEYS, contentFrontMatterSchema } from '../../../schemas/content-file.ts';

/** The content folder. */
function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.PORTAL_CONTENT_DIR ?? join(process.cwd(), 'content'));
}

/** One seed document. */
export interface SeedDocument {
  brandId: string;
  family: CmsFamily;
  slug: string;
  language: string;
  /** The page (validated before it is written); content files make it when it is first read. */
  readonly page: unknown;
  /** Publication time of a news article (its front matter `date`, 00:00 UTC); others: the time of the seed. */
  publishedAt?: Date;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (name.endsWith('.md')) yield path;
  }
}

/** Families whose files carry a `date` (required there, refused elsewhere): content/README.md. */
const DATED_FAMILIES: ReadonlySet<CmsFamily> = new Set<CmsFamily>(['news']);

/** A parsed content file: front matter, the Markdown as sanitised HTML. */
interface ContentFile {
  title: string;
  description: string;
  /** Publication day `YYYY-MM-DD` (UTC), news only. */
  date?: string;
  /** The Markdown after the front matter. */
  markdown: string;
}

/**
 * A Markdown file's front matter and HTML. `family` decides whether `date` is required (news) or
 * refused (every other family).
 * @throws Error naming the file and the field when the front matter breaks content/README.md
 *   (`<file>: front matter field "date": ...`), or naming the file when there is no front matter
 */
function parseContentFile(text: string, file: string, family: CmsFamily): ContentFile {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter (a "---" line, "key: value" lines, a "---" line: content/README.md)`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const pair = /^([A-Za-z]+): (.+)$/.exec(line);
    if (!pair) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
    if (pair[1]! in fields) throw new Error(`${file}: front matter field "${pair[1]}" is written twice`);
    fields[pair[1]!] = pair[2]!;
  }
  const parsed = contentFrontMatterSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path.join('.');
    throw new Error(`${file}: front matter field "${field}": ${issue.code === 'unrecognized_keys' ? `unknown (fields: ${CONTENT_FRONT_MATTER_KEYS.join(', ')})` : issue.message}`);
  }
  const { title, description, date } = parsed.data;
  if (DATED_FAMILIES.has(family) && date === undefined) throw new Error(`${file}: front matter field "date": required for ${family} (YYYY-MM-DD)`);
  if (!DATED_FAMILIES.has(family) && date !== undefined) throw new Error(`${file}: front matter field "date": only news files have a date, not ${family}`);
  return { title, description, ...(date !== undefined ? { date } : {}), markdown: match[2]! };
}

/** A content file's Markdown as sanitised HTML (schemas/rich-text.ts). */
const markdownHtml = (markdown: string) => sanitizeRichText(marked.parse(markdown, { async: false, gfm: true }));

/** The page of a content file: root title and description, one rich-text block, in one language. */
function contentPage(language: string, title: string, description: string, html: string) {
  return {
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    root: { props: { title: { [language]: title.slice(0, 120) }, description: { [language]: description.slice(0, 300) } } },
    content: [{ type: 'richText', props: { html: { [language]: html } } }],
  };
}

/** The documents of the content folder. @throws Error naming a file that breaks the contract */
export function contentDocuments(dir: string = contentDir()): SeedDocument[] {
  const documents: SeedDocument[] = [];
  let files: string[];
  try {
    files = [...walk(dir)];
  } catch {
    return documents;
  }
  for (const path of files) {
    const parts = relative(dir, path).split(sep);
    const brandId = parts[0]!;
    const family = parts[1]!;
    if (!brands.byId.has(brandId) || !isCmsFamily(family)) continue;
    const name = parts.slice(2).join('/');
    const match = /^(.+)\.([a-z]{2})\.md$/.exec(name);
    if (!match) throw new Error(`${path}: the name must be <slug>.<lng>.md`);
    const [, slug, language] = match as unknown as [string, string, string];
    const problem = slugProblem(family, slug);
    if (problem) throw new Error(`${path}: ${problem}`);
    const { title, description, date, markdown } = parseContentFile(readFileSync(path, 'utf8'), path, family);
    // The page is made when it is read: Markdown and sanitising are most of the seed's work, and
    // only documents missing from the database are read (every process start looks at all files).
    let page: unknown;
    documents.push({
      brandId, family, slug, language,
      get page() {
        return (page ??= contentPage(language, title, description, markdownHtml(markdown)));
      },
      ...(date !== undefined ? { publishedAt: new Date(`${date}T00:00:00Z`) } : {}),
    });
  }
  return documents;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Each brand's footer as a document in its default language: the brand's footer links (labels in
 * every language of the brand) and its legal text (per language).
 */
export function footerDocuments(): SeedDocument[] {
  return [...brands.byId.values()].map((brand) => {
    const labels = (key: string) => Object.fromEntries(brand.languages.map((lng) => [lng, tFor(brand.id, lng as LanguageCode)(key)]));
    const legal = Object.fromEntries(Object.entries(brand.footer.legal).filter(([, text]) => text).map(([lng, text]) => [lng, `<p>${escapeHtml(text!)}</p>`]));
    return {
      brandId: brand.id,
      family: 'footer' as const,
      slug: 'index',
      language: brand.defaultLanguage,
      page: {
        schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
        root: { props: { title: labels('footer_label') } },
        content: [
          { type: 'linkList', props: { links: brand.footer.links.map((link) => ({ label: labels(link.labelKey), href: link.href })) } },
          { type: 'richText', props: { id: 'legal', html: legal } },
        ],
      },
    };
  });
}

/**
 * Writes the seed documents that do not exist yet, published (version 1, note `seed`).
 * @returns how many were written
 * @throws AppError page_invalid when a seed page breaks the registry (a broken content file)
 */
export async function seedCms(db: Db, documents: readonly SeedDocument[]): Promise<number> {
  const existing = new Set(
    (await db.select({ b: cmsDocuments.brandId, f: cmsDocuments.family, s: cmsDocuments.slug, l: cmsDocuments.language }).from(cmsDocuments))
      .map((row) => `${row.b}/${row.f}/${row.s}/${row.l}`),
  );
  const missing = documents.filter((doc) => !existing.has(`${doc.brandId}/${doc.family}/${doc.slug}/${doc.language}`));
  const pages = missing.map((doc) => validatePage(doc.page));
  let written = 0;
  // In chunks, each one transaction of two statements (documents, then their first versions).
  for (let start = 0; start < missing.length; start += SEED_CHUNK) {
    const chunk = missing.slice(start, start + SEED_CHUNK);
    written += await db.transaction(async (tx) => {
      const now = new Date();
      const rows = await tx.insert(cmsDocuments).values(chunk.map((doc) => ({
        brandId: doc.brandId, family: doc.family, slug: doc.slug, language: doc.language,
        state: 'published' as const, version: 1, publishedVersion: 1, publishedAt: doc.publishedAt ?? now,
      }))).onConflictDoNothing().returning({ id: cmsDocuments.id, brandId: cmsDocuments.brandId, family: cmsDocuments.family, slug: cmsDocuments.slug, language: cmsDocuments.language });
      const pageOf = new Map(chunk.map((doc, i) => [`${doc.brandId}/${doc.family}/${doc.slug}/${doc.language}`, pages[start + i]!]));
      if (rows.length > 0) {
        await tx.insert(cmsVersions).values(rows.map((row) => ({ documentId: row.id, version: 1, page: pageOf.get(`${row.brandId}/${row.family}/${row.slug}/${row.language}`)!, note: 'seed' })));
      }
      return rows.length;
    });
  }
  return written;
}

/** Documents written per transaction of the seed. */
const SEED_CHUNK = 40;

let seeded: Promise<number> | null = null;

/** Seeds the content folder and the footers once per process (retried after a failure). */
export function ensureCmsSeed(db: Db): Promise<number> {
  seeded ??= seedCms(db, [...contentDocuments(), ...footerDocuments()]).catch((error: unknown) => {
    seeded = null;
    throw error;
  });
  return seeded;
}
