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
import { LIVE_CHANNEL, ensurePublisher, type LiveMessage } from '../../../server/live/publisher.ts';

const HEARTBEAT_MS = 15_000;

export const GET: APIRoute = async ({ url, request }) => {
  const query = streamQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return badQuery(query.error);
  const follow = query.data.games ? new Set(query.data.games) : null;
  await ensurePublisher();
  const bus = await getBus();
  const encoder = new TextEncoder();
  let unsubscribe: (() => void) | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const close = () => {
    unsubscribe?.();
    unsubscribe = null;
    if (heartbeat) clearInterval(heartbeat);
  };
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode('retry: 3000\n\n'));
      unsubscribe = await bus.subscribe(LIVE_CHANNEL, (raw) => {
        const message = raw as LiveMessage;
        if (follow && !follow.has(message.game)) return;
        try {
          controller.enqueue(encoder.encode(`id: ${message.game}:${message.seq}\nevent: game\ndata: ${JSON.stringify(message)}\n\n`));
        } catch {
          close();
        }
      });
      heartbeat = setInterval(() => {
        try {
          controller.enqueue(encoder.encode(': ping\n\n'));
        } catch {
          close();
        }
      }, HEARTBEAT_MS);
      request.signal.addEventListener('abort', () => {
        close();
        try {
          controller.close();
        } catch {
          // already closed
        }
      });
    },
    cancel: close,
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' },
  });
};
