/** `POST /console-api/auth/logout`: revokes the staff session and clears its cookie. */
import type { APIRoute } from 'astro';
import { db } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { successAnswer } from '../../../../schemas/console-answers.ts';
import { endStaffSession } from '../../../server/staff/endpoint.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(successAnswer, async () => {
    await endStaffSession(await db(), context);
    return { success: true };
  });
