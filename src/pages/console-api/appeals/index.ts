/** `GET /console-api/appeals`: banned players' appeals of the brands the staff member views players on (`players.view`), newest first → `{ appeals }`. */
import type { APIRoute } from 'astro';
import { db } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { appealsAnswer } from '../../../../schemas/console-answers.ts';
import { staffSource } from '../../../server/staff/player-endpoint.ts';
import { staffAppeals } from '../../../server/office/appeals.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(appealsAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'players.view');
    return { appeals: await staffAppeals(database, source.actor) };
  });
