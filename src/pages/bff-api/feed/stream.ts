/**
 * `GET /bff-api/feed/stream?games=1,2`: Server-Sent Events of live score and odds changes (issue 5).
 * Each event: `id: {gameId}:{seq}`, `event: game`, `data: LiveMessage` (src/server/live/publisher.ts).
 * Without `games`, every game's events. A client that sees a gap in a game's seq re-fetches that
 * game (`GET /bff-api/feed/game/{id}`). A comment line every 15 s keeps proxies from closing it.
 */
import type { APIRoute } from 'astro';
import { streamQuery } from '../../../../schemas/feed-api.ts';
import { badQuery } from '../../../server/http.ts';
import { getBus } from '../../../server/live/bus.ts';
import { sseFrame, sseResponse } from '../../../server/live/sse.ts';
import { LIVE_CHANNEL, ensurePublisher, type LiveMessage } from '../../../server/live/publisher.ts';

/** The frame of each bus message, formatted once for every stream it goes to (messages are shared objects). */
const frames = new WeakMap<object, string>();

export const GET: APIRoute = async ({ url, request }) => {
  const query = streamQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return badQuery(query.error);
  const follow = query.data.games ? new Set(query.data.games) : null;
  await ensurePublisher();
  const bus = await getBus();
  return sseResponse(request, (send) =>
    bus.subscribe(LIVE_CHANNEL, (raw) => {
      const message = raw as LiveMessage;
      if (follow && !follow.has(message.game)) return;
      let frame = frames.get(message);
      if (frame === undefined) frames.set(message, (frame = sseFrame({ id: `${message.game}:${message.seq}`, event: 'game', data: message })));
      send(frame);
    }),
  );
};
