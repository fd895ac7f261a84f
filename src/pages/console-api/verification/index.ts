/**
 * `GET /console-api/verification`: the queue of pending verification documents of the staff
 * member's brands, oldest first → `{ queue }` (action `verification.view`).
 */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../server/endpoint.ts';
import { staffSource } from '../../../server/staff/player-endpoint.ts';
import { reviewQueue } from '../../../server/verification/service.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const database = await db();
    const source = await staffSource(database, context, 'verification.view');
    return { queue: await reviewQueue(database, source) };
  });
