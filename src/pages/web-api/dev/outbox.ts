/**
 * `GET /web-api/dev/outbox?recipient=…`: the messages the outbox sender wrote to a recipient,
 * newest first. Development only: `astro dev`, or a server started with PORTAL_DEV_TOOLS=1
 * (the test servers) or PORTAL_DEV_TOOLS=1; 404 otherwise.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { db, handle, readQuery } from '../../../server/endpoint.ts';
import { jsonError } from '../../../server/http.ts';
import { messagesTo } from '../../../server/auth/sender.ts';

export const GET: APIRoute = (context) => {
  if (!import.meta.env.DEV && process.env.PORTAL_DEV_TOOLS !== '1') {
    return jsonError([{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${context.url.pathname}` }]);
  }
  return handle(async () => {
    const { recipient } = readQuery(context.url, z.strictObject({ recipient: z.string().min(3).max(320) }));
    return { messages: await messagesTo(await db(), recipient) };
  });
};
