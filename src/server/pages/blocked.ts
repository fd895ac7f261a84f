/** Block pages (spec §2 `block`, `block-ua`, ..., §4 Block state): the page for the URL's reason. */
import { isBlockPage, type BlockPage } from '../../domain/block.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the block page named by the URL. */
export const loadBlocked: PageLoader<BlockPage> = (ctx) => {
  const page = ctx.params.blockPage;
  return page !== undefined && isBlockPage(page) ? pageData(page) : NOT_FOUND;
};
