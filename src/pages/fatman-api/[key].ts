/**
 * `POST /fatman-api/{key}` (spec §7 analytics collector): a page view's web vitals and route
 * change (schemas/collector.ts), sent by the browser with `navigator.sendBeacon` when the visitor
 * agreed to functional cookies (spec §6). `{key}` is the brand's id on its own domain (another
 * key: 404); only the page's own origin may send (403 otherwise); 8 KiB at most; 120 batches a
 * minute per address (429). Answers 204 once stored (src/server/analytics/web-vitals.ts).
 */
import type { APIRoute } from 'astro';
import { db, handle, readJson } from '../../server/endpoint.ts';
import { AppError } from '../../server/errors.ts';
import { collectorBody, collectorKeySchema } from '../../../schemas/collector.ts';
import { recordVitals } from '../../server/analytics/web-vitals.ts';
import { takeRateSlot } from '../../server/auth/rate-limit.ts';
import { requestContext } from '../../server/auth/brand-context.ts';

/** Largest collector body, bytes. */
const COLLECTOR_BODY_LIMIT = 8 * 1024;
/** Batches a minute one address may send. */
const COLLECTOR_RATE = { kind: 'collector', max: 120, windowMs: 60_000 };

/** The host of an Origin header; null for none or one that is not a URL (e.g. `null`). */
function originHost(origin: string | null): string | null {
  if (origin === null) return null;
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export const POST: APIRoute = (context) =>
  handle(async () => {
    const key = collectorKeySchema.safeParse(context.params.key);
    if (!key.success || key.data !== context.locals.brand.id) throw new AppError('not_found', 'No collector with this key on this domain.');
    if (originHost(context.request.headers.get('origin')) !== context.request.headers.get('host')) throw new AppError('forbidden', 'Measurements are taken from the brand\'s own pages only.');
    const batch = await readJson(context.request, collectorBody, COLLECTOR_BODY_LIMIT);
    const database = await db();
    await takeRateSlot(database, COLLECTOR_RATE, requestContext(context).address);
    await recordVitals(database, context.locals.brand.id, batch);
    return new Response(null, { status: 204 });
  });
