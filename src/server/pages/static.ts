/**
 * The loader of pages that show no request data (maintenance, server error, confirm-terms,
 * user-transfer): their components read the brand and language from `Astro.locals`.
 */
import { pageData, type PageLoader } from './load.ts';

/** Always the page, with no data. */
export const loadStatic: PageLoader<null> = () => pageData(null);
