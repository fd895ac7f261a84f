/** `GET /console-api/ideas`: the players' ideas of the brands the staff member reads them on (`ideas.view`), newest first → `{ ideas }`. */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../server/endpoint.ts';
import { staffSource } from '../../../server/staff/player-endpoint.ts';
import { staffIdeas } from '../../../server/office/ideas.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const database = await db();
    const source = await staffSource(database, context, 'ideas.view');
    return { ideas: await staffIdeas(database, source.actor) };
  });
