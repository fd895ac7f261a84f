/**
 * `POST /web-api/dev/clock` `{ advanceMs }`: moves the feed's clock forward (src/server/feed/clock.ts)
 * and runs settlement at once, so a browser test sees a replayed game finish and its bets settle
 * without waiting 105 minutes. Answers `{ offsetMs, now, settled }`. Development only (`astro dev`
 * or PORTAL_DEV_TOOLS=1); 404 otherwise.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { handle, readJson } from '../../../server/endpoint.ts';
import { jsonError } from '../../../server/http.ts';
import { advanceFeedClock, feedNow } from '../../../server/feed/clock.ts';
import { ensureSettlement } from '../../../server/bets/settle.ts';

const body = z.strictObject({ advanceMs: z.number().int().min(0).max(7 * 86_400_000) });

export const POST: APIRoute = (context) => {
  if (!import.meta.env.DEV && process.env.PORTAL_DEV_TOOLS !== '1') {
    return jsonError([{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${context.url.pathname}` }]);
  }
  return handle(async () => {
    const { advanceMs } = await readJson(context.request, body);
    const offsetMs = advanceFeedClock(advanceMs);
    const settled = await (await ensureSettlement()).runNow();
    return { offsetMs, now: feedNow(), settled };
  });
};
