/**
 * `POST /web-api/dev/live` `LiveMessage`: publishes one message on the live bus, as the publisher
 * would, so tests and the live benchmark can time delivery to SSE clients. `sentAt` is stamped
 * here, at the moment of publishing. Development only
 * (`astro dev` or PORTAL_DEV_TOOLS=1); 404 otherwise.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { handle, readJson } from '../../../server/endpoint.ts';
import { jsonError } from '../../../server/http.ts';
import { getBus } from '../../../server/live/bus.ts';
import { LIVE_CHANNEL } from '../../../server/live/publisher.ts';

const message = z.strictObject({
  game: z.number().int().positive(),
  id: z.string().max(40),
  seq: z.number().int().min(1),
  kind: z.enum(['kickoff', 'goal', 'period', 'odds', 'suspend', 'resume', 'finish']),
  at: z.number().int(),
  sentAt: z.number().int(),
  score: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  periodId: z.number().int().min(0).max(4),
  minute: z.number().int().min(0).max(90),
  main: z.tuple([z.number(), z.number(), z.number()]).optional(),
});

export const POST: APIRoute = (context) => {
  if (!import.meta.env.DEV && process.env.PORTAL_DEV_TOOLS !== '1') {
    return jsonError([{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${context.url.pathname}` }]);
  }
  return handle(async () => {
    const body = await readJson(context.request, message);
    const sentAt = Date.now();
    await (await getBus()).publish(LIVE_CHANNEL, { ...body, sentAt });
    return { published: true, sentAt };
  });
};
