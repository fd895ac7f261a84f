/**
 * Catalogue step: the sport catalogue is read from the data folder when the server starts, never
 * from the build (src/server/feed/catalogue-file.ts); installed before any request is served.
 */
import type { MiddlewareHandler } from 'astro';
import { ensureCatalogue } from '../feed/catalogue-file.ts';

/** The step: installs the catalogue (once per process), then goes on. */
export const catalogueStep: MiddlewareHandler = (_context, next) => {
  ensureCatalogue();
  return next();
};
