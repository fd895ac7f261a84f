/**
 * Body of the analytics collector `POST /fatman-api/{key}` (spec §7: "Collector also receives
 * load timing, web-vitals, ..., route changes"): a batch of at most 20 measurements of one page
 * view — web vitals (LCP and INP in ms, CLS unitless) and the route change (the page view).
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';

/** The page type: the page registry's key (letters, digits, dashes). */
const pageTypeSchema = safeString().regex(/^[a-z0-9-]{1,40}$/, 'must be a page type such as sports-list');

/** One measurement. */
const collectorEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('web-vital'), name: z.enum(['LCP', 'INP', 'CLS']), value: z.number().finite().min(0).max(600_000) }),
  z.strictObject({ type: z.literal('route') }),
]);

/** `POST /fatman-api/{key}`. */
export const collectorBody = z.strictObject({
  pageType: pageTypeSchema,
  events: z.array(collectorEventSchema).min(1).max(20),
});
/** A collector batch. */
export type CollectorBody = z.infer<typeof collectorBody>;
/** The collector key of the path: the brand's id. */
export const collectorKeySchema = safeString().regex(/^[a-z0-9-]{1,40}$/, 'must be the brand key');
