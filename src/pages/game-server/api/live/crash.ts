/**
 * `GET /game-server/api/live/crash` (our game server): Server-Sent Events of the current crash
 * round — `event: round`, `data:` its public view (schemas/casino-scheduled.ts: phase, the
 * multiplier while running, the crash point once crashed, the seed once over) every 200 ms of the
 * feed clock, so every open game page shows the same live multiplier; a view is sent when the
 * round's state changes, and each second of the betting window (the countdown follows the feed
 * clock). The view never holds the crash point or seed before the crash.
 */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../../server/endpoint.ts';
import { feedNow } from '../../../../server/feed/clock.ts';
import { sseResponse } from '../../../../server/live/sse.ts';
import { roundAt } from '../../../../domain/casino/scheduled.ts';
import { scheduledRoundAt } from '../../../../server/casino/scheduled.ts';
import { ensureTicketSettlement } from '../../../../server/game-server/tickets.ts';

/** Ms between two pushes. */
const TICK_MS = 200;

export const GET: APIRoute = ({ request }) =>
  handle(async () => {
    const database = await db();
    ensureTicketSettlement(database);
    return sseResponse(request, async (send) => {
      let last = '';
      const tick = async () => {
        const now = feedNow();
        const view = await scheduledRoundAt(database, 'crash', roundAt('crash', now).round, now);
        const { now: _now, ...state } = view;
        const second = view.crash?.phase === 'betting' ? Math.ceil((view.startsAt - now) / 1000) : null;
        const text = JSON.stringify([state, second]);
        if (text !== last) {
          last = text;
          send({ event: 'round', data: view });
        }
      };
      await tick();
      const timer = setInterval(() => void tick().catch(() => {}), TICK_MS);
      return () => clearInterval(timer);
    });
  });
