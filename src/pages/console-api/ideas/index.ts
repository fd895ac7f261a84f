/** `GET /console-api/ideas`: the players' ideas of the brands the staff member reads them on (`ideas.view`), newest first → `{ ideas }`. */
import type { APIRoute } from 'astro';
import { db } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { ideasAnswer } from '../../../../schemas/console-answers.ts';
import { staffSource } from '../../../server/staff/player-endpoint.ts';
import { staffIdeas } from '../../../server/office/ideas.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(ideasAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'ideas.view');
    return { ideas: await staffIdeas(database, source.actor) };
  });
