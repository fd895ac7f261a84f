/**
 * The visual editor's data ↔ the page schema the console saves, without the
 * block schemas (the editor island imports this; the fields come from src/registry/editor-config.ts
 * on the server). Puck holds `{ root: { props }, content: [{ type, props: { id, … } }] }`.
 */

/** Puck's data shape as the editor holds it. */
export interface EditorData {
  root: { props?: Record<string, unknown> };
  content: { type: string; props: Record<string, unknown> }[];
  zones?: Record<string, unknown>;
}

/** Drops empty strings, and objects left empty by that, from editor values (a cleared field). */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const cleaned = clean(inner);
      if (cleaned === '' || cleaned === undefined || cleaned === null) continue;
      if (typeof cleaned === 'object' && !Array.isArray(cleaned) && Object.keys(cleaned as object).length === 0) continue;
      out[key] = cleaned;
    }
    return out;
  }
  return typeof value === 'string' && value.trim() === '' ? '' : value;
}

/**
 * The page schema of the editor's data (what the console saves): schema version, root props and
 * blocks with cleaned props; a block's editor id is kept as its `id` prop when the block has one.
 */
export function pageOfEditorData(data: EditorData, schemaVersion: number, idBlocks: readonly string[]): { schemaVersion: number; root: { props: unknown }; content: { type: string; props: unknown }[] } {
  return {
    schemaVersion,
    root: { props: clean(data.root.props ?? {}) },
    content: data.content.map((block) => {
      const props = clean(block.props) as Record<string, unknown>;
      if (!idBlocks.includes(block.type)) delete props.id;
      return { type: block.type, props };
    }),
  };
}

/** The editor's data of a page: each block gets an editor id (its `id` prop, else `{type}-{index}`). */
export function editorDataOfPage(page: { root: { props: unknown }; content: readonly { type: string; props: unknown }[] }): EditorData {
  return {
    root: { props: page.root.props as Record<string, unknown> },
    content: page.content.map((block, index) => {
      const props = block.props as Record<string, unknown>;
      return { type: block.type, props: { ...props, id: typeof props.id === 'string' && props.id ? props.id : `${block.type}-${index}` } };
    }),
  };
}
