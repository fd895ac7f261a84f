/**
 * The registry's props schemas and the page schema derived from them, without the components,
 * so server code and tests can validate pages without loading Astro or React.
 * `src/registry/index.ts` pairs each schema with its component and must cover every block type.
 */
import { blockPropsSchemas } from '../../schemas/blocks.ts';
import { createPageSchema, type PageData } from '../../schemas/page.ts';

/** Block type → props schema, as registered. */
export const blockSchemas = blockPropsSchemas;

/** The page schema: the block union is derived from {@link blockSchemas}. */
export const pageSchema = createPageSchema(blockSchemas);

/** A validated page. */
export type Page = PageData<typeof blockSchemas>;
/** One block of a validated page. */
export type PageBlock = Page['content'][number];
