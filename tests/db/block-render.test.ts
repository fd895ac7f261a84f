/**
 * Every block of the registry rendered by Astro itself (the container API with the React renderer),
 * as SchemaPage renders a page: a page using all blocks, with an image uploaded to the media
 * library first, each block's data read by its registry loader before rendering (`loadBlocks`). The HTML must carry no `style` attribute (the portal's CSP has no
 * 'unsafe-inline' for styles), no active content from the XSS payload stored in rich text by
 * "an older version", the image's srcset, and each block's content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getContainerRenderer } from '@astrojs/react';
import { loadRenderers } from 'astro:container';

const dataDir = mkdtempSync(join(tmpdir(), 'block-render-'));
process.env.PORTAL_DATA_DIR = join(dataDir, 'pglite');

const { getDatabase } = await import('../../src/server/database.ts');
const { registry } = await import('../../src/registry/index.ts');
const { loadBlocks } = await import('../../src/registry/block-load.ts');
const { blockSchemas } = await import('../../src/registry/schemas.ts');
const { brands } = await import('../../src/server/brands.ts');
const { uploadMedia } = await import('../../src/server/media/store.ts');
const { staff } = await import('../../src/server/db/schema.ts');

let html = '';
let mediaId = '';

beforeAll(async () => {
  const { db } = await getDatabase();
  const [member] = await db.insert(staff).values({ email: 'render@console.test', name: 'Render' }).returning({ id: staff.id });
  const bytes = await sharp({ create: { width: 1300, height: 650, channels: 3, background: { r: 20, g: 120, b: 60 } } }).jpeg().toBuffer();
  mediaId = (await uploadMedia(db, { brandId: 'main', bytes, alt: { en: 'Green pitch', ru: 'Зелёное поле' }, staffId: member!.id })).item.id;

  const page = [
    { type: 'hero', props: { title: { en: 'Landing' } } },
    // Stored by "an older version" without the save check: must be made inert on render.
    { type: 'richText', props: { html: { en: '<h2>Rules</h2><p onclick="alert(1)" style="color:red">Text</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>' } }, raw: true },
    { type: 'image', props: { mediaId, caption: { en: 'The pitch' } } },
    { type: 'banner', props: { mediaId, title: { en: 'Matchday' }, ctaLabel: { en: 'Bet now' }, ctaHref: '/line/top' } },
    { type: 'cta', props: { label: { en: 'Register' }, href: '/registration' } },
    { type: 'promoCards', props: { items: [{ title: { en: 'Bonus bet' }, text: { en: 'On expresses' }, mediaId }] } },
    { type: 'gameRows', props: { title: { en: 'Premier League' }, champ: 'premier-league', onlyTop: false } },
    { type: 'table', props: { header: [{ text: { en: 'Id' } }, { text: { en: 'Status' } }], rows: [{ cells: [{ text: { en: '3' } }, { text: { en: 'Void' } }] }] } },
    { type: 'tabs', props: { title: { en: 'Coupon types' }, items: [{ title: { en: 'Single' }, html: { en: '<p>One</p>' } }, { title: { en: 'Express' }, html: { en: '<p>All</p>' } }] } },
    { type: 'accordion', props: { items: [{ title: { en: 'Void legs' }, html: { en: '<p>Odds 1</p>' } }] } },
    { type: 'faq', props: { title: { en: 'FAQ' }, items: [{ question: { en: 'Q?' }, answer: { en: 'A.' } }] } },
    { type: 'contacts', props: { title: { en: 'Contacts' } } },
    { type: 'appDownload', props: { title: { en: 'On your phone' } } },
    { type: 'bettingCalculator', props: { title: { en: 'Calculator' } } },
  ] as const;
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  const brand = brands.byId.get('main')!;
  const ctx = { lng: 'en' as const, locale: 'en', brand };
  const content = page.map((block) => {
    const schema = blockSchemas[block.type] as { parse: (v: unknown) => unknown };
    // The stored payload bypasses validation, as text written before the save check would.
    return { type: block.type, props: 'raw' in block ? block.props : schema.parse(block.props) };
  });
  const parts: string[] = [];
  for (const block of await loadBlocks(content as never, ctx)) {
    const entry = registry[block.type];
    parts.push(`<!--block:${block.type}-->`, await container.renderToString(entry.component as never, { props: { props: block.props, ctx, data: block.data } }));
  }
  html = parts.join('\n');
}, 120_000);

afterAll(async () => {
  await (await getDatabase()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a page of every block, rendered by Astro', () => {
  it('has no style attribute anywhere (CSP)', () => {
    expect(html.match(/<[^>]+\sstyle=[^>]*>/gi) ?? []).toEqual([]);
  });

  it('makes stored rich text inert', () => {
    const rich = html.slice(html.indexOf('<!--block:richText-->'), html.indexOf('<!--block:image-->'));
    expect(rich).toContain('<h2>Rules</h2>');
    expect(rich).toContain('<p>Text</p>');
    expect(rich).not.toMatch(/onclick|<script|javascript:|color:red/);
  });

  it('draws the media library image with srcset and the library alt text', () => {
    // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
    expect(html.toLowerCase().includes(`srcset="/media/${mediaId}/320.webp 320w, /media/${mediaId}/640.webp 640w, /media/${mediaId}/960.webp 960w, /media/${mediaId}/1280.webp 1280w, /media/${mediaId}/1300.webp 1300w"`)).toBe(true);
    expect(html).toContain('alt="Green pitch"');
    expect(html).toContain('<figcaption>The pitch</figcaption>');
  });

  it('renders each block\'s content, with site links in the page language', () => {
    expect(html).toContain('href="/en/line/top"');
    expect(html).toContain('href="/en/registration"');
    expect(html).toContain('<th scope="col">Status</th>');
    expect(html).toContain('mailto:support@betportal.test');
    expect(html).toContain('Coupon types');
    expect(html).toContain('Void legs');
    expect(html).toContain('<h2>Calculator</h2>');
    expect(html).not.toMatch(/play\.google|apps\.apple/);
  });
});
