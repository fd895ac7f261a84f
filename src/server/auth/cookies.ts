/**
 * Session cookie handling: HttpOnly, SameSite=Lax, Secure over HTTPS, Max-Age = the session's
 * absolute lifetime. Logging in replaces any previous session (no fixation); logging out revokes
 * the session server-side and clears `user_token` and `ua` (spec §4 Logout).
 */
import type { APIContext } from 'astro';
import type { Db } from '../db/client.ts';
import { createSession, revokeSession, SESSION_COOKIE } from './sessions.ts';

/** Starts a session for the player and sets its cookie; revokes the session the request had. */
export async function startSession(db: Db, context: APIContext, playerId: number, remember: boolean): Promise<void> {
  if (context.locals.sessionId) await revokeSession(db, context.locals.sessionId);
  const { token, maxAgeSeconds } = await createSession(db, playerId, context.locals.brand.id, remember);
  context.cookies.set(SESSION_COOKIE, token, {
    path: '/', httpOnly: true, sameSite: 'lax', secure: context.url.protocol === 'https:', maxAge: maxAgeSeconds,
  });
}

/** Ends the request's session and clears the session cookies. */
export async function endSession(db: Db, context: APIContext): Promise<void> {
  if (context.locals.sessionId) await revokeSession(db, context.locals.sessionId);
  context.cookies.delete(SESSION_COOKIE, { path: '/' });
  context.cookies.delete('ua', { path: '/' });
}
