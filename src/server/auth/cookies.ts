/**
 * Session cookie handling: HttpOnly, SameSite=Lax, Secure over HTTPS (src/server/client-request.ts),
 * Max-Age = the session's absolute lifetime. Logging in replaces any previous session (no
 * fixation), renews the CSRF token for the new session and marks the browser as a known device of
 * the player (src/server/auth/known-device.ts); logging out revokes the session server-side, clears
 * `user_token` and `ua` and gives the browser a guest CSRF token (spec §4 Logout).
 */
import type { APIContext } from 'astro';
import type { Db } from '../db/client.ts';
import { requestIsHttps } from '../client-request.ts';
import { createSession, revokeSession, SESSION_COOKIE } from './sessions.ts';
import { csrfSecret, issueCsrfCookie } from './csrf.ts';
import { issueKnownDevice } from './known-device.ts';
import { assertLoginAllowed } from '../responsible/login.ts';
import { feedNow } from '../feed/clock.ts';
import { localizeRefusal } from '../responsible/refusal.ts';
import { tFor } from '../../i18n/index.ts';
import { deviceLabel } from '../../domain/player/device.ts';
import { requestContext } from './brand-context.ts';

/** Starts a session for the player and sets its cookies; revokes the session the request had. */
export async function startSession(db: Db, context: APIContext, playerId: number, remember: boolean): Promise<void> {
  // A self-excluded person gets no session on any brand (src/server/responsible/login.ts).
  try {
    await assertLoginAllowed(db, playerId, feedNow());
  } catch (error) {
    throw await localizeRefusal(error, db, tFor(context.locals.brand.id, context.locals.lng), context.locals.lng);
  }
  if (context.locals.sessionId) await revokeSession(db, context.locals.sessionId);
  const https = requestIsHttps(context.request, context.url);
  const client = { device: deviceLabel(context.request.headers.get('user-agent')), address: requestContext(context).address };
  const { token, maxAgeSeconds, session } = await createSession(db, playerId, context.locals.brand.id, remember, new Date(), client);
  context.cookies.set(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: https, maxAge: maxAgeSeconds });
  context.locals.csrfToken = issueCsrfCookie(context.cookies, https, await csrfSecret(db), session.id);
  await issueKnownDevice(db, context.cookies, playerId, https);
}

/** Ends the request's session and clears the session cookies. */
export async function endSession(db: Db, context: APIContext): Promise<void> {
  if (context.locals.sessionId) await revokeSession(db, context.locals.sessionId);
  context.cookies.delete(SESSION_COOKIE, { path: '/' });
  context.cookies.delete('ua', { path: '/' });
  context.locals.csrfToken = issueCsrfCookie(context.cookies, requestIsHttps(context.request, context.url), await csrfSecret(db), undefined);
}
