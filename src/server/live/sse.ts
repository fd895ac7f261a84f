/**
 * Server-Sent Events responses over the event bus: the stream sends `retry: 3000`, then each event
 * the subscription hands it (`id`, `event`, `data` as JSON), and a comment line every 15 s so
 * proxies keep it open; the subscription ends when the client goes away.
 */

/** One event to send. */
export interface SseEvent {
  /** Event id (the client's Last-Event-ID on reconnect). */
  id?: string;
  /** Event name. */
  event: string;
  /** Payload, sent as JSON. */
  data: unknown;
}

const encoder = new TextEncoder();
let lastText = '';
let lastBytes = encoder.encode('');

/**
 * The UTF-8 bytes of an SSE text. A fan-out hands the same frame to every stream in turn, so the
 * last text's bytes are kept and shared (streams never write to a chunk they enqueue).
 */
function encodeShared(text: string): Uint8Array {
  if (text !== lastText) {
    lastBytes = encoder.encode(text);
    lastText = text;
  }
  return lastBytes;
}

/** Comment line interval that keeps proxies from closing the stream, ms. */
const HEARTBEAT_MS = 15_000;

/** The wire text of one event: `id:` (when given), `event:`, `data:` as JSON, a blank line. */
export function sseFrame(event: SseEvent): string {
  return `${event.id === undefined ? '' : `id: ${event.id}\n`}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * A `text/event-stream` response.
 * @param subscribe starts delivering events through `send`, each an event or its ready
 *   {@link sseFrame} (a fan-out to many streams formats a message once); resolves to the
 *   unsubscribe function
 */
export function sseResponse(request: Request, subscribe: (send: (event: SseEvent | string) => void) => Promise<() => void>): Response {
  let unsubscribe: (() => void) | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const close = () => {
    unsubscribe?.();
    unsubscribe = null;
    if (heartbeat) clearInterval(heartbeat);
  };
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encodeShared(text));
        } catch {
          close();
        }
      };
      write('retry: 3000\n\n');
      unsubscribe = await subscribe((event) => write(typeof event === 'string' ? event : sseFrame(event)));
      heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
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
}
