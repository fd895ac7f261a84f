/**
 * `POST /web-api/dev/live` a live message (schemas/live-message.ts `liveMessageInputSchema`):
 * publishes it on the live bus, as the publisher would, so tests and the live benchmark can time
 * delivery to SSE clients. `sentAt` is stamped here, at the moment of publishing. Development only:
 * `astro dev` or PORTAL_DEV_TOOLS=1, and the X-Dev-Token header (src/server/dev-tools.ts, checked by src/middleware.ts); 404 when
 * off, 401 without the token.
 */
import type { APIRoute } from 'astro';
import { handle, readJson } from '../../../server/endpoint.ts';
import { getBus } from '../../../server/live/bus.ts';
import { LIVE_CHANNEL } from '../../../server/live/publisher.ts';
import { liveMessageInputSchema, type LiveMessage } from '../../../../schemas/live-message.ts';

export const POST: APIRoute = (context) => {
  return handle(async () => {
    const body = await readJson(context.request, liveMessageInputSchema);
    const sentAt = Date.now();
    const message: LiveMessage = { ...body, sentAt };
    await (await getBus()).publish(LIVE_CHANNEL, message);
    return { published: true, sentAt };
  });
};
