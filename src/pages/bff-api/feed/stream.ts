/**
 * `GET /bff-api/feed/stream?games=1,2`: Server-Sent Events of live score and odds changes.
 * Each event: `id: {gameId}:{seq}`, `event: game`, `data:` a live message (schemas/live-message.ts).
 * Without `games`, every game's events. Prices at the request brand's pricing (`sportsPricing`). A client that sees a gap in a game's seq re-fetches that
 * game (`GET /bff-api/feed/game/{id}`). A comment line every 15 s keeps proxies from closing it.
 */
import type { APIRoute } from 'astro';
import { streamQuery } from '../../../../schemas/feed-api.ts';
import { badQuery, queryObject } from '../../../server/http.ts';
import { getBus } from '../../../server/live/bus.ts';
import { sseResponse } from '../../../server/live/sse.ts';
import { LIVE_CHANNEL, ensurePublisher, liveFrameOf } from '../../../server/live/publisher.ts';
import { pricingKey } from '../../../domain/feed/real-prices.ts';

export const GET: APIRoute = async ({ url, request, locals }) => {
  const query = streamQuery.safeParse(queryObject(url));
  if (!query.success) return badQuery(query.error);
  const follow = query.data.games ? new Set(query.data.games) : null;
  const pricing = locals.brand.sportsPricing;
  const own = pricingKey(pricing);
  await ensurePublisher(pricing);
  const bus = await getBus();
  return sseResponse(request, (send) =>
    bus.subscribe(LIVE_CHANNEL, (raw) => {
      const live = liveFrameOf(raw);
      // Prices only at the brand's own pricing; events without prices for every brand.
      if (live && (live.pricing === undefined || live.pricing === own) && (!follow || follow.has(live.game))) send(live.frame);
    }),
  );
};
