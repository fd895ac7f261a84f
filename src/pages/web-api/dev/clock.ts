/**
 * `POST /web-api/dev/clock` `{ advanceMs }`: moves the feed's clock forward (src/server/feed/clock.ts)
 * and runs settlement at once, so a browser test sees a replayed game finish and its bets settle
 * without waiting 105 minutes. Answers `{ offsetMs, now, settled }`. Development only: `astro dev` or PORTAL_DEV_TOOLS=1, and the
 * X-Dev-Token header (src/server/dev-tools.ts, checked by src/middleware.ts); 404 when off, 401 without the token.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { handle, readJson } from '../../../server/endpoint.ts';
import { advanceFeedClock, feedNow } from '../../../server/feed/clock.ts';
import { ensureSettlement } from '../../../server/bets/settle.ts';
import { DAY_MS } from '../../../domain/time.ts';

const body = z.strictObject({ advanceMs: z.number().int().min(0).max(7 * DAY_MS) });

export const POST: APIRoute = (context) => {
  return handle(async () => {
    const { advanceMs } = await readJson(context.request, body);
    const offsetMs = advanceFeedClock(advanceMs);
    const settled = await (await ensureSettlement()).runNow();
    return { offsetMs, now: feedNow(), settled };
  });
};
