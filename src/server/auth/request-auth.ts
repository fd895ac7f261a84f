/**
 * Who is asking: the session of the `user_token` cookie, or of an `Authorization: Bearer` API
 * token, resolved once per request by the middleware into `Astro.locals`.
 */
import type { AstroCookies } from 'astro';
import type { Db } from '../db/client.ts';
import type { SessionPlayer } from '../../domain/player/session-player.ts';
import { SESSION_COOKIE, resolveApiToken, resolveSession, type ActiveSession } from './sessions.ts';

/** The authenticated request: its session and its player as pages need it (no secret field). */
export interface AuthState {
  session: ActiveSession;
  player: SessionPlayer;
  /** The stored settings read with a cookie session (see `SessionWithPlayer.storedSettings`). */
  storedSettings?: unknown;
}

/** The live session of a session cookie's token with its player and stored settings (one query), or null. */
export async function authenticateToken(db: Db, token: string | undefined, brandId: string): Promise<AuthState | null> {
  const session = await resolveSession(db, token, brandId);
  if (!session) return null;
  const { player, storedSettings, ...active } = session;
  return { session: active, player, storedSettings };
}

/** The request's session and player (one query), or null for a guest. A dead session cookie is removed. */
export async function authenticate(db: Db, request: Request, cookies: AstroCookies, brandId: string): Promise<AuthState | null> {
  const cookie = cookies.get(SESSION_COOKIE)?.value;
  const byCookie = await authenticateToken(db, cookie, brandId);
  if (byCookie) return byCookie;
  if (cookie) cookies.delete(SESSION_COOKIE, { path: '/' });
  const authorization = request.headers.get('authorization');
  const session = authorization?.startsWith('Bearer ') ? await resolveApiToken(db, authorization.slice(7).trim(), brandId) : null;
  if (!session) return null;
  const { player, ...active } = session;
  return { session: active, player };
}
