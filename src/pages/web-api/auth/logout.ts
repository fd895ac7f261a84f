/** `POST /web-api/auth/logout`: revokes the session server-side, clears user_token and ua (spec §4 Logout). */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../server/endpoint.ts';
import { endSession } from '../../../server/auth/cookies.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    await endSession(await db(), context);
    return { success: true };
  });
