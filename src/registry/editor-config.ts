/**
 * The visual editor's field definitions, derived from the block registry's zod props
 * (one source — a block's editor fields come from its props schema, never from a second
 * hand-written list). Each props schema of `src/registry/schemas.ts` is walked:
 *
 * | zod | Puck field |
 * | --- | --- |
 * | localized text (`partialRecord(language, string)`) | `object`, one `text` field per brand language (`textarea` past 200 characters) |
 * | localized HTML (`meta({ editor: 'richText' })`) | `object`, one `textarea` per language |
 * | string | `text` (`textarea` past 200 characters) |
 * | number | `number` with its bounds |
 * | boolean | `radio` yes/no |
 * | enum | `select` of its values |
 * | array of objects | `array` of the object's fields |
 * | object | `object` of its fields |
 *
 * `id` props are left out: the editor gives every block its own id. A schema the walker does not
 * know throws {@link EditorFieldError}, so a new block with such props fails the unit test
 * (tests/unit/cms-editor-config.test.ts) instead of reaching editors without fields.
 */
import { z } from 'zod';
import type { Field, Fields } from '@puckeditor/core';
import { blockSchemas } from './schemas.ts';
import { rootPropsSchema } from '../../schemas/blocks.ts';
import { feedChamps } from '../domain/feed/slugs.ts';

/** A props schema the editor cannot derive fields for. */
export class EditorFieldError extends Error {
  override name = 'EditorFieldError';
}

/** Zod internals the walker reads (zod 4 `_zod.def`). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strips optional, default, nullable and pipes. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault' || def.type === 'readonly') && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** The metadata of a schema or any wrapper of it. */
function metaOf(schema: z.ZodType): Record<string, unknown> {
  let current: z.ZodType | undefined = schema;
  const found: Record<string, unknown> = {};
  while (current) {
    Object.assign(found, z.globalRegistry.get(current) ?? {});
    const def = defOf(current);
    current = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return found;
}

/** The largest length a string schema allows, or undefined. */
function maxLength(schema: z.ZodType): number | undefined {
  const value = (unwrap(schema) as unknown as { maxLength?: number | null }).maxLength;
  return typeof value === 'number' ? value : undefined;
}

/** Label of a prop: `subtitle` → `Subtitle`, `promotionId` → `Promotion id`. */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The field of one prop.
 * @param languages the brand's languages (a text field each for localized text)
 * @throws EditorFieldError for a schema the editor cannot edit
 */
export function fieldOf(schema: z.ZodType, label: string, languages: readonly string[], path = label, media: readonly MediaOption[] = []): Field {
  const inner = unwrap(schema);
  const def = defOf(inner);
  // Metadata hints of schemas/blocks.ts (also `'champ'`, below): `editor: 'richText'` (HTML per language), `'media'` (an image
  // of the brand's media library, picked from its list), `'link'` (a site path or https URL).
  const hint = metaOf(schema).editor;
  // `'champ'`: a champ of the catalogue the server runs with (read here, on the server), or all.
  if (hint === 'champ') return { type: 'select', label, options: ['all', ...feedChamps().map((champ) => champ.slug)].map((value) => ({ label: value, value })) };
  if (hint === 'media') return { type: 'select', label, options: [{ label: '—', value: '' }, ...media.map((item) => ({ label: item.label, value: item.id }))] };
  const html = hint === 'richText';
  switch (def.type) {
    case 'record': {
      const long = html || (maxLength(def.valueType!) ?? 0) > 200;
      return {
        type: 'object', label,
        objectFields: Object.fromEntries(languages.map((lng) => [lng, long ? { type: 'textarea', label: `${label} (${lng})` } : { type: 'text', label: `${label} (${lng})` }])),
      } as Field;
    }
    case 'string':
      return (maxLength(inner) ?? 0) > 200 ? { type: 'textarea', label } : { type: 'text', label };
    case 'number': {
      const bounds = inner as unknown as { minValue?: number | null; maxValue?: number | null };
      return { type: 'number', label, ...(bounds.minValue != null ? { min: bounds.minValue } : {}), ...(bounds.maxValue != null ? { max: bounds.maxValue } : {}) };
    }
    case 'boolean':
      return { type: 'radio', label, options: [{ label: 'yes', value: true }, { label: 'no', value: false }] };
    case 'enum':
      return { type: 'select', label, options: Object.values(def.entries ?? {}).map((value) => ({ label: String(value), value })) };
    case 'array':
      return { type: 'array', label, arrayFields: objectFields(def.element!, languages, `${path}[]`, media) } as Field;
    case 'object':
      return { type: 'object', label, objectFields: objectFields(inner, languages, path, media) } as Field;
    default:
      throw new EditorFieldError(`${path}: the visual editor has no field for a zod ${def.type}`);
  }
}

/** The fields of an object schema's props (without `id`). @throws EditorFieldError */
export function objectFields(schema: z.ZodType, languages: readonly string[], path = '', media: readonly MediaOption[] = []): Fields {
  const def = defOf(unwrap(schema));
  if (def.type !== 'object' || !def.shape) throw new EditorFieldError(`${path || 'props'}: block props must be an object`);
  return Object.fromEntries(
    Object.entries(def.shape).filter(([name]) => name !== 'id').map(([name, prop]) => [name, fieldOf(prop, labelOf(name), languages, path ? `${path}.${name}` : name, media)]),
  ) as Fields;
}

/** The default props of a new block: schema defaults, empty texts and lists. */
function defaultPropsOf(schema: z.ZodType): Record<string, unknown> {
  const def = defOf(unwrap(schema));
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(def.shape ?? {})) {
    if (name === 'id') continue;
    const parsed = (prop as z.ZodType).safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) {
      out[name] = parsed.data;
      continue;
    }
    const kind = defOf(unwrap(prop as z.ZodType)).type;
    if (kind === 'record' || kind === 'object') out[name] = {};
    else if (kind === 'array') out[name] = [];
    else if (kind === 'string') out[name] = '';
    else if (kind === 'enum') out[name] = Object.values(defOf(unwrap(prop as z.ZodType)).entries ?? {})[0];
  }
  return out;
}

/** A block type's editor definition: label, fields and default props. */
export interface EditorBlock {
  label: string;
  fields: Fields;
  defaultProps: Record<string, unknown>;
}

/** An image of the brand's media library as the editor's picker offers it. */
export interface MediaOption {
  /** Media id (schemas/blocks.ts MEDIA_ID_PATTERN). */
  id: string;
  /** What the editor sees: the image's alt text. */
  label: string;
}

/**
 * Every block type of the registry → its editor definition, for a brand's languages and the
 * images of its media library (the options of every media field). @throws EditorFieldError
 */
export function editorBlocks(languages: readonly string[], media: readonly MediaOption[] = []): Record<string, EditorBlock> {
  return Object.fromEntries(
    Object.entries(blockSchemas).map(([type, schema]) => [type, { label: labelOf(type), fields: objectFields(schema, languages, type, media), defaultProps: defaultPropsOf(schema) }]),
  );
}

/** The page root's fields (title, description). */
export function rootFields(languages: readonly string[]): Fields {
  return objectFields(rootPropsSchema, languages, 'root');
}


/** The block types whose props have an `id` (the editor's block id is kept as it on save). */
export function blocksWithId(): string[] {
  return Object.entries(blockSchemas).filter(([, schema]) => 'id' in (defOf(unwrap(schema)).shape ?? {})).map(([type]) => type);
}
