/** `POST /console-api/auth/logout`: revokes the staff session and clears its cookie. */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../server/endpoint.ts';
import { endStaffSession } from '../../../server/staff/endpoint.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    await endStaffSession(await db(), context);
    return { success: true };
  });
