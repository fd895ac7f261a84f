/**
 * `GET /web-api/dev/outbox?recipient=…`: the messages the outbox sender wrote to a recipient,
 * newest first. Development only: `astro dev` or PORTAL_DEV_TOOLS=1, and the
 * X-Dev-Token header (src/server/dev-tools.ts, checked by src/middleware.ts); 404 when off, 401 without the token.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { db, handle, readQuery } from '../../../server/endpoint.ts';
import { messagesTo } from '../../../server/auth/sender.ts';
import { safeString } from '../../../../schemas/primitives.ts';

export const GET: APIRoute = (context) => {
  return handle(async () => {
    const { recipient } = readQuery(context.url, z.strictObject({ recipient: safeString().min(3).max(320) }));
    return { messages: await messagesTo(await db(), recipient) };
  });
};
