/**
 * Server-side validation of CMS pages: the page union derived from the block
 * props map the registry renders (`schemas/blocks.ts`, `src/registry/schemas.ts`), after the ordered migrations of `schemas/page.ts`. An
 * unknown block or bad props is refused (422 `page_invalid`) naming the block index and field,
 * e.g. `content[2].props.html.en: contains markup that is not allowed … (block "richText")`;
 * `meta.fields` lists the paths.
 */
import { ConfigFileError, formatPath } from '../../../schemas/errors.ts';
import { parsePage, type PageData } from '../../../schemas/page.ts';
import { blockPropsSchemas } from '../../../schemas/blocks.ts';
import { AppError } from '../errors.ts';

/** A validated page (the registry's `Page`). */
export type Page = PageData<typeof blockPropsSchemas>;

/**
 * The page as validated (migrated to the current schema version, defaults filled).
 * @throws AppError page_invalid (422) naming every failing field
 */
export function validatePage(data: unknown): Page {
  try {
    return parsePage(blockPropsSchemas, data, 'page');
  } catch (error) {
    if (error instanceof ConfigFileError) {
      const fields = error.issues.map((issue) => formatPath(issue.path));
      const detail = error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; ');
      throw new AppError('page_invalid', detail, { fields });
    }
    throw error;
  }
}
