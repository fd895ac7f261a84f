/**
 * The visual editor's config comes from the block registry (one source): every
 * block type has editor fields derived from its zod props — every prop but `id` — and a props
 * schema the editor cannot edit fails here, before editors meet a block without fields. The page
 * the console saves round-trips through the editor's data shape.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockSchemas } from '../../src/registry/schemas.ts';
import { blocksWithId, editorBlocks, EditorFieldError, fieldOf, objectFields, rootFields } from '../../src/registry/editor-config.ts';
import { editorDataOfPage, pageOfEditorData } from '../../src/registry/editor-data.ts';
import { localizedTextSchema } from '../../schemas/blocks.ts';
import { parsePage } from '../../schemas/page.ts';

const LANGUAGES = ['en', 'ru'];
const shapeOf = (schema: unknown) => (schema as { shape: Record<string, unknown> }).shape;

describe('editor config from the registry', () => {
  const blocks = editorBlocks(LANGUAGES);

  it('has an editor block for every registry block type, and no other', () => {
    expect(Object.keys(blocks).sort()).toEqual(Object.keys(blockSchemas).sort());
  });

  it.each(Object.keys(blockSchemas))('%s: a field for every prop but id, and at least one', (type) => {
    const props = Object.keys(shapeOf(blockSchemas[type as keyof typeof blockSchemas])).filter((name) => name !== 'id');
    expect(props.length).toBeGreaterThan(0);
    expect(Object.keys(blocks[type]!.fields).sort()).toEqual(props.sort());
  });

  it('gives localized text one field per brand language, and rich text textareas', () => {
    expect(blocks.hero!.fields.title).toEqual({ type: 'object', label: 'Title', objectFields: { en: { type: 'text', label: 'Title (en)' }, ru: { type: 'text', label: 'Title (ru)' } } });
    expect((blocks.richText!.fields.html as { objectFields: Record<string, { type: string }> }).objectFields.ru!.type).toBe('textarea');
    expect(blocks.cta!.fields.tone).toMatchObject({ type: 'select', options: [{ value: 'primary' }, { value: 'secondary' }] });
    expect(blocks.faq!.fields.items).toMatchObject({ type: 'array', arrayFields: { question: { type: 'object' }, answer: { type: 'object' } } });
    expect(Object.keys(rootFields(['en', 'ru', 'tr']).title as object)).toContain('objectFields');
  });

  it('refuses a props schema it has no field for (a block would reach editors without fields)', () => {
    expect(() => objectFields(z.strictObject({ id: z.string().optional(), when: z.date() }), LANGUAGES, 'newBlock')).toThrow(EditorFieldError);
    expect(() => fieldOf(z.map(z.string(), z.string()), 'Map', LANGUAGES)).toThrow(/newBlock|Map: the visual editor has no field/);
    expect(() => objectFields(localizedTextSchema(10), LANGUAGES)).toThrow(EditorFieldError);
  });

  it('round-trips a page through the editor data, dropping cleared fields', () => {
    const page = {
      schemaVersion: 2,
      root: { props: { title: { en: 'Welcome' } } },
      content: [
        { type: 'hero', props: { title: { en: 'Hi' }, tone: 'accent' } },
        { type: 'richText', props: { html: { en: '<p>Text</p>' } } },
        { type: 'cta', props: { label: { en: 'Go' }, href: '/line', tone: 'secondary' } },
      ],
    };
    const data = editorDataOfPage(page);
    expect(data.content.map((b) => b.props.id)).toEqual(['hero-0', 'richText-1', 'cta-2']);
    (data.content[0]!.props as { subtitle?: unknown }).subtitle = { en: '', ru: '  ' };
    const saved = pageOfEditorData(data, 2, blocksWithId());
    expect(() => parsePage(blockSchemas, saved, 'editor')).not.toThrow();
    expect(saved.content[0]!.props).toEqual({ id: 'hero-0', title: { en: 'Hi' }, tone: 'accent' });
  });
});
