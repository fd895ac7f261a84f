/** The home page (spec §2 `/`): the brand's `home` page schema (`brands/<brand>/pages/home.json`). */
import type { blockPropsSchemas } from '../../../schemas/blocks.ts';
import type { PageData } from '../../../schemas/page.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the brand's home page schema; a brand without one answers the 404 page. */
export const loadHome: PageLoader<PageData<typeof blockPropsSchemas>> = (ctx) => {
  const schema = ctx.brand.pages.get('home');
  return schema ? pageData(schema) : NOT_FOUND;
};
